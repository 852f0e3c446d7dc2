import { shortTimeText } from '@rules/zoned-time';
import type { ShiftSegmentKind } from '../../gql/graphql';

// The member's clock actions made on the phone with no signal (docs/timesheets.md → Offline): each a change in the
// outbox, sent in order to its own route (POST /api/timesheets/{action}) with the phone's time, once per key.

/** The clock actions, as their REST routes name them. */
export const CLOCK_ACTIONS = ['clock-on', 'start-travel', 'arrive', 'start-break', 'end-break', 'leave-job', 'clock-off'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

// The member's day as the clock buttons see it: whether they are clocked on, since when, and what runs now. Read
// from the server's open shift online, and on the phone from the saved copy with the outbox's clock actions laid over
// it, each action moving it as the server's clock does (api/src/domain/timesheets/clock.ts).

export interface ClockState {
  /** When the open shift started (ISO); null: not clocked on. */
  shiftStart: string | null;
  /** What runs now; null: clocked on, on nothing. */
  running: { kind: ShiftSegmentKind; jobId: string | null; jobTitle: string | null; start: string } | null;
}

export const NOT_CLOCKED_ON: ClockState = { shiftStart: null, running: null };

interface ShiftLike {
  start: string;
  end?: string | null;
  segments: readonly { kind: ShiftSegmentKind; start: string; end?: string | null; jobId?: string | null; jobTitle?: string | null }[];
}

/** The clock of a member's open shift (the first shift without an end), or not clocked on. */
export function clockStateOf(shifts: readonly ShiftLike[]): ClockState {
  const open = shifts.find((s) => !s.end);
  if (!open) return NOT_CLOCKED_ON;
  const running = open.segments.find((s) => !s.end);
  return {
    shiftStart: open.start,
    running: running
      ? { kind: running.kind, jobId: running.jobId ?? null, jobTitle: running.jobTitle ?? null, start: running.start }
      : null,
  };
}

/** The clock after `action` at `at` (ISO): what the server's clock makes of it, for the phone's copy. */
export function afterClockAction(state: ClockState, action: ClockAction, at: string, job?: { id: string; title: string }): ClockState {
  const run = (kind: ShiftSegmentKind, j?: { id: string; title: string }) => ({
    shiftStart: state.shiftStart ?? at,
    running: { kind, jobId: j?.id ?? null, jobTitle: j?.title ?? null, start: at },
  });
  switch (action) {
    case 'clock-on':
      return { shiftStart: at, running: null };
    case 'clock-off':
      return NOT_CLOCKED_ON;
    case 'start-travel':
      return run('travel');
    case 'arrive':
      return run('work', job);
    case 'start-break':
      return run('break');
    case 'end-break':
    case 'leave-job':
      return { shiftStart: state.shiftStart, running: null };
  }
}

export interface ClockChangeInput {
  kind: 'clock';
  action: ClockAction;
  /** When it was pressed on the phone (ISO): the server keeps this time. */
  at: string;
  /** The job arrived at (arrive), or left (leave-job). Not `jobId`: a clock action is the day's, not a change to the job. */
  job?: { id: string; title: string };
  jobId?: undefined;
  /** The organisation's zone, for its label. */
  timeZone: string;
}

export const clockRequest = (change: ClockChangeInput) => ({
  method: 'POST' as const,
  path: `/api/timesheets/${change.action}`,
  json: change.action === 'arrive' ? { at: change.at, job_id: change.job?.id } : { at: change.at },
});

const WORDS: Record<ClockAction, (jobTitle?: string) => string> = {
  'clock-on': () => 'Clock on',
  'start-travel': () => 'Start travel',
  arrive: (job) => `Start work on ${job ?? 'a job'}`,
  'start-break': () => 'Start break',
  'end-break': () => 'End break',
  'leave-job': (job) => (job ? `Leave ${job}` : 'Leave the job'),
  'clock-off': () => 'Clock off',
};

/** "Clock on at 7:02am", "Start work on Split service at 9:12am". */
export const clockLabel = (change: ClockChangeInput) =>
  `${WORDS[change.action](change.job?.title)} at ${shortTimeText(change.at, change.timeZone)}`;
