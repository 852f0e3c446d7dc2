import type { RouteObject } from 'react-router';

/** The service board of the main app, relative to /. */
export const serviceRoutes: RouteObject[] = [
  { path: 'service', lazy: () => import('./ServiceBoardPage').then((m) => ({ Component: m.ServiceBoardPage })) },
];
