import { Button, EmptyState, Grid, PageHeader, PlusIcon, SearchField, Toolbar } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { PagedList } from '../../kit/list/PagedList';
import { usePagedList } from '../../kit/list/use-paged-list';
import { useDebounced } from '../../lib/use-debounced';
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

/** /customers (spec part 1 §2): search, Import CSV, New Customer, and the cards. */
export function CustomersPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const list = usePagedList(CustomersPageQuery, {
    variables: { search: settled || null },
    connection: (data) => data.customers,
    fetchPolicy: 'cache-first',
  });
  const total = list.connection?.totalCount ?? 0;
  const newCustomer = (
    <Button variant="primary" icon={<PlusIcon size={16} />} onPress={() => navigate('/customers/new')}>
      New Customer
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Customers"
        actions={
          <>
            <ImportCsvButton kind="customers" onImported={() => list.refetch()} />
            {newCustomer}
          </>
        }
      />
      <Toolbar search={<SearchField aria-label="Search customers" placeholder="Search customers" value={search} onChange={setSearch} />} />
      <PagedList
        list={list}
        noun="customers"
        failedTitle="Failed to load customers"
        skeleton={{ height: 148 }}
        empty={
          settled ? (
            <EmptyState title="No customers match your search" />
          ) : (
            <EmptyState title="No customers found. Create your first customer!" action={newCustomer} />
          )
        }
        header={
          <p className={css.count} aria-live="polite">
            {total === 1 ? '1 customer' : `${total.toLocaleString('en-AU')} customers`}
            {list.refreshing ? ' · searching…' : ''}
          </p>
        }
      >
        {(customers) => (
          <Grid>
            {customers.map((customer) => (
              <CustomerCard key={customer.id} customer={customer} />
            ))}
          </Grid>
        )}
      </PagedList>
    </>
  );
}
