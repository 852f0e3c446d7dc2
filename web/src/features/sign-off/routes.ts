import type { RouteObject } from 'react-router';

/** The signing screen of a job (every member who sees the job; signing needs signOffJobs, asked by the page's form). */
export const signOffRoutes: RouteObject[] = [
  { path: 'jobs/:jobId/sign-off', lazy: () => import('./SignOffPage').then((m) => ({ Component: m.SignOffPage })) },
];
