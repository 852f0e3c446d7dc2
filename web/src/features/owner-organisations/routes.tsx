import type { RouteObject } from 'react-router';

// The owner's organisations, relative to /admin: the list and one organisation. Mounted inside the owner guard.

export const ownerOrganisationsRoutes: RouteObject[] = [
  { path: 'organizations', lazy: () => import('./OrganisationsPage').then((m) => ({ Component: m.OrganisationsPage })) },
  { path: 'organizations/:id', lazy: () => import('./OrganisationPage').then((m) => ({ Component: m.OrganisationPage })) },
];
