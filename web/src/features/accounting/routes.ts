import type { RouteObject } from 'react-router';

/** Settings → Accounting → Activity (admin, manager: the route guard reads the nav's ability). */
export const accountingRoutes: RouteObject[] = [
  {
    path: 'settings/accounting/activity',
    lazy: () => import('./AccountingActivityPage').then((m) => ({ Component: m.AccountingActivityPage })),
  },
];
