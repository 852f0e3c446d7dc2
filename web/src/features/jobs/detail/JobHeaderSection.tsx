import { useMutation, useQuery } from '@apollo/client/react';
import { canComplete, JOB_TYPE_LABELS } from '@rules/job-status';
import { statusBadge } from '@rules/status-tones';
import { AlertDialog, Badge, Banner, Button, Link, PageHeader, StatusBadge, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import type { JobHeaderFieldsFragment } from '../../../gql/graphql';
import { mapSearchUrl } from '../../../lib/contact-links';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';
import { useCan } from '../../../lib/use-can';
import { FormSettingsQuery, JOB_FORMS_ID, stillRequired } from '../../forms';
import { useInvoiceFromCompletedJob } from '../../invoices';
import { SendSmsDialog } from '../../messaging';

export const JobHeaderFields = graphql(`
  fragment JobHeaderFields on Job {
    id
    title
    jobType
    status
    canConfirm
    ...SendSmsFields
    customer {
      id
      address
    }
    completion {
      id
    }
    forms {
      id
      templateName
      required
      status
    }
    runningCharges {
      unpricedParts {
        id
        partName
        quantity
      }
    }
  }
`);

const ConfirmJobMutation = graphql(`
  mutation ConfirmJob($id: ID!) {
    confirmJob(id: $id) {
      __typename
      ... on Job {
        id
        status
        canConfirm
        confirmedAt
      }
      ... on AppError {
        message
      }
    }
  }
`);

const CompleteJobMutation = graphql(`
  mutation CompleteJob($id: ID!) {
    completeJob(id: $id) {
      __typename
      ... on CompletedJob {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

const DeleteJobMutation = graphql(`
  mutation DeleteJob($id: ID!) {
    deleteJob(id: $id) {
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

/** The parts completion would charge at $0, and where to price them first. */
function UnpricedParts({
  parts,
  notesHref,
  priceListHref,
}: {
  parts: { id: string; partName: string; quantity: number }[];
  notesHref: string;
  priceListHref: string | null;
}) {
  return (
    <>
      These parts would be charged $0:
      <ul aria-label="Unpriced parts">
        {parts.map((p) => (
          <li key={p.id}>
            {p.partName} × {p.quantity}
          </li>
        ))}
      </ul>
      Go back to pick them from the price list on <Link href={notesHref}>Notes & Charges</Link>
      {priceListHref && (
        <>
          {' '}
          or add them to the <Link href={priceListHref}>price list</Link>
        </>
      )}
      , or complete anyway.{' '}
    </>
  );
}

/** `/jobs/{id}?complete` opens the job with Complete asking (Edit Job's Status: Done leads here). */
export const COMPLETE_PARAM = 'complete';

/** The query parameter that opens Send SMS with a text (the assistant's Edit of a drafted SMS). */
export const SMS_PARAM = 'sms';

/**
 * The job's title, status and type, and what can be done with it: Navigate, Send SMS (the confirmation), Notes & Charges, Edit Job, Confirm
 * Job (new with a token), Complete (asks first, and names the parts not on the price list), Delete (with the `deleteJobs` ability; asks first).
 */
/** What a toast may offer: a link or a button for the next step. */
type ToastOffer = Parameters<typeof toast.success>[2];

export function JobHeaderSection({ job }: { job: JobHeaderFieldsFragment }) {
  const navigate = useNavigate();
  const mayDelete = useCan('deleteJobs');
  const [confirmJob, confirming] = useMutation(ConfirmJobMutation);
  const [completeJob] = useMutation(CompleteJobMutation, { refetchQueries: ['JobsPage', 'CompletedJobsPage'] });
  const [deleteJob] = useMutation(DeleteJobMutation, { refetchQueries: ['JobsPage'] });
  const mayPrice = useCan('managePriceList');
  const mayInvoice = useCan('manageInvoices');
  const { invoice } = useInvoiceFromCompletedJob();
  const [params] = useSearchParams();
  const mayComplete = canComplete(job.status, !!job.completion);
  // ?sms=<text>: the assistant's Edit of a drafted SMS opens Send SMS with that text.
  const smsText = params.get(SMS_PARAM);
  const [asking, setAsking] = useState<'complete' | 'delete' | 'sms' | null>(
    mayComplete && params.has(COMPLETE_PARAM) ? 'complete' : smsText ? 'sms' : null,
  );
  const address = job.customer?.address ?? '';
  const unpriced = job.runningCharges.unpricedParts;
  // Required forms not submitted: Complete asks first, or waits for them when the business's setting says so
  // (docs/forms.md → Completing a job; the API refuses it then too). The setting is read only when it matters.
  const unsubmitted = stillRequired(job.forms);
  const blocked =
    !!useQuery(FormSettingsQuery, { skip: unsubmitted.length === 0 }).data?.formSettings.blockCompletion && unsubmitted.length > 0;
  const variables = { id: job.id };
  const showForms = () =>
    requestAnimationFrame(() => {
      const forms = document.getElementById(JOB_FORMS_ID);
      forms?.scrollIntoView({ block: 'start' });
      forms?.focus({ preventScroll: true });
    });

  async function confirm() {
    try {
      unwrap((await confirmJob({ variables })).data?.confirmJob, 'Failed to confirm job');
      toast.success('Job confirmed successfully ✔');
    } catch (err) {
      toast.error(messageOf(err, 'Failed to confirm job'));
    }
  }

  /**
   * Runs a Complete or Delete the dialog asked for; a failure toasts and keeps the dialog open. `next` is what the
   * success toast offers to do with the result.
   */
  async function finish<T>(action: () => Promise<T>, done: string, failure: string, next?: (result: T) => ToastOffer) {
    try {
      const result = await action();
      toast.success(done, job.title, next?.(result));
      navigate('/jobs');
    } catch (err) {
      toast.error(failure, messageOf(err, ''));
      throw err;
    }
  }

  return (
    <>
      <PageHeader
        title={job.title}
        badges={
          <>
            <StatusBadge {...statusBadge('job', job.status)} />
            {job.jobType && <Badge tone="grey">{JOB_TYPE_LABELS[job.jobType]}</Badge>}
          </>
        }
        actions={
          <>
            <Button variant="secondary" isDisabled={!address} onPress={() => window.open(mapSearchUrl(address), '_blank', 'noopener')}>
              Navigate
            </Button>
            <Button variant="secondary" onPress={() => setAsking('sms')}>
              Send SMS
            </Button>
            <Button variant="secondary" onPress={() => navigate(`/jobs/${job.id}/notes`)}>
              Notes & Charges
            </Button>
            <Button variant="secondary" onPress={() => navigate(`/jobs/${job.id}/edit`)}>
              Edit Job
            </Button>
            {job.canConfirm && (
              <Button variant="secondary" onPress={confirm} isPending={confirming.loading}>
                Confirm Job
              </Button>
            )}
            {mayComplete && (
              <Button variant="primary" onPress={() => setAsking('complete')}>
                Complete
              </Button>
            )}
            {mayDelete && (
              <Button variant="danger" onPress={() => setAsking('delete')}>
                Delete
              </Button>
            )}
          </>
        }
      />
      {job.completion && (
        <Banner
          tone="info"
          title="This job has been completed"
          action={<Link href={`/completed-jobs/${job.completion.id}`}>View completed job</Link>}
        />
      )}
      <SendSmsDialog job={job} message={smsText ?? undefined} isOpen={asking === 'sms'} onOpenChange={(o) => !o && setAsking(null)} />
      <AlertDialog
        isOpen={asking === 'complete'}
        onOpenChange={(o) => !o && setAsking(null)}
        title={
          blocked
            ? 'Submit the required forms first'
            : unsubmitted.length
              ? 'Some required forms are not submitted'
              : unpriced.length
                ? 'Some parts are not on the price list'
                : 'Complete this job?'
        }
        confirmLabel={blocked ? 'Fill the forms' : unsubmitted.length || unpriced.length ? 'Complete anyway' : 'Complete'}
        cancelLabel={blocked ? 'Cancel' : unsubmitted.length ? 'Fill the forms' : unpriced.length ? 'Go back' : 'Cancel'}
        onCancel={unsubmitted.length && !blocked ? showForms : undefined}
        onConfirm={
          blocked
            ? showForms
            : () =>
                finish(
                  async () => unwrap((await completeJob({ variables })).data?.completeJob, 'Failed to complete job'),
                  'Job completed',
                  'Failed to complete job',
                  // Whoever may invoice is offered the invoice at once: the job's charges become a draft to check and send.
                  (completed) =>
                    mayInvoice && job.customer ? { label: 'Create invoice', onPress: () => void invoice(completed.id) } : undefined,
                )
        }
      >
        {unsubmitted.length > 0 && (
          <>
            {blocked
              ? 'Your business completes a job only once its required forms are submitted. Still to submit:'
              : 'These forms are required and not submitted yet:'}
            <ul aria-label="Forms not submitted">
              {unsubmitted.map((f) => (
                <li key={f.id}>{f.templateName}</li>
              ))}
            </ul>
          </>
        )}
        {!blocked && unpriced.length > 0 && (
          <UnpricedParts parts={unpriced} notesHref={`/jobs/${job.id}/notes`} priceListHref={mayPrice ? '/price-list' : null} />
        )}
        {!blocked && 'It moves to Completed Jobs with its notes, hours, parts, photos and charges.'}
        {!blocked && job.jobType === 'service'
          ? ' A follow-up service is booked for the units with a service interval: one visit for the units due on the same day.'
          : ''}
      </AlertDialog>
      <AlertDialog
        isOpen={asking === 'delete'}
        onOpenChange={(o) => !o && setAsking(null)}
        variant="destructive"
        title="Delete this job?"
        onConfirm={() =>
          finish(
            async () => unwrap((await deleteJob({ variables })).data?.deleteJob, 'Failed to delete'),
            'Job deleted',
            'Failed to delete',
          )
        }
      >
        Are you sure you want to delete this job? Its notes, hours, parts and photos are deleted too. This cannot be undone.
      </AlertDialog>
    </>
  );
}
