import { LoadFailure } from '../../kit/LoadFailure';
import * as css from '../../kit/shell/shell.css';
import { SUPPORT_USER_FAILED } from './support-viewer';

/** The support portal when its signed-in user could not be read: the spec's message, the reason, and Retry. */
export function SupportViewerError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <main className={css.centered}>
      <LoadFailure
        title={SUPPORT_USER_FAILED}
        error={error}
        fallback="Something went wrong"
        onRetry={onRetry}
        retryLabel="Retry"
        retrying={retrying}
      />
    </main>
  );
}
