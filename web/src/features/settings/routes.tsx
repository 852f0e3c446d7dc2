import type { RouteObject } from 'react-router';

/** /settings: business details, billing and usage (office roles; the route guard reads the nav's ability). */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: () => import('./SettingsPage').then((m) => ({ Component: m.SettingsPage })) },
];
