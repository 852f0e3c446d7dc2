import type { RouteObject } from 'react-router';

/** The equipment screens of the main app (issue 4), relative to /. */
export const equipmentRoutes: RouteObject[] = [];
