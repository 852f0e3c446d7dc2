import type { RouteObject } from 'react-router';

/** The member's own timesheet (keepTimesheet) and the office's weekly review (reviewTimesheets); the nav guards both. */
export const timesheetsRoutes: RouteObject[] = [
  { path: 'timesheet', lazy: () => import('./TimesheetPage').then((m) => ({ Component: m.TimesheetPage })) },
  { path: 'timesheets', lazy: () => import('./TimesheetReviewPage').then((m) => ({ Component: m.TimesheetReviewPage })) },
];
