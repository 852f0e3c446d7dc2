import { useQuery } from '@apollo/client/react';
import { Banner, Button, EmptyState, PageHeader, PlusIcon, SearchField, Skeleton, Toolbar } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { ImportCsvButton } from '../imports/ImportCsvButton';
import { CustomerCard } from './CustomerCard';
import * as css from './customers.css';

export const CustomersPageQuery = graphql(`
  query CustomersPage($search: String, $after: String) {
    customers(search: $search, first: 48, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          ...CustomerCard
        }
      }
    }
  }
`);

/** Typing settles for this long before the list is searched. */
export const SEARCH_DELAY_MS = 250;

function useSettled(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** /customers (spec part 1 §2): search, Import CSV, New Customer, and the cards. */
export function CustomersPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim(), SEARCH_DELAY_MS);
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(CustomersPageQuery, {
    variables: { search: settled || null },
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.customers;
  const [loadingMore, setLoadingMore] = useState(false);

  async function loadMore() {
    if (!list) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: list.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          customers: { ...fetchMoreResult.customers, edges: [...prev.customers.edges, ...fetchMoreResult.customers.edges] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Customers"
        actions={
          <>
            <ImportCsvButton kind="customers" onImported={() => refetch()} />
            <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/customers/new')}>
              New Customer
            </Button>
          </>
        }
      />
      <Toolbar search={<SearchField aria-label="Search customers" placeholder="Search customers" value={search} onChange={setSearch} />} />
      {error && !list ? (
        <Banner tone="error" title="Failed to load customers">
          {messageOf(error, '')}
        </Banner>
      ) : !list ? (
        <div className={css.grid} role="status" aria-busy="true" aria-label="Loading customers">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} shape="rect" height={148} />
          ))}
        </div>
      ) : list.edges.length === 0 ? (
        settled ? (
          <EmptyState title="No customers match your search" />
        ) : (
          <EmptyState
            title="No customers found. Create your first customer!"
            action={
              <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/customers/new')}>
                New Customer
              </Button>
            }
          />
        )
      ) : (
        <>
          <p className={css.count} aria-live="polite">
            {list.totalCount === 1 ? '1 customer' : `${list.totalCount.toLocaleString('en-AU')} customers`}
            {loading && !loadingMore ? ' · searching…' : ''}
          </p>
          <div className={css.grid}>
            {list.edges.map(({ node }) => (
              <CustomerCard key={node.id} customer={node} />
            ))}
          </div>
          {list.pageInfo.hasNextPage && (
            <div className={css.more}>
              <Button variant="secondary" onPress={loadMore} isPending={loadingMore}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
