import { Button, Grid, type GridProps, Skeleton, Stack } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { LoadFailure } from '../LoadFailure';
import type { ListState } from './use-paged-list';

export interface PagedListProps<TNode> {
  list: ListState<TNode>;
  /** What is listed, for screen readers: 'customers' → 'Loading customers'. */
  noun: string;
  /** The spec's failure title, e.g. 'Failed to load customers'. */
  failedTitle: string;
  /** Shown when there are no items: the page passes its no-match message while a search or filter is on. */
  empty: ReactNode;
  /** Placeholders while the first page loads: a grid of cards (at `min` width), or full-width `rows`. */
  skeleton?: { count?: number; height: number; min?: GridProps['min']; rows?: boolean };
  /** Above the items, e.g. a count. */
  header?: ReactNode;
  /** The loaded items, usually a Grid of cards or an EntryList. */
  children: (items: TNode[]) => ReactNode;
}

/** Every list's four states in one place: loading skeleton, error with Try again, empty, and the items with Show more. */
export function PagedList<TNode>({ list, noun, failedTitle, empty, skeleton = { height: 120 }, header, children }: PagedListProps<TNode>) {
  const { items, error } = list;
  if (error && !items) {
    return <LoadFailure title={failedTitle} error={error} onRetry={list.retry} />;
  }
  if (!items) {
    return (
      <Grid min={skeleton.min} columns={skeleton.rows ? 'one' : undefined} role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
        {Array.from({ length: skeleton.count ?? 6 }, (_, i) => `skeleton-${i}`).map((key) => (
          <Skeleton key={key} shape="rect" height={skeleton.height} />
        ))}
      </Grid>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <Stack gap="4" aria-busy={list.refreshing}>
      {header}
      {children(items)}
      {list.hasMore && list.loadMore ? (
        <Stack direction="row" justify="center">
          <Button variant="secondary" onPress={list.loadMore} isPending={list.loadingMore}>
            Show more
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
