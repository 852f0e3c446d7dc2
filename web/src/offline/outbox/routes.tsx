import type { RouteObject } from 'react-router';

/** The outbox screen, relative to /. */
export const outboxRoutes: RouteObject[] = [
  { path: 'outbox', lazy: () => import('./OutboxPage').then((m) => ({ Component: m.OutboxPage })) },
];
