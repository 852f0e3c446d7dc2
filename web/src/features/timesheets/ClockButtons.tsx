import { Button, Stack } from '@spanner/design-system';
import type { ClockAction, ClockState } from '../../offline/outbox/clock-changes';

// The day's clock buttons (docs/timesheets.md → Screens): the actions that apply now. The same buttons online (each
// press a request) and offline (each press a change in the outbox, at the phone's time).

export interface ClockJob {
  id: string;
  title: string;
}

export function ClockButtons({
  state,
  jobs,
  busy,
  onAction,
}: {
  state: ClockState;
  /** Today's jobs: Start work on each, Leave the one being worked. */
  jobs: readonly ClockJob[];
  busy: boolean;
  onAction: (action: ClockAction, job?: ClockJob) => void;
}) {
  const { running } = state;
  if (!state.shiftStart)
    return (
      <Button variant="primary" isDisabled={busy} onPress={() => onAction('clock-on')}>
        Clock on
      </Button>
    );
  return (
    <Stack gap="3">
      {jobs.length > 0 && (
        <Stack gap="2" aria-label="Today's jobs">
          {jobs.map((job) =>
            running?.kind === 'work' && running.jobId === job.id ? (
              <Button key={job.id} variant="secondary" fullWidth isDisabled={busy} onPress={() => onAction('leave-job', job)}>
                {`Leave ${job.title}`}
              </Button>
            ) : (
              <Button key={job.id} variant="secondary" fullWidth isDisabled={busy} onPress={() => onAction('arrive', job)}>
                {`Start work on ${job.title}`}
              </Button>
            ),
          )}
        </Stack>
      )}
      <Stack direction="row" gap="2">
        {running?.kind !== 'travel' && (
          <Button variant="secondary" isDisabled={busy} onPress={() => onAction('start-travel')}>
            Start travel
          </Button>
        )}
        {running?.kind === 'break' ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => onAction('end-break')}>
            End break
          </Button>
        ) : (
          <Button variant="secondary" isDisabled={busy} onPress={() => onAction('start-break')}>
            Start break
          </Button>
        )}
        <Button variant="primary" isDisabled={busy} onPress={() => onAction('clock-off')}>
          Clock off
        </Button>
      </Stack>
    </Stack>
  );
}
