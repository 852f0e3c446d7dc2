import { useQuery } from '@apollo/client/react';
import { useMemo, useRef } from 'react';
import { graphql } from '../../gql';
import { useTimeZone } from '../../lib/time-zone';
import { dayKeyOf, groupByDay, rangeOf } from './calendar';
import type { ScheduleJob } from './schedule-job';
import { useReload } from './use-reload';
import { type ScheduleChange, useScheduleChanges } from './use-schedule-changes';

export const ScheduleRangeDocument = graphql(`
  query ScheduleRange($start: DateTime!, $end: DateTime!, $technicianId: ID) {
    jobsInRange(start: $start, end: $end, technicianId: $technicianId) {
      id
      ...ScheduleJob
    }
  }
`);

/**
 * The jobs of the shown days (one `jobsInRange` query for the whole view), grouped by day, live: other people's
 * changes update the cache, and a job that newly falls into the view (created, moved in, assigned) refetches it.
 * The week views and the month view's day dialog read it; `skip` (or no days) reads nothing.
 */
export function useScheduleRange(days: string[], technicianId: string | null, skip = false) {
  const timeZone = useTimeZone();
  const off = skip || days.length === 0;
  const range = useMemo(() => (days.length ? rangeOf(days, timeZone) : { start: '', end: '' }), [days, timeZone]);
  const { data, loading, error, refetch } = useQuery(ScheduleRangeDocument, {
    variables: { ...range, technicianId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip: off,
  });
  const jobs = off ? undefined : data?.jobsInRange;

  const previous = useRef<Map<string, readonly ScheduleJob[]>>(undefined);
  const byDay = useMemo(() => {
    const groups = groupByDay(jobs ?? [], days, technicianId, previous.current, timeZone);
    previous.current = groups;
    return groups;
  }, [jobs, days, technicianId, timeZone]);

  const byId = useMemo(() => new Map((jobs ?? []).map((j) => [j.id, j])), [jobs]);

  const reload = useReload(refetch);
  const view = useRef({ days: new Set(days), byId, technicianId, reload, timeZone });
  view.current = { days: new Set(days), byId, technicianId, reload, timeZone };
  useScheduleChanges((change: ScheduleChange) => {
    const { days, byId, technicianId, reload, timeZone } = view.current;
    const job = change.job;
    if (!job?.scheduledAt || byId.has(job.id) || !days.has(dayKeyOf(job.scheduledAt, timeZone))) return;
    if (technicianId && !job.technicians.some((t) => t.id === technicianId)) return;
    void reload();
  }, off);

  return {
    byDay,
    byId,
    loaded: !!jobs,
    loading: !off && loading,
    // A failed first load; a failed refresh keeps showing what was there.
    error: jobs || off ? undefined : error,
    refetch,
  };
}
