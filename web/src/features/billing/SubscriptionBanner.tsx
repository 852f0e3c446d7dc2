import { Banner, Button } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import { bannerFor, type SubscriptionInfo } from './banner';

const tone = { 'trial-expired': 'critical', trial: 'info', 'past-due': 'error', canceled: 'warning' } as const;

/**
 * Nothing when active, or for a member who cannot act on it (no `manageBilling`: technicians); otherwise the
 * trial, overdue or cancelled message with its action (spec part 1 §2).
 */
export function SubscriptionBanner({ subscription }: { subscription: SubscriptionInfo | null | undefined }) {
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const canActOnIt = useCan('manageBilling');
  const state = bannerFor(subscription, new Date(), timeZone);
  if (state.kind === 'none' || !canActOnIt) return null;
  return (
    <Banner
      tone={tone[state.kind]}
      title={state.title}
      action={
        <Button size="sm" variant={state.kind === 'trial' ? 'secondary' : 'primary'} onPress={() => navigate('/subscription')}>
          {state.action}
        </Button>
      }
    />
  );
}
