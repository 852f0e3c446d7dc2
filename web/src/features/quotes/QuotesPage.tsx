import { EmptyState } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { usePagedList } from '../../kit/list/use-paged-list';
import { useDebounced } from '../../lib/use-debounced';
import { DocumentCardList, DocumentsHeader, NewDocumentButton } from '../documents';

const QuotesPageQuery = graphql(`
  query QuotesPage($search: String, $after: String) {
    quotes(search: $search, first: 24, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          number
          title
          status
          totalCents
          issueDate
          expiryDate
          customer {
            id
            name
          }
        }
      }
    }
  }
`);

/** /quotes: the organisation's quotes, newest first, with search and New Quote. */
export function QuotesPage() {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const list = usePagedList(QuotesPageQuery, {
    variables: { search: settled || null },
    connection: (data) => data.quotes,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <DocumentsHeader kind="quote" search={search} onSearchChange={setSearch} />
      <DocumentCardList
        kind="quote"
        list={list}
        searching={!!settled}
        empty={<EmptyState title="No quotes yet. Create your first quote!" action={<NewDocumentButton kind="quote" />} />}
        secondDate={(q) => q.expiryDate}
      />
    </>
  );
}
