import type { RouteObject } from 'react-router';

/** The invoice page a customer opens from the emailed link: no sign-in, outside every portal. */
export const publicInvoiceRoute: RouteObject = {
  path: '/i/:token',
  lazy: () => import('./PublicInvoicePage').then((m) => ({ Component: m.PublicInvoicePage })),
};
