import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, parseInput } from '../../errors.ts';
import { MAX_SHIFT_MINUTES, timesheetMessages } from '../../rules/timesheet.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { arriveSchema, clockSchema } from './schemas.ts';
import {
  checkJobs,
  createSegment,
  dayAndWeek,
  isOffice,
  timesheetWriteMessages as messages,
  publishTimesheetChange,
  refuseClosedWeek,
  weekRow,
  writeHours,
} from './shift-writer.ts';
import { minuteOf, type ShiftRecord, shiftSelect, toMinute, toShiftRecord } from './timesheet-read.ts';

// A member's day as it happens, on the phone (docs/timesheets.md): clock on, travel, arrive at a job, break, leave,
// clock off. Each action ends what was running at its time and starts the next; `at` is the phone's time when it
// was offline (the outbox sends the actions later, in order), else now. Answers the shift as it is after the action.

export const CLOCK_ACTIONS = ['clockOn', 'startTravel', 'arriveAtJob', 'startBreak', 'endBreak', 'leaveJob', 'clockOff'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

/** A little slack for a phone's clock running ahead. */
const FUTURE_SLACK_MS = 5 * 60 * 1000;

export async function clock(ctx: Context, action: ClockAction, input: unknown): Promise<ShiftRecord> {
  const parsed = parseInput(action === 'arriveAtJob' ? arriveSchema : clockSchema, input ?? {});
  const user = requireAbility(ctx, 'keepTimesheet');
  await requireActiveSubscription(ctx);
  const now = new Date();
  if (parsed.at && parsed.at.getTime() > now.getTime() + FUTURE_SLACK_MS)
    throw new AppError('VALIDATION', messages.inFuture, { fieldErrors: { at: messages.inFuture } });
  const at = toMinute(parsed.at ?? now);
  const office = isOffice(ctx);
  const timeZone = await organisationTimeZone(ctx);
  if (action === 'arriveAtJob') await checkJobs(ctx, user, [{ jobId: parsed.jobId ?? null, field: 'jobId' }]);

  const shiftId = await ctx.db
    .$transaction(async (txc) => {
      const tx = txc as Db;
      const open = await tx.shift.findFirst({
        where: { userId: user.userId, endAt: null },
        select: {
          id: true,
          orgId: true,
          userId: true,
          startAt: true,
          week: { select: { status: true } },
          segments: { select: { id: true, kind: true, jobId: true, startAt: true, endAt: true } },
        },
      });
      if (action === 'clockOn') {
        if (open) throw new AppError('CONFLICT', messages.alreadyOn);
        const later = await tx.shift.findFirst({ where: { userId: user.userId, endAt: { gt: at } }, select: { id: true } });
        if (later)
          throw new AppError('VALIDATION', timesheetMessages.overlapsShift, { fieldErrors: { at: timesheetMessages.overlapsShift } });
        const { day, weekStart } = dayAndWeek(at, timeZone);
        const week = await weekRow(tx, user.orgId, user.userId, weekStart);
        refuseClosedWeek(week.status, office, 'at');
        const shift = await tx.shift.create({
          data: { orgId: user.orgId, userId: user.userId, weekId: week.id, day, startAt: at },
          select: { id: true },
        });
        return shift.id;
      }
      if (!open) throw new AppError('CONFLICT', messages.notOn);
      refuseClosedWeek(open.week.status, office, 'at');
      const last = Math.max(minuteOf(open.startAt), ...open.segments.map((s) => minuteOf(s.endAt ?? s.startAt)));
      if (minuteOf(at) < last) throw new AppError('VALIDATION', messages.beforeLast, { fieldErrors: { at: messages.beforeLast } });
      if (minuteOf(at) - minuteOf(open.startAt) > MAX_SHIFT_MINUTES)
        throw new AppError('VALIDATION', timesheetMessages.tooLong, { fieldErrors: { at: timesheetMessages.tooLong } });
      // End what is running: a segment of no length is dropped; ended work writes its hours on the job.
      const running = open.segments.find((s) => s.endAt === null);
      if (running) {
        if (running.startAt.getTime() === at.getTime()) await tx.shiftSegment.delete({ where: { id: running.id } });
        else {
          await tx.shiftSegment.update({ where: { id: running.id }, data: { endAt: at } });
          if (running.kind === 'work' && running.jobId) await writeHours(tx, user, open, running.id, running.jobId, running.startAt, at);
        }
      }
      const next = action === 'startTravel' ? 'travel' : action === 'arriveAtJob' ? 'work' : action === 'startBreak' ? 'break' : null;
      if (next)
        await createSegment(tx, user, open, { kind: next, start: at, end: null, jobId: next === 'work' ? (parsed.jobId ?? null) : null });
      if (action === 'clockOff') await tx.shift.update({ where: { id: open.id }, data: { endAt: at } });
      return open.id;
    })
    .catch((e: { code?: string }) => {
      // Two clock-ons at once: the database keeps one open shift per member (Shift_one_open_per_member).
      if (e.code === 'P2002') throw new AppError('CONFLICT', messages.alreadyOn);
      throw e;
    });
  publishTimesheetChange(ctx, { orgId: user.orgId, userId: user.userId, kind: 'CLOCK', shiftId });
  return toShiftRecord(await ctx.db.shift.findFirstOrThrow({ select: shiftSelect, where: { id: shiftId } }));
}
