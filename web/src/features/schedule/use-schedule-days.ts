import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { useTimeZone } from '../../lib/time-zone';
import { dayKeyOf, MONTH_CAP, rangeOf, summaryDays } from './calendar';
import type { ScheduleJob } from './schedule-job';
import { useReload } from './use-reload';
import { type ScheduleChange, useScheduleChanges } from './use-schedule-changes';

export const ScheduleDaysDocument = graphql(`
  query ScheduleDays($start: DateTime!, $end: DateTime!, $technicianId: ID, $perDay: Int) {
    scheduleDays(start: $start, end: $end, technicianId: $technicianId, perDay: $perDay) {
      day
      count
      jobs {
        id
        ...ScheduleJob
      }
    }
  }
`);

/** Changes that never move a job to another day nor change who sees it: the cache carries them to the pills. */
const IN_PLACE = new Set(['UPDATED', 'STATUS_CHANGED']);

/**
 * The month view: per shown day, the number of jobs and the first 3 (`scheduleDays`), never every job
 * of six weeks. Live: pills move with the cache at once (`summaryDays`); a change that may touch a shown day — a
 * job created on it, a listed job moved or deleted, or any move while some day has jobs behind '+N more…' (their
 * days are not known here) — reads the summaries again. `settle` waits for one of our own moves and then reads
 * them again, so counts and pills are the API's once `settling` is off.
 */
export function useScheduleDays(days: string[], technicianId: string | null, skip = false) {
  const timeZone = useTimeZone();
  const range = useMemo(() => rangeOf(days, timeZone), [days, timeZone]);
  const { data, loading, error, refetch } = useQuery(ScheduleDaysDocument, {
    variables: { ...range, technicianId, perDay: MONTH_CAP },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip,
  });
  const summaries = skip ? undefined : data?.scheduleDays;

  const previous = useRef<Map<string, readonly ScheduleJob[]>>(undefined);
  const { byDay, counts } = useMemo(() => {
    const grid = summaryDays(summaries ?? [], days, technicianId, previous.current, timeZone);
    previous.current = grid.byDay;
    return grid;
  }, [summaries, days, technicianId, timeZone]);

  const byId = useMemo(() => new Map((summaries ?? []).flatMap((s) => s.jobs.map((j) => [j.id, j] as const))), [summaries]);

  const reload = useReload(refetch);
  const view = useRef({ days: new Set(days), byId, byDay, counts, reload, timeZone });
  view.current = { days: new Set(days), byId, byDay, counts, reload, timeZone };
  useScheduleChanges((change: ScheduleChange) => {
    const { days, byId, byDay, counts, reload, timeZone } = view.current;
    if (IN_PLACE.has(change.kind)) return;
    const at = change.job?.scheduledAt;
    const onShownDay = !!at && days.has(dayKeyOf(at, timeZone));
    const hidden = [...counts].some(([day, n]) => n > (byDay.get(day)?.length ?? 0));
    if (onShownDay || byId.has(change.jobId) || (change.kind !== 'CREATED' && hidden)) void reload();
  }, skip);

  const [moving, setMoving] = useState(0);
  const settle = useCallback(
    async (move: Promise<unknown>) => {
      setMoving((n) => n + 1);
      try {
        await move;
        // A failed read keeps what is shown; the next change or visit reads again.
        await reload();
      } finally {
        setMoving((n) => n - 1);
      }
    },
    [reload],
  );

  return {
    byDay,
    counts,
    byId,
    loaded: !!summaries,
    settling: moving > 0,
    loading: !skip && loading,
    // A failed first load; a failed refresh keeps showing what was there.
    error: summaries || skip ? undefined : error,
    settle,
  };
}
