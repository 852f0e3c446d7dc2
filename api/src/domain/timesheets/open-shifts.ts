import { liveEvents } from '../../auth/live-streams.ts';
import type { Context } from '../../context.ts';
import type { TimesheetChangedEvent } from '../../events.ts';
import type { SegmentKind } from '../../rules/timesheet.ts';
import { DEFAULT_TIME_ZONE } from '../../rules/zoned-time.ts';
import { can, requireAbility } from '../policy.ts';
import { isForgottenClockOff } from './clock-off-reminder.ts';

// Who is clocked on now, for the office; a shift still open past the organisation's clock-off reminder time (or from
// an earlier day) is flagged as a forgotten clock-off, with when its reminder was emailed (clock-off-reminder.ts).

export interface OpenShift {
  shiftId: string;
  userId: string;
  memberName: string;
  startAt: Date;
  /** What the member is on now (null: clocked on, on no segment). */
  currentKind: SegmentKind | null;
  currentJobId: string | null;
  currentJobTitle: string | null;
  currentSince: Date | null;
  /** Still clocked on past the reminder time, or since an earlier day. */
  forgotten: boolean;
  /** When the member was emailed to clock off (null: not yet). */
  reminderSentAt: Date | null;
}

export async function listOpenShifts(ctx: Context, now = new Date()): Promise<OpenShift[]> {
  requireAbility(ctx, 'reviewTimesheets');
  const [org, shifts] = await Promise.all([
    ctx.db.organization.findFirst({ select: { timeZone: true, clockOffReminderTime: true } }),
    ctx.db.shift.findMany({
      where: { endAt: null },
      select: {
        id: true,
        userId: true,
        startAt: true,
        remindedAt: true,
        user: { select: { name: true } },
        segments: { where: { endAt: null }, select: { kind: true, jobId: true, startAt: true, job: { select: { title: true } } }, take: 1 },
      },
      orderBy: [{ startAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const reminder = { timeZone: org?.timeZone ?? DEFAULT_TIME_ZONE, clockOffReminderTime: org?.clockOffReminderTime ?? null };
  return shifts.map((s) => {
    const current = s.segments[0];
    return {
      shiftId: s.id,
      userId: s.userId,
      memberName: s.user.name,
      startAt: s.startAt,
      currentKind: current?.kind ?? null,
      currentJobId: current?.jobId ?? null,
      currentJobTitle: current?.job?.title ?? null,
      currentSince: current?.startAt ?? null,
      forgotten: isForgottenClockOff(reminder, s.startAt, now),
      reminderSentAt: s.remindedAt,
    };
  });
}

/** The office's live stream: each change to a member's timesheet (a clock action, a shift, a week), while they may. */
export function subscribeTimesheetChanges(ctx: Context): AsyncIterable<TimesheetChangedEvent> {
  const user = requireAbility(ctx, 'reviewTimesheets');
  return liveEvents(
    ctx,
    ctx.events.subscribe('timesheets:changed', user.orgId),
    (viewer, event) => event.orgId === viewer.orgId && can({ user: viewer }, 'reviewTimesheets'),
  );
}
