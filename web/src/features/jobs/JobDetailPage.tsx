import { useMutation, useQuery } from '@apollo/client/react';
import { canComplete, JOB_TYPE_LABELS } from '@rules/job-status';
import { DEFAULT_MEMBER_COLOR } from '@rules/people';
import { statusBadge } from '@rules/status-tones';
import { AlertDialog, Avatar, Badge, Banner, Button, Card, EmptyState, Link, Skeleton, StatusBadge, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { messageOf } from '../../lib/error-message';
import { useTimeZone } from '../../lib/time-zone';
import { useViewer } from '../auth/viewer';
import { isOffice, mapSearchUrl, whenText } from './format';
import * as css from './jobs.css';
import { PhotoThumbnails } from './PhotoThumbnails';

export const JobDetailQuery = graphql(`
  query JobDetail($id: ID!) {
    job(id: $id) {
      id
      title
      jobType
      description
      status
      scheduledAt
      canConfirm
      confirmedAt
      customer {
        id
        name
        address
        phone
        contactName
      }
      technicians {
        id
        name
        email
        role
        color
      }
      equipment {
        id
        name
        make
        model
        serial
        serviceIntervalMonths
      }
      photoCount
      photos {
        id
        url
        originalName
      }
      completion {
        id
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

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', manager: 'Manager', technician: 'Technician' };

/**
 * /jobs/{id} (spec part 2 §2 "Job detail"): overview, technicians, equipment, photos with a viewer; Navigate,
 * Notes & Charges, Edit Job, Confirm Job (new with a token), Complete, Delete (admin and manager).
 */
export function JobDetailPage() {
  const timeZone = useTimeZone();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data, loading, error } = useQuery(JobDetailQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [confirmJob, confirming] = useMutation(ConfirmJobMutation);
  const [completeJob] = useMutation(CompleteJobMutation, { refetchQueries: ['JobsPage', 'CompletedJobsPage'] });
  const [deleteJob] = useMutation(DeleteJobMutation, { refetchQueries: ['JobsPage'] });
  const [asking, setAsking] = useState<'complete' | 'delete' | null>(null);
  const job = data?.job;

  if (!job) {
    if (loading) return <Skeleton shape="rect" height={420} />;
    return (
      <EmptyState
        title="Failed to load job"
        description={messageOf(error, 'Job not found')}
        action={
          <Button variant="secondary" onPress={() => navigate('/jobs')}>
            Back to Jobs
          </Button>
        }
      />
    );
  }

  const address = job.customer?.address ?? '';
  const completed = !!job.completion;

  async function confirm() {
    try {
      const { data: r } = await confirmJob({ variables: { id } });
      if (r?.confirmJob.__typename === 'Job') toast.success('Job confirmed successfully ✔');
      else toast.error(r?.confirmJob.message || 'Failed to confirm job');
    } catch (err) {
      toast.error(messageOf(err, 'Failed to confirm job'));
    }
  }

  async function complete() {
    try {
      const { data: r } = await completeJob({ variables: { id } });
      if (r?.completeJob.__typename !== 'CompletedJob') throw new Error(r?.completeJob.message || 'Failed to complete job');
      toast.success('Job completed', job?.title);
      navigate('/jobs');
    } catch (err) {
      toast.error('Failed to complete job', messageOf(err, ''));
      throw err;
    }
  }

  async function remove() {
    try {
      const { data: r } = await deleteJob({ variables: { id } });
      if (r?.deleteJob.__typename !== 'DeleteJobPayload') throw new Error(r?.deleteJob.message || 'Failed to delete');
      toast.success('Job deleted', job?.title);
      navigate('/jobs');
    } catch (err) {
      toast.error('Failed to delete', messageOf(err, ''));
      throw err;
    }
  }

  return (
    <>
      <div className={css.header}>
        <div className={css.headerTitle}>
          <h1 className={css.heading}>{job.title}</h1>
          <StatusBadge {...statusBadge('job', job.status)} />
          {job.jobType && <Badge tone="grey">{JOB_TYPE_LABELS[job.jobType]}</Badge>}
        </div>
      </div>
      <div className={css.actions}>
        <Button variant="secondary" isDisabled={!address} onPress={() => window.open(mapSearchUrl(address), '_blank', 'noopener')}>
          Navigate
        </Button>
        <Button variant="secondary" onPress={() => navigate(`/jobs/${id}/notes`)}>
          Notes & Charges
        </Button>
        <Button variant="secondary" onPress={() => navigate(`/jobs/${id}/edit`)}>
          Edit Job
        </Button>
        {job.canConfirm && (
          <Button variant="secondary" onPress={confirm} isPending={confirming.loading}>
            Confirm Job
          </Button>
        )}
        {canComplete(job.status, completed) && (
          <Button variant="primary" onPress={() => setAsking('complete')}>
            Complete
          </Button>
        )}
        {isOffice(viewer?.role) && (
          <Button variant="danger" onPress={() => setAsking('delete')}>
            Delete
          </Button>
        )}
      </div>
      {completed && job.completion && (
        <Banner
          tone="info"
          title="This job has been completed"
          action={<Link href={`/completed-jobs/${job.completion.id}`}>View completed job</Link>}
        />
      )}
      <div className={css.detailGrid}>
        <div className={css.column}>
          <Card title="Overview" headingLevel={2}>
            <dl className={css.fields}>
              <dt className={css.term}>Customer</dt>
              <dd className={css.definition}>
                {job.customer ? <Link href={`/customers/${job.customer.id}`}>{job.customer.name}</Link> : 'No customer'}
              </dd>
              {job.customer?.contactName && (
                <>
                  <dt className={css.term}>Contact</dt>
                  <dd className={css.definition}>{job.customer.contactName}</dd>
                </>
              )}
              {address && (
                <>
                  <dt className={css.term}>Address</dt>
                  <dd className={css.definition}>{address}</dd>
                </>
              )}
              {job.customer?.phone && (
                <>
                  <dt className={css.term}>Phone</dt>
                  <dd className={css.definition}>
                    <Link href={`tel:${job.customer.phone.replace(/\s/g, '')}`}>{job.customer.phone}</Link>
                  </dd>
                </>
              )}
              <dt className={css.term}>Scheduled</dt>
              <dd className={css.definition}>{whenText(job.scheduledAt, timeZone)}</dd>
              {job.confirmedAt && (
                <>
                  <dt className={css.term}>Confirmed</dt>
                  <dd className={css.definition}>{whenText(job.confirmedAt, timeZone)}</dd>
                </>
              )}
              <dt className={css.term}>Description</dt>
              <dd className={css.definition}>{job.description || '—'}</dd>
            </dl>
          </Card>
          <Card title={`Photos (${job.photoCount})`} headingLevel={2}>
            {job.photos.length ? (
              <PhotoThumbnails photos={job.photos} />
            ) : (
              <p className={css.muted}>No photos yet. Add them on Notes & Charges.</p>
            )}
          </Card>
        </div>
        <div className={css.column}>
          <Card title="Technicians" headingLevel={2}>
            {job.technicians.length ? (
              <ul className={css.list}>
                {job.technicians.map((t) => (
                  <li key={t.id} className={css.listItem}>
                    <Avatar name={t.name} size="sm" />
                    <span className={css.listMain}>
                      <span className={css.listTitle}>{t.name}</span>
                      <span className={css.listSub}>{ROLE_LABELS[t.role] ?? t.role}</span>
                    </span>
                    <span className={css.dot} style={{ background: t.color || DEFAULT_MEMBER_COLOR }} aria-hidden="true" />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css.muted}>No technicians assigned.</p>
            )}
          </Card>
          <Card title="Equipment" headingLevel={2}>
            {job.equipment.length ? (
              <ul className={css.list}>
                {job.equipment.map((e) => (
                  <li key={e.id} className={css.listItem}>
                    <span className={css.listMain}>
                      <Link href={`/equipment/${e.id}`}>{e.name}</Link>
                      <span className={css.listSub}>
                        {[e.make, e.model, e.serial && `S/N ${e.serial}`].filter(Boolean).join(' · ') || 'No details'}
                        {e.serviceIntervalMonths ? ` · service every ${e.serviceIntervalMonths} months` : ''}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css.muted}>No equipment on this job.</p>
            )}
          </Card>
        </div>
      </div>
      <AlertDialog
        isOpen={asking === 'complete'}
        onOpenChange={(o) => !o && setAsking(null)}
        title="Complete this job?"
        confirmLabel="Complete"
        onConfirm={complete}
      >
        It moves to Completed Jobs with its notes, hours, parts, photos and charges.
        {job.jobType === 'service' ? ' A follow-up service is booked for each unit with a service interval.' : ''}
      </AlertDialog>
      <AlertDialog
        isOpen={asking === 'delete'}
        onOpenChange={(o) => !o && setAsking(null)}
        variant="destructive"
        title="Delete this job?"
        onConfirm={remove}
      >
        Are you sure you want to delete this job? Its notes, hours, parts and photos are deleted too. This cannot be undone.
      </AlertDialog>
    </>
  );
}
