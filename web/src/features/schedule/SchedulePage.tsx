import { useQuery } from '@apollo/client/react';
import {
  Banner,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  type Key,
  PHONE as MOBILE,
  PageHeader,
  Select,
  Spinner,
} from '@spanner/design-system';
import { lazy, useCallback, useMemo, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { LoadFailure } from '../../kit/LoadFailure';
import { OnDemand } from '../../lib/on-demand';
import { useTimeZone } from '../../lib/time-zone';
import { useAddressParams } from '../../lib/use-address-params';
import { useCan } from '../../lib/use-can';
import { useMediaQuery } from '../../lib/use-media-query';
import { CalendarGrid } from './CalendarGrid';
import { stepView, todayKey, type ViewMode, viewTitle, viewWeeks, weekDays } from './calendar';
import { StatusLegend } from './StatusLegend';
import * as css from './schedule.css';
import { RESCHEDULE_FAILED, useReschedule } from './use-reschedule';
import { useScheduleDays } from './use-schedule-days';
import { useScheduleRange } from './use-schedule-range';
import { WeekList } from './WeekList';

/** Opened by a day number or '+N more…': its modal is downloaded the first time a day is opened, not with the page. */
const DayDialog = lazy(() => import('./DayDialog').then((m) => ({ default: m.DayDialog })));
const LoadedDayDialog = lazy(() => import('./DayDialog').then((m) => ({ default: m.LoadedDayDialog })));

const ScheduleMembersDocument = graphql(`
  query ScheduleMembers {
    members(assignable: true) {
      id
      name
    }
  }
`);

export const VIEW_MODES = [
  { id: 'week', label: 'Week view' },
  { id: 'month', label: 'Month view' },
];

const ALL = 'all';
const isDayKey = (s: string | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

/**
 * /schedule (spec part 1 §2, §4, §9). Wide screens: the week or month grid with the view mode, the technician
 * filter and Today / Prev / Next; drag a pill to another day (in week view, to a time of day) to reschedule, with Undo. Narrow screens: the week list. The
 * shown period, view and filter live in the URL (?view=week&date=2026-11-24&tech=…), so reload keeps them.
 */
export function SchedulePage() {
  const timeZone = useTimeZone();
  const narrow = useMediaQuery(MOBILE);
  const office = useCan('seeAllJobs');
  const [params, change] = useAddressParams();
  const today = todayKey(new Date(), timeZone);
  const date = isDayKey(params.get('date')) ? params.get('date')! : today;
  const view: ViewMode = narrow || params.get('view') === 'week' ? 'week' : 'month';
  const technicianId = office ? params.get('tech') || null : null;

  const weeks = useMemo(() => viewWeeks(view, date), [view, date]);
  const days = useMemo(() => weeks.flat(), [weeks]);
  // The month grid reads per-day summaries (a count and the first pills); the week views read every job.
  const month = view === 'month';
  const range = useScheduleRange(days, technicianId, month);
  const summaries = useScheduleDays(days, technicianId, !month);
  const { byDay, byId, loaded, loading, error } = month ? summaries : range;
  const { reschedule, failed, dismiss } = useReschedule(month ? summaries.settle : undefined);
  const [openDay, setOpenDay] = useState<string | null>(null);

  const members = useQuery(ScheduleMembersDocument, { skip: !office || narrow });
  const technicianItems = useMemo(
    () => [{ id: ALL, label: 'All technicians' }, ...(members.data?.members ?? []).map((m) => ({ id: m.id, label: m.name }))],
    [members.data],
  );

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      change(
        (next) => {
          for (const [k, v] of Object.entries(changes)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
        },
        { replace: true },
      ),
    [change],
  );

  // Stable for the memoised cells: the job is looked up when it is dropped.
  const jobsById = useRef(byId);
  jobsById.current = byId;
  const onDropJob = useCallback(
    (jobId: string, day: string, minute?: number | null) => {
      const job = jobsById.current.get(jobId);
      if (job) reschedule(job, day, minute);
    },
    [reschedule],
  );

  const alert = failed && <Banner tone="error" title={RESCHEDULE_FAILED} onDismiss={dismiss} />;

  if (error) {
    return (
      <>
        <PageHeader title="Schedule" />
        <LoadFailure title="Failed to load schedule" error={error} />
      </>
    );
  }

  if (narrow) {
    return (
      <>
        <PageHeader title="Schedule" />
        {alert}
        <WeekList
          days={weekDays(date)}
          byDay={byDay}
          today={today}
          busy={loading}
          loaded={loaded}
          onStep={(step) => update({ date: stepView('week', date, step) })}
          onThisWeek={() => update({ date: null })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Schedule" badges={loading && <Spinner size="sm" label="Loading schedule" />} />
      {alert}
      <div className={css.toolbar}>
        <div className={css.nav}>
          <Button variant="secondary" size="sm" onPress={() => update({ date: null })}>
            Today
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeftIcon size={16} />}
            onPress={() => update({ date: stepView(view, date, -1) })}
          >
            Prev
          </Button>
          <Button
            variant="secondary"
            size="sm"
            iconEnd={<ChevronRightIcon size={16} />}
            onPress={() => update({ date: stepView(view, date, 1) })}
          >
            Next
          </Button>
          <h2 className={css.title} aria-live="polite">
            {viewTitle(view, date)}
          </h2>
        </div>
        <div className={css.filters}>
          <Select
            label="View"
            items={VIEW_MODES}
            value={view}
            onChange={(k: Key | null) => update({ view: k === 'week' ? 'week' : null })}
            className={css.select}
          />
          {office && (
            <Select
              label="Technician"
              items={technicianItems}
              value={technicianId ?? ALL}
              onChange={(k: Key | null) => update({ tech: !k || k === ALL ? null : String(k) })}
              className={css.select}
            />
          )}
        </div>
      </div>
      <StatusLegend />
      <CalendarGrid
        view={view}
        weeks={weeks}
        byDay={byDay}
        counts={month ? summaries.counts : undefined}
        month={date.slice(0, 7)}
        today={today}
        busy={!loaded || (month && summaries.settling)}
        onOpenDay={setOpenDay}
        onDropJob={onDropJob}
      />
      <OnDemand when={openDay !== null}>
        {month ? (
          <LoadedDayDialog day={openDay} technicianId={technicianId} onClose={() => setOpenDay(null)} />
        ) : (
          <DayDialog day={openDay} jobs={(openDay && byDay.get(openDay)) || []} onClose={() => setOpenDay(null)} />
        )}
      </OnDemand>
    </>
  );
}
