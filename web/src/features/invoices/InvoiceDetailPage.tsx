import { useMutation, useQuery } from '@apollo/client/react';
import { documentMessages } from '@rules/document-status';
import { paidLine, paymentMessages } from '@rules/payment-methods';
import { Banner, Button, Skeleton, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { DocumentDetailLayout, dayText, NotFoundBanner } from '../documents';
import { MarkPaidDialog, type Payment } from './MarkPaidDialog';

const InvoiceDetailQuery = graphql(`
  query InvoiceDetail($id: ID!) {
    invoice(id: $id) {
      id
      number
      title
      status
      summary
      notes
      terms
      reference
      issueDate
      dueDate
      paidAt
      paidOn
      paymentMethod
      canEdit
      canMarkPaid
      emailDraft {
        subject
        message
      }
      subtotalCents
      gstCents
      totalCents
      customer {
        id
        name
        email
        phone
        address
      }
      lines {
        ...DocumentLineFields
      }
    }
  }
`);

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

const EmailInvoice = graphql(`
  mutation EmailInvoice($id: ID!, $emails: [String!]!, $subject: String!, $message: String!) {
    sendInvoiceEmail(id: $id, emails: $emails, subject: $subject, message: $message) {
      __typename
      ... on Invoice {
        id
        status
        canEdit
        canMarkPaid
      }
      ... on AppError {
        message
      }
    }
  }
`);

/**
 * /invoices/{id} (spec part 2 §2): Back, Edit, Preview, Email, Mark Paid (hidden when paid or void), the
 * accounting buttons (coming soon); subtotal, GST and total. 'Invoice not found' for a missing or foreign one.
 * Mark Paid asks for the payment's day and method; a paid invoice says when and how it was paid, cannot be edited
 * (the banner says what to do instead), and can be marked unpaid again.
 */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(InvoiceDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [markPaid] = useMutation(MarkPaid, { refetchQueries: ['InvoicesPage'] });
  const [markUnpaid, unmarking] = useMutation(MarkUnpaid, { refetchQueries: ['InvoicesPage'] });
  const [emailInvoice] = useMutation(EmailInvoice, { refetchQueries: ['InvoicesPage'] });
  const [paying, setPaying] = useState(false);
  const invoice = data?.invoice;

  if (!invoice) {
    if (loading) return <Skeleton shape="rect" height={480} />;
    return <NotFoundBanner title={documentMessages.invoiceNotFound} error={error} />;
  }
  async function markPaidNow(payment: Payment) {
    try {
      unwrap((await markPaid({ variables: { id, ...payment } })).data?.markInvoicePaid, 'Failed to mark the invoice paid');
      toast.success('Invoice marked paid', invoice?.number);
    } catch (err) {
      toast.error('Failed to mark the invoice paid', messageOf(err, ''));
      throw err;
    }
  }
  async function markUnpaidNow() {
    try {
      unwrap((await markUnpaid({ variables: { id } })).data?.markInvoiceUnpaid, 'Failed to mark the invoice unpaid');
      toast.success(paymentMessages.markedUnpaid, invoice?.number);
    } catch (err) {
      toast.error('Failed to mark the invoice unpaid', messageOf(err, ''));
    }
  }
  const paid = invoice.status === 'paid';

  return (
    <>
      <DocumentDetailLayout
        kind="invoice"
        id={id}
        doc={{ ...invoice, secondDate: invoice.dueDate }}
        banner={
          paid && (
            <Banner tone="info" title={invoice.paidOn ? paidLine(dayText(invoice.paidOn), invoice.paymentMethod) : 'Paid'}>
              {paymentMessages.paidLocked}
            </Banner>
          )
        }
        actions={
          <>
            {invoice.canMarkPaid && (
              // On a draft the primary action is Email (send it first); Mark Paid stays available beside it.
              <Button variant={invoice.status === 'draft' ? 'secondary' : 'primary'} onPress={() => setPaying(true)}>
                Mark Paid
              </Button>
            )}
            {paid && (
              <Button variant="secondary" onPress={markUnpaidNow} isPending={unmarking.loading}>
                Mark as unpaid
              </Button>
            )}
          </>
        }
        sendEmail={async (emails, { subject, message }) => {
          unwrap(
            (await emailInvoice({ variables: { id, emails, subject, message } })).data?.sendInvoiceEmail,
            documentMessages.invoiceEmailFallback,
          );
          await refetch();
        }}
      />
      <MarkPaidDialog number={invoice.number} isOpen={paying} onOpenChange={setPaying} onConfirm={markPaidNow} />
    </>
  );
}
