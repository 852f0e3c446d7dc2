import { useMutation } from '@apollo/client/react';
import { paymentMessages } from '@rules/payment-methods';
import { Button, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { MarkPaidDialog, type Payment } from './MarkPaidDialog';

const MarkPaid = graphql(`
  mutation MarkInvoicePaid($id: ID!, $paidOn: String!, $method: PaymentMethod!) {
    markInvoicePaid(id: $id, paidOn: $paidOn, method: $method) {
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

/** What marking paid or unpaid changes on the invoice; the cache updates the page from the answers. */
export const InvoicePaymentFields = graphql(`
  fragment InvoicePaymentFields on Invoice {
    id
    status
    paidAt
    paidOn
    paymentMethod
    canEdit
    canMarkPaid
  }
`);

export interface InvoicePaymentState {
  number: string;
  status: string;
  canMarkPaid: boolean;
}

/**
 * An invoice's own actions on its detail page: Mark Paid (hidden when paid or void), which asks for the payment's
 * day and method, and Mark as unpaid on a paid invoice.
 */
export function InvoicePaymentActions({ id, doc: invoice }: { id: string; doc: InvoicePaymentState }) {
  const [markPaid] = useMutation(MarkPaid, { refetchQueries: ['InvoicesPage'] });
  const [markUnpaid, unmarking] = useMutation(MarkUnpaid, { refetchQueries: ['InvoicesPage'] });
  const [paying, setPaying] = useState(false);

  async function markPaidNow(payment: Payment) {
    try {
      unwrap((await markPaid({ variables: { id, ...payment } })).data?.markInvoicePaid, 'Failed to mark the invoice paid');
      toast.success('Invoice marked paid', invoice.number);
    } catch (err) {
      toast.error('Failed to mark the invoice paid', messageOf(err, ''));
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
        // On a draft the primary action is Email (send it first); Mark Paid stays available beside it.
        <Button variant={invoice.status === 'draft' ? 'secondary' : 'primary'} onPress={() => setPaying(true)}>
          Mark Paid
        </Button>
      )}
      {invoice.status === 'paid' && (
        <Button variant="secondary" onPress={markUnpaidNow} isPending={unmarking.loading}>
          Mark as unpaid
        </Button>
      )}
      <MarkPaidDialog number={invoice.number} isOpen={paying} onOpenChange={setPaying} onConfirm={markPaidNow} />
    </>
  );
}
