import { useMutation } from '@apollo/client/react';
import { documentMessages } from '@rules/document-status';
import { Button, toast } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useCan } from '../../lib/use-can';

const ConvertToInvoice = graphql(`
  mutation ConvertCompletedJobToInvoice($id: ID!) {
    convertCompletedJobToInvoice(id: $id) {
      __typename
      ... on ConvertToInvoicePayload {
        invoiceId
        message
      }
      ... on AppError {
        message
      }
    }
  }
`);

/**
 * Make the draft invoice of a completed job from its charges and open it (a toast names it); a failure toasts the
 * reason. Used by Convert to Invoice and by the Create invoice a completion offers.
 */
export function useInvoiceFromCompletedJob() {
  const navigate = useNavigate();
  const [convert, { loading }] = useMutation(ConvertToInvoice, {
    refetchQueries: ['CompletedJobDetail', 'CompletedJobsPage', 'InvoicesPage'],
  });
  async function invoice(completedJobId: string) {
    try {
      const result = unwrap(
        (await convert({ variables: { id: completedJobId } })).data?.convertCompletedJobToInvoice,
        documentMessages.convertFailed,
      );
      toast.success(result.message);
      navigate(`/invoices/${result.invoiceId}`);
    } catch (err) {
      toast.error(documentMessages.convertFailed, messageOf(err, ''));
    }
  }
  return { invoice, loading };
}

/**
 * Convert to Invoice on /completed-jobs/{id} (spec part 2 §2, §4): a draft invoice from the job's charges; disabled
 * without a customer; once invoiced it opens the invoice instead. Admin and manager only.
 */
export function ConvertToInvoiceButton({
  completedJob,
}: {
  completedJob: { id: string; hasInvoice: boolean; invoiceId?: string | null; customer?: { id: string } | null };
}) {
  const navigate = useNavigate();
  const mayInvoice = useCan('manageInvoices');
  const { invoice, loading } = useInvoiceFromCompletedJob();
  if (!mayInvoice) return null;
  if (completedJob.hasInvoice && completedJob.invoiceId) {
    return (
      <Button variant="secondary" onPress={() => navigate(`/invoices/${completedJob.invoiceId}`)}>
        Open Invoice
      </Button>
    );
  }

  return (
    <Button variant="primary" onPress={() => invoice(completedJob.id)} isPending={loading} isDisabled={!completedJob.customer}>
      Convert to Invoice
    </Button>
  );
}
