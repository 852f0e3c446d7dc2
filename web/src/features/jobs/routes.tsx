import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { JobView } from '../../gql/graphql';
import { startScreenQuery } from '../../lib/screen-query';
import { jobsViewOf } from './jobs-view';

// Each screen's first query starts as its route is matched, beside the viewer's and the screen's code, not after
// them (lib/screen-query.ts): again whenever the route is entered or its job changes.
const firstQuery = (start: (args: LoaderFunctionArgs) => void) => ({
  loader: (args: LoaderFunctionArgs) => {
    start(args);
    return null;
  },
});
const jobsList = {
  ...firstQuery(({ request }) => {
    const view = jobsViewOf(new URL(request.url).searchParams) as JobView;
    startScreenQuery(() => import('./JobsPage').then((m) => m.JobsPageQuery), { view, status: null, search: null });
  }),
  // Another view chosen on the screen (?view=…) is the screen's own request.
  shouldRevalidate: () => false,
};
const jobDetail = firstQuery(({ params }) => {
  startScreenQuery(() => import('./JobDetailPage').then((m) => m.JobDetailQuery), { id: params.id ?? '' });
});
const jobNotes = firstQuery(({ params }) => {
  startScreenQuery(() => import('./JobNotesPage').then((m) => m.JobNotesQuery), { id: params.id ?? '' });
});

/** The jobs screens of the main app, relative to /. Static segments (new) win over :id. */
export const jobsRoutes: RouteObject[] = [
  { path: 'jobs', ...jobsList, lazy: () => import('./JobsPage').then((m) => ({ Component: m.JobsPage })) },
  { path: 'jobs/new', lazy: () => import('./NewJobPage').then((m) => ({ Component: m.NewJobPage })) },
  { path: 'jobs/:id', ...jobDetail, lazy: () => import('./JobDetailPage').then((m) => ({ Component: m.JobDetailPage })) },
  { path: 'jobs/:id/edit', lazy: () => import('./EditJobPage').then((m) => ({ Component: m.EditJobPage })) },
  { path: 'jobs/:id/notes', ...jobNotes, lazy: () => import('./JobNotesPage').then((m) => ({ Component: m.JobNotesPage })) },
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
