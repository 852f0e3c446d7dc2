import { EmptyState, Grid } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { PagedList } from '../../kit/list/PagedList';
import type { ListState } from '../../kit/list/use-paged-list';
import { DocumentCard, type DocumentCardProps } from './DocumentCard';
import { DOCUMENT_WORDS, type DocumentKind } from './kind';

type CardDocument = DocumentCardProps['doc'];

/**
 * A list of quotes or invoices as cards, in the list kit's four states: while a search is on and nothing matches,
 * 'No quotes match your search' / 'No invoices match your search'; otherwise the page's own empty state.
 */
export function DocumentCardList<TNode extends Omit<CardDocument, 'secondDate'>>({
  kind,
  list,
  searching,
  empty,
  secondDate,
  menu,
}: {
  kind: DocumentKind;
  list: ListState<TNode>;
  searching: boolean;
  empty: ReactNode;
  /** The card's second date: a quote's expiry, an invoice's due date. */
  secondDate: (doc: TNode) => string | null | undefined;
  /** E.g. the invoice's Edit / Delete menu. */
  menu?: (doc: TNode) => ReactNode;
}) {
  const plural = `${DOCUMENT_WORDS[kind].noun.toLowerCase()}s`;
  return (
    <PagedList
      list={list}
      noun={plural}
      failedTitle="Failed to load data"
      empty={searching ? <EmptyState title={`No ${plural} match your search`} /> : empty}
    >
      {(docs) => (
        <Grid min="md">
          {docs.map((doc) => (
            <DocumentCard key={doc.id} kind={kind} doc={{ ...doc, secondDate: secondDate(doc) }} menu={menu?.(doc)} />
          ))}
        </Grid>
      )}
    </PagedList>
  );
}
