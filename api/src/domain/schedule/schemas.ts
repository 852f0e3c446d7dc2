import { z } from 'zod';
import { calendarDate, type WallClock } from '../../rules/zoned-time.ts';
import { optionalId } from '../fields.ts';
import { updateJobSchema } from '../jobs/schemas.ts';

// Input rules for the schedule: a bounded range of days, and a new time for a job.

/** A month view with its leading and trailing weeks fits; a range longer than this is refused. */
export const MAX_RANGE_DAYS = 62;
/** The month grid's six weeks: the most days one request for per-day summaries covers. */
export const MAX_SUMMARY_DAYS = 42;
/** How many jobs a day's summary may list (the month grid shows 3). */
export const MAX_PER_DAY = 20;
export const DEFAULT_PER_DAY = 3;

const example = '(e.g. 2026-11-01 or 2026-10-31T13:00:00Z)';

export const scheduleMessages = {
  start: `Start must be a valid date or date and time ${example}`,
  end: `End must be a valid date or date and time ${example}`,
  order: 'End must be after start',
  tooLong: `The range must be at most ${MAX_RANGE_DAYS} days`,
  scheduledAtRequired: 'Scheduled time is required',
  completed: 'A completed job cannot be rescheduled',
  cancelled: 'A cancelled job cannot be rescheduled',
  tooManyDays: `The range must cover at most ${MAX_SUMMARY_DAYS} days`,
  perDay: `Jobs per day must be a whole number from 1 to ${MAX_PER_DAY}`,
} as const;

/**
 * One end of a range: an instant (a Date, or ISO text with Z or an offset), or a wall-clock time in the
 * organisation's zone (ISO text without an offset). A date alone is that local day: its midnight as a start, the
 * next midnight as an end (so from=2026-11-01&to=2026-11-30 covers all of November).
 */
export type RangeBound = { at: Date } | { wall: WallClock; second: number; dateOnly: boolean };

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function readBound(value: unknown): RangeBound | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { at: value };
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = text.match(ISO);
  if (!match) return null;
  const [y, m, d, hour, minute, second] = match.slice(1, 7).map((v) => (v === undefined ? undefined : Number(v)));
  const zone = match[7];
  if (y! < 1900 || y! > 2200 || !calendarDate(y!, m!, d!)) return null;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return null;
  if (hour === undefined) return { wall: { y: y!, m: m!, d: d!, hour: 0, minute: 0 }, second: 0, dateOnly: true };
  if (zone) {
    const at = new Date(text.replace(' ', 'T'));
    return Number.isNaN(at.getTime()) ? null : { at };
  }
  return { wall: { y: y!, m: m!, d: d!, hour, minute: minute! }, second: second ?? 0, dateOnly: false };
}

const bound = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const read = readBound(value);
    if (read) return read;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const rangeSchema = z.object({
  start: bound(scheduleMessages.start),
  end: bound(scheduleMessages.end),
  /** Only the jobs this member is on. */
  technicianId: optionalId('Technician').transform((v) => v ?? null),
});

/** A whole number from a GraphQL Int or REST query text ('5'); anything else is left for zod to refuse. */
const wholeNumber = (value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

/** Per-day summaries of a range (the month view): the range's rules, and how many jobs each day lists. */
export const daysSchema = rangeSchema.extend({
  perDay: z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? DEFAULT_PER_DAY : wholeNumber(v)),
    z
      .number({ error: scheduleMessages.perDay })
      .int(scheduleMessages.perDay)
      .min(1, scheduleMessages.perDay)
      .max(MAX_PER_DAY, scheduleMessages.perDay),
  ),
});

/** The same rule and text as a job's scheduled time; a move needs a time (unscheduling is an edit). */
export const rescheduleSchema = z.object({ scheduledAt: updateJobSchema.shape.scheduledAt });

export type RangeInput = z.output<typeof rangeSchema>;
