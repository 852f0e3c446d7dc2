import { Banner, Button } from '@spanner/design-system';
import * as css from '../../kit/shell/shell.css';
import { messageOf } from '../../lib/error-message';
import { SUPPORT_USER_FAILED } from './support-viewer';

/** The support portal when its signed-in user could not be read: the spec's message, the reason, and Retry. */
export function SupportViewerError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <main className={css.centered}>
      <Banner
        tone="error"
        title={SUPPORT_USER_FAILED}
        action={
          <Button size="sm" variant="secondary" onPress={onRetry} isDisabled={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        }
      >
        {messageOf(error, 'Something went wrong')}
      </Banner>
    </main>
  );
}
