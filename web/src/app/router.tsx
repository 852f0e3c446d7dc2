import { DesignSystemProvider, ToastRegion } from '@spanner/design-system';
import { lazy } from 'react';
import { Outlet, type RouteObject, useHref, useNavigate } from 'react-router';
import { accountingRoutes } from '../features/accounting/routes';
import { assistantRoutes } from '../features/assistant/routes';
import { LoginPage } from '../features/auth/LoginPage';
import { billingRoutes } from '../features/billing/routes';
import { customersRoutes } from '../features/customers/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { equipmentRoutes } from '../features/equipment/routes';
import { formsRoutes } from '../features/forms/routes';
import { publicInvoiceRoute } from '../features/invoice-link/routes';
import { invoicesRoutes } from '../features/invoices/routes';
import { jobProfitRoutes } from '../features/job-profit/routes';
import { bookingConfirmationRoute, jobsRoutes } from '../features/jobs/routes';
import { membersRoutes } from '../features/members/routes';
import { ownerBackgroundWorkRoutes } from '../features/owner-background-work/routes';
import { ownerBlogRoutes } from '../features/owner-blog/routes';
import { ownerFiguresRoutes } from '../features/owner-figures/routes';
import { ownerOrganisationsRoutes } from '../features/owner-organisations/routes';
import { ownerSupportRoutes } from '../features/owner-support/routes';
import { paperworkRoutes } from '../features/paperwork/routes';
import { priceListRoutes } from '../features/price-list/routes';
import { publicQuoteRoute, quotesRoutes } from '../features/quotes/routes';
import { scheduleRoutes } from '../features/schedule/routes';
import { serviceRoutes } from '../features/service/routes';
import { settingsRoutes } from '../features/settings/routes';
import { signOffRoutes } from '../features/sign-off/routes';
import { supportRoutes } from '../features/support/routes';
import { supportAdminRoutes, supportJoinRoute } from '../features/support-admin/routes';
import { supportDeskRoutes, supportLinkRoutes } from '../features/support-desk/routes';
import { timesheetsRoutes } from '../features/timesheets/routes';
import { FullPageSpinner } from '../kit/shell/FullPageSpinner';
import { OnDemand } from '../lib/on-demand';
import { ServerPage } from '../lib/server-page';
import { useStore } from '../lib/store';
import { subscriptionPrompt } from '../lib/subscription-prompt-store';
import { outboxRoutes } from '../offline/outbox/routes';
import { UpdatePrompt } from './offline/UpdatePrompt';

/** A link with a scheme (tel:, mailto:, https: maps) is the browser's, never resolved against the current route. */
const WITH_SCHEME = /^[a-z][a-z\d+.-]*:/i;
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return WITH_SCHEME.test(href) ? href : routed;
}

const SubscriptionModal = lazy(() => import('../features/billing/SubscriptionModal').then((m) => ({ default: m.SubscriptionModal })));

/** The subscription modal, downloaded the first time a 402 asks for it and kept mounted from then on. */
function SubscriptionPrompt() {
  const prompt = useStore(subscriptionPrompt);
  return (
    <OnDemand when={!!prompt}>
      <SubscriptionModal />
    </OnDemand>
  );
}

/** Design-system context (theme, en-AU, client-side links), toasts and the subscription modal for every portal. */
function Root() {
  const navigate = useNavigate();
  return (
    <DesignSystemProvider navigate={(href) => navigate(href)} useHref={useLinkHref}>
      <Outlet />
      <ToastRegion />
      <SubscriptionPrompt />
      <UpdatePrompt />
    </DesignSystemProvider>
  );
}

/** Main-app paths whose screens are built by later issues: the shell shows their title. */
const MAIN_PATHS = ['profile/*'];

/**
 * What a lazily loaded portal shows inside Root (theme, toasts) while its code arrives on the first load; without
 * it react-router warns 'No HydrateFallback element' on every load.
 */
const whileLoading = { hydrateFallbackElement: <FullPageSpinner /> };

const pageHeading = () => import('./portals/main/PageHeading').then((m) => ({ Component: m.PageHeading }));

/** Apollo and graphql: loaded by the first screen that talks GraphQL, never by the sign-in page. */
const apolloRoot = () => import('./apollo-root');

/**
 * The app's routes, for the browser's router (main.tsx) and the server's render of a signed-in screen
 * (ssr/entry-server.tsx). The path prefix picks the portal: /admin owner, /support-admin support staff, everything
 * else the main app.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      // Sign-in is REST only and the first page most visits load: no GraphQL client, nothing it does not render.
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/login', element: <LoginPage /> },
      {
        path: '/auth/forgot-password',
        lazy: () => import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: '/auth/reset-password/:token',
        lazy: () => import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      // The public site is rendered by the server (api/src/http/public-site.ts): a link to it loads it from there.
      { path: '/blog/*', element: <ServerPage /> },
      { path: '/privacy', element: <ServerPage /> },
      {
        // Everything else talks GraphQL. The router loads this layout, a portal and its page in parallel.
        ...whileLoading,
        lazy: () => apolloRoot().then((m) => ({ Component: m.ApolloRoot })),
        children: [
          {
            path: '/admin',
            ...whileLoading,
            lazy: () => import('./portals/owner/OwnerPortal').then((m) => ({ Component: m.OwnerPortal })),
            children: [
              ...ownerFiguresRoutes,
              ...ownerOrganisationsRoutes,
              ...ownerBlogRoutes,
              ...ownerSupportRoutes,
              ...ownerBackgroundWorkRoutes,
              { path: '*', element: null },
            ],
          },
          {
            path: '/support-admin/login',
            lazy: () => import('./portals/support/SupportLoginPage').then((m) => ({ Component: m.SupportLoginPage })),
          },
          supportJoinRoute,
          {
            path: '/support-admin',
            ...whileLoading,
            lazy: () => import('./portals/support/SupportPortal').then((m) => ({ Component: m.SupportPortal })),
            children: [...supportAdminRoutes, ...supportDeskRoutes],
          },
          // The staff portal's links of the other reading (spec part 2 §2): /support/tickets/{id} and /support/my-tickets.
          ...supportLinkRoutes,
          // The plans it offers read the signed-in user through GraphQL.
          {
            path: '/trial-expired',
            ...whileLoading,
            lazy: () => import('../features/billing/TrialExpiredPage').then((m) => ({ Component: m.TrialExpiredPage })),
          },
          { path: '/auth/register', lazy: () => import('../features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })) },
          {
            path: '/auth/invite/:token',
            lazy: () => import('../features/members/AcceptInvitePage').then((m) => ({ Component: m.AcceptInvitePage })),
          },
          // A customer answers an emailed quote here: no sign-in, the link's token is the key.
          { ...publicQuoteRoute, ...whileLoading },
          // A customer reads and pays an emailed invoice here: no sign-in, the link's token is the key.
          { ...publicInvoiceRoute, ...whileLoading },
          // A customer confirms a booking here, from the confirmation SMS: no sign-in, the link's token is the key.
          { ...bookingConfirmationRoute, ...whileLoading },
          { path: '/logout', lazy: () => import('./portals/main/LogoutRoute').then((m) => ({ Component: m.LogoutRoute })) },
          {
            path: '/',
            ...whileLoading,
            lazy: () => {
              // The signed-in user's query starts once Apollo is here, not after the portal's chunk.
              void apolloRoot().then((m) => m.preloadViewer());
              return import('./portals/main/MainPortal').then((m) => ({ Component: m.MainPortal }));
            },
            children: [
              ...dashboardRoutes,
              ...customersRoutes,
              ...equipmentRoutes,
              ...membersRoutes,
              ...jobsRoutes,
              ...scheduleRoutes,
              ...serviceRoutes,
              ...priceListRoutes,
              ...settingsRoutes,
              ...accountingRoutes,
              ...formsRoutes,
              ...signOffRoutes,
              ...timesheetsRoutes,
              ...jobProfitRoutes,
              ...paperworkRoutes,
              ...billingRoutes,
              ...quotesRoutes,
              ...invoicesRoutes,
              ...supportRoutes,
              ...assistantRoutes,
              ...outboxRoutes,
              ...MAIN_PATHS.map((path) => ({ path, lazy: pageHeading })),
              // The not-found screen asks what the viewer may open (Apollo's viewer query): loaded with the portal.
              { path: '*', lazy: () => import('../kit/shell/NotFound').then((m) => ({ Component: m.NotFound })) },
            ],
          },
        ],
      },
    ],
  },
];
