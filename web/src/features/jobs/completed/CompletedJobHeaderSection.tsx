import { useMutation } from '@apollo/client/react';
import { AlertDialog, Button, PageHeader, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import type { CompletedJobHeaderFieldsFragment } from '../../../gql/graphql';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import { useCan } from '../../../lib/use-can';
import { ConvertToInvoiceButton } from '../../invoices';
import { CompletedBadge } from '../CompletedJobsPage';

export const CompletedJobHeaderFields = graphql(`
  fragment CompletedJobHeaderFields on CompletedJob {
    id
    title
    hasInvoice
    invoiceId
    customer {
      id
    }
  }
`);

const DeleteCompletedJob = graphql(`
  mutation DeleteCompletedJob($id: ID!) {
    deleteCompletedJob(id: $id) {
      __typename
      ... on DeleteJobPayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

/** The completed job's title and Invoiced / Completed badge; Back, Convert to Invoice (office roles), and Delete with the `deleteJobs` ability (asks first). */
export function CompletedJobHeaderSection({ completedJob }: { completedJob: CompletedJobHeaderFieldsFragment }) {
  const navigate = useNavigate();
  const mayDelete = useCan('deleteJobs');
  const [deleteCompleted] = useMutation(DeleteCompletedJob, { refetchQueries: ['CompletedJobsPage', 'JobsPage'] });
  const [asking, setAsking] = useState(false);

  async function remove() {
    try {
      unwrap((await deleteCompleted({ variables: { id: completedJob.id } })).data?.deleteCompletedJob, 'Failed to delete completed job');
      toast.success('Completed job deleted', completedJob.title);
      navigate('/completed-jobs');
    } catch (err) {
      toast.error('Failed to delete completed job', messageOf(err, ''));
      throw err;
    }
  }

  return (
    <>
      <PageHeader
        title={completedJob.title}
        badges={<CompletedBadge hasInvoice={completedJob.hasInvoice} />}
        actions={
          <>
            <Button variant="secondary" onPress={() => navigate('/completed-jobs')}>
              Back
            </Button>
            <ConvertToInvoiceButton completedJob={completedJob} />
            {mayDelete && (
              <Button variant="danger" onPress={() => setAsking(true)}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <AlertDialog isOpen={asking} onOpenChange={setAsking} variant="destructive" title="Delete this completed job?" onConfirm={remove}>
        Are you sure you want to delete this completed job? The job, its notes, hours, parts and photos are deleted too. This cannot be
        undone.
      </AlertDialog>
    </>
  );
}
