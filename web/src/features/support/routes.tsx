import type { RouteObject } from 'react-router';

/** The customer side of support tickets, relative to /. Every role may open them. */
export const supportRoutes: RouteObject[] = [
  { path: 'support', lazy: () => import('./SupportOverviewPage').then((m) => ({ Component: m.SupportOverviewPage })) },
  { path: 'support/new', lazy: () => import('./NewTicketPage').then((m) => ({ Component: m.NewTicketPage })) },
  { path: 'support/tickets', lazy: () => import('./TicketsPage').then((m) => ({ Component: m.TicketsPage })) },
  { path: 'support/ticket/:id', lazy: () => import('./TicketPage').then((m) => ({ Component: m.TicketPage })) },
];
