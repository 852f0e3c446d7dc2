import type { RouteObject } from 'react-router';

/** The owner's figures, relative to /admin: the dashboard (index) and analytics. Mounted inside the owner guard. */
export const ownerFiguresRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./OwnerDashboardPage').then((m) => ({ Component: m.OwnerDashboardPage })) },
  // The charts (visx) come with this page only.
  { path: 'analytics', lazy: () => import('./AnalyticsPage').then((m) => ({ Component: m.AnalyticsPage })) },
];
