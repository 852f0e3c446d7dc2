import { useMutation } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import { isLedgerMethod, LEDGER_METHOD_LABELS, paidThroughProvider } from '@rules/payment-methods';
import { Badge, Banner, Button, Card, DescriptionList, Entry, EntryList, Stack, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useCan } from '../../lib/use-can';
import { dayText } from '../documents';
import { RefundPaymentDialog } from './RefundPaymentDialog';

/** A ledger row as the Payments section shows it. */
export const InvoicePaymentRowFields = graphql(`
  fragment InvoicePaymentRow on Payment {
    id
    kind
    amountCents
    method
    receivedOn
    status
    provider
    refundableCents
    attention
    note
    recordedBy
  }
`);

const RefundPayment = graphql(`
  mutation RefundPayment($invoiceId: ID!, $paymentId: ID!, $input: RefundPaymentInput!) {
    refundPayment(invoiceId: $invoiceId, paymentId: $paymentId, input: $input) {
      __typename
      ... on Payment {
        id
        status
        invoice {
          ...InvoicePaymentFields
        }
      }
      ... on AppError {
        message
      }
    }
  }
`);

export interface LedgerRow {
  id: string;
  kind: string;
  amountCents: number;
  method: string;
  receivedOn: string;
  status: string;
  provider?: string | null;
  refundableCents: number;
  attention?: string | null;
  note?: string | null;
  recordedBy?: string | null;
}

export interface InvoiceLedger {
  number: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  creditCents: number;
  payments?: readonly LedgerRow[] | null;
}

const methodText = (m: string) => (isLedgerMethod(m) ? LEDGER_METHOD_LABELS[m] : m);

/**
 * The invoice's Payments section: what was paid, the balance due (and a credit when paid above the total), and each
 * ledger row — payments and refunds, pending or failed bank payments, rows flagged for the office — with Refund on a
 * payment for those who may refund (admins) — through Stripe for a payment made online.
 */
export function InvoicePayments({ id, doc }: { id: string; doc: InvoiceLedger }) {
  const canRefund = useCan('refundPayments');
  const [refunding, setRefunding] = useState<LedgerRow | null>(null);
  const [refund] = useMutation(RefundPayment, { refetchQueries: ['InvoicesPage'] });
  const rows = doc.payments ?? [];

  async function refundNow(row: LedgerRow, input: { amountCents: number; note: string | null }) {
    try {
      const made = unwrap(
        (await refund({ variables: { invoiceId: id, paymentId: row.id, input } })).data?.refundPayment,
        'Failed to record the refund',
      );
      const title = !paidThroughProvider(row.provider)
        ? 'Refund recorded'
        : made.status === 'pending'
          ? 'Refund on its way'
          : 'Refunded through Stripe';
      toast.success(title, `${formatAud(input.amountCents)} on ${doc.number}`);
    } catch (err) {
      toast.error('Failed to record the refund', messageOf(err, ''));
      throw err;
    }
  }

  return (
    <Card title="Payments" headingLevel={2}>
      <Stack gap="3">
        <DescriptionList
          items={[
            { term: 'Total', value: formatAud(doc.totalCents) },
            { term: 'Paid', value: formatAud(doc.paidCents) },
            { term: 'Balance due', value: formatAud(doc.balanceCents) },
            doc.creditCents > 0 && { term: 'Credit', value: formatAud(doc.creditCents) },
          ]}
        />
        {doc.creditCents > 0 && (
          <Banner tone="warning" title={`Paid ${formatAud(doc.creditCents)} more than the total`}>
            Refund the difference or apply it to another invoice.
          </Banner>
        )}
        {rows.length === 0 ? (
          <p>No payments recorded yet.</p>
        ) : (
          <EntryList aria-label={`Payments of ${doc.number}`}>
            {rows.map((row) => (
              <Entry
                key={row.id}
                aria-label={`${row.kind === 'refund' ? 'Refund' : 'Payment'} of ${formatAud(Math.abs(row.amountCents))}`}
                title={row.kind === 'refund' ? `Refund ${formatAud(Math.abs(row.amountCents))}` : formatAud(row.amountCents)}
                meta={[dayText(row.receivedOn), methodText(row.method), row.recordedBy].filter(Boolean).join(' · ')}
                aside={
                  row.status === 'pending' ? (
                    <Badge tone="yellow">Pending</Badge>
                  ) : row.status === 'failed' ? (
                    <Badge tone="red">Failed</Badge>
                  ) : null
                }
                actions={
                  canRefund && row.kind === 'payment' && row.status === 'succeeded' && row.refundableCents > 0 ? (
                    <Button variant="secondary" size="sm" onPress={() => setRefunding(row)}>
                      Refund
                    </Button>
                  ) : null
                }
              >
                {row.note && <p>{row.note}</p>}
                {row.attention && <p role="note">{row.attention}</p>}
              </Entry>
            ))}
          </EntryList>
        )}
      </Stack>
      {refunding && (
        <RefundPaymentDialog
          refundableCents={refunding.refundableCents}
          online={paidThroughProvider(refunding.provider)}
          isOpen
          onOpenChange={(open) => !open && setRefunding(null)}
          onConfirm={(input) => refundNow(refunding, input)}
        />
      )}
    </Card>
  );
}
