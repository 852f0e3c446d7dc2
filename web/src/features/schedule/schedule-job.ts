import { graphql } from '../../gql';
import type { ScheduleJobFragment } from '../../gql/graphql';

/** What the calendar, the week list, the day dialog and the dashboard show of a job. */
export const ScheduleJobFields = graphql(`
  fragment ScheduleJob on Job {
    id
    title
    status
    scheduledAt
    durationMinutes
    customer {
      id
      name
      suburb
    }
    technicians {
      id
      name
      color
    }
  }
`);

export type ScheduleJob = ScheduleJobFragment;

/** The drag payload type of a job pill (its id). */
export const JOB_DRAG_TYPE = 'application/x-spanner-job';
