import { useMutation, useQuery } from '@apollo/client/react';
import { addDays, dayKeyOf, formatDayKey, startOfWeek } from '@rules/zoned-time';
import { Badge, Banner, Button, Card, DescriptionList, Entry, EntryList, PageHeader, Skeleton, Stack, toast } from '@spanner/design-system';
import { useEffect, useState } from 'react';
import type { ShiftFieldsFragment, WeekFieldsFragment } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useViewer } from '../../lib/viewer';
import { keepClockOnDevice } from '../../offline/cache/keep-clock';
import { type ClockAction, clockStateOf } from '../../offline/outbox/clock-changes';
import { ClockButtons, type ClockJob } from './ClockButtons';
import { clockStatusText } from './clock-state';
import {
  ArriveAtJobMutation,
  ClockOffMutation,
  ClockOnMutation,
  EndBreakMutation,
  EnterShiftMutation,
  LeaveJobMutation,
  MyTimesheetQuery,
  StartBreakMutation,
  StartTravelMutation,
  SubmitWeekMutation,
} from './docs';
import { hoursText, leaveSummary, leaveText, WEEK_STATUS } from './format';
import { EditShift, RemoveShift, spanText } from './ShiftActions';
import { ShiftForm } from './ShiftForm';

const REFETCH = { refetchQueries: ['MyTimesheet'], awaitRefetchQueries: true };

/** /timesheet (keepTimesheet): the member's day on the phone — clock on and off, work, travel, breaks — and their week. */
export function TimesheetPage() {
  const timeZone = useTimeZone();
  const today = dayKeyOf(new Date(), timeZone);
  const [weekStart, setWeekStart] = useState(() => startOfWeek(today));
  const { data, loading, error, refetch } = useQuery(MyTimesheetQuery, { variables: { weekStart }, fetchPolicy: 'cache-and-network' });
  const week = data?.timesheetWeek;
  const thisWeek = weekStart === startOfWeek(today);
  return (
    <>
      <PageHeader title="Timesheet" subtitle={`Week of ${formatDayKey(weekStart, { day: 'numeric', month: 'long' })}`} />
      {!data && loading ? (
        <Skeleton shape="rect" height={320} />
      ) : !data || !week ? (
        <LoadFailure title="Failed to load timesheet" error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="4">
          {thisWeek && (
            <Today week={week} openShift={data.myOpenShift ?? null} today={today} jobs={data.dashboard.todaysJobs} timeZone={timeZone} />
          )}
          <WeekCard week={week} weekStart={weekStart} onWeek={setWeekStart} today={today} timeZone={timeZone} />
          {week.status === 'open' && <AddDay weekStart={weekStart} today={today} timeZone={timeZone} memberId={week.memberId} />}
        </Stack>
      )}
    </>
  );
}

/** Which mutation each clock action is, and the field its answer comes back in. */
const CLOCK_FIELDS: Record<ClockAction, string> = {
  'clock-on': 'clockOn',
  'start-travel': 'startTravel',
  arrive: 'arriveAtJob',
  'start-break': 'startBreak',
  'end-break': 'endBreak',
  'leave-job': 'leaveJob',
  'clock-off': 'clockOff',
};
type Run = (options?: { variables?: Record<string, unknown> }) => Promise<{ data?: unknown }>;

/**
 * Today's clock. Its state is the viewer's open shift wherever it began (`myOpenShift`): a shift clocked on on Sunday
 * evening is still running on Monday morning, though this week's days do not hold it.
 */
function Today({
  week,
  openShift,
  today,
  jobs,
  timeZone,
}: {
  week: WeekFieldsFragment;
  openShift: ShiftFieldsFragment | null;
  today: string;
  jobs: readonly ClockJob[];
  timeZone: string;
}) {
  const { viewer } = useViewer();
  const runs: Record<ClockAction, Run> = {
    'clock-on': useMutation(ClockOnMutation, REFETCH)[0] as Run,
    'start-travel': useMutation(StartTravelMutation, REFETCH)[0] as Run,
    arrive: useMutation(ArriveAtJobMutation, REFETCH)[0] as Run,
    'start-break': useMutation(StartBreakMutation, REFETCH)[0] as Run,
    'end-break': useMutation(EndBreakMutation, REFETCH)[0] as Run,
    'leave-job': useMutation(LeaveJobMutation, REFETCH)[0] as Run,
    'clock-off': useMutation(ClockOffMutation, REFETCH)[0] as Run,
  };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const state = clockStateOf(openShift ? [openShift] : []);
  const day = week.days.find((d) => d.day === today);
  // The phone keeps the clock as the server has it, for a day that goes on without signal.
  const stateKey = JSON.stringify(state);
  useEffect(() => {
    if (viewer?.id) void keepClockOnDevice(viewer.id, JSON.parse(stateKey)).catch(() => {});
  }, [viewer?.id, stateKey]);

  const act = async (action: ClockAction, job?: ClockJob) => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await runs[action](action === 'arrive' ? { variables: { jobId: job?.id } } : undefined);
      const data = result.data as Record<string, { __typename: string } | null> | undefined;
      unwrap(data?.[CLOCK_FIELDS[action]], 'The timesheet could not be changed');
    } catch (err) {
      setProblem(messageOf(err, 'The timesheet could not be changed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Today" description={formatDayKey(today, { weekday: 'long', day: 'numeric', month: 'long' })}>
      <Stack gap="4">
        <p role="status" aria-live="polite">
          <strong>{clockStatusText(state, timeZone)}</strong>
        </p>
        {problem && (
          <Banner tone="error" title="Not saved">
            {problem}
          </Banner>
        )}
        <ClockButtons state={state} jobs={jobs} busy={busy} onAction={act} />
        <DescriptionList
          aria-label="Today's totals"
          items={[
            { term: 'Paid', value: hoursText(day?.minutes.paidMinutes ?? 0) },
            { term: 'On jobs', value: hoursText(day?.minutes.onJobsMinutes ?? 0) },
            { term: 'Travel', value: hoursText(day?.minutes.travelMinutes ?? 0) },
            { term: 'Breaks', value: hoursText(day?.minutes.breakMinutes ?? 0) },
          ]}
        />
      </Stack>
    </Card>
  );
}

function WeekCard({
  week,
  weekStart,
  onWeek,
  today,
  timeZone,
}: {
  week: WeekFieldsFragment;
  weekStart: string;
  onWeek: (w: string) => void;
  today: string;
  timeZone: string;
}) {
  const [submit, { loading }] = useMutation(SubmitWeekMutation, REFETCH);
  const [problem, setProblem] = useState<string | null>(null);
  const status = WEEK_STATUS[week.status];
  // Leave the office entered counts as hours of the week too (read-only here).
  const hasShifts = week.days.some((d) => d.shifts.length > 0 || d.leave.length > 0);
  const leave = leaveSummary(week.leaveMinutes);
  const onSubmit = async () => {
    setProblem(null);
    try {
      unwrap((await submit({ variables: { weekStart } })).data?.submitTimesheetWeek, 'The week could not be submitted');
      toast.success('Week submitted');
    } catch (err) {
      setProblem(messageOf(err, 'The week could not be submitted'));
    }
  };
  return (
    <Card
      title="This week"
      actions={
        <Stack direction="row" gap="2">
          <Button size="sm" variant="secondary" onPress={() => onWeek(addDays(weekStart, -7))}>
            Previous week
          </Button>
          {weekStart < startOfWeek(today) && (
            <Button size="sm" variant="secondary" onPress={() => onWeek(addDays(weekStart, 7))}>
              Next week
            </Button>
          )}
        </Stack>
      }
    >
      <Stack gap="3">
        <Stack direction="row" gap="2">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span>
            {`${hoursText(week.ordinaryMinutes)} ordinary · ${hoursText(week.overtimeMinutes)} overtime · ${hoursText(week.minutes.travelMinutes)} travel${leave ? ` · ${leave}` : ''}`}
          </span>
        </Stack>
        <EntryList aria-label="Days of the week">
          {week.days
            .filter((d) => d.shifts.length > 0 || d.leave.length > 0)
            .map((d) => (
              <Entry
                key={d.day}
                title={formatDayKey(d.day, { weekday: 'long', day: 'numeric', month: 'short' })}
                meta={[...d.shifts.map((s) => spanText(s, timeZone)), ...d.leave.map((l) => leaveText(l))].join(', ')}
                aside={hoursText(d.minutes.paidMinutes)}
                actions={
                  week.status === 'open'
                    ? d.shifts
                        .filter((s) => s.end)
                        .map((s) => (
                          <Stack key={s.id} direction="row" gap="2">
                            <EditShift
                              shift={s}
                              weekStart={weekStart}
                              timeZone={timeZone}
                              memberId={week.memberId}
                              refetchQueries={['MyTimesheet']}
                            />
                            <RemoveShift shift={s} timeZone={timeZone} onProblem={setProblem} />
                          </Stack>
                        ))
                    : null
                }
              />
            ))}
        </EntryList>
        {!hasShifts && <p>No hours this week yet.</p>}
        {problem && (
          <Banner tone="error" title="Not saved">
            {problem}
          </Banner>
        )}
        {week.status === 'open' && hasShifts && (
          <Button
            variant="primary"
            isDisabled={loading || !!clockStateOf(week.days.flatMap((d) => d.shifts)).shiftStart}
            onPress={onSubmit}
          >
            Submit week
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** A day entered after the fact: its date, start, end and note (ShiftForm checks them before the server does). */
function AddDay({ weekStart, today, timeZone, memberId }: { weekStart: string; today: string; timeZone: string; memberId: string }) {
  const [enter] = useMutation(EnterShiftMutation, REFETCH);
  return (
    <Card title="Add a day" description="Hours you did not clock, for a day of this week">
      <ShiftForm
        weekStart={weekStart}
        initialDay={weekStart <= today && today <= addDays(weekStart, 6) ? today : weekStart}
        timeZone={timeZone}
        submitLabel="Save day"
        memberId={memberId}
        onSave={async ({ start, end, note, segments }) => {
          unwrap((await enter({ variables: { input: { start, end, note, segments } } })).data?.enterShift, 'The day could not be saved');
          toast.success('Day saved');
        }}
      />
    </Card>
  );
}
