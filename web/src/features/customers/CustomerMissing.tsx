import { Button, EmptyState } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { LoadFailure } from '../../kit/LoadFailure';

/** 'Customer not found' (an unknown id or another organisation's) or 'Failed to load customer', with a way back. */
export function CustomerMissing({ error }: { error?: unknown }) {
  const navigate = useNavigate();
  const back = (
    <Button variant="secondary" onPress={() => navigate('/customers')}>
      Back to Customers
    </Button>
  );
  if (error) {
    return <LoadFailure title="Failed to load customer" error={error} action={back} />;
  }
  return <EmptyState title="Customer not found" description="It may have been deleted." action={back} />;
}
