import { useMutation, useQuery } from '@apollo/client/react';
import { AlertDialog, Button, Card, FigureTable, Skeleton, StatCard, toast } from '@spanner/design-system';
import { useState } from 'react';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { failedAtText, triesText, waitText } from './format';
import * as css from './owner-background-work.css';

export const BackgroundWorkDocument = graphql(`
  query OwnerBackgroundWork {
    ownerBackgroundWork {
      asOf
      deadLetterTotal
      kinds {
        kind
        queued
        oldestQueuedSeconds
        failed
        deadLettered
      }
      deadLetters {
        id
        kind
        organizationName
        failedAt
        tries
        error
      }
    }
  }
`);

export const RetryBackgroundJobMutation = graphql(`
  mutation RetryBackgroundJob($id: ID!) {
    retryBackgroundJob(id: $id) {
      __typename
      ... on RetryBackgroundJobPayload {
        id
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** The page asks again this often while open: a backlog moves by the second, an owner glances. */
const POLL_MS = 30_000;

type DeadLetter = { id: string; kind: string; organizationName: string | null; failedAt: string; tries: number; error: string };

/** /admin/background-work: each kind of background job's queue, and the jobs that failed for good with a Retry each. */
export function BackgroundWorkPage() {
  const timeZone = useTimeZone();
  const { data, error, refetch } = useQuery(BackgroundWorkDocument, { fetchPolicy: 'cache-and-network', pollInterval: POLL_MS });
  const [retry] = useMutation(RetryBackgroundJobMutation);
  const [asking, setAsking] = useState<DeadLetter | null>(null);
  const work = data?.ownerBackgroundWork;
  const queued = work?.kinds.reduce((n, k) => n + k.queued, 0);
  const failed = work?.kinds.reduce((n, k) => n + k.failed, 0);
  const oldest = work ? Math.max(0, ...work.kinds.map((k) => k.oldestQueuedSeconds)) : undefined;
  const whose = (d: DeadLetter) => d.organizationName ?? 'No organisation';

  async function retryOne(d: DeadLetter) {
    try {
      unwrap((await retry({ variables: { id: d.id } })).data?.retryBackgroundJob, 'Failed to retry the job');
      toast.success('Job queued again', `The ${d.kind} job for ${whose(d)} runs again from its first try.`);
    } catch (err) {
      toast.error('Failed to retry the job', messageOf(err, 'Try again in a moment.'));
      throw err;
    } finally {
      void refetch();
    }
  }

  if (error && !work) {
    return (
      <LoadFailure
        title="Unable to load background work"
        error={error}
        fallback="Try again in a moment."
        onRetry={() => void refetch()}
        retryLabel="Retry"
      />
    );
  }

  return (
    <div className={css.page}>
      <p className={css.muted}>
        Work Spanner does after a request has been answered, such as sending email, SMS and webhooks. A job that fails is tried again,
        waiting longer each time; once out of tries it stops here until you retry it.
      </p>
      <div className={css.figures}>
        <StatCard label="Queued" value={queued?.toLocaleString('en-AU')} detail="Waiting to run, retries included" />
        <StatCard
          label="Oldest waiting"
          value={oldest === undefined ? undefined : waitText(oldest)}
          detail="The longest a due job has waited"
        />
        <StatCard label="Failed tries" value={failed?.toLocaleString('en-AU')} detail="Waiting for their next try" />
        <StatCard
          label="Failed for good"
          value={work?.deadLetterTotal.toLocaleString('en-AU')}
          detail="Out of tries: nothing runs them until you retry"
        />
      </div>

      <Card title="By kind" padding="md">
        {work ? (
          <FigureTable
            caption="Background jobs by kind"
            hideCaption
            columns={[
              { label: 'Kind' },
              { label: 'Queued', numeric: true },
              { label: 'Oldest waiting', numeric: true },
              { label: 'Failed tries', numeric: true },
              { label: 'Failed for good', numeric: true },
            ]}
            rows={work.kinds.map((k) => ({
              key: k.kind,
              cells: [k.kind, k.queued.toLocaleString('en-AU'), waitText(k.oldestQueuedSeconds), k.failed, k.deadLettered],
            }))}
            emptyText="No kind of background work is set up yet."
          />
        ) : (
          <div role="status" aria-label="Loading background work">
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="55%" />
          </div>
        )}
      </Card>

      <Card
        title="Failed for good"
        padding="md"
        description={
          work && work.deadLetterTotal > work.deadLetters.length
            ? `The newest ${work.deadLetters.length} of ${work.deadLetterTotal.toLocaleString('en-AU')}`
            : 'Retry one once what made it fail is fixed: it runs again from its first try.'
        }
      >
        {!work ? null : work.deadLetters.length === 0 ? (
          <p className={css.muted}>No background job has failed for good.</p>
        ) : (
          <ul className={css.list} aria-label="Jobs that failed for good">
            {work.deadLetters.map((d) => (
              <li key={d.id} className={css.letter}>
                <div className={css.letterBody}>
                  <p className={css.letterTitle}>
                    {d.kind} · {whose(d)}
                  </p>
                  <p className={css.meta}>
                    Failed {failedAtText(d.failedAt, timeZone)} after {triesText(d.tries)}
                  </p>
                  <p className={css.error}>{d.error}</p>
                </div>
                <Button size="sm" variant="secondary" onPress={() => setAsking(d)} aria-label={`Retry the ${d.kind} job for ${whose(d)}`}>
                  Retry
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <AlertDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Retry this job?"
        confirmLabel="Retry"
        onConfirm={() => asking && retryOne(asking)}
      >
        {asking
          ? `The ${asking.kind} job for ${whose(asking)} runs again from its first try, with all its tries. If what made it fail is not fixed, it fails again and comes back here.`
          : null}
      </AlertDialog>
    </div>
  );
}
