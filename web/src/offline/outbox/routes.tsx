import type { RouteObject } from 'react-router';

/**
 * The outbox screen, relative to /: loaded when opened, like every screen (the service worker keeps its chunk, so it
 * opens with no network too). It imports nothing of Apollo (a change carries its own user).
 */
export const outboxRoutes: RouteObject[] = [
  { path: 'outbox', lazy: () => import('./OutboxPage').then((m) => ({ Component: m.OutboxPage })) },
];
