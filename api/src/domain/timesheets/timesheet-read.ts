import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import {
  type DayTotals,
  type LeaveKind,
  type Minutes,
  type OvertimeRules,
  type SegmentKind,
  type ShiftSpan,
  shiftMinutes,
  type WeekStatus,
  weekTotals,
} from '../../rules/timesheet.ts';
import type { PayrollFormat } from '../../rules/timesheet-payroll.ts';
import { addDays } from '../../rules/zoned-time.ts';

// What the timesheet reads answer (Shape B, docs/adding-an-area.md): a week of a member's days with their shifts,
// segments and totals computed by rules/timesheet.ts. The same records feed REST's views, GraphQL and the export.

/** Minutes since the epoch of an instant (seconds dropped). */
export const minuteOf = (d: Date): number => Math.floor(d.getTime() / 60000);
/** An instant kept to the minute. */
export const toMinute = (d: Date): Date => new Date(minuteOf(d) * 60000);

export const shiftSelect = {
  id: true,
  userId: true,
  weekId: true,
  day: true,
  startAt: true,
  endAt: true,
  note: true,
  segments: {
    select: {
      id: true,
      kind: true,
      jobId: true,
      startAt: true,
      endAt: true,
      job: { select: { title: true } },
      jobHours: { select: { id: true } },
    },
    orderBy: [{ startAt: 'asc' }, { id: 'asc' }],
  },
} as const satisfies Prisma.ShiftSelect;
export type ShiftRow = Prisma.ShiftGetPayload<{ select: typeof shiftSelect }>;

export interface SegmentRecord {
  id: string;
  kind: SegmentKind;
  jobId: string | null;
  jobTitle: string | null;
  startAt: Date;
  endAt: Date | null;
  /** The job diary's hours row this work is (docs/timesheets.md): written with the segment once it ends. */
  jobHoursId: string | null;
}

export interface ShiftRecord {
  id: string;
  userId: string;
  day: string;
  startAt: Date;
  endAt: Date | null;
  note: string | null;
  segments: SegmentRecord[];
  /** Null while clocked on. */
  minutes: Minutes | null;
}

/** Leave the office entered on a day of the member's week (minutes: whole, of its kind). */
export interface LeaveRecord {
  id: string;
  userId: string;
  weekId: string;
  day: string;
  kind: LeaveKind;
  minutes: number;
  note: string | null;
  createdById: string;
  createdAt: Date;
}

export const leaveSelect = {
  id: true,
  userId: true,
  weekId: true,
  day: true,
  kind: true,
  minutes: true,
  note: true,
  createdById: true,
  createdAt: true,
} as const satisfies Prisma.TimesheetLeaveSelect;

export interface DayRecord extends DayTotals {
  shifts: ShiftRecord[];
  /** The day's leave entries, oldest first (their minutes are in `leave` by kind). */
  leaveEntries: LeaveRecord[];
}

export interface WeekRecord {
  /** Null until the week has a shift. */
  id: string | null;
  userId: string;
  memberName: string;
  weekStart: string;
  status: WeekStatus;
  submittedAt: Date | null;
  approvedAt: Date | null;
  exportedAt: Date | null;
  /** Where it was exported: keypay_csv (a CSV downloaded), xero_payroll (a draft timesheet in Xero Payroll) or myob_payroll. */
  exportedTo: PayrollFormat | null;
  days: DayRecord[];
  totals: Omit<DayTotals, 'day'> & { overtimeBy: 'day' | 'week' | null };
}

export const toShiftRecord = (s: ShiftRow): ShiftRecord => {
  const segments = s.segments.map((g) => ({
    id: g.id,
    kind: g.kind,
    jobId: g.jobId,
    jobTitle: g.job?.title ?? null,
    startAt: g.startAt,
    endAt: g.endAt,
    jobHoursId: g.jobHours?.id ?? null,
  }));
  const span = spanOf(s);
  return {
    id: s.id,
    userId: s.userId,
    day: s.day,
    startAt: s.startAt,
    endAt: s.endAt,
    note: s.note,
    segments,
    minutes: span && shiftMinutes(span),
  };
};

/** A closed shift as the rules read it (null while clocked on). */
export function spanOf(s: Pick<ShiftRow, 'startAt' | 'endAt' | 'segments'>): ShiftSpan | null {
  if (!s.endAt) return null;
  const end = minuteOf(s.endAt);
  return {
    start: minuteOf(s.startAt),
    end,
    segments: s.segments.map((g) => ({ kind: g.kind, start: minuteOf(g.startAt), end: g.endAt ? minuteOf(g.endAt) : end, jobId: g.jobId })),
  };
}

/** The organisation's overtime rules (minutes). */
export async function overtimeRulesOf(ctx: Pick<Context, 'db'>): Promise<OvertimeRules> {
  const org = await ctx.db.organization.findFirst({ select: { overtimeDailyMinutes: true, overtimeWeeklyMinutes: true } });
  return { dailyMinutes: org?.overtimeDailyMinutes ?? null, weeklyMinutes: org?.overtimeWeeklyMinutes ?? null };
}

export const weekSelect = {
  id: true,
  orgId: true,
  userId: true,
  weekStart: true,
  status: true,
  submittedAt: true,
  approvedAt: true,
  exportedAt: true,
  exportFormat: true,
  user: { select: { name: true } },
  shifts: { select: shiftSelect, orderBy: [{ startAt: 'asc' }, { id: 'asc' }] },
  leave: { select: leaveSelect, orderBy: [{ day: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.TimesheetWeekSelect;
export type WeekRow = Prisma.TimesheetWeekGetPayload<{ select: typeof weekSelect }>;

/** A week's record from its row (or none yet: an open, empty week of the member). */
export function toWeekRecord(
  row: WeekRow | null,
  member: { userId: string; name: string },
  weekStart: string,
  rules: OvertimeRules,
): WeekRecord {
  const shifts = (row?.shifts ?? []).map(toShiftRecord);
  const days = [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(weekStart, i));
  const leave = row?.leave ?? [];
  const totals = weekTotals(
    days.map((day) => ({
      day,
      shifts: (row?.shifts ?? []).filter((s) => s.day === day).flatMap((s) => spanOf(s) ?? []),
      leave: leave.filter((l) => l.day === day),
    })),
    rules,
  );
  const { days: dayTotals, ...week } = totals;
  return {
    id: row?.id ?? null,
    userId: member.userId,
    memberName: row?.user.name ?? member.name,
    weekStart,
    status: row?.status ?? 'open',
    submittedAt: row?.submittedAt ?? null,
    approvedAt: row?.approvedAt ?? null,
    exportedAt: row?.exportedAt ?? null,
    exportedTo: (row?.exportFormat as PayrollFormat | null | undefined) ?? null,
    days: dayTotals.map((d) => ({
      ...d,
      shifts: shifts.filter((s) => s.day === d.day),
      leaveEntries: leave.filter((l) => l.day === d.day),
    })),
    totals: week,
  };
}
