import {
  Badge,
  Button,
  ClockIcon,
  CustomersIcon,
  DashboardIcon,
  InvoicesIcon,
  LogOutIcon,
  PageHeader,
  QuotesIcon,
  SettingsIcon,
  SidebarNavItem,
  SupportIcon,
} from '@spanner/design-system';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SignInRedirect } from '../../../features/auth/return-to';
import { AlertsBadge } from '../../../features/owner-figures';
import { FullPageSpinner } from '../../../kit/shell/FullPageSpinner';
import { NotFound } from '../../../kit/shell/NotFound';
import { PortalFrame } from '../../../kit/shell/PortalFrame';
import * as css from '../../../kit/shell/shell.css';
import { useViewer } from '../../../lib/viewer';

const NAV = [
  { href: '/admin', label: 'Dashboard', icon: <DashboardIcon /> },
  { href: '/admin/organizations', label: 'Organizations', icon: <CustomersIcon /> },
  { href: '/admin/analytics', label: 'Analytics', icon: <InvoicesIcon /> },
  { href: '/admin/blog', label: 'Blog Posts', icon: <QuotesIcon /> },
  { href: '/admin/support', label: 'Support', icon: <SupportIcon /> },
  { href: '/admin/background-work', label: 'Background Work', icon: <ClockIcon /> },
];

/** /admin/*: the business owner's portal, only for the platform owner (User.isPlatformOwner, set up by `npm run setup:owner`). */
export function OwnerPortal() {
  const { viewer, loading } = useViewer();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (loading) return <FullPageSpinner label="Checking admin access..." />;
  if (!viewer) return <SignInRedirect />;
  if (!viewer.isOwner) {
    return (
      <main className={css.centered}>
        <NotFound />
      </main>
    );
  }
  const active = (href: string) => (href === '/admin' ? pathname === '/admin' || pathname === '/admin/' : pathname.startsWith(href));
  const title = NAV.find((n) => active(n.href))?.label ?? 'Dashboard';
  return (
    <PortalFrame
      brand="Spanner Business"
      title={title}
      sidebar={(close) => (
        <>
          <nav aria-label="Business portal" className={css.navList}>
            {NAV.map((n) => (
              <SidebarNavItem
                key={n.href}
                href={n.href}
                icon={n.icon}
                isActive={active(n.href)}
                onPress={close}
                // The business alerts (critical / total), asked again every 60 s.
                end={n.href === '/admin' ? <AlertsBadge /> : undefined}
              >
                {n.label}
              </SidebarNavItem>
            ))}
            <SidebarNavItem href="/admin/settings" icon={<SettingsIcon />} isDisabled end={<Badge tone="grey">Soon</Badge>}>
              System Settings
            </SidebarNavItem>
          </nav>
          <div className={css.sidebarFooter}>
            <div>
              <strong>{viewer.name}</strong>
              <p className={css.muted}>Business Owner</p>
            </div>
            <Button variant="ghost" icon={<LogOutIcon />} onPress={() => navigate('/auth/login')}>
              Exit Admin
            </Button>
          </div>
        </>
      )}
    >
      <PageHeader title={title} />
      <Outlet />
    </PortalFrame>
  );
}
