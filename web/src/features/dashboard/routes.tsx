import type { RouteObject } from 'react-router';

/** The dashboard at /. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./DashboardPage').then((m) => ({ Component: m.DashboardPage })) },
];
