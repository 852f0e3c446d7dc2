import type { RouteObject } from 'react-router';

/** The schedule, relative to /. */
export const scheduleRoutes: RouteObject[] = [
  { path: 'schedule', lazy: () => import('./SchedulePage').then((m) => ({ Component: m.SchedulePage })) },
];
