import type { RouteObject } from 'react-router';

/** The jobs screens of the main app, relative to /. Static segments (new) win over :id. */
export const jobsRoutes: RouteObject[] = [
  { path: 'jobs', lazy: () => import('./JobsPage').then((m) => ({ Component: m.JobsPage })) },
  { path: 'jobs/new', lazy: () => import('./NewJobPage').then((m) => ({ Component: m.NewJobPage })) },
  { path: 'jobs/:id', lazy: () => import('./JobDetailPage').then((m) => ({ Component: m.JobDetailPage })) },
  { path: 'jobs/:id/edit', lazy: () => import('./EditJobPage').then((m) => ({ Component: m.EditJobPage })) },
  { path: 'jobs/:id/notes', lazy: () => import('./JobNotesPage').then((m) => ({ Component: m.JobNotesPage })) },
  { path: 'completed-jobs', lazy: () => import('./CompletedJobsPage').then((m) => ({ Component: m.CompletedJobsPage })) },
  { path: 'completed-jobs/:id', lazy: () => import('./CompletedJobPage').then((m) => ({ Component: m.CompletedJobPage })) },
];

/**
 * The page a job's confirmation SMS links to (`confirmPagePath` in rules/sms.ts): the booking, and Confirm. No
 * sign-in, outside every portal.
 */
export const bookingConfirmationRoute: RouteObject = {
  path: '/c/:token',
  lazy: () => import('./public/BookingConfirmationPage').then((m) => ({ Component: m.BookingConfirmationPage })),
};
