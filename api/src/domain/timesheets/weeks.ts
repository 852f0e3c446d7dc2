import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { dayKeyOf, startOfWeek } from '../../rules/zoned-time.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { unlockSchema, weekSchema, weeksSchema } from './schemas.ts';
import { auditTimesheet, timesheetWriteMessages as messages, publishTimesheetChange } from './shift-writer.ts';
import {
  overtimeRulesOf,
  type ShiftRecord,
  shiftSelect,
  toShiftRecord,
  toWeekRecord,
  type WeekRecord,
  weekSelect,
} from './timesheet-read.ts';

// Weeks: a member's own (read, submit), everyone's for the office (read, approve and lock, unlock with a reason).

/** The Monday of the week asked for (any day of it), else of this week in the organisation's zone. */
async function mondayOf(ctx: Context, day: string | undefined): Promise<string> {
  return startOfWeek(day ?? dayKeyOf(new Date(), await organisationTimeZone(ctx)));
}

/** One member's week: the caller's own, or (the office) the member named. */
/**
 * The viewer's shift still open (clocked on), whatever week it began in: a shift begun on Sunday evening is still the
 * clock on Monday morning, though Monday's week does not hold it. Null when not clocked on.
 */
export async function myOpenShift(ctx: Context): Promise<ShiftRecord | null> {
  const user = requireAbility(ctx, 'keepTimesheet');
  const row = await ctx.db.shift.findFirst({ where: { userId: user.userId, endAt: null }, select: shiftSelect });
  return row ? toShiftRecord(row) : null;
}

export async function getTimesheetWeek(ctx: Context, input: unknown): Promise<WeekRecord> {
  const { weekStart: day, memberId } = parseInput(weekSchema, input ?? {});
  const user = requireAbility(ctx, 'keepTimesheet');
  const someoneElse = !!memberId && memberId !== user.userId;
  if (someoneElse) requireAbility(ctx, 'reviewTimesheets');
  const userId = someoneElse && memberId ? memberId : user.userId;
  const member = await ctx.db.user.findFirst({ where: { id: userId }, select: { id: true, name: true } });
  if (!member) throw notFound(messages.memberNotFound);
  const weekStart = await mondayOf(ctx, day);
  const [row, rules] = await Promise.all([
    ctx.db.timesheetWeek.findFirst({ where: { userId, weekStart }, select: weekSelect }),
    overtimeRulesOf(ctx),
  ]);
  return toWeekRecord(row, { userId, name: member.name }, weekStart, rules);
}

/** The caller's weeks that have shifts or leave, newest first (26 at most), within `from`–`to` when given. */
export async function listMyTimesheetWeeks(ctx: Context, input: unknown): Promise<WeekRecord[]> {
  const { from, to, status } = parseInput(weeksSchema, input ?? {});
  const user = requireAbility(ctx, 'keepTimesheet');
  const [rows, rules] = await Promise.all([
    ctx.db.timesheetWeek.findMany({
      where: {
        userId: user.userId,
        OR: [{ shifts: { some: {} } }, { leave: { some: {} } }],
        ...(status ? { status } : {}),
        weekStart: { ...(from ? { gte: startOfWeek(from) } : {}), ...(to ? { lte: to } : {}) },
      },
      select: weekSelect,
      orderBy: { weekStart: 'desc' },
      take: 26,
    }),
    overtimeRulesOf(ctx),
  ]);
  return rows.map((r) => toWeekRecord(r, { userId: user.userId, name: r.user.name }, r.weekStart, rules));
}

/** The office's review: every member's week (an empty open week for those without shifts), by name. */
export async function listTimesheetWeeks(ctx: Context, input: unknown): Promise<WeekRecord[]> {
  const { weekStart: day, status } = parseInput(weekSchema.extend({ status: weeksSchema.shape.status }), input ?? {});
  requireAbility(ctx, 'reviewTimesheets');
  const weekStart = await mondayOf(ctx, day);
  const [members, rows, rules] = await Promise.all([
    ctx.db.user.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    ctx.db.timesheetWeek.findMany({ where: { weekStart }, select: weekSelect }),
    overtimeRulesOf(ctx),
  ]);
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return members
    .map((m) => toWeekRecord(byUser.get(m.id) ?? null, { userId: m.id, name: m.name }, weekStart, rules))
    .filter((w) => !status || w.status === status);
}

async function weekById(ctx: Context, id: string): Promise<WeekRecord> {
  const row = await ctx.db.timesheetWeek.findFirst({ where: { id }, select: weekSelect });
  if (!row) throw notFound('Week not found');
  return toWeekRecord(row, { userId: row.userId, name: row.user.name }, row.weekStart, await overtimeRulesOf(ctx));
}

/** The member submits their week (this week unless another is named): it must hold a shift and none still open. */
export async function submitTimesheetWeek(ctx: Context, input: unknown): Promise<WeekRecord> {
  const { weekStart: day } = parseInput(weekSchema, input ?? {});
  const user = requireAbility(ctx, 'keepTimesheet');
  const weekStart = await mondayOf(ctx, day);
  const week = await ctx.db.timesheetWeek.findFirst({
    where: { userId: user.userId, weekStart },
    select: { id: true, status: true, shifts: { select: { endAt: true } }, _count: { select: { leave: true } } },
  });
  // A week of leave only (entered by the office) can be submitted too.
  if (!week || (week.shifts.length === 0 && week._count.leave === 0)) throw new AppError('CONFLICT', messages.emptyWeek);
  if (week.status !== 'open') throw new AppError('CONFLICT', messages.alreadySubmitted);
  if (week.shifts.some((s) => s.endAt === null)) throw new AppError('CONFLICT', messages.openShift);
  const { count } = await ctx.db.timesheetWeek.updateMany({
    where: { id: week.id, status: 'open' },
    data: { status: 'submitted', submittedAt: new Date() },
  });
  if (count === 0) throw new AppError('CONFLICT', messages.alreadySubmitted);
  publishTimesheetChange(ctx, { orgId: user.orgId, userId: user.userId, kind: 'WEEK', shiftId: null });
  return weekById(ctx, week.id);
}

/** The office approves a submitted week, which locks it; queues `timesheet.approved` and audits it in one transaction. */
export async function approveTimesheetWeek(ctx: Context, weekId: string): Promise<WeekRecord> {
  const user = requireAbility(ctx, 'reviewTimesheets');
  const week = await ctx.db.timesheetWeek.findFirst({
    where: { id: weekId },
    select: { id: true, userId: true, status: true, shifts: { select: { endAt: true } } },
  });
  if (!week) throw notFound('Week not found');
  if (week.status !== 'submitted') throw new AppError('CONFLICT', messages.notSubmitted);
  if (week.shifts.some((s) => s.endAt === null)) throw new AppError('CONFLICT', messages.openShift);
  await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx: Db) => {
      const { count } = await tx.timesheetWeek.updateMany({
        where: { id: week.id, status: 'submitted' },
        data: { status: 'approved', approvedAt: new Date(), approvedById: user.userId },
      });
      if (count === 0) throw new AppError('CONFLICT', messages.notSubmitted);
      await auditTimesheet(tx, user, 'timesheet.approve', { kind: 'timesheet_week', id: week.id }, { memberId: week.userId });
    },
    () => [{ type: 'timesheet.approved', id: week.id }],
  );
  publishTimesheetChange(ctx, { orgId: user.orgId, userId: week.userId, kind: 'WEEK', shiftId: null });
  return weekById(ctx, week.id);
}

/** The office unlocks an approved week with a reason (audited): it is open again for its member and the office. */
export async function unlockTimesheetWeek(ctx: Context, weekId: string, input: unknown): Promise<WeekRecord> {
  const { reason } = parseInput(unlockSchema, input);
  const user = requireAbility(ctx, 'reviewTimesheets');
  const week = await ctx.db.timesheetWeek.findFirst({ where: { id: weekId }, select: { id: true, userId: true, status: true } });
  if (!week) throw notFound('Week not found');
  if (week.status !== 'approved') throw new AppError('CONFLICT', messages.notApproved);
  await ctx.db.$transaction(async (txc) => {
    const tx = txc as Db;
    const { count } = await tx.timesheetWeek.updateMany({
      where: { id: week.id, status: 'approved' },
      data: { status: 'open', approvedAt: null, approvedById: null, submittedAt: null },
    });
    if (count === 0) throw new AppError('CONFLICT', messages.notApproved);
    await auditTimesheet(tx, user, 'timesheet.unlock', { kind: 'timesheet_week', id: week.id }, { memberId: week.userId, reason });
  });
  publishTimesheetChange(ctx, { orgId: user.orgId, userId: week.userId, kind: 'WEEK', shiftId: null });
  return weekById(ctx, week.id);
}
