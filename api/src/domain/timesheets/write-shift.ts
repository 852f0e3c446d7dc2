import type { z } from 'zod';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { checkShift, type ShiftSpan } from '../../rules/timesheet.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { editShiftSchema, enterShiftSchema, type shiftSchema } from './schemas.ts';
import {
  auditTimesheet,
  changedSegments,
  checkJobs,
  dayAndWeek,
  isOffice,
  timesheetWriteMessages as messages,
  publishTimesheetChange,
  refuseClosedWeek,
  removedSegments,
  type WantedSegment,
  weekRow,
  writeSegments,
} from './shift-writer.ts';
import { minuteOf, type ShiftRecord, shiftSelect, toMinute, toShiftRecord } from './timesheet-read.ts';

// A whole shift written at once: a day entered after the fact by its member (or by the office for them), and a shift
// changed — by its member while the week is open, by the office until it is approved (audited: who, what, when).

type ShiftInput = z.output<typeof shiftSchema>;

/** The member whose shift it is: the caller, or (the office) the member named. */
async function memberOf(ctx: Context, user: UserViewer, memberId: string | null | undefined): Promise<string> {
  if (!memberId || memberId === user.userId) return user.userId;
  requireAbility(ctx, 'reviewTimesheets');
  const member = await ctx.db.user.findFirst({ where: { id: memberId }, select: { id: true } });
  if (!member) throw new AppError('NOT_FOUND', messages.memberNotFound, { fieldErrors: { memberId: messages.memberNotFound } });
  return member.id;
}

const wantedOf = (input: ShiftInput): WantedSegment[] =>
  input.segments.map((s) => ({ kind: s.kind, start: toMinute(s.start), end: toMinute(s.end), jobId: s.jobId ?? null }));

/** Checks the shift against the rules and the member's other shifts; problems by field. */
async function checked(
  ctx: Context,
  userId: string,
  input: ShiftInput,
  exceptShiftId: string | null,
): Promise<{ start: Date; end: Date; wanted: WantedSegment[] }> {
  const start = toMinute(input.start);
  const end = toMinute(input.end);
  const wanted = wantedOf(input);
  const span: ShiftSpan = {
    start: minuteOf(start),
    end: minuteOf(end),
    segments: wanted.map((w) => ({ kind: w.kind, start: minuteOf(w.start), end: minuteOf(w.end ?? w.start), jobId: w.jobId })),
  };
  const day = 24 * 3600 * 1000;
  const others = await ctx.db.shift.findMany({
    where: {
      userId,
      ...(exceptShiftId ? { id: { not: exceptShiftId } } : {}),
      startAt: { lt: end, gte: new Date(start.getTime() - 2 * day) },
    },
    select: { startAt: true, endAt: true },
  });
  const errors = checkShift(
    span,
    others.map((o) => ({ start: minuteOf(o.startAt), end: o.endAt ? minuteOf(o.endAt) : null })),
  );
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION', first, { fieldErrors: errors });
  return { start, end, wanted };
}

const jobFields = (wanted: readonly WantedSegment[], only: readonly WantedSegment[]) =>
  wanted.flatMap((w, i) => (w.kind === 'work' && only.includes(w) ? [{ jobId: w.jobId, field: `segments.${i}.jobId` }] : []));

/** A shift entered after the fact (`memberId`: the office entering it for a member). Answers the shift. */
export async function enterShift(ctx: Context, input: unknown): Promise<ShiftRecord> {
  const parsed = parseInput(enterShiftSchema, input);
  const user = requireAbility(ctx, 'keepTimesheet');
  await requireActiveSubscription(ctx);
  const userId = await memberOf(ctx, user, parsed.memberId);
  const office = isOffice(ctx);
  const { start, end, wanted } = await checked(ctx, userId, parsed, null);
  await checkJobs(ctx, user, jobFields(wanted, wanted));
  const { day, weekStart } = dayAndWeek(start, await organisationTimeZone(ctx));
  const shiftId = await ctx.db.$transaction(async (txc) => {
    const tx = txc as Db;
    const week = await weekRow(tx, user.orgId, userId, weekStart);
    refuseClosedWeek(week.status, office, 'start');
    const shift = await tx.shift.create({
      data: { orgId: user.orgId, userId, weekId: week.id, day, startAt: start, endAt: end, note: parsed.note ?? null },
      select: { id: true, orgId: true, userId: true },
    });
    await writeSegments(tx, user, shift, wanted, []);
    if (userId !== user.userId)
      await auditTimesheet(
        tx,
        user,
        'timesheet.shift_edit',
        { kind: 'shift', id: shift.id },
        { memberId: userId, weekId: week.id, after: describe(start, end, wanted) },
      );
    return shift.id;
  });
  publishTimesheetChange(ctx, { orgId: user.orgId, userId, kind: 'SHIFT', shiftId });
  return toShiftRecord(await ctx.db.shift.findFirstOrThrow({ select: shiftSelect, where: { id: shiftId } }));
}

const describe = (
  start: Date,
  end: Date | null,
  segments: readonly { kind: string; start?: Date; startAt?: Date; end?: Date | null; endAt?: Date | null; jobId: string | null }[],
) => ({
  start: start.toISOString(),
  end: end?.toISOString() ?? null,
  segments: segments.map((s) => ({
    kind: s.kind,
    start: (s.start ?? s.startAt)?.toISOString(),
    end: (s.end ?? s.endAt)?.toISOString() ?? null,
    jobId: s.jobId,
  })),
});

/** The shift the caller may change: their own, or (the office) anyone's; another is 'Shift not found'. */
async function shiftForChange(ctx: Context, user: UserViewer, shiftId: string) {
  const shift = await ctx.db.shift.findFirst({
    where: { id: shiftId, ...(isOffice(ctx) ? {} : { userId: user.userId }) },
    select: {
      id: true,
      orgId: true,
      userId: true,
      weekId: true,
      startAt: true,
      endAt: true,
      week: { select: { status: true } },
      segments: { select: { id: true, kind: true, jobId: true, startAt: true, endAt: true } },
    },
  });
  if (!shift) throw notFound(messages.shiftNotFound);
  return shift;
}

/**
 * Changes a shift (its times and segments). Its member while the week is open; the office until the week is approved,
 * each change audited with the shift before and after and the reason given. A shift moved to another week is checked
 * against that week too.
 */
export async function updateShift(ctx: Context, shiftId: string, input: unknown): Promise<ShiftRecord> {
  const parsed = parseInput(editShiftSchema, input);
  const user = requireAbility(ctx, 'keepTimesheet');
  await requireActiveSubscription(ctx);
  const office = isOffice(ctx);
  const shift = await shiftForChange(ctx, user, shiftId);
  refuseClosedWeek(shift.week.status, office);
  const { start, end, wanted } = await checked(ctx, shift.userId, parsed, shift.id);
  // Work added, changed or removed on a completed job would change hours completion charged.
  await checkJobs(ctx, user, [
    ...jobFields(wanted, changedSegments(wanted, shift.segments)),
    ...removedSegments(wanted, shift.segments).map((s) => ({ jobId: s.jobId, field: 'segments' })),
  ]);
  const { day, weekStart } = dayAndWeek(start, await organisationTimeZone(ctx));
  await ctx.db.$transaction(async (txc) => {
    const tx = txc as Db;
    const week = await weekRow(tx, user.orgId, shift.userId, weekStart);
    refuseClosedWeek(week.status, office, 'start');
    await tx.shift.update({
      where: { id: shift.id },
      data: { weekId: week.id, day, startAt: start, endAt: end, note: parsed.note ?? null },
    });
    await writeSegments(tx, user, shift, wanted, shift.segments);
    if (shift.userId !== user.userId)
      await auditTimesheet(
        tx,
        user,
        'timesheet.shift_edit',
        { kind: 'shift', id: shift.id },
        {
          memberId: shift.userId,
          // The week it is in now, and the one it left when the edit moved it (each week's history shows the edit).
          weekId: week.id,
          ...(week.id !== shift.weekId ? { fromWeekId: shift.weekId } : {}),
          reason: parsed.reason ?? null,
          before: describe(shift.startAt, shift.endAt, shift.segments),
          after: describe(start, end, wanted),
        },
      );
  });
  publishTimesheetChange(ctx, { orgId: user.orgId, userId: shift.userId, kind: 'SHIFT', shiftId: shift.id });
  return toShiftRecord(await ctx.db.shift.findFirstOrThrow({ select: shiftSelect, where: { id: shift.id } }));
}

/** Removes a shift and its segments (their hours rows on the jobs go with them); the office's removal is audited. */
export async function deleteShift(ctx: Context, shiftId: string): Promise<void> {
  const user = requireAbility(ctx, 'keepTimesheet');
  await requireActiveSubscription(ctx);
  const office = isOffice(ctx);
  const shift = await shiftForChange(ctx, user, shiftId);
  refuseClosedWeek(shift.week.status, office);
  const completed = await ctx.db.job.count({
    where: { id: { in: shift.segments.flatMap((s) => (s.jobId ? [s.jobId] : [])) }, completion: { isNot: null } },
  });
  if (completed) throw new AppError('CONFLICT', messages.jobCompleted);
  await ctx.db.$transaction(async (txc) => {
    const tx = txc as Db;
    await tx.shift.delete({ where: { id: shift.id } });
    if (shift.userId !== user.userId)
      await auditTimesheet(
        tx,
        user,
        'timesheet.shift_delete',
        { kind: 'shift', id: shift.id },
        {
          memberId: shift.userId,
          weekId: shift.weekId,
          before: describe(shift.startAt, shift.endAt, shift.segments),
        },
      );
  });
  publishTimesheetChange(ctx, { orgId: user.orgId, userId: shift.userId, kind: 'SHIFT', shiftId: shift.id });
}
