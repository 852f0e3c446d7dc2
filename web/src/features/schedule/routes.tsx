import type { RouteObject } from 'react-router';

/** The schedule (issue 5), relative to /. */
export const scheduleRoutes: RouteObject[] = [
  { path: 'schedule', lazy: () => import('./SchedulePage').then((m) => ({ Component: m.SchedulePage })) },
];
