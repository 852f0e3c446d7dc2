import { Banner, Button } from '@spanner/design-system';
import { useState } from 'react';
import { useStore } from '../../lib/store';
import * as css from './floating.css';
import { waitingUpdate } from './update-store';

/**
 * "A new version of Spanner is ready" with Reload to update, while a new build's service worker waits. Nothing is
 * swapped until the user presses it, so a half-filled form is never reloaded away; Later hides it until the next
 * version (the waiting one is applied the next time the app is opened from scratch).
 */
export function UpdatePrompt() {
  const update = useStore(waitingUpdate);
  const [reloading, setReloading] = useState(false);
  if (!update) return null;
  return (
    <div className={css.floating}>
      <Banner
        tone="info"
        title="A new version of Spanner is ready"
        onDismiss={() => waitingUpdate.set(null)}
        action={
          <Button
            size="sm"
            variant="primary"
            isPending={reloading}
            onPress={() => {
              setReloading(true);
              void update.apply();
            }}
          >
            Reload to update
          </Button>
        }
      >
        Save what you are working on first.
      </Banner>
    </div>
  );
}
