import { READ_ONLY_BLOCKED, READ_ONLY_OPEN } from '@rules/subscription-access';
import { Button, Link } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { shellStyles as css } from '../../kit/shell';
import { AuthCard } from '../auth';
import { PlansDialog } from './PlansDialog';

/** /trial-expired: what is read-only now, then upgrade, sign out, or contact support. */
export function TrialExpiredPage() {
  const [plansOpen, setPlansOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <AuthCard title="Your free trial has ended" description="Your data is safe. Choose a plan to keep running your jobs in Spanner.">
      <div className={css.stack}>
        <p>
          <strong>Your account is read-only until you choose a plan.</strong> {READ_ONLY_BLOCKED} {READ_ONLY_OPEN}
        </p>
        <Button variant="primary" fullWidth onPress={() => setPlansOpen(true)}>
          Upgrade Now
        </Button>
        <Button variant="secondary" fullWidth onPress={() => navigate('/logout')}>
          Sign Out
        </Button>
        <p className={css.muted}>
          Questions? Email <Link href="mailto:support@spanner.com.au">support@spanner.com.au</Link>
        </p>
      </div>
      <PlansDialog isOpen={plansOpen} onOpenChange={setPlansOpen} />
    </AuthCard>
  );
}
