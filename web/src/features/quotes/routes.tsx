import type { RouteObject } from 'react-router';

/** The quotes screens of the main app, relative to /; admin and manager only (RoleGuard reads nav.ts). */
export const quotesRoutes: RouteObject[] = [
  { path: 'quotes', lazy: () => import('./QuotesPage').then((m) => ({ Component: m.QuotesPage })) },
  { path: 'quotes/new', lazy: () => import('./QuoteEditorPage').then((m) => ({ Component: m.QuoteEditorPage })) },
  { path: 'quotes/:id', lazy: () => import('./QuoteDetailPage').then((m) => ({ Component: m.QuoteDetailPage })) },
  { path: 'quotes/:id/edit', lazy: () => import('./QuoteEditorPage').then((m) => ({ Component: m.QuoteEditorPage })) },
];

/** The public quote page a customer opens from the emailed link: no sign-in, outside every portal. */
export const publicQuoteRoute: RouteObject = {
  path: '/q/:token',
  lazy: () => import('./public/PublicQuotePage').then((m) => ({ Component: m.PublicQuotePage })),
};
