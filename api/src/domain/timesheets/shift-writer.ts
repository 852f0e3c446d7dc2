import { randomUUID } from 'node:crypto';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { TimesheetChangedEvent } from '../../events.ts';
import { type SegmentKind, type WeekStatus, weekEditable } from '../../rules/timesheet.ts';
import { dayKeyOf, startOfWeek } from '../../rules/zoned-time.ts';
import { writingKey } from '../jobs/entry-writer.ts';
import { jobScope } from '../jobs/job-query.ts';
import { can } from '../policy.ts';
import { minuteOf } from './timesheet-read.ts';

// The one place shifts and their segments are written (docs/timesheets.md → One source of truth): a work segment
// that has ended writes its job's hours row (JobHours, linked by shiftSegmentId) in the same transaction, and a segment
// removed takes its row with it (the foreign key cascades), so the job diary and the timesheet always agree.

export const timesheetWriteMessages = {
  alreadyOn: 'You are already clocked on: clock off first',
  notOn: 'You are not clocked on',
  beforeLast: 'That time is before the last change of your day',
  inFuture: 'That time is in the future',
  jobCompleted: 'The job is completed: its hours are closed',
  jobNotFound: 'Job not found',
  shiftNotFound: 'Shift not found',
  memberNotFound: 'Member not found',
  notSubmitted: 'Only a submitted week can be approved',
  notApproved: 'Only an approved week can be unlocked',
  alreadySubmitted: 'This week has already been submitted',
  emptyWeek: 'There is nothing in this week to submit',
  openShift: 'Clock off before submitting the week',
} as const;

/** Whether the caller reviews everyone's timesheets (admin, manager). */
export const isOffice = (ctx: Pick<Context, 'user' | 'staff'>) => can(ctx, 'reviewTimesheets');

/** The local day and week (its Monday) of an instant, in the organisation's zone. */
export function dayAndWeek(at: Date, timeZone: string): { day: string; weekStart: string } {
  const day = dayKeyOf(at, timeZone);
  return { day, weekStart: startOfWeek(day) };
}

/** The member's week row, made open when it has none yet. */
export async function weekRow(tx: Db, orgId: string, userId: string, weekStart: string): Promise<{ id: string; status: WeekStatus }> {
  return tx.timesheetWeek.upsert({
    where: { userId_weekStart: { userId, weekStart } },
    create: { orgId, userId, weekStart },
    update: {},
    select: { id: true, status: true },
  });
}

/** Refuses a change to a week its status closes: approved (locked) for everyone, submitted for the member. */
export function refuseClosedWeek(status: WeekStatus, office: boolean, field?: string): void {
  const message = weekEditable(status, office);
  if (message) throw new AppError('CONFLICT', message, field ? { fieldErrors: { [field]: message } } : undefined);
}

export interface WantedSegment {
  kind: SegmentKind;
  start: Date;
  end: Date | null;
  jobId: string | null;
}

interface ExistingSegment {
  id: string;
  kind: SegmentKind;
  jobId: string | null;
  startAt: Date;
  endAt: Date | null;
}

const sameSegment = (a: WantedSegment, b: ExistingSegment) =>
  a.kind === b.kind &&
  (a.jobId ?? null) === b.jobId &&
  a.start.getTime() === b.startAt.getTime() &&
  (a.end?.getTime() ?? null) === (b.endAt?.getTime() ?? null);

/**
 * The jobs new work is on: each one the member's caller sees (a technician: the jobs they are on or created) and not
 * completed (completion charged its hours). Problems by the segment's field (`segments.2.jobId`).
 */
export async function checkJobs(ctx: Context, user: UserViewer, wanted: readonly { jobId: string | null; field: string }[]): Promise<void> {
  const ids = [...new Set(wanted.flatMap((w) => (w.jobId ? [w.jobId] : [])))];
  if (!ids.length) return;
  const jobs = await ctx.db.job.findMany({
    where: { id: { in: ids }, ...jobScope(user) },
    select: { id: true, completion: { select: { id: true } } },
  });
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const fieldErrors: Record<string, string> = {};
  for (const w of wanted) {
    if (!w.jobId) continue;
    const job = byId.get(w.jobId);
    if (!job) fieldErrors[w.field] ??= timesheetWriteMessages.jobNotFound;
    else if (job.completion) fieldErrors[w.field] ??= timesheetWriteMessages.jobCompleted;
  }
  const first = Object.values(fieldErrors)[0];
  if (first) throw new AppError(first === timesheetWriteMessages.jobNotFound ? 'NOT_FOUND' : 'CONFLICT', first, { fieldErrors });
}

/** The segments of `wanted` that are new or changed (kept ones are left alone, with their diary rows). */
export function changedSegments(wanted: readonly WantedSegment[], existing: readonly ExistingSegment[]): WantedSegment[] {
  return wanted.filter((w) => !existing.some((e) => sameSegment(w, e)));
}

/** The existing segments `wanted` no longer has (removed, or changed into new ones). */
export function removedSegments<E extends ExistingSegment>(wanted: readonly WantedSegment[], existing: readonly E[]): E[] {
  return existing.filter((e) => !wanted.some((w) => sameSegment(w, e)));
}

/**
 * Makes a shift's segments the wanted ones: identical segments are kept, the others removed (their hours rows go with
 * them) and the new ones written, each ended work segment with its hours row on the job.
 */
export async function writeSegments(
  tx: Db,
  user: UserViewer,
  shift: { id: string; orgId: string; userId: string },
  wanted: readonly WantedSegment[],
  existing: readonly ExistingSegment[],
): Promise<void> {
  const kept = existing.filter((e) => wanted.some((w) => sameSegment(w, e)));
  const gone = existing.filter((e) => !kept.includes(e)).map((e) => e.id);
  if (gone.length) await tx.shiftSegment.deleteMany({ where: { id: { in: gone } } });
  for (const w of changedSegments(wanted, existing)) await createSegment(tx, user, shift, w);
}

/** Writes one segment; an ended work segment writes its job's hours row with it. */
export async function createSegment(
  tx: Db,
  user: UserViewer,
  shift: { id: string; orgId: string; userId: string },
  w: WantedSegment,
): Promise<string> {
  const segment = await tx.shiftSegment.create({
    data: {
      orgId: shift.orgId,
      shiftId: shift.id,
      kind: w.kind,
      jobId: w.kind === 'work' ? w.jobId : null,
      startAt: w.start,
      endAt: w.end,
    },
    select: { id: true },
  });
  if (w.kind === 'work' && w.jobId && w.end) await writeHours(tx, user, shift, segment.id, w.jobId, w.start, w.end);
  return segment.id;
}

/** The job diary's hours row of an ended work segment: the member's, in hours (minutes / 60). */
export async function writeHours(
  tx: Db,
  user: UserViewer,
  shift: { orgId: string; userId: string },
  segmentId: string,
  jobId: string,
  start: Date,
  end: Date,
): Promise<void> {
  const minutes = minuteOf(end) - minuteOf(start);
  await tx.jobHours.create({
    data: {
      orgId: shift.orgId,
      jobId,
      userId: shift.userId,
      hours: minutes / 60,
      description: 'Timesheet',
      shiftSegmentId: segmentId,
      ...writingKey(user),
    },
  });
}

/** After the commit: a member's timesheet changed (the office's open shifts and weeks follow it live). */
export function publishTimesheetChange(ctx: Context, change: Omit<TimesheetChangedEvent, 'id'>): void {
  ctx.events.publish('timesheets:changed', change.orgId, { id: randomUUID(), ...change });
}

/** An audit entry of an office change to someone's timesheet (who, what, when), in the change's transaction. */
export async function auditTimesheet(
  tx: Db,
  user: UserViewer,
  action:
    | 'timesheet.shift_edit'
    | 'timesheet.shift_delete'
    | 'timesheet.leave_add'
    | 'timesheet.leave_remove'
    | 'timesheet.approve'
    | 'timesheet.unlock'
    | 'timesheet.export',
  entity: { kind: 'shift' | 'timesheet_week' | 'timesheet_leave'; id: string },
  data: Record<string, unknown>,
): Promise<void> {
  await tx.auditLog.create({
    data: {
      orgId: user.orgId,
      actorType: user.apiKey ? 'api_key' : 'user',
      actorId: user.apiKey?.id ?? user.userId,
      action,
      entity: entity.kind,
      entityId: entity.id,
      data: data as object,
    },
  });
}
