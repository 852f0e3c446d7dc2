import { dayKeyOf, formatDayKey } from '@rules/zoned-time';
import { Banner, Card, Stack } from '@spanner/design-system';
import { useState } from 'react';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import type { Change } from '../../offline/outbox/changes';
import { afterClockAction, type ClockAction, type ClockState, NOT_CLOCKED_ON } from '../../offline/outbox/clock-changes';
import { queueChange } from '../../offline/outbox/sync';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { ClockButtons, type ClockJob, clockStatusText } from '../timesheets';
import * as css from './offline.css';

// The member's day with no signal (/timesheet in the offline app; docs/timesheets.md → Offline): the clock as saved,
// with the clock actions waiting in the outbox laid over it, and the same buttons as online. Each press is a change in
// the outbox at the phone's time; the server keeps that time when the signal returns. Totals are the server's, so
// they are not shown here.

/**
 * The clock on this phone: the saved one, moved in order by each clock action of the outbox it does not hold yet —
 * those waiting, and those sent after it was read. One the server refused moves nothing.
 */
export function clockOnDevice(copy: DeviceCopy, changes: readonly Change[]): ClockState {
  const readAt = copy.clockAt ?? copy.savedAt;
  let state = copy.clock ?? NOT_CLOCKED_ON;
  for (const c of changes) {
    if (c.kind !== 'clock' || c.state === 'needs-attention' || (c.state === 'sent' && (c.sentAt ?? '') <= readAt)) continue;
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
            totals and your week show once it is sent.
          </p>
        </Stack>
      </Card>
    </>
  );
}
