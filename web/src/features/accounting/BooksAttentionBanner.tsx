import { useQuery } from '@apollo/client/react';
import { Banner, Link } from '@spanner/design-system';
import { graphql } from '../../gql';
import { useCan } from '../../lib/use-can';

const BooksAttention = graphql(`
  query BooksAttention {
    accountingAttentionCount
  }
`);

/**
 * The dashboard's word on the books (admins and managers): how many records the accounting sync could not send or
 * found changed on both sides, with the way to the activity page. Nothing when all is well or the viewer may not sync.
 */
export function BooksAttentionBanner() {
  const maySync = useCan('syncAccounting');
  const { data } = useQuery(BooksAttention, { skip: !maySync, fetchPolicy: 'cache-and-network' });
  const count = data?.accountingAttentionCount ?? 0;
  if (!maySync || count === 0) return null;
  return (
    <Banner tone="warning" title={`${count} ${count === 1 ? 'record needs' : 'records need'} attention in the books`}>
      <Link href="/settings/accounting/activity" variant="inline">
        Open the accounting activity
      </Link>
    </Banner>
  );
}
