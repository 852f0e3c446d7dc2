import type { RouteObject } from 'react-router';

/** The owner's Background work, relative to /admin (inside the owner portal's guard). */
export const ownerBackgroundWorkRoutes: RouteObject[] = [
  { path: 'background-work', lazy: () => import('./BackgroundWorkPage').then((m) => ({ Component: m.BackgroundWorkPage })) },
];
