import { EmptyState } from '@spanner/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { rememberedUserId } from '../../lib/identity';
import { TimeZoneProvider } from '../../lib/time-zone';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import { readDeviceCopy } from '../../offline/cache/device-store';
import { OutboxPage } from '../../offline/outbox/OutboxPage';
import { useOutboxSync } from '../../offline/outbox/use-outbox';
import { OfflineBar } from './OfflineBar';
import { OfflineJob } from './OfflineJob';
import { OfflinePriceList } from './OfflinePriceList';
import { OfflineSchedule } from './OfflineSchedule';
import * as css from './offline.css';

// A form and the customer's sign-off bring the forms' screens with them: loaded when opened (the service worker keeps
// every file of the app for when there is no signal), not with the offline app, which every screen loads after its
// first paint.
const OfflineForm = lazy(() => import('./OfflineForm').then((m) => ({ default: m.OfflineForm })));
const OfflineSignOff = lazy(() => import('./OfflineSignOff').then((m) => ({ default: m.OfflineSignOff })));
// The day's clock too: its buttons come from the timesheets' screens.
const OfflineTimesheet = lazy(() => import('./OfflineTimesheet').then((m) => ({ default: m.OfflineTimesheet })));

/** How often the saved screens, shown while the browser says it is online, try the server again. */
const RETRY_ONLINE_MS = 5_000;

/** Sends the outbox of the user whose copy is shown, as the online app does, when the network comes back. */
function SendWhenOnline({ userId }: { userId: string }) {
  useOutboxSync(userId);
  return null;
}

/**
 * The main app with no network: the signed-in user's saved schedule, a saved job (/jobs/{id}) where they add notes,
 * hours, parts, photos, change its status and complete it, fill its forms (/jobs/{id}/forms/{formId}) and take the customer's sign-off (/jobs/{id}/sign-off), through the outbox, the price list (/price-list), the day's clock (/timesheet) and the
 * outbox (/outbox), read from the device, under the offline bar. Only the copy of the user this browser last signed
 * in is read. When the network returns, the outbox is sent and `onOnline` lets the portal try the server again.
 */
export function OfflineApp({ onOnline }: { onOnline: () => void }) {
  const { pathname } = useLocation();
  const [copy, setCopy] = useState<DeviceCopy | null | undefined>(undefined);
  useEffect(() => {
    const userId = rememberedUserId();
    if (!userId) return setCopy(null);
    void readDeviceCopy(userId)
      .catch(() => null)
      .then(setCopy);
  }, []);
  useEffect(() => {
    // The first try can come a moment before the network answers: while online, try again now and then.
    const retry = () => {
      if (navigator.onLine) onOnline();
    };
    window.addEventListener('online', onOnline);
    const timer = setInterval(retry, RETRY_ONLINE_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [onOnline]);

  if (copy === undefined) return null;
  if (!copy) {
    return (
      <main className={css.content}>
        <EmptyState
          title="You're offline"
          description="Nothing is saved on this device yet. Open Spanner once with signal and your next 7 days are kept here."
        />
      </main>
    );
  }
  const form = matchPath('/jobs/:id/forms/:formId', pathname);
  const signOff = matchPath('/jobs/:id/sign-off', pathname);
  const job = matchPath('/jobs/:id/*', pathname) ?? matchPath('/jobs/:id', pathname);
  // Times read in the organisation's zone, as online (the saved copy keeps it).
  return (
    <TimeZoneProvider timeZone={copy.timeZone}>
      <div className={css.page}>
        <SendWhenOnline userId={copy.userId} />
        <OfflineBar copy={copy} />
        <main className={css.content}>
          <Suspense fallback={null}>
            {form?.params.id && form.params.formId ? (
              <OfflineForm copy={copy} jobId={form.params.id} formId={form.params.formId} />
            ) : signOff?.params.id ? (
              <OfflineSignOff copy={copy} jobId={signOff.params.id} />
            ) : job?.params.id ? (
              <OfflineJob copy={copy} jobId={job.params.id} />
            ) : pathname === '/outbox' ? (
              <OutboxPage />
            ) : pathname === '/price-list' ? (
              <OfflinePriceList copy={copy} />
            ) : pathname === '/timesheet' ? (
              <OfflineTimesheet copy={copy} />
            ) : (
              <OfflineSchedule copy={copy} />
            )}
          </Suspense>
        </main>
      </div>
    </TimeZoneProvider>
  );
}
