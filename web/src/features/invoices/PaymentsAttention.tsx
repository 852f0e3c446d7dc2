import { useQuery } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import { isLedgerMethod, LEDGER_METHOD_LABELS } from '@rules/payment-methods';
import { Banner, Link } from '@spanner/design-system';
import { graphql } from '../../gql';
import { useCan } from '../../lib/use-can';
import { dayText } from '../documents';

const PaymentsAttentionQuery = graphql(`
  query PaymentsAttention {
    paymentsNeedingAttention {
      id
      amountCents
      method
      receivedOn
      attention
      invoice {
        id
        number
      }
    }
  }
`);

/**
 * Above the invoice list: ledger rows flagged for the office — a payment for a void or deleted invoice, a refund
 * waiting for its payment — each with why and its invoice where there still is one. Nothing when there are none.
 */
export function PaymentsAttention() {
  const can = useCan('recordPayments');
  const { data } = useQuery(PaymentsAttentionQuery, { skip: !can, fetchPolicy: 'cache-and-network' });
  const rows = data?.paymentsNeedingAttention ?? [];
  if (!rows.length) return null;
  return (
    <Banner tone="warning" title={rows.length === 1 ? '1 payment needs attention' : `${rows.length} payments need attention`}>
      <ul>
        {rows.map((p) => (
          <li key={p.id}>
            {`${formatAud(Math.abs(p.amountCents))} (${isLedgerMethod(p.method) ? LEDGER_METHOD_LABELS[p.method].toLowerCase() : p.method}, ${dayText(p.receivedOn)})`}
            {p.invoice ? (
              <>
                {' on '}
                <Link href={`/invoices/${p.invoice.id}`}>{p.invoice.number}</Link>
              </>
            ) : null}
            {`: ${p.attention}`}
          </li>
        ))}
      </ul>
    </Banner>
  );
}
