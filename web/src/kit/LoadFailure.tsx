import { Banner, Button } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { messageOf } from '../lib/error-message';

export interface LoadFailureProps {
  /** The spec's title, e.g. 'Failed to load schedule'. */
  title: string;
  /** What failed: its reason (messageOf, or the text itself) is shown under the title. Leave out to show the title only. */
  error?: unknown;
  /** The reason when the error has none of its own, e.g. 'Job not found'. */
  fallback?: string;
  /** Shows a button that calls it: 'Try again' unless `retryLabel` says otherwise. */
  onRetry?: () => void;
  retryLabel?: string;
  /** While the retry runs the button is disabled and reads 'Retrying...'. */
  retrying?: boolean;
  /** Another way on after the retry button, e.g. 'Back to Jobs'. */
  action?: ReactNode;
}

/** A read that failed: an error banner with the spec's title, the reason, and (given onRetry) a button to try again. */
export function LoadFailure({
  title,
  error,
  fallback = '',
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  action,
}: LoadFailureProps) {
  const reason = typeof error === 'string' ? error : messageOf(error, fallback);
  return (
    <Banner
      tone="error"
      title={title}
      action={
        onRetry || action ? (
          <>
            {onRetry ? (
              <Button variant="secondary" size="sm" onPress={onRetry} isDisabled={retrying}>
                {retrying ? 'Retrying...' : retryLabel}
              </Button>
            ) : null}
            {action}
          </>
        ) : undefined
      }
    >
      {reason || null}
    </Banner>
  );
}
