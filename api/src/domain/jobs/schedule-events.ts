import { randomUUID } from 'node:crypto';
import type { Services } from '../../context.ts';
import type { ScheduleChangedEvent, ScheduleChangeKind } from '../../events.ts';

// Live schedule: every write that moves, creates, assigns, changes the status of or deletes a job
// publishes one change on the organisation's channel once it is committed, whichever way it came (REST, GraphQL,
// a completion, the customer's confirmation link). Each subscriber receives what they may see: admins and
// managers every change in their organisation; a technician the changes of jobs they could see before or after
// (jobScope: assigned to them or created by them), so an unassigned technician learns the job left them.

/** Who may see a job besides the office: the technicians on it and the member who created it. */
export interface JobAudience {
  technicianIds: string[];
  createdById: string | null;
}

/** A job's audience from the fields a domain function reads anyway (`technicians: { select: { userId } }`). */
export const audienceOf = (job: { createdById: string | null; technicians: { userId: string }[] }): JobAudience => ({
  technicianIds: job.technicians.map((t) => t.userId),
  createdById: job.createdById,
});

const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/** Publish a committed change; `before` is null for a new job, `after` null for a removed one. */
export function publishScheduleChange(
  services: Pick<Services, 'events'>,
  change: { orgId: string; jobId: string; kind: ScheduleChangeKind; before: JobAudience | null; after: JobAudience | null },
): void {
  const { orgId, jobId, kind, before, after } = change;
  const event: ScheduleChangedEvent = {
    id: randomUUID(),
    orgId,
    jobId,
    kind,
    technicianIds: { before: before?.technicianIds ?? [], after: after?.technicianIds ?? [] },
    visibleTo: unique([...(before?.technicianIds ?? []), ...(after?.technicianIds ?? []), before?.createdById, after?.createdById]),
  };
  services.events.publish('schedule:changed', orgId, event);
}

/**
 * What an edit was, for subscribers: a new set of technicians is an assignment, a new time a reschedule, a new
 * status a status change; anything else (title, customer, equipment …) an update.
 */
export function kindOfEdit(
  before: { technicianIds: string[]; scheduledAt: Date | null; status: string },
  after: { technicianIds: string[]; scheduledAt: Date | null; status: string },
): ScheduleChangeKind {
  const sameTechs =
    before.technicianIds.length === after.technicianIds.length && before.technicianIds.every((id) => after.technicianIds.includes(id));
  if (!sameTechs) return 'ASSIGNED';
  if ((before.scheduledAt?.getTime() ?? null) !== (after.scheduledAt?.getTime() ?? null)) return 'RESCHEDULED';
  if (before.status !== after.status) return 'STATUS_CHANGED';
  return 'UPDATED';
}
