import { useQuery } from '@apollo/client/react';
import { Button } from '@spanner/design-system';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { useCan } from '../../lib/use-can';

const BooksProviderQuery = graphql(`
  query BooksProvider {
    accountingConnection {
      provider
    }
  }
`);

/**
 * The accounting button of a quote or invoice (spec part 2 §2): the kind's own books button where it has one (an
 * invoice's: Send to Xero / Send to MYOB, naming the connected books), else a disabled one that says only invoices
 * go to the books — named MYOB when the business connected MYOB, else Xero (docs/accounting.md).
 */
export function AccountingButtons({ xero }: { xero?: ReactNode }) {
  const canSync = useCan('syncAccounting');
  const { data } = useQuery(BooksProviderQuery, { skip: !canSync || !!xero });
  const name = data?.accountingConnection?.provider === 'myob' ? 'MYOB' : 'Xero';
  return (
    xero ?? (
      <Button variant="secondary" isDisabled>
        {`Send to ${name} (invoices only)`}
      </Button>
    )
  );
}
