import { dayKeyOf, formatDayKey, shortTimeText } from '@rules/zoned-time';
import type { ShiftSegmentInput } from '../../gql/graphql';

// A day the member enters after the fact on the phone with no signal (docs/timesheets.md → Offline): the online
// "Add a day" form's values kept as a change in the outbox, sent in order to POST /api/timesheets/shifts, once per key.

export interface ShiftChangeInput {
  kind: 'shift';
  /** The shift's start and end (ISO), as the form worked them out in the organisation's zone. */
  start: string;
  end: string;
  note: string | null;
  /** Its work on the saved jobs, travel and breaks, when given. */
  segments?: ShiftSegmentInput[];
  /** Not `jobId`: a day entered is the member's, not a change to a job. */
  jobId?: undefined;
  /** The organisation's zone, for its label. */
  timeZone: string;
}

export const shiftRequest = (change: ShiftChangeInput) => ({
  method: 'POST' as const,
  path: '/api/timesheets/shifts',
  json: {
    start: change.start,
    end: change.end,
    ...(change.note ? { note: change.note } : {}),
    ...(change.segments?.length ? { segments: change.segments.map(({ jobId, ...s }) => ({ ...s, job_id: jobId ?? null })) } : {}),
  },
});

/** "Day of Mon 16 Nov, 7am – 3:30pm" (its day and times in the organisation's zone). */
export function shiftLabel(change: Pick<ShiftChangeInput, 'start' | 'end' | 'timeZone'>): string {
  const day = dayKeyOf(change.start, change.timeZone);
  const date = `${formatDayKey(day, { weekday: 'short' })} ${formatDayKey(day, { day: 'numeric', month: 'short' })}`;
  return `Day of ${date}, ${shortTimeText(change.start, change.timeZone)} – ${shortTimeText(change.end, change.timeZone)}`;
}
