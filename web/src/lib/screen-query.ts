import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useState, useSyncExternalStore } from 'react';
import { operationKey } from './operation-key';
import { serverState } from './server-state';

// A screen's first query, started by its route as the router matches it — beside the viewer's query and the
// screen's own code — instead of by the screen once the portal has the viewer (one round trip after another).
// The screen then reads the answer (or joins the request in flight) instead of asking again.

/** How long a started query stands in for the screen's own request (a cold load takes a few seconds). */
const FRESH_FOR_MS = 30_000;
const started = new Map<string, number>();

const keyOf = (query: TypedDocumentNode<unknown, never>, variables: OperationVariables) => operationKey(query, variables);

/** When a query was started by a route, or answered by the server for the page it rendered (then: the page's load). */
function startedAt(key: string): number | undefined {
  return started.get(key) ?? (serverState()?.operations.includes(key) ? performance.timeOrigin : undefined);
}

/** Asks the app's Apollo client one query from the network. */
type PreloadQuery = (query: TypedDocumentNode<unknown, OperationVariables>, variables: OperationVariables) => Promise<unknown>;

let loadClient: (() => Promise<PreloadQuery>) | undefined;

/**
 * Called once by the app's entry (main.tsx) with the loader of its Apollo client, which is loaded on demand. Until then
 * (and in tests, which render screens alone) no route starts a query: each screen asks for its own.
 */
export function onScreenQuery(load: () => Promise<PreloadQuery>) {
  loadClient = load;
}

/**
 * Starts a screen's query on the app's Apollo client (loaded for it if need be, beside the query's document); `load`
 * answers the query document (from the screen's module, which its route is loading anyway). Errors are the screen's
 * to show: it asks again itself when no fresh answer is there.
 */
export function startScreenQuery<TData, TVariables extends OperationVariables>(
  load: () => Promise<TypedDocumentNode<TData, TVariables>>,
  variables: TVariables,
) {
  // The server renders with its own client (ssr/entry-server.tsx), which the screen's own query asks.
  if (typeof window === 'undefined' || !loadClient) return;
  const request = Promise.all([load(), loadClient()]).then(([query, preloadQuery]) => {
    const document = query as TypedDocumentNode<unknown, OperationVariables>;
    started.set(keyOf(document, variables), Date.now());
    return preloadQuery(document, variables);
  });
  inFlight.add(request);
  changed();
  void request
    .catch(() => {})
    .finally(() => {
      inFlight.delete(request);
      changed();
    });
}

const inFlight = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether a screen query started by a route is still on its way. The main portal waits for it before its first
 * frame, so the frame and the screen are rendered once, with their data: an answer arriving while React renders
 * them in the background makes React start again and finish in one long task.
 */
export function useScreenQueryInFlight(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inFlight.size > 0,
    () => false,
  );
}

/**
 * The fetch policy of a screen whose route starts its first query: `cache-first` for the variables it was opened
 * with while its route's request is fresh (the answer is in the cache, or in flight and joined), else the screen's
 * usual `cache-and-network` (another filter, a page opened without its route's query).
 */
export function useScreenFetchPolicy<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): 'cache-first' | 'cache-and-network' {
  const key = keyOf(query as TypedDocumentNode<unknown, never>, variables);
  const [opened] = useState(() => {
    const at = startedAt(key);
    return at !== undefined && Date.now() - at < FRESH_FOR_MS ? key : null;
  });
  return key === opened ? 'cache-first' : 'cache-and-network';
}
