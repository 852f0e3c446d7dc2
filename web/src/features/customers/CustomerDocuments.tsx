import { useQuery } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import { statusBadge } from '@rules/status-tones';
import { Card, Entry, EntryList, Link, Skeleton, StatusBadge } from '@spanner/design-system';
import { graphql } from '../../gql';
import * as css from './customers.css';

const CustomerQuotesQuery = graphql(`
  query CustomerQuotes($customerId: ID!) {
    quotes(customerId: $customerId, first: 20) {
      totalCount
      edges {
        node {
          id
          number
          title
          status
          totalCents
        }
      }
    }
  }
`);

const CustomerInvoicesQuery = graphql(`
  query CustomerInvoices($customerId: ID!) {
    invoices(customerId: $customerId, first: 20) {
      totalCount
      edges {
        node {
          id
          number
          title
          status
          totalCents
        }
      }
    }
  }
`);

interface DocumentRow {
  id: string;
  number: string;
  title?: string | null;
  status: string;
  totalCents: number;
}

const countText = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function DocumentList({ kind, rows, empty }: { kind: 'quote' | 'invoice'; rows: DocumentRow[]; empty: string }) {
  if (!rows.length) return <p className={css.subtle}>{empty}</p>;
  return (
    <EntryList aria-label={kind === 'quote' ? 'Quotes' : 'Invoices'}>
      {rows.map((d) => (
        <Entry
          key={d.id}
          title={<Link href={`/${kind}s/${d.id}`}>{d.title ? `${d.number} · ${d.title}` : d.number}</Link>}
          meta={formatAud(d.totalCents)}
          aside={<StatusBadge {...statusBadge(kind, d.status)} />}
        />
      ))}
    </EntryList>
  );
}

/** The customer's quotes, newest first (the latest 20), with New quote for this customer. */
export function CustomerQuotes({ customerId }: { customerId: string }) {
  const { data } = useQuery(CustomerQuotesQuery, { variables: { customerId }, fetchPolicy: 'cache-and-network' });
  const quotes = data?.quotes;
  return (
    <Card
      aria-label="Quotes"
      title="Quotes"
      padding="md"
      description={quotes ? countText(quotes.totalCount, 'quote') : undefined}
      actions={<Link href={`/quotes/new?customerId=${encodeURIComponent(customerId)}`}>New quote</Link>}
    >
      {quotes ? (
        <DocumentList kind="quote" rows={quotes.edges.map((e) => e.node)} empty="No quotes for this customer yet." />
      ) : (
        <Skeleton height={48} />
      )}
    </Card>
  );
}

/** The customer's invoices, newest first (the latest 20). */
export function CustomerInvoices({ customerId }: { customerId: string }) {
  const { data } = useQuery(CustomerInvoicesQuery, { variables: { customerId }, fetchPolicy: 'cache-and-network' });
  const invoices = data?.invoices;
  return (
    <Card
      aria-label="Invoices"
      title="Invoices"
      padding="md"
      description={invoices ? countText(invoices.totalCount, 'invoice') : undefined}
    >
      {invoices ? (
        <DocumentList kind="invoice" rows={invoices.edges.map((e) => e.node)} empty="No invoices for this customer yet." />
      ) : (
        <Skeleton height={48} />
      )}
    </Card>
  );
}
