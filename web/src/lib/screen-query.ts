import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';

// A screen's first query, started by its route as the router matches it — beside the viewer's query and the
// screen's own code — instead of by the screen once the portal has the viewer (one round trip after another).
// The screen then reads the answer (or joins the request in flight) instead of asking again.

/** How long a started query stands in for the screen's own request (a cold load takes a few seconds). */
const FRESH_FOR_MS = 30_000;
const started = new Map<string, number>();

const keyOf = (query: TypedDocumentNode<unknown, never>, variables: OperationVariables) =>
  `${query.definitions.map((d) => ('name' in d ? d.name?.value : '')).join(',')} ${JSON.stringify(variables)}`;

/**
 * Starts `query` on the app's Apollo client (loaded for it if need be). Errors are the screen's to show: it asks
 * again itself when no fresh answer is there.
 */
export function startScreenQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const key = keyOf(query as TypedDocumentNode<unknown, never>, variables);
  started.set(key, Date.now());
  void import('../apollo-root').then((m) => m.preloadQuery(query, variables)).catch(() => started.delete(key));
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
    const at = started.get(key);
    return at !== undefined && Date.now() - at < FRESH_FOR_MS ? key : null;
  });
  return key === opened ? 'cache-first' : 'cache-and-network';
}
