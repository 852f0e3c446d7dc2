import { useQuery } from '@apollo/client/react';
import { addDays, midnightOf } from '@rules/zoned-time';
import { graphql } from '../../gql';
import type { JobChoice } from './SegmentsEditor';

// The jobs a member's day can be put on when it is entered after the fact: their jobs scheduled in the week
// (`jobsInRange` for the member, the schedule's own visibility: a technician sees their own), so the work entered
// becomes those jobs' hours as a clocked day's does.

export const WeekJobsQuery = graphql(`
  query WeekJobs($start: DateTime!, $end: DateTime!, $technicianId: ID) {
    jobsInRange(start: $start, end: $end, technicianId: $technicianId) {
      id
      title
    }
  }
`);

/** The member's jobs of the week starting `weekStart` (Monday, organisation's zone); none until read. */
export function useWeekJobs(memberId: string | null | undefined, weekStart: string, timeZone: string): JobChoice[] {
  const { data } = useQuery(WeekJobsQuery, {
    variables: {
      start: midnightOf(weekStart, timeZone).toISOString(),
      end: midnightOf(addDays(weekStart, 7), timeZone).toISOString(),
      technicianId: memberId ?? null,
    },
    skip: !memberId,
  });
  return data?.jobsInRange ?? [];
}
