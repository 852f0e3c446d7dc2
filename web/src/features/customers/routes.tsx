import type { RouteObject } from 'react-router';

/** The customers screens of the main app (issue 4), relative to /. */
export const customersRoutes: RouteObject[] = [];
