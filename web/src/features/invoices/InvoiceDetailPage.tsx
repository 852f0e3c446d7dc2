import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { type DocumentDetailKind, DocumentDetailPage } from '../documents';
import { InvoiceReminders } from '../payment-reminders';
import { InvoiceBooksButton } from './InvoiceBooksButton';
import { InvoicePaidBanner } from './InvoicePaidBanner';
import { InvoicePaymentActions } from './InvoicePaymentActions';
import { InvoicePayments } from './InvoicePayments';
import { useInvoiceChanges } from './use-invoice-changes';

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
      sentAt
      paymentMethod
      canEdit
      canMarkPaid
      paidCents
      balanceCents
      creditCents
      payments {
        ...InvoicePaymentRow
      }
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

const EmailInvoice = graphql(`
  mutation EmailInvoice($id: ID!, $emails: [String!]!, $subject: String!, $message: String!) {
    sendInvoiceEmail(id: $id, emails: $emails, subject: $subject, message: $message) {
      __typename
      ... on Invoice {
        id
        status
        sentAt
        canEdit
        canMarkPaid
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** The invoice, emailed to every recipient. */
function useInvoiceDocument(id: string) {
  const { data, loading, error, refetch } = useQuery(InvoiceDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [emailInvoice] = useMutation(EmailInvoice, { refetchQueries: ['InvoicesPage'] });
  useInvoiceChanges(id, () => void refetch());
  const invoice = data?.invoice;
  return {
    doc: invoice && { ...invoice, secondDate: invoice.dueDate },
    loading,
    error,
    refetch,
    sendEmail: async (emails: string[], { subject, message }: { subject: string; message: string }) =>
      (await emailInvoice({ variables: { id, emails, subject, message } })).data?.sendInvoiceEmail,
  };
}

/** Below the invoice: its Payments, then its payment reminders. */
function InvoiceSections(props: Parameters<typeof InvoicePayments>[0]) {
  return (
    <>
      <InvoicePayments {...props} />
      <InvoiceReminders invoiceId={props.id} />
    </>
  );
}

const invoiceDetail: DocumentDetailKind<NonNullable<ReturnType<typeof useInvoiceDocument>['doc']>> = {
  kind: 'invoice',
  useDocument: useInvoiceDocument,
  Banner: InvoicePaidBanner,
  Actions: InvoicePaymentActions,
  Section: InvoiceSections,
  SendToBooks: InvoiceBooksButton,
};

/**
 * /invoices/{id} (spec part 2 §2): Back, Edit, Preview, Email, Record payment (instead of Mark Paid; hidden when paid
 * or void), the accounting buttons (Send to Xero / Sent to Xero · view, or Send to MYOB when MYOB is connected); subtotal, GST and total, then the Payments section (the ledger, the
 * balance, Refund for admins). 'Invoice not found' for a missing or foreign one. A paid invoice says when and how it
 * was paid, cannot be edited (the banner says what to do instead), and can be marked unpaid again. Changes made
 * elsewhere (a colleague, the payment provider) show live.
 */
export function InvoiceDetailPage() {
  return <DocumentDetailPage kind={invoiceDetail} />;
}
