import { Banner, Button } from '@spanner/design-system';
import { messageOf } from '../../lib/error-message';

/** A load that failed: the spec's title, the message or 'Something went wrong', and Retry ('Retrying...' while it runs). */
export function LoadError({
  title,
  error,
  retrying,
  onRetry,
  retryLabel = 'Retry',
  action,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  retryLabel?: string;
  action?: React.ReactNode;
}) {
  return (
    <Banner
      tone="error"
      title={title}
      action={
        <>
          <Button size="sm" variant="secondary" onPress={onRetry} isDisabled={retrying}>
            {retrying ? 'Retrying...' : retryLabel}
          </Button>
          {action}
        </>
      }
    >
      {messageOf(error, 'Something went wrong')}
    </Banner>
  );
}
