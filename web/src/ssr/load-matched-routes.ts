import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes matching `location` and puts it in their route objects, as the router would once it
 * runs: a page the server rendered is hydrated with its screen's components already there (a route still loading
 * would render its loading screen, not the server's page).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
