import { useEffect, useState } from 'react';
import type { Change } from './changes';
import { onOutboxChange, outboxChanged } from './outbox-events';
import { allChanges, removeChange } from './outbox-store';
import { askForBackgroundSync, syncOutbox } from './sync';

/** How often the outbox is tried while the app is open, besides coming online and coming to the foreground. */
const RETRY_EVERY_MS = 30_000;
/** What the service worker posts to the open app when Background Sync wakes it (public/sw-outbox-sync.js). */
export const SYNC_MESSAGE = 'spanner-outbox-sync';

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

/** Changes not yet sent: what the top bar counts and sign-out warns about. */
export const unsent = (changes: Change[]) => changes.filter((c) => c.state !== 'sent');

/**
 * While the signed-in user has the app open, send their outbox when the network comes back, when the app comes to
 * the foreground, every half minute, and when the service worker says Background Sync fired (the browser wakes it
 * when the network is back, where it has Background Sync).
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
    // Background Sync: the browser wakes the service worker when the network is back, and it tells this page.
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type !== SYNC_MESSAGE) return;
      void syncOutbox(userId)
        .then(() => allChanges())
        .then((changes) =>
          event.ports[0]?.postMessage({ waiting: changes.filter((c) => c.userId === userId && c.state === 'waiting').length }),
        )
        .catch(() => event.ports[0]?.postMessage({ waiting: -1 }));
    };
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    askForBackgroundSync();
    return () => {
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      window.removeEventListener('online', sync);
      window.removeEventListener('focus', sync);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [userId]);
}
