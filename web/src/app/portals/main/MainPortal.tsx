import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { SignInRedirect } from '../../../features/auth/return-to';
import { useUsage } from '../../../features/billing';
import { FullPageSpinner } from '../../../kit/shell/FullPageSpinner';
import { AfterFirstPaint } from '../../../lib/after-first-paint';
import { useScreenQueryInFlight } from '../../../lib/screen-query';
import { TimeZoneProvider } from '../../../lib/time-zone';
import { useViewer } from '../../../lib/viewer';
import { isNetworkFailure } from '../../offline/network-failure';
import { OfflineNotice } from '../../offline/OfflineNotice';
import { useOnline } from '../../offline/use-online';
import { MainLayout } from './MainLayout';
import { RoleGuard } from './RoleGuard';

/** The saved screens for no network: loaded only when needed (the service worker keeps the chunk). */
const OfflineApp = lazy(() => import('../../../features/offline/OfflineApp').then((m) => ({ default: m.OfflineApp })));

/**
 * Keeps the signed-in user's next days on the device for offline use (src/offline/cache): loaded after the first
 * paint, so its code (the device copy, IndexedDB) and its reads never hold up the screen's.
 */
const KeepDeviceCopy = lazy(() => import('../../../offline/cache/KeepDeviceCopy').then((m) => ({ default: m.KeepDeviceCopy })));

/**
 * Everything outside /admin and /support-admin: signed-in users only (others go to sign in). Those who are shown
 * usage alerts above every page get the frame once their usage has first been read, so an alert never arrives
 * afterwards and pushes the page down (one request after the viewer; later refreshes keep what is shown). With no
 * network the viewer cannot be read: the user's saved schedule is shown instead (OfflineApp). When the network goes
 * while the app is open, the screen stays and a notice offers the saved jobs; they give way when it returns.
 */
export function MainPortal() {
  const { viewer: answered, loading, can, error, refetch } = useViewer();
  // The frame and the screen are the app's largest render. Apollo's answer would re-render them at once, in one long
  // task; deferred, React renders them in the background in slices, the spinner staying until they are ready.
  const viewer = useDeferredValue(answered);
  const alertsAbovePages = !!can?.manageBilling;
  const usage = useUsage(undefined, alertsAbovePages);
  const online = useOnline();
  const [showSaved, setShowSaved] = useState(false);
  // The first frame waits for the screen's own first query too (started beside the viewer's by its route), so both
  // are rendered once, together; later screens load inside the frame.
  const framed = useRef(false);
  const screenLoading = useScreenQueryInFlight() && !framed.current;
  if (loading || screenLoading || (answered && !viewer) || (alertsAbovePages && !usage.usage && !usage.error)) {
    return <FullPageSpinner />;
  }
  if (!viewer && isNetworkFailure(error)) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <OfflineApp onOnline={() => void refetch().catch(() => {})} />
      </Suspense>
    );
  }
  if (!viewer) return <SignInRedirect />;
  if (showSaved && !online) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <OfflineApp onOnline={() => setShowSaved(false)} />
      </Suspense>
    );
  }
  framed.current = true;
  return (
    <TimeZoneProvider timeZone={viewer.org.timeZone}>
      {can ? (
        <AfterFirstPaint>
          <KeepDeviceCopy viewer={viewer} can={can} />
        </AfterFirstPaint>
      ) : null}
      <MainLayout viewer={viewer}>
        <RoleGuard>
          <Outlet />
        </RoleGuard>
      </MainLayout>
      {online ? null : <OfflineNotice onShowSaved={() => setShowSaved(true)} />}
    </TimeZoneProvider>
  );
}
