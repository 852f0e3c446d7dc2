import { Button, EmptyState, Skeleton } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { messageOf } from '../../lib/error-message';

/** What a job page shows until its job is there: a skeleton while loading, else 'Failed to load job' with the reason. */
export function JobPageFallback({ loading, error }: { loading: boolean; error: unknown }) {
  const navigate = useNavigate();
  if (loading) return <Skeleton shape="rect" height={420} />;
  return (
    <EmptyState
      title="Failed to load job"
      description={messageOf(error, 'Job not found')}
      action={
        <Button variant="secondary" onPress={() => navigate('/jobs')}>
          Back to Jobs
        </Button>
      }
    />
  );
}
