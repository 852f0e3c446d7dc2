import { useApolloClient, useMutation } from '@apollo/client/react';
import { formatInstant, fromLocalInput } from '@rules/zoned-time';
import { toast } from '@spanner/design-system';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { moveToDay, timeText } from './calendar';
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

/** The instant of a minute of the day (the week view's drop) on a day, in the zone. */
const atMinute = (day: string, minute: number, timeZone: string) =>
  fromLocalInput(day, `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`, timeZone);

/**
 * Move a job to another day: at the time of day it was dropped at (the week view's axis), else at the same local
 * time. Applied at once by writing the new time into Apollo's cache (a plain write rather than an optimistic layer:
 * with 2,000 jobs in view, reading the month back through a fresh optimistic layer costs a full re-read, a plain
 * write only the moved job), put back when the call fails (an AppError result or a transport error), with `failed`
 * on for the alert. A move that is saved is told in a toast with Undo, which moves the job back the same way.
 * `settle` is given each move's promise (the month view reads its day summaries again once it is saved).
 */
export function useReschedule(settle?: (move: Promise<unknown>) => void) {
  const client = useApolloClient();
  const timeZone = useTimeZone();
  const [mutate] = useMutation(RescheduleJobDocument);
  const [failed, setFailed] = useState(false);

  /** Shows the job at `to` at once and saves it; back at `from` if the save fails. True once saved. */
  const move = useCallback(
    async (jobId: string, from: string, to: string) => {
      const id = client.cache.identify({ __typename: 'Job', id: jobId });
      const write = (at: string) =>
        client.cache.writeFragment({ id, fragment: JobTimeFields, data: { __typename: 'Job', id: jobId, scheduledAt: at } });
      setFailed(false);
      write(to);
      try {
        unwrap((await mutate({ variables: { id: jobId, scheduledAt: to } })).data?.rescheduleJob);
        return true;
      } catch {
        // rolled back below
      }
      write(from);
      setFailed(true);
      return false;
    },
    [client, mutate],
  );

  const reschedule = useCallback(
    (job: Pick<ScheduleJob, 'id' | 'scheduledAt'>, day: string, minute?: number | null) => {
      const before = job.scheduledAt;
      if (!before) return;
      const scheduledAt = minute == null ? moveToDay(before, day, timeZone) : atMinute(day, minute, timeZone);
      if (!scheduledAt || scheduledAt === before) return;
      const moving = move(job.id, before, scheduledAt).then((saved) => {
        if (!saved) return;
        toast.success(RESCHEDULED, movedText(scheduledAt, timeZone), {
          label: 'Undo',
          onPress: () => {
            const back = move(job.id, scheduledAt, before);
            settle?.(back);
          },
        });
      });
      settle?.(moving);
    },
    [move, settle, timeZone],
  );

  return { reschedule, failed, dismiss: useCallback(() => setFailed(false), []) };
}

/** The toast of a saved move, and where the job now is: 'Wed 25 Nov, 11:00 am'. */
export const RESCHEDULED = 'Job rescheduled';
const movedText = (at: string, timeZone: string) =>
  `${formatInstant(at, timeZone, { weekday: 'short', day: 'numeric', month: 'short' })}, ${timeText(at, timeZone)}`;
