import type { RouteObject } from 'react-router';

/** The price list of the main app, relative to /; the nav entry's ability (managePriceList) guards it. */
export const priceListRoutes: RouteObject[] = [
  { path: 'price-list', lazy: () => import('./PriceListPage').then((m) => ({ Component: m.PriceListPage })) },
];
