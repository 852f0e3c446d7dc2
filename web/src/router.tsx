import { DesignSystemProvider, ToastRegion } from '@spanner/design-system';
import { createBrowserRouter, Navigate, Outlet, useHref, useNavigate } from 'react-router';
import { LoginPage } from './features/auth/LoginPage';
import { RegisterPage } from './features/auth/RegisterPage';
import { billingRoutes } from './features/billing/routes';
import { SubscriptionModal } from './features/billing/SubscriptionModal';
import { TrialExpiredPage } from './features/billing/TrialExpiredPage';
import { customersRoutes } from './features/customers/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { equipmentRoutes } from './features/equipment/routes';
import { jobsRoutes } from './features/jobs/routes';
import { membersRoutes } from './features/members/routes';
import { scheduleRoutes } from './features/schedule/routes';
import { settingsRoutes } from './features/settings/routes';
import { NotFound } from './features/shell/NotFound';
import { LogoutRoute } from './portals/main/LogoutRoute';
import { SupportLoginPage } from './portals/support/SupportLoginPage';

/** A link with a scheme (tel:, mailto:, https: maps) is the browser's, never resolved against the current route. */
const WITH_SCHEME = /^[a-z][a-z\d+.-]*:/i;
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return WITH_SCHEME.test(href) ? href : routed;
}

/** Design-system context (theme, en-AU, client-side links), toasts and the subscription modal for every portal. */
function Root() {
  const navigate = useNavigate();
  return (
    <DesignSystemProvider navigate={(href) => navigate(href)} useHref={useLinkHref}>
      <Outlet />
      <ToastRegion />
      <SubscriptionModal />
    </DesignSystemProvider>
  );
}

/** Main-app paths whose screens are built by later issues: the shell shows their title. */
const MAIN_PATHS = ['quotes/*', 'invoices/*', 'support/*', 'profile/*', 'privacy'];

const pageHeading = () => import('./portals/main/PageHeading').then((m) => ({ Component: m.PageHeading }));

/** The path prefix picks the portal: /admin owner, /support-admin support staff, everything else the main app. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      // Portals load on first visit, so the sign-in pages stay small.
      {
        path: '/admin/*',
        lazy: () => import('./portals/owner/OwnerPortal').then((m) => ({ Component: m.OwnerPortal })),
        children: [{ path: '*', element: null }],
      },
      { path: '/support-admin/login', element: <SupportLoginPage /> },
      {
        path: '/support-admin/*',
        lazy: () => import('./portals/support/SupportPortal').then((m) => ({ Component: m.SupportPortal })),
        children: [{ path: '*', lazy: () => import('./portals/support/SupportHome').then((m) => ({ Component: m.SupportHome })) }],
      },
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/auth/register', element: <RegisterPage /> },
      {
        path: '/auth/invite/:token',
        lazy: () => import('./features/members/AcceptInvitePage').then((m) => ({ Component: m.AcceptInvitePage })),
      },
      { path: '/logout', element: <LogoutRoute /> },
      { path: '/trial-expired', element: <TrialExpiredPage /> },
      { path: '/blog/*', element: <Navigate to="/auth/login" replace /> },
      {
        path: '/',
        lazy: () => import('./portals/main/MainPortal').then((m) => ({ Component: m.MainPortal })),
        children: [
          ...dashboardRoutes,
          ...customersRoutes,
          ...equipmentRoutes,
          ...membersRoutes,
          ...jobsRoutes,
          ...scheduleRoutes,
          ...settingsRoutes,
          ...billingRoutes,
          ...MAIN_PATHS.map((path) => ({ path, lazy: pageHeading })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
