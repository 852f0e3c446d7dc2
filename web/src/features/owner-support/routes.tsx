import type { RouteObject } from 'react-router';

/** The owner's support overview, relative to /admin (inside the owner portal's guard). */
export const ownerSupportRoutes: RouteObject[] = [
  { path: 'support', lazy: () => import('./OwnerSupportPage').then((m) => ({ Component: m.OwnerSupportPage })) },
];
