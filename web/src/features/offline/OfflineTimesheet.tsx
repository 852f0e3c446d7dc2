import { dayKeyOf, formatDayKey, shortTimeText, startOfWeek } from '@rules/zoned-time';
import { Badge, Banner, Button, Card, Entry, EntryList, Stack } from '@spanner/design-system';
import { useState } from 'react';
import { MutationError } from '../../lib/mutation-result';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import type { Change } from '../../offline/outbox/changes';
import { afterClockAction, type ClockAction, type ClockState, NOT_CLOCKED_ON } from '../../offline/outbox/clock-changes';
import { queueChange } from '../../offline/outbox/sync';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { ClockButtons, type ClockJob, clockStatusText, ShiftForm, type ShiftFormValues } from '../timesheets';
import * as css from './offline.css';
import { checkDayOnDevice, type DayOnDevice, laidOver, type ShiftOnDevice, shiftsOnDevice, weekOnDevice } from './week-on-device';

// The member's day with no signal (/timesheet in the offline app; docs/timesheets.md → Offline): the clock as saved,
// with the clock actions waiting in the outbox laid over it, and the same buttons as online. Each press is a change in
// the outbox at the phone's time; the server keeps that time when the signal returns. Totals are the server's, so
// they are not shown here. The week is the saved one with the outbox laid over it (week-on-device.ts), and "Add a day"
// is the online form, its day kept as a change in the outbox (kind 'shift') once the rules' checks pass on the phone.

/**
 * The clock on this phone: the saved one, moved in order by each clock action of the outbox it does not hold yet —
 * those waiting, and those sent after it was read. One the server refused moves nothing.
 */
export function clockOnDevice(copy: DeviceCopy, changes: readonly Change[]): ClockState {
  const readAt = copy.clockAt ?? copy.savedAt;
  let state = copy.clock ?? NOT_CLOCKED_ON;
  for (const c of changes) {
    if (c.kind !== 'clock' || !laidOver(c, readAt)) continue;
    state = afterClockAction(state, c.action, c.at, c.job);
  }
  return state;
}

export function OfflineTimesheet({ copy }: { copy: DeviceCopy }) {
  const changes = useOutbox();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!changes) return null;
  const today = dayKeyOf(new Date(), copy.timeZone);
  const jobs = copy.jobs.filter((j) => j.scheduledAt && dayKeyOf(j.scheduledAt, copy.timeZone) === today);
  const state = clockOnDevice(copy, changes);
  const act = async (action: ClockAction, job?: ClockJob) => {
    setBusy(true);
    setProblem(null);
    try {
      const at = new Date().toISOString();
      await queueChange(copy.userId, {
        kind: 'clock',
        action,
        at,
        timeZone: copy.timeZone,
        ...(job ? { job: { id: job.id, title: job.title } } : {}),
      });
    } catch {
      setProblem('The clock action could not be kept on this device');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h1>Timesheet</h1>
      <Card title="Today" description={formatDayKey(today, { weekday: 'long', day: 'numeric', month: 'long' })}>
        <Stack gap="4">
          <p role="status" aria-live="polite">
            <strong>{clockStatusText(state, copy.timeZone)}</strong>
          </p>
          {problem && (
            <Banner tone="error" title="Not saved">
              {problem}
            </Banner>
          )}
          <ClockButtons state={state} jobs={jobs} busy={busy} onAction={act} />
          <p className={css.muted}>
            No signal: each press is kept on this phone with its time and sent with your other changes when the signal returns. Today's
            totals show once it is sent.
          </p>
        </Stack>
      </Card>
      <OfflineWeek copy={copy} changes={changes} today={today} />
    </>
  );
}

const waiting = (s: ShiftOnDevice) => s.state === 'waiting' || s.state === 'sending';
const spanOf = (s: ShiftOnDevice, timeZone: string) =>
  `${shortTimeText(s.start, timeZone)} – ${s.end ? shortTimeText(s.end, timeZone) : 'now'}${waiting(s) ? ' (waiting to send)' : ''}`;

/** The week on the phone, and "Add a day": the online form, its day kept in the outbox and sent when the signal returns. */
function OfflineWeek({ copy, changes, today }: { copy: DeviceCopy; changes: readonly Change[]; today: string }) {
  const [adding, setAdding] = useState(false);
  const [kept, setKept] = useState(false);
  const weekStart = startOfWeek(today);
  const known = shiftsOnDevice(copy, changes);
  const days: DayOnDevice[] = weekOnDevice(copy, changes, weekStart);
  const keep = async (values: ShiftFormValues) => {
    // The rules' checks against the shifts this phone knows of: the server checks again when it is sent.
    const found = checkDayOnDevice(values, known);
    const first = Object.values(found)[0];
    if (first) throw new MutationError(first, 'VALIDATION', found);
    try {
      await queueChange(copy.userId, {
        kind: 'shift',
        start: values.start,
        end: values.end,
        note: values.note,
        ...(values.segments?.length ? { segments: values.segments } : {}),
        timeZone: copy.timeZone,
      });
    } catch {
      throw new Error('The day could not be kept on this device');
    }
    setAdding(false);
    setKept(true);
  };
  return (
    <Card title="This week" description={`Week of ${formatDayKey(weekStart, { day: 'numeric', month: 'long' })}, as on this phone`}>
      <Stack gap="3">
        <EntryList aria-label="Days of the week">
          {days.map((d) => (
            <Entry
              key={d.day}
              title={formatDayKey(d.day, { weekday: 'long', day: 'numeric', month: 'short' })}
              meta={d.shifts.map((s) => spanOf(s, copy.timeZone)).join(', ')}
              aside={d.shifts.some(waiting) ? <Badge tone="yellow">Waiting to send</Badge> : null}
            />
          ))}
        </EntryList>
        {!days.length && <p>No hours this week on this phone yet.</p>}
        {kept && !adding && (
          <p role="status" className={css.muted}>
            Day kept on this phone: it is sent with your other changes when the signal returns.
          </p>
        )}
        {adding ? (
          <ShiftForm
            weekStart={weekStart}
            initialDay={today}
            timeZone={copy.timeZone}
            submitLabel="Save day"
            jobs={copy.jobs.map((j) => ({ id: j.id, title: j.title }))}
            onSave={keep}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button
            variant="secondary"
            onPress={() => {
              setKept(false);
              setAdding(true);
            }}
          >
            Add a day
          </Button>
        )}
      </Stack>
    </Card>
  );
}
