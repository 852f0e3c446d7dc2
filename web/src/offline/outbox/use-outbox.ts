import { useEffect, useState } from 'react';
import type { Change } from './changes';
import { onOutboxChange, outboxChanged } from './outbox-events';
import { allChanges, removeChange } from './outbox-store';
import { askForBackgroundSync, syncOutbox } from './sync';

/** How often the outbox is tried while the app is open, besides coming online and coming to the foreground. */
const RETRY_EVERY_MS = 30_000;

/** The outbox as it is now, read again whenever it changes (in any tab). */
export function useOutbox(): Change[] | null {
  const [changes, setChanges] = useState<Change[] | null>(null);
  useEffect(() => {
    let live = true;
    // Without IndexedDB (a private window in some browsers) there is no outbox to show.
    const read = () =>
      void allChanges()
        .then((c) => live && setChanges(c))
        .catch(() => live && setChanges([]));
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return changes;
}

/**
 * While the signed-in user has the app open, send their outbox when the network comes back, when the app comes to
 * the foreground and every half minute; and ask for Background Sync, which sends it from the service worker (the
 * browser wakes it when the network is back, app open or not, where it has Background Sync).
 * Changes left by another user on this device are removed (the device's copy belongs to one user).
 */
export function useOutboxSync(userId: string) {
  useEffect(() => {
    const sync = () => {
      if (navigator.onLine !== false) void syncOutbox(userId);
    };
    void allChanges()
      .then(async (changes) => {
        for (const c of changes) if (c.userId !== userId && c.seq !== undefined) await removeChange(c.seq);
        outboxChanged();
      })
      .then(sync)
      .catch(() => {});
    const onVisible = () => document.visibilityState === 'visible' && sync();
    window.addEventListener('online', sync);
    window.addEventListener('focus', sync);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(sync, RETRY_EVERY_MS);
    askForBackgroundSync();
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('focus', sync);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [userId]);
}
