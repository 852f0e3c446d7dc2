import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { ViewerQuery } from '../lib/viewer';
import { sharedApolloClient } from './apollo';

/**
 * The layout route of every screen that talks GraphQL. It is loaded on demand, so the sign-in page (REST only)
 * never downloads Apollo or graphql; the router loads it in parallel with the screen's own chunk.
 */
export function ApolloRoot() {
  // The server's render of a screen brings its own client, which answers as the request's user (ssr/entry-server.tsx).
  const outer = useContext(getApolloContext()).client;
  if (outer) return <Outlet />;
  return (
    <ApolloProvider client={sharedApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}

/**
 * Start the signed-in user's query as soon as the client exists, while the portal's and the page's chunks are
 * still downloading; the portal's useViewer then joins the request in flight (or reads the cache).
 */
export function preloadViewer() {
  if (typeof window === 'undefined') return;
  void sharedApolloClient()
    .query({ query: ViewerQuery })
    .catch(() => {});
}

/**
 * A screen's first query, started by its route (lib/screen-query.ts) beside the viewer's. From the network, as the
 * screen's own `cache-and-network` would have asked; the screen joins it or reads its answer from the cache.
 */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<unknown> {
  return sharedApolloClient()
    .query({ query, variables, fetchPolicy: 'network-only' } as Parameters<ReturnType<typeof sharedApolloClient>['query']>[0])
    .catch(() => {});
}
