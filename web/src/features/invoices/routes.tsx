import type { RouteObject } from 'react-router';

/** The invoices screens of the main app, relative to /; admin and manager only (RoleGuard reads nav.ts). */
export const invoicesRoutes: RouteObject[] = [
  { path: 'invoices', lazy: () => import('./InvoicesPage').then((m) => ({ Component: m.InvoicesPage })) },
  { path: 'invoices/new', lazy: () => import('./InvoiceEditorPage').then((m) => ({ Component: m.InvoiceEditorPage })) },
  { path: 'invoices/:id', lazy: () => import('./InvoiceDetailPage').then((m) => ({ Component: m.InvoiceDetailPage })) },
  { path: 'invoices/:id/edit', lazy: () => import('./InvoiceEditorPage').then((m) => ({ Component: m.InvoiceEditorPage })) },
];
