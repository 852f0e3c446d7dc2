import { CHANNEL_NAMES, type CreditStatus, creditStatus, type MessageChannelName } from '@rules/credit-banner';
import { USAGE_EDITOR_CACHE_MS } from '@rules/usage';
import { Banner, Button } from '@spanner/design-system';
import { useState } from 'react';
import { codeOf } from '../../lib/mutation-result';
import { useCan } from '../../lib/use-can';
import { expiryNote, PacksDialog, refreshUsage, useUsage } from '../billing';

export interface CreditGate {
  /** What the banner says; `ok` when there is nothing to say or the viewer cannot read usage. */
  status: CreditStatus;
  /** Credits left in all (plan allowance and packs); null when unknown. */
  available: number | null;
  /** All exhausted: the sending button is greyed. */
  blocked: boolean;
  /** The sending button's label: 'Send Anyway' while credits are low. */
  label: (normal: string) => string;
  /**
   * Call after a send, with its error when it failed: a send that went out or was refused for want of credits
   * refreshes the usage every widget reads (the sidebar's meter included), so nobody reads yesterday's count.
   */
  settled: (error?: unknown) => void;
}

/**
 * Whether a send on this channel can go ahead, from the organisation's usage (cached 30 s on editor screens). A
 * viewer who may not read usage (a technician) sees no banner; the server still refuses a send with nothing left.
 */
export function useCreditGate(channel: MessageChannelName): CreditGate {
  const mayReadUsage = useCan('manageBilling');
  const { usage } = useUsage(USAGE_EDITOR_CACHE_MS, mayReadUsage);
  const meter = mayReadUsage ? usage?.[channel] : undefined;
  const status = meter ? creditStatus(channel, meter) : 'ok';
  return {
    status,
    available: meter?.totalAvailable ?? null,
    blocked: status === 'exhausted',
    label: (normal) => (status === 'low' ? 'Send Anyway' : normal),
    settled: (error) => {
      if (!error || codeOf(error) === 'QUOTA_EXCEEDED') void refreshUsage();
    },
  };
}

/**
 * The credit banner of every screen that sends (spec part 1 §4, part 2 §4): all exhausted (the action is blocked),
 * the monthly allowance used and pack credits in use, or credits running low (SMS at 10 or fewer, email at 20 or
 * fewer; the action reads 'Send Anyway'). `action` names what the screen does, e.g. 'send this SMS'.
 */
export function CreditBanner({ channel, action, gate }: { channel: MessageChannelName; action: string; gate: CreditGate }) {
  const [buying, setBuying] = useState(false);
  const { usage } = useUsage(USAGE_EDITOR_CACHE_MS, gate.status !== 'ok');
  const name = CHANNEL_NAMES[channel];
  if (gate.status === 'ok') return null;
  const buy = (
    <Button size="sm" variant="secondary" onPress={() => setBuying(true)}>
      Buy Credits
    </Button>
  );
  const left = gate.available ?? 0;
  return (
    <>
      {gate.status === 'exhausted' && (
        <Banner tone="critical" title={`No ${name} credits left`} action={buy}>
          Your plan's {name} allowance and your pack credits are used up, so you can't {action} until you buy a pack or upgrade your plan.
        </Banner>
      )}
      {gate.status === 'low' && (
        <Banner tone="warning" title={`Running low on ${name} credits`} action={buy}>
          {left === 1 ? `1 ${name} credit left.` : `${left} ${name} credits left.`} You can still {action}: press Send Anyway.
        </Banner>
      )}
      {gate.status === 'usingPacks' && (
        <Banner tone="info" title={`Monthly ${name} allowance used`}>
          Your plan's {name} allowance for this period is used up, so this uses your pack credits ({left} left).
        </Banner>
      )}
      <PacksDialog isOpen={buying} onOpenChange={setBuying} initialType={channel} expiryNote={expiryNote(usage)} />
    </>
  );
}
