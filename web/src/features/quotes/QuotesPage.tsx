import { Button, EmptyState, Grid, PageHeader, PlusIcon, SearchField, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { PagedList } from '../../kit/list/PagedList';
import { usePagedList } from '../../kit/list/use-paged-list';
import { useDebounced } from '../../lib/use-debounced';
import { DocumentCard } from '../documents';

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
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const list = usePagedList(QuotesPageQuery, {
    variables: { search: settled || null },
    connection: (data) => data.quotes,
    fetchPolicy: 'cache-and-network',
  });
  const newQuote = (
    <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/quotes/new')}>
      New Quote
    </Button>
  );
  return (
    <>
      <PageHeader title="Quotes" actions={newQuote} />
      <Toolbar
        search={<SearchField aria-label="Search quotes" placeholder="Search number, title, customer" value={search} onChange={setSearch} />}
      />
      <PagedList
        list={list}
        noun="quotes"
        failedTitle="Failed to load data"
        empty={
          settled ? (
            <EmptyState title="No quotes match your search" />
          ) : (
            <EmptyState title="No quotes yet. Create your first quote!" action={newQuote} />
          )
        }
      >
        {(quotes) => (
          <Grid min="md">
            {quotes.map((q) => (
              <DocumentCard key={q.id} kind="quote" doc={{ ...q, secondDate: q.expiryDate }} />
            ))}
          </Grid>
        )}
      </PagedList>
    </>
  );
}
