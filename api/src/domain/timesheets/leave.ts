import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { leaveMessages, leaveMinutesFromHours, MAX_LEAVE_HOURS, timesheetMessages } from '../../rules/timesheet.ts';
import { startOfWeek } from '../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { addLeaveSchema } from './schemas.ts';
import { auditTimesheet, timesheetWriteMessages as messages, publishTimesheetChange, refuseClosedWeek, weekRow } from './shift-writer.ts';
import { type LeaveRecord, leaveSelect } from './timesheet-read.ts';

// Leave entered by the office (docs/timesheets.md): annual, personal/carer's, a public holiday or unpaid, in hours on
// a day of a member's week, until the week is approved; each add and removal audited like the office's shift edits
// and published to the office's live feed. Its minutes are their own figures in the week (rules/timesheet.ts).

/** The office enters leave for a member on a day (inside `weekStart`'s week when given). Answers the leave. */
export async function addTimesheetLeave(ctx: Context, input: unknown): Promise<LeaveRecord> {
  const parsed = parseInput(addLeaveSchema, input);
  const user = requireAbility(ctx, 'reviewTimesheets');
  await requireActiveSubscription(ctx);
  const result = leaveMinutesFromHours(parsed.hours);
  if ('error' in result) throw new AppError('VALIDATION', result.error, { fieldErrors: { hours: result.error } });
  const member = await ctx.db.user.findFirst({ where: { id: parsed.memberId }, select: { id: true } });
  if (!member) throw new AppError('NOT_FOUND', messages.memberNotFound, { fieldErrors: { memberId: messages.memberNotFound } });
  const weekStart = startOfWeek(parsed.day);
  const leave = await ctx.db.$transaction(async (txc) => {
    const tx = txc as Db;
    const week = await weekRow(tx, user.orgId, member.id, weekStart);
    refuseClosedWeek(week.status, true, 'day');
    const already = await tx.timesheetLeave.aggregate({ where: { weekId: week.id, day: parsed.day }, _sum: { minutes: true } });
    if ((already._sum.minutes ?? 0) + result.minutes > MAX_LEAVE_HOURS * 60)
      throw new AppError('VALIDATION', leaveMessages.dayTooFull, { fieldErrors: { hours: leaveMessages.dayTooFull } });
    const row = await tx.timesheetLeave.create({
      data: {
        orgId: user.orgId,
        userId: member.id,
        weekId: week.id,
        day: parsed.day,
        kind: parsed.kind,
        minutes: result.minutes,
        note: parsed.note ?? null,
        createdById: user.userId,
      },
      select: leaveSelect,
    });
    await auditTimesheet(
      tx,
      user,
      'timesheet.leave_add',
      { kind: 'timesheet_leave', id: row.id },
      { memberId: member.id, weekId: week.id, after: describe(row) },
    );
    return row;
  });
  publishTimesheetChange(ctx, { orgId: user.orgId, userId: member.id, kind: 'WEEK', shiftId: null });
  return leave;
}

/** The office removes leave, until its week is approved (audited with what it was). */
export async function removeTimesheetLeave(ctx: Context, leaveId: string): Promise<void> {
  const user = requireAbility(ctx, 'reviewTimesheets');
  await requireActiveSubscription(ctx);
  const leave = await ctx.db.timesheetLeave.findFirst({
    where: { id: leaveId },
    select: { ...leaveSelect, week: { select: { status: true } } },
  });
  if (!leave) throw notFound(leaveMessages.notFound);
  refuseClosedWeek(leave.week.status, true);
  await ctx.db.$transaction(async (txc) => {
    const tx = txc as Db;
    // Claimed by the week still being unlocked: an approval in between refuses the removal.
    const { count } = await tx.timesheetLeave.deleteMany({ where: { id: leave.id, week: { status: { not: 'approved' } } } });
    if (count === 0) throw new AppError('CONFLICT', timesheetMessages.locked);
    await auditTimesheet(
      tx,
      user,
      'timesheet.leave_remove',
      { kind: 'timesheet_leave', id: leave.id },
      { memberId: leave.userId, weekId: leave.weekId, before: describe(leave) },
    );
  });
  publishTimesheetChange(ctx, { orgId: user.orgId, userId: leave.userId, kind: 'WEEK', shiftId: null });
}

const describe = (l: Pick<LeaveRecord, 'day' | 'kind' | 'minutes' | 'note'>) => ({
  day: l.day,
  kind: l.kind,
  minutes: l.minutes,
  note: l.note,
});
