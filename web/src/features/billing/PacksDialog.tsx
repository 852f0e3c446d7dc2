import { Badge, Button, Card, Dialog, EmptyState, Modal, Skeleton, Tab, TabList, TabPanel, Tabs, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useRest } from '../../lib/use-rest';
import * as css from './billing.css';
import { checkoutPack, fetchPacks, type PackOffer } from './billing-api';
import { packViews } from './pack-pricing';

const CACHE_MS = 5 * 60_000;
let cached: { at: number; packs: PackOffer[] } | null = null;

/** The pack catalogue, cached for 5 minutes (spec part 1 §7). */
async function availablePacks(): Promise<PackOffer[]> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.packs;
  const packs = await fetchPacks();
  cached = { at: Date.now(), packs };
  return packs;
}

const LABEL = { sms: 'SMS', email: 'EMAIL' } as const;

function PackList({ packs, type }: { packs: PackOffer[]; type: 'sms' | 'email' }) {
  const [pending, setPending] = useState<string | null>(null);
  const views = packViews(packs, type);
  if (views.length === 0) return <EmptyState title={`No ${LABEL[type]} packs available at this time.`} />;
  const buy = async (productId: string) => {
    setPending(productId);
    try {
      await checkoutPack(productId);
    } catch {
      setPending(null);
      toast.error('Purchase Failed', 'Unable to start checkout process. Please try again.');
    }
  };
  return (
    <div className={css.packGrid}>
      {views.map(({ pack, unitPrice, savingsPercent, mostPopular, volumeDiscount }) => (
        <Card
          key={pack.productId}
          title={`${pack.quantity.toLocaleString('en-AU')} ${type === 'sms' ? 'SMS' : 'emails'}`}
          headingLevel={3}
          actions={mostPopular ? <Badge tone="blue">Most Popular</Badge> : undefined}
        >
          <div className={css.planCard}>
            <span className={css.price}>{pack.displayPrice}</span>
            <span className={css.note}>
              {unitPrice} each{savingsPercent > 0 ? ` · Save ${savingsPercent}%` : ''}
            </span>
            {volumeDiscount && <span className={css.note}>Volume pricing discount</span>}
            <Button
              variant={mostPopular ? 'primary' : 'secondary'}
              isPending={pending === pack.productId}
              isDisabled={pending !== null && pending !== pack.productId}
              onPress={() => buy(pack.productId)}
              fullWidth
            >
              Buy
            </Button>
          </div>
        </Card>
      ))}
    </div>
  );
}

/** 'Purchase Communication Packs': SMS and Email tabs; buying goes to checkout and back to the usage tab. */
export function PacksDialog({
  isOpen,
  onOpenChange,
  initialType = 'sms',
  expiryNote,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  initialType?: 'sms' | 'email';
  /** How long credits last, as the organisation's setting says. */
  expiryNote: string;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title="Purchase Communication Packs">{isOpen && <PacksBody initialType={initialType} expiryNote={expiryNote} />}</Dialog>
    </Modal>
  );
}

function PacksBody({ initialType, expiryNote }: { initialType: 'sms' | 'email'; expiryNote: string }) {
  const packs = useRest(availablePacks, 'Failed to load available packs. Please try again later.');
  if (packs.loading && !packs.data) return <Skeleton height={200} />;
  if (packs.error)
    return (
      <EmptyState
        title={packs.error}
        action={
          <Button variant="secondary" onPress={packs.reload}>
            Try again
          </Button>
        }
      />
    );
  return (
    <Tabs defaultSelectedKey={initialType}>
      <TabList aria-label="Pack type">
        <Tab id="sms">SMS</Tab>
        <Tab id="email">Email</Tab>
      </TabList>
      <TabPanel id="sms">
        <PackList packs={packs.data ?? []} type="sms" />
      </TabPanel>
      <TabPanel id="email">
        <PackList packs={packs.data ?? []} type="email" />
      </TabPanel>
      <p className={css.note}>Credits are shared across your team and used after your plan's monthly allowance. {expiryNote}</p>
    </Tabs>
  );
}
