import { Outlet } from 'react-router';
import { SignInRedirect } from '../../features/auth/return-to';
import { useUsage } from '../../features/billing';
import { FullPageSpinner } from '../../features/shell/FullPageSpinner';
import { TimeZoneProvider } from '../../lib/time-zone';
import { useViewer } from '../../lib/viewer';
import { MainLayout } from './MainLayout';
import { RoleGuard } from './RoleGuard';

/**
 * Everything outside /admin and /support-admin: signed-in users only (others go to sign in). Those who are shown
 * usage alerts above every page get the frame once their usage has first been read, so an alert never arrives
 * afterwards and pushes the page down (one request after the viewer; later refreshes keep what is shown).
 */
export function MainPortal() {
  const { viewer, loading, can } = useViewer();
  const alertsAbovePages = !!can?.manageBilling;
  const usage = useUsage(undefined, alertsAbovePages);
  if (loading || (alertsAbovePages && !usage.usage && !usage.error)) return <FullPageSpinner />;
  if (!viewer) return <SignInRedirect />;
  return (
    <TimeZoneProvider timeZone={viewer.org.timeZone}>
      <MainLayout viewer={viewer}>
        <RoleGuard>
          <Outlet />
        </RoleGuard>
      </MainLayout>
    </TimeZoneProvider>
  );
}
