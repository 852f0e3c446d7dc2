import type { RouteObject } from 'react-router';

/** The upgrade page the subscription prompts lead to, relative to /. */
export const billingRoutes: RouteObject[] = [
  { path: 'subscription', lazy: () => import('./SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })) },
];
