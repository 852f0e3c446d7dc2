import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';

/** The part of a Relay connection a list page reads. */
export interface Connection<TNode> {
  edges: ReadonlyArray<{ node: TNode }>;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** What PagedList shows: the items once loaded, the error, and how to retry or load the next page. */
export interface ListState<TNode> {
  /** Undefined until the first page arrives; while new variables load, the previous items stay. */
  items: TNode[] | undefined;
  error?: unknown;
  /** A search or filter change is loading over the items shown. */
  refreshing?: boolean;
  loadingMore?: boolean;
  hasMore?: boolean;
  loadMore?: () => Promise<void>;
  retry: () => void;
}

type NodeOf<C> = C extends Connection<infer N> ? N : never;

export interface PagedListOptions<TData, TVariables, TConnection> {
  variables: TVariables;
  /** Picks the connection out of the query's data, e.g. `(d) => d.customers`. */
  connection: (data: TData) => TConnection;
  fetchPolicy?: 'cache-first' | 'cache-and-network';
}

/**
 * One paged, searchable list query: keeps the previous page on screen while a new search loads, and loads the
 * next page with `fetchMore`. The cache appends pages (relayStylePagination in apollo.ts), so no `updateQuery`.
 */
/** The list query takes the cursor of the page to continue after as `$after`. */
type PagedVariables = OperationVariables & { after?: string | null };

export function usePagedList<TData, TVariables extends PagedVariables, TConnection extends Connection<unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  { variables, connection: pick, fetchPolicy = 'cache-and-network' }: PagedListOptions<TData, TVariables, TConnection>,
): ListState<NodeOf<TConnection>> & { data: TData | undefined; connection: TConnection | undefined; refetch: () => Promise<unknown> } {
  const result = useQuery(query, { variables, fetchPolicy, notifyOnNetworkStatusChange: true } as useQuery.Options<TData, TVariables>);
  // A page of cards is rendered in the background, in slices, when it comes (not in one long task).
  const data = useDeferredValue((result.data ?? result.previousData) as TData | undefined);
  const connection = data ? pick(data) : undefined;
  const [loadingMore, setLoadingMore] = useState(false);
  const endCursor = connection?.pageInfo.endCursor;

  async function loadMore() {
    if (!endCursor) return;
    setLoadingMore(true);
    try {
      await result.fetchMore({ variables: { after: endCursor } as Partial<TVariables> });
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    data,
    connection,
    items: connection?.edges.map((edge) => edge.node as NodeOf<TConnection>),
    error: result.error,
    refreshing: result.loading && !loadingMore,
    loadingMore,
    hasMore: !!connection?.pageInfo.hasNextPage && !!endCursor,
    loadMore,
    retry: () => void result.refetch(),
    refetch: () => result.refetch(),
  };
}
