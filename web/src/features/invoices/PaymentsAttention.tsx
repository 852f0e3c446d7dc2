import { useMutation, useQuery } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import { isLedgerMethod, LEDGER_METHOD_LABELS } from '@rules/payment-methods';
import { Banner, Button, Link, Stack, toast } from '@spanner/design-system';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
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

const ResolvePaymentAttention = graphql(`
  mutation ResolvePaymentAttention($id: ID!) {
    resolvePaymentAttention(id: $id) {
      __typename
      ... on Payment {
        id
        attention
      }
      ... on AppError {
        message
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
  const [resolve] = useMutation(ResolvePaymentAttention, { refetchQueries: ['PaymentsAttention'] });
  const rows = data?.paymentsNeedingAttention ?? [];
  async function handled(id: string) {
    try {
      unwrap((await resolve({ variables: { id } })).data?.resolvePaymentAttention, 'Failed to mark the payment handled');
      toast.success('Marked handled');
    } catch (err) {
      toast.error('Failed to mark the payment handled', messageOf(err, ''));
    }
  }
  if (!rows.length) return null;
  return (
    <Banner tone="warning" title={rows.length === 1 ? '1 payment needs attention' : `${rows.length} payments need attention`}>
      <Stack gap="2">
        {rows.map((p) => (
          <p key={p.id}>
            {`${formatAud(Math.abs(p.amountCents))} (${isLedgerMethod(p.method) ? LEDGER_METHOD_LABELS[p.method].toLowerCase() : p.method}, ${dayText(p.receivedOn)})`}
            {p.invoice ? (
              <>
                {' on '}
                <Link href={`/invoices/${p.invoice.id}`}>{p.invoice.number}</Link>
              </>
            ) : null}
            {`: ${p.attention} `}
            <Button size="sm" variant="secondary" onPress={() => handled(p.id)}>
              Handled
            </Button>
          </p>
        ))}
      </Stack>
    </Banner>
  );
}
