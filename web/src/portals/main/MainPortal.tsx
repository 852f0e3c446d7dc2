import { Outlet } from 'react-router';
import { SignInRedirect } from '../../features/auth/return-to';
import { useViewer } from '../../features/auth/viewer';
import { FullPageSpinner } from '../../features/shell/FullPageSpinner';
import { TimeZoneProvider } from '../../lib/time-zone';
import { MainLayout } from './MainLayout';
import { RoleGuard } from './RoleGuard';

/** Everything outside /admin and /support-admin: signed-in users only (others go to sign in). */
export function MainPortal() {
  const { viewer, loading } = useViewer();
  if (loading) return <FullPageSpinner />;
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
