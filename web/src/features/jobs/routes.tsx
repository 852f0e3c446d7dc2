import type { RouteObject } from 'react-router';

/** The jobs screens of the main app (issue 4), relative to /. */
export const jobsRoutes: RouteObject[] = [];
