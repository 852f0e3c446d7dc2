import type { RouteObject } from 'react-router';

/** The members screens of the main app, relative to /. */
export const membersRoutes: RouteObject[] = [
  { path: 'members', lazy: () => import('./MembersPage').then((m) => ({ Component: m.MembersPage })) },
];
