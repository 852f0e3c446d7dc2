import { Navigate, Outlet } from 'react-router';
import { useViewer } from '../../features/auth/viewer';
import { FullPageSpinner } from '../../features/shell/FullPageSpinner';
import { TimeZoneProvider } from '../../lib/time-zone';
import { MainLayout } from './MainLayout';
import { RoleGuard } from './RoleGuard';

/** Everything outside /admin and /support-admin: signed-in users only (others go to sign in). */
export function MainPortal() {
  const { viewer, loading } = useViewer();
  if (loading) return <FullPageSpinner />;
  if (!viewer) return <Navigate to="/auth/login" replace />;
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
