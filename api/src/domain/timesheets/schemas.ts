import { z } from 'zod';
import { isDayKey } from '../../rules/report-range.ts';
import { dayInWeek, LEAVE_KINDS, leaveMessages, leaveMinutesFromHours, SEGMENT_KINDS } from '../../rules/timesheet.ts';
import { startOfWeek } from '../../rules/zoned-time.ts';
import { dateTime, id, optionalId, optionalText, requiredText } from '../fields.ts';

// Input rules for timesheets (docs/timesheets.md). Times are ISO 8601 instants, kept to the minute.

const day = (label: string) =>
  z.string({ error: `${label} must be a date (YYYY-MM-DD)` }).refine(isDayKey, `${label} must be a date (YYYY-MM-DD)`);

const leaveErrorOf = (h: number): string => {
  const r = leaveMinutesFromHours(h);
  return 'error' in r ? r.error : leaveMessages.hoursRange;
};

/** A clock action's optional time (the phone's, when it was offline): now when left out. */
export const clockSchema = z.object({
  at: dateTime('Time').optional(),
  jobId: optionalId('Job'),
});

export const arriveSchema = clockSchema.extend({ jobId: id('Job') });

/** A segment as REST sends it (job_id) or GraphQL and the web (jobId). */
const segmentKeys = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v) || !('job_id' in v) || 'jobId' in v) return v;
  const { job_id, ...rest } = v as Record<string, unknown>;
  return { ...rest, jobId: job_id };
};

const segmentFields = z.object({
  kind: z.enum(SEGMENT_KINDS, { error: 'Kind must be work, travel or break' }),
  start: dateTime('Start'),
  end: dateTime('End'),
  jobId: optionalId('Job'),
});
const segment = z.preprocess(segmentKeys, segmentFields);

/** A whole shift: entered after the fact by its member, or written by the office. */
export const shiftSchema = z.object({
  start: dateTime('Start'),
  end: dateTime('End'),
  segments: z.array(segment, { error: 'Segments must be a list' }).max(50, 'At most 50 segments in a shift').default([]),
  note: optionalText('Note', 1000),
});

/** The office enters a day for a member (memberId), or a member their own (no memberId). */
export const enterShiftSchema = shiftSchema.extend({ memberId: optionalId('Member') });

/** An office edit names why, for the audit trail. */
export const editShiftSchema = shiftSchema.extend({ reason: optionalText('Reason', 1000) });

export const weekSchema = z.object({
  weekStart: day('Week').optional(),
  memberId: optionalId('Member'),
});

export const weeksSchema = z.object({
  from: day('From').optional(),
  to: day('To').optional(),
  status: z.enum(['open', 'submitted', 'approved'], { error: 'Status must be open, submitted or approved' }).optional(),
});

export const unlockSchema = z.object({ reason: requiredText('Reason', 1000) });

const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number of hours` })
    .min(0, `${label} cannot be negative`)
    .max(168, `${label} must be at most 168 hours`)
    .nullable()
    .optional();

const hhmm = z
  .string({ error: 'Reminder time must be HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Reminder time must be HH:MM (24-hour)')
  .nullable()
  .optional();

export const timesheetSettingsSchema = z.object({
  overtimeDailyHours: minutes('Daily overtime'),
  overtimeWeeklyHours: minutes('Weekly overtime'),
  clockOffReminderTime: hhmm,
  payrollOrdinaryRate: optionalText('Ordinary earnings rate', 100),
  payrollOvertimeRate: optionalText('Overtime earnings rate', 100),
  payrollTravelRate: optionalText('Travel earnings rate', 100),
  payrollAnnualLeaveRate: optionalText('Annual leave earnings rate', 100),
  payrollPersonalLeaveRate: optionalText("Personal/carer's leave earnings rate", 100),
  payrollPublicHolidayRate: optionalText('Public holiday earnings rate', 100),
  payrollUnpaidLeaveRate: optionalText('Unpaid leave earnings rate', 100),
});

/** Leave the office enters on a day of a member's week: hours (7.6) > 0, ≤ 24, at most 2 decimals (kept as minutes). */
export const addLeaveSchema = z
  .object({
    memberId: id('Member'),
    day: day('Day'),
    weekStart: day('Week').optional(),
    kind: z.enum(LEAVE_KINDS, { error: leaveMessages.kind }),
    hours: z
      .number({ error: 'Hours must be a number' })
      .refine((h) => 'minutes' in leaveMinutesFromHours(h), { error: (i) => leaveErrorOf(i.input as number) }),
    note: optionalText('Note', 500),
  })
  .superRefine((v, c) => {
    if (v.weekStart && !dayInWeek(v.day, startOfWeek(v.weekStart)))
      c.addIssue({ code: 'custom', path: ['day'], message: leaveMessages.outsideWeek });
  });

export const memberCostSchema = z.object({
  costRateCents: z
    .number({ error: 'Cost rate must be a whole number of cents' })
    .int('Cost rate must be a whole number of cents')
    .min(0, 'Cost rate cannot be negative')
    .max(10_000_000, 'Cost rate is too large')
    .nullable()
    .optional(),
  payrollEmployeeId: optionalText('Payroll employee id', 100),
});
