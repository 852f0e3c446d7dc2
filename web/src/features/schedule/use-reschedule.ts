import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { moveToDay } from './calendar';
import type { ScheduleJob } from './schedule-job';

const RescheduleJobDocument = graphql(`
  mutation RescheduleJob($id: ID!, $scheduledAt: String!) {
    rescheduleJob(id: $id, scheduledAt: $scheduledAt) {
      __typename
      ... on Job {
        id
        scheduledAt
        status
      }
      ... on AppError {
        message
      }
    }
  }
`);

const JobTimeFields = graphql(`
  fragment JobTime on Job {
    id
    scheduledAt
  }
`);

/** Spec part 1 §9: the alert when a reschedule fails (the view is rolled back). */
export const RESCHEDULE_FAILED = 'Failed to reschedule job.';

/**
 * Move a job to another day at the same local time. Applied at once by writing the new time into Apollo's cache
 * (a plain write rather than an optimistic layer: with 2,000 jobs in view, reading the month back through a fresh
 * optimistic layer costs a full re-read, a plain write only the moved job), put back when the call fails (an
 * AppError result or a transport error), with `failed` on for the alert.
 */
export function useReschedule() {
  const client = useApolloClient();
  const timeZone = useTimeZone();
  const [mutate] = useMutation(RescheduleJobDocument);
  const [failed, setFailed] = useState(false);

  const reschedule = useCallback(
    async (job: Pick<ScheduleJob, 'id' | 'scheduledAt'>, day: string) => {
      const before = job.scheduledAt;
      if (!before) return;
      const scheduledAt = moveToDay(before, day, timeZone);
      if (scheduledAt === before) return;
      const id = client.cache.identify({ __typename: 'Job', id: job.id });
      const write = (at: string) =>
        client.cache.writeFragment({ id, fragment: JobTimeFields, data: { __typename: 'Job', id: job.id, scheduledAt: at } });
      setFailed(false);
      write(scheduledAt);
      try {
        unwrap((await mutate({ variables: { id: job.id, scheduledAt } })).data?.rescheduleJob);
        return;
      } catch {
        // rolled back below
      }
      write(before);
      setFailed(true);
    },
    [client, mutate, timeZone],
  );

  return { reschedule, failed, dismiss: useCallback(() => setFailed(false), []) };
}
