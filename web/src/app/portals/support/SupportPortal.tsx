import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Avatar,
  Badge,
  Button,
  DashboardIcon,
  LogOutIcon,
  SettingsIcon,
  SidebarNavItem,
  SupportIcon,
  UserIcon,
} from '@spanner/design-system';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { SupportViewerError, useSupportViewer } from '../../../features/support-desk';
import { graphql } from '../../../gql';
import { FullPageSpinner } from '../../../kit/shell/FullPageSpinner';
import { PortalFrame } from '../../../kit/shell/PortalFrame';
import * as css from '../../../kit/shell/shell.css';

const SupportLogoutMutation = graphql(`
  mutation SupportLogout {
    supportLogout
  }
`);

/** /support-admin/*: only with a support-staff session; otherwise the support login ('Failed to fetch support user' when that cannot be told). */
export function SupportPortal() {
  const { staff, loading, error, retrying, retry } = useSupportViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout] = useMutation(SupportLogoutMutation);
  if (loading) return <FullPageSpinner />;
  // A failed question is not a signed-out answer: say so and offer Retry, rather than sending staff to sign in again.
  if (!staff && error) return <SupportViewerError error={error} retrying={retrying} onRetry={retry} />;
  if (!staff) return <Navigate to="/support-admin/login" replace />;

  const nav = [
    { href: '/support-admin', label: 'Dashboard', icon: <DashboardIcon /> },
    { href: '/support-admin/tickets', label: 'Ticket Queue', icon: <SupportIcon /> },
    { href: '/support-admin/my-tickets', label: 'My Tickets', icon: <UserIcon /> },
    ...(staff.can.manageStaff ? [{ href: '/support-admin/admin', label: 'Admin Console', icon: <SettingsIcon /> }] : []),
  ];
  // The Admin Console's screens also answer at the spec's /support-admin/users, /invites and /audit.
  const ADMIN_ALIASES = ['/support-admin/users', '/support-admin/invites', '/support-admin/audit'];
  const active = (href: string) =>
    href === '/support-admin'
      ? pathname === href || pathname === `${href}/`
      : pathname.startsWith(href) || (href === '/support-admin/admin' && ADMIN_ALIASES.some((a) => pathname.startsWith(a)));

  const title = nav.find((n) => active(n.href))?.label ?? 'Support';

  return (
    <PortalFrame
      brand="Spanner Support"
      title={title}
      sidebar={(close) => (
        <>
          <nav aria-label="Support" className={css.navList}>
            {nav.map((n) => (
              <SidebarNavItem key={n.href} href={n.href} icon={n.icon} isActive={active(n.href)} onPress={close}>
                {n.label}
              </SidebarNavItem>
            ))}
          </nav>
          <div className={css.sidebarFooter}>
            <div className={css.row}>
              <Avatar name={staff.name} src={staff.avatarUrl} size="sm" />
              <div>
                <strong>{staff.name}</strong>
                <p className={css.muted}>{staff.email}</p>
              </div>
            </div>
            <Badge tone="purple">Support Staff</Badge>
            <Button
              variant="ghost"
              icon={<LogOutIcon />}
              onPress={async () => {
                await logout().catch(() => {});
                await client.clearStore();
                navigate('/support-admin/login', { replace: true });
              }}
            >
              Log out
            </Button>
          </div>
        </>
      )}
    >
      <Outlet context={staff} />
    </PortalFrame>
  );
}
