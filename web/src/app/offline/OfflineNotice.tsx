import { Banner, Button } from '@spanner/design-system';
import * as css from './floating.css';

/**
 * The network went while the app was open: the open screen stays as it is (a half-filled form is not taken away),
 * and the saved jobs are one press away.
 */
export function OfflineNotice({ onShowSaved }: { onShowSaved: () => void }) {
  return (
    <div className={css.floating}>
      <Banner
        tone="warning"
        title="You're offline"
        action={
          <Button size="sm" variant="primary" onPress={onShowSaved}>
            Show saved jobs
          </Button>
        }
      >
        Your jobs for today and the next 7 days are saved on this device.
      </Banner>
    </div>
  );
}
