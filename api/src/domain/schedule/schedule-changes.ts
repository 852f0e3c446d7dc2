import { requireUser } from '../../auth/guards.ts';
import { liveEvents, readForDelivery } from '../../auth/live-streams.ts';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { ScheduleChangedEvent } from '../../events.ts';
import { type JobQuery, type JobRead, jobScope } from '../jobs/job-query.ts';
import { can } from '../policy.ts';

// Live schedule, the subscriber's side: which changes a member receives and the job as they see it. The changes
// are published beside the job writes that cause them (domain/jobs/schedule-events.ts).

/** Whether a member receives a change: office roles (seeAllJobs) all of their organisation's, technicians their jobs'. */
export function mayReceive(user: UserViewer, event: ScheduleChangedEvent): boolean {
  if (event.orgId !== user.orgId) return false;
  return can({ user }, 'seeAllJobs') || event.visibleTo.includes(user.userId);
}

/** The subscriber's stream of changes (signed-in members only, while their session and rights stand). */
export function subscribeScheduleChanges(ctx: Context): AsyncIterable<ScheduleChangedEvent> {
  const user = requireUser(ctx);
  return liveEvents(ctx, ctx.events.subscribe('schedule:changed', user.orgId), mayReceive);
}

// One read per change for all the subscribers of a process that see the same thing: the event object is shared
// by every listener (in memory, and as parsed once from Redis), so it keys a short-lived cache. A connection takes a
// shared read only if it started no earlier than the connection's own previous read: a subscriber that fell behind
// (its socket slow, its stream held up while the database was away) would otherwise be handed, for an old change,
// the read others made when they heard it — older than a job it has already been sent — and see the job go back in
// time. It reads afresh instead, and what each connection hears only moves forward.
interface SharedRead {
  /** When it started, in this process's order of reads. */
  started: number;
  read: Promise<unknown>;
}
let readsStarted = 0;
const reads = new WeakMap<ScheduleChangedEvent, Map<string, SharedRead>>();
const lastReadOf = new WeakMap<Context['connection'], number>();

/** The job after a change as this subscriber sees it, or null when it was deleted or is no longer visible. */
export function jobAfterChange(ctx: Context, event: ScheduleChangedEvent, query: JobQuery): Promise<JobRead | null> {
  const user = requireUser(ctx);
  if (event.kind === 'DELETED' || !mayReceive(user, event)) return Promise.resolve(null);
  const key = `${can({ user }, 'seeAllJobs') ? 'office' : user.userId}|${JSON.stringify(query)}`;
  let perEvent = reads.get(event);
  if (!perEvent) {
    perEvent = new Map();
    reads.set(event, perEvent);
  }
  let shared = perEvent.get(key);
  if (!shared || shared.started < (lastReadOf.get(ctx.connection) ?? 0)) {
    shared = { started: ++readsStarted, read: ctx.db.job.findFirst({ ...query, where: { id: event.jobId, ...jobScope(user) } }) };
    perEvent.set(key, shared);
  }
  lastReadOf.set(ctx.connection, shared.started);
  return readForDelivery(ctx.connection, shared.read as Promise<JobRead | null>);
}
