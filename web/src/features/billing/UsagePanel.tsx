import { DEFAULT_PACK_EXPIRY, packExpiryText } from '@rules/packs';
import { formatLongDate } from '@rules/zoned-time';
import { Button, Card, Entry, EntryList, Skeleton, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { LoadFailure } from '../../kit/LoadFailure';
import { useTimeZone } from '../../lib/time-zone';
import * as css from './billing.css';
import type { OwnedPack, Usage } from './billing-api';
import { PacksDialog } from './PacksDialog';
import { UsageAlerts } from './UsageAlerts';
import { UsageMeters } from './UsageWidget';
import { refreshUsage, useUsage } from './usage-store';

/** What the organisation's setting says about pack credits lasting (spec part 1 §9 gives both readings). */
export const expiryNote = (usage: Usage | null) => packExpiryText(usage?.packExpiry ?? DEFAULT_PACK_EXPIRY);

function PackEntry({ pack, timeZone }: { pack: OwnedPack; timeZone: string }) {
  const kind = pack.type === 'sms' ? 'SMS' : 'emails';
  return (
    <Entry
      title={`${pack.remaining.toLocaleString('en-AU')} of ${pack.quantity.toLocaleString('en-AU')} ${kind} left`}
      meta={`Bought ${formatLongDate(pack.purchasedAt, timeZone)} · ${pack.expiresAt ? `expires ${formatLongDate(pack.expiresAt, timeZone)}` : 'never expires'}`}
    />
  );
}

/** Usage this period (?tab=usage): the meters, alerts, the packs held and their expiry, and buying more. */
export function UsagePanel() {
  const { usage, error } = useUsage();
  const timeZone = useTimeZone();
  const [packsOpen, setPacksOpen] = useState(false);
  if (!usage) return error ? <LoadFailure title={error} onRetry={() => void refreshUsage()} /> : <Skeleton height={220} />;
  const packs = usage.packs ?? [];
  return (
    <div className={css.alerts}>
      <UsageAlerts usage={usage} severities={['info']} />
      <Card title="This period" description={`Resets on ${formatLongDate(usage.periodEnd, timeZone)}`} headingLevel={2}>
        <div className={css.planCard}>
          <UsageMeters usage={usage} />
          <Toolbar
            actions={
              <Button variant="primary" onPress={() => setPacksOpen(true)}>
                Buy SMS or email packs
              </Button>
            }
          />
        </div>
      </Card>
      <Card title="Credit packs" description={expiryNote(usage)} headingLevel={2}>
        {packs.length === 0 ? (
          <p className={css.note}>No pack credits yet. Packs top up your plan's monthly allowance and are shared by your whole team.</p>
        ) : (
          <EntryList aria-label="Credit packs">
            {packs.map((p) => (
              <PackEntry key={p.id} pack={p} timeZone={timeZone} />
            ))}
          </EntryList>
        )}
      </Card>
      <PacksDialog isOpen={packsOpen} onOpenChange={setPacksOpen} expiryNote={expiryNote(usage)} />
    </div>
  );
}
