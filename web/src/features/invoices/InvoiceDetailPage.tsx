import { useMutation, useQuery } from '@apollo/client/react';
import { documentMessages } from '@rules/document-status';
import { Button, Skeleton, toast } from '@spanner/design-system';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { DocumentDetailLayout, NotFoundBanner } from '../documents';

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
      canEdit
      canMarkPaid
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
  mutation MarkInvoicePaid($id: ID!) {
    markInvoicePaid(id: $id) {
      __typename
      ... on Invoice {
        id
        status
        paidAt
        canEdit
        canMarkPaid
      }
      ... on AppError {
        message
      }
    }
  }
`);

const EmailInvoice = graphql(`
  mutation EmailInvoice($id: ID!, $emails: [String!]!) {
    sendInvoiceEmail(id: $id, emails: $emails) {
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
 */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(InvoiceDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [markPaid, marking] = useMutation(MarkPaid, { refetchQueries: ['InvoicesPage'] });
  const [emailInvoice] = useMutation(EmailInvoice, { refetchQueries: ['InvoicesPage'] });
  const invoice = data?.invoice;

  if (!invoice) {
    if (loading) return <Skeleton shape="rect" height={480} />;
    return <NotFoundBanner title={documentMessages.invoiceNotFound} error={error} />;
  }
  async function markPaidNow() {
    try {
      unwrap((await markPaid({ variables: { id } })).data?.markInvoicePaid, 'Failed to mark the invoice paid');
      toast.success('Invoice marked paid', invoice?.number);
    } catch (err) {
      toast.error('Failed to mark the invoice paid', messageOf(err, ''));
    }
  }

  return (
    <DocumentDetailLayout
      kind="invoice"
      id={id}
      doc={{ ...invoice, secondDate: invoice.dueDate }}
      actions={
        invoice.canMarkPaid && (
          <Button variant="primary" onPress={markPaidNow} isPending={marking.loading}>
            Mark Paid
          </Button>
        )
      }
      sendEmail={async (emails) => {
        unwrap((await emailInvoice({ variables: { id, emails } })).data?.sendInvoiceEmail, documentMessages.invoiceEmailFallback);
        await refetch();
      }}
    />
  );
}
