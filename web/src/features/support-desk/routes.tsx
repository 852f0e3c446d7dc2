import type { RouteObject } from 'react-router';

/** The support staff portal's screens, relative to /support-admin; any unknown path shows the dashboard. */
export const supportDeskRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./DashboardPage').then((m) => ({ Component: m.DashboardPage })) },
  { path: 'tickets', lazy: () => import('./QueuePage').then((m) => ({ Component: m.QueuePage })) },
  { path: 'tickets/:id', lazy: () => import('./DeskTicketPage').then((m) => ({ Component: m.DeskTicketPage })) },
  { path: 'my-tickets', lazy: () => import('./MyTicketsPage').then((m) => ({ Component: m.MyTicketsPage })) },
  { path: '*', lazy: () => import('./DashboardPage').then((m) => ({ Component: m.DashboardPage })) },
];

/**
 * The other reading of the portal's links (spec part 2 §2: ticket detail and my-tickets link to /support/tickets/{id}
 * and /support/my-tickets): a support session goes to the staff screen, a member to their own ticket page.
 */
export const supportLinkRoutes: RouteObject[] = [
  { path: '/support/tickets/:id', lazy: () => import('./SupportLinkRedirect').then((m) => ({ Component: m.SupportLinkRedirect })) },
  { path: '/support/my-tickets', lazy: () => import('./SupportLinkRedirect').then((m) => ({ Component: m.SupportLinkRedirect })) },
];
