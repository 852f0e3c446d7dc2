import type { RouteObject } from 'react-router';

/** The paperwork reports (seeFormReports, guarded by the nav). */
export const paperworkRoutes: RouteObject[] = [
  { path: 'paperwork', lazy: () => import('./PaperworkPage').then((m) => ({ Component: m.PaperworkPage })) },
];
