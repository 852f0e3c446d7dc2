import { useEffect } from 'react';
import { whenIdle } from '../../lib/after-first-paint';
import { rememberIdentity } from '../../lib/identity';
import { keepOnlyCopyOf } from './device-store';
import { type CopyOwner, refreshDeviceCopy } from './refresh';

/** How often an open app reads the saved days again while it has signal. */
export const REFRESH_EVERY_MS = 15 * 60 * 1000;
/** Coming back to the foreground reads again only when the copy is at least this old (a phone is unlocked often). */
export const FOREGROUND_AFTER_MS = 5 * 60 * 1000;

/**
 * Keep the signed-in user's next days on the device while the app is open with signal: read once on arrival (once the
 * browser is idle, so the read does not compete with the first screen), when
 * the network comes back, when the app returns to the foreground (at most every 5 minutes) and every 15 minutes. A failed read keeps the
 * last copy (the next trigger tries again). On arrival the device is marked as this user's (the identity the
 * offline screens read) and any other user's copy is removed, however they signed in.
 */
export function useKeepDeviceCopy(owner: CopyOwner & { orgId: string }) {
  const { id, orgId, timeZone, seeAllJobs } = owner;
  useEffect(() => {
    rememberIdentity({ id, orgId });
    void keepOnlyCopyOf(id).catch(() => {});
    let running: Promise<unknown> | null = null;
    let lastRead = 0;
    const refresh = () => {
      if (running || !navigator.onLine) return;
      lastRead = Date.now();
      running = refreshDeviceCopy({ id, timeZone, seeAllJobs })
        .catch(() => {})
        .finally(() => {
          running = null;
        });
    };
    const whenVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastRead >= FOREGROUND_AFTER_MS) refresh();
    };
    const cancelFirst = whenIdle(refresh);
    const timer = setInterval(refresh, REFRESH_EVERY_MS);
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      cancelFirst();
      clearInterval(timer);
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [id, orgId, timeZone, seeAllJobs]);
}
