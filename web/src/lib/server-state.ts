import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router';

/** The element holding what the server's render of a screen started from (ssr/entry-server.tsx). */
export const SSR_STATE_ID = 'screen-state';

/** What the browser needs to hydrate a server-rendered screen as it was rendered. */
export interface ServerState {
  /** The router's data for the matched routes (its loaders only start queries: null each). */
  router: HydrationState;
  /** Apollo's normalised cache after the render: every answer the screen was rendered with. */
  apollo: NormalizedCacheObject;
  /** The queries the server answered, by operationKey: the screens read them from the cache, not again. */
  operations: string[];
  /** The screen width the server rendered for (lib/viewport.ts). */
  width: number;
}

let taken: ServerState | null | undefined;

/** The server's state for this page load (null when the page was not server-rendered); read once, then kept. */
export function serverState(): ServerState | null {
  if (taken === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
    taken = element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
    element?.remove();
  }
  return taken;
}

let hydrated = false;
const onHydrated = new Set<() => void>();

/** Runs `then` once React has hydrated the server's page (at once when there is nothing to hydrate). */
export function whenHydrated(then: () => void) {
  if (hydrated || !serverState()) then();
  else onHydrated.add(then);
}

/**
 * Called once by the hydrated app's first commit (main.tsx). The page's `data-server-rendered` mark goes: a tap held
 * while the app was starting is given again then (web/public/start-after-paint.js).
 */
export function markHydrated() {
  hydrated = true;
  document.documentElement.removeAttribute('data-server-rendered');
  for (const then of onHydrated) then();
  onHydrated.clear();
}
