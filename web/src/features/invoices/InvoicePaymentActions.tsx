import { useMutation } from '@apollo/client/react';
import { formatAud } from '@rules/money';
import { paidThroughProvider, paymentMessages } from '@rules/payment-methods';
import { Button, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { type PaymentInput, RecordPaymentDialog } from './RecordPaymentDialog';

const RecordPayment = graphql(`
  mutation RecordPayment($invoiceId: ID!, $input: RecordPaymentInput!) {
    recordPayment(invoiceId: $invoiceId, input: $input) {
      __typename
      ... on Payment {
        id
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

const MarkUnpaid = graphql(`
  mutation MarkInvoiceUnpaid($id: ID!) {
    markInvoiceUnpaid(id: $id) {
      __typename
      ... on Invoice {
        ...InvoicePaymentFields
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** What recording a payment, refunding or marking unpaid changes on the invoice; the cache updates the page from the answers. */
export const InvoicePaymentFields = graphql(`
  fragment InvoicePaymentFields on Invoice {
    id
    status
    paidAt
    paidOn
    paymentMethod
    canEdit
    canMarkPaid
    paidCents
    balanceCents
    creditCents
    payments {
      ...InvoicePaymentRow
    }
  }
`);

export interface InvoicePaymentState {
  number: string;
  status: string;
  canMarkPaid: boolean;
  balanceCents: number;
  /** The ledger: an online payment in it is refunded, never marked unpaid */
  payments?: readonly { provider?: string | null }[] | null;
}

/**
 * An invoice's own actions on its detail page: Record payment (hidden when paid or void; it replaces Mark Paid), which
 * asks for the amount — the balance unless changed — its day and method, and Mark as unpaid on a paid invoice whose
 * ledger holds no online payment (those are refunded instead).
 */
export function InvoicePaymentActions({ id, doc: invoice }: { id: string; doc: InvoicePaymentState }) {
  const [recordPayment] = useMutation(RecordPayment, { refetchQueries: ['InvoicesPage'] });
  const [markUnpaid, unmarking] = useMutation(MarkUnpaid, { refetchQueries: ['InvoicesPage'] });
  const [paying, setPaying] = useState(false);

  async function recordNow(input: PaymentInput) {
    try {
      const payment = unwrap(
        (await recordPayment({ variables: { invoiceId: id, input } })).data?.recordPayment,
        'Failed to record the payment',
      );
      const paid = payment.invoice?.status === 'paid';
      toast.success(paid ? 'Invoice paid' : 'Payment recorded', `${formatAud(input.amountCents)} on ${invoice.number}`);
    } catch (err) {
      toast.error('Failed to record the payment', messageOf(err, ''));
      throw err;
    }
  }
  async function markUnpaidNow() {
    try {
      unwrap((await markUnpaid({ variables: { id } })).data?.markInvoiceUnpaid, 'Failed to mark the invoice unpaid');
      toast.success(paymentMessages.markedUnpaid, invoice.number);
    } catch (err) {
      toast.error('Failed to mark the invoice unpaid', messageOf(err, ''));
    }
  }

  return (
    <>
      {invoice.canMarkPaid && (
        // On a draft the primary action is Email (send it first); Record payment stays available beside it.
        <Button variant={invoice.status === 'draft' ? 'secondary' : 'primary'} onPress={() => setPaying(true)}>
          Record payment
        </Button>
      )}
      {invoice.status === 'paid' && !invoice.payments?.some((p) => paidThroughProvider(p.provider)) && (
        <Button variant="secondary" onPress={markUnpaidNow} isPending={unmarking.loading}>
          Mark as unpaid
        </Button>
      )}
      <RecordPaymentDialog
        number={invoice.number}
        balanceCents={invoice.balanceCents}
        isOpen={paying}
        onOpenChange={setPaying}
        onConfirm={recordNow}
      />
    </>
  );
}
