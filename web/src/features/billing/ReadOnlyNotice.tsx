import { READ_ONLY_BLOCKED, READ_ONLY_OPEN, subscriptionAccess } from '@rules/subscription-access';
import { Banner, Button } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { useCan } from '../../lib/use-can';
import { useViewer } from '../../lib/viewer';

/** Whether the organisation is read-only now (an ended trial, or a cancelled plan past its period). */
export function useReadOnlyAccount() {
  const { viewer } = useViewer();
  const access = subscriptionAccess(viewer?.org.subscription);
  return access.open ? null : access;
}

/**
 * Where a form would add what a read-only account cannot (New Job): says so before anyone fills it in — the Trial
 * Expired state, what is blocked and what stays open — with Upgrade Now for those who manage billing.
 */
export function ReadOnlyNotice({ adding }: { adding: string }) {
  const navigate = useNavigate();
  const access = useReadOnlyAccount();
  const mayUpgrade = useCan('manageBilling');
  if (!access) return null;
  return (
    <Banner
      tone="warning"
      title={access.code === 'TRIAL_EXPIRED' ? 'Trial Expired' : 'Subscription required'}
      action={
        mayUpgrade ? (
          <Button size="sm" variant="primary" onPress={() => navigate(access.action.url)}>
            {access.action.label}
          </Button>
        ) : undefined
      }
    >
      {`${adding} can be added once a plan is chosen${mayUpgrade ? '' : ' (ask your admin or office manager)'}. ${READ_ONLY_BLOCKED} ${READ_ONLY_OPEN}`}
    </Banner>
  );
}
