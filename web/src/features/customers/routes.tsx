import type { RouteObject } from 'react-router';

/** The customers screens of the main app, relative to /. */
export const customersRoutes: RouteObject[] = [
  { path: 'customers', lazy: () => import('./CustomersPage').then((m) => ({ Component: m.CustomersPage })) },
  { path: 'customers/new', lazy: () => import('./NewCustomerPage').then((m) => ({ Component: m.NewCustomerPage })) },
  { path: 'customers/:id', lazy: () => import('./CustomerProfilePage').then((m) => ({ Component: m.CustomerProfilePage })) },
  { path: 'customers/:id/edit', lazy: () => import('./EditCustomerPage').then((m) => ({ Component: m.EditCustomerPage })) },
];
