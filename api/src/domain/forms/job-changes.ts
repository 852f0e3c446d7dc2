import { randomUUID } from 'node:crypto';
import { liveEvents } from '../../auth/live-streams.ts';
import type { Context } from '../../context.ts';
import type { JobChangedEvent } from '../../events.ts';
import { can, requireAbility } from '../policy.ts';

// A job's live changes (`jobChanged`): published after the commit of a write to one of its forms or its sign-off; a
// member hears the changes of the jobs they see (office roles every job, a technician the ones they are on or created).

type JobChange = { orgId: string; jobId: string } & ({ kind: 'FORM'; formId: string } | { kind: 'SIGN_OFF'; signOffId: string });

/** After the commit: something on the job changed. Reads who sees the job (one statement) to address the change. */
export async function publishJobChange(ctx: Context, change: JobChange): Promise<void> {
  const job = await ctx.db.job.findFirst({
    where: { id: change.jobId },
    select: { createdById: true, technicians: { select: { userId: true } } },
  });
  if (!job) return;
  const visibleTo = [...new Set([...job.technicians.map((t) => t.userId), ...(job.createdById ? [job.createdById] : [])])];
  const event: JobChangedEvent = { id: randomUUID(), visibleTo, ...change };
  ctx.events.publish('jobs:changed', change.orgId, event);
}

/** After the commit: a form on the job changed. */
export const publishFormChange = (ctx: Context, change: { orgId: string; jobId: string; formId: string }) =>
  publishJobChange(ctx, { ...change, kind: 'FORM' });

/** The subscriber's stream: the changes of one job they see, while their session and rights stand. */
export function subscribeJobChanges(ctx: Context, jobId: string): AsyncIterable<JobChangedEvent> {
  const user = requireAbility(ctx, 'fillForms');
  return liveEvents(
    ctx,
    ctx.events.subscribe('jobs:changed', user.orgId),
    (viewer, event) =>
      event.orgId === viewer.orgId &&
      event.jobId === jobId &&
      (can({ user: viewer }, 'seeAllJobs') || event.visibleTo.includes(viewer.userId)),
  );
}
