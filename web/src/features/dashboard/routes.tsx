import type { RouteObject } from 'react-router';
import { startScreenQuery } from '../../lib/screen-query';

/** The dashboard at /. */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    // The dashboard's query starts beside the viewer's, not after it (lib/screen-query.ts).
    loader: () => {
      startScreenQuery(() => import('./DashboardPage').then((m) => m.DashboardDocument), {});
      return null;
    },
    shouldRevalidate: () => false,
    lazy: () => import('./DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  },
];
