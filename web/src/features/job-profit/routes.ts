import type { RouteObject } from 'react-router';

/** The job profit report and the members' cost rates (seeJobProfit, guarded by the nav; setting a rate asks for manageCostRates). */
export const jobProfitRoutes: RouteObject[] = [
  { path: 'job-profit', lazy: () => import('./JobProfitPage').then((m) => ({ Component: m.JobProfitPage })) },
];
