import type { Db } from '../../db/client.ts';
import { followUpTitle } from '../../rules/service-follow-up.ts';
import { lockUnitsForService, openServiceJobs } from '../service/open-service.ts';
import { recomputeNextService } from '../service/recompute-next-service.ts';
import { newConfirmationToken } from './create-job.ts';

/**
 * The next service of the units with a service interval, after a Service job is done: the units' next due date is
 * recomputed (rules/next-service.ts: the interval after the visit, by date or by hours, whichever comes first) and one
 * new Service job for the same customer is booked per due date (units due on the same day share one visit), at that
 * time. A unit that already has an open service job (booked from the board, or a follow-up) gets none: the unit's
 * lock, taken in id order, makes a completion and a booking at once see each other, and the database's constraint
 * stands behind it. A unit whose hours interval cannot be told yet (no usage between readings) gets none either; the
 * board shows it once it can. Assigned to the technicians who did the service. Returns the new job ids, soonest first.
 */
export async function bookFollowUps(
  tx: Db,
  args: {
    orgId: string;
    job: { id: string; title: string; customerId: string | null };
    equipment: { id: string; name: string; serviceIntervalMonths: number | null; serviceIntervalHours: number | null }[];
    /** Who the follow-up is assigned to: the technicians who did this service (serviceTechnicians). */
    technicianIds: readonly string[];
    timeZone: string;
  },
): Promise<string[]> {
  const ids = args.equipment.map((u) => u.id);
  await lockUnitsForService(tx, ids);
  await recomputeNextService(tx, ids, args.timeZone);
  const withInterval = args.equipment.filter((u) => u.serviceIntervalMonths || u.serviceIntervalHours);
  if (!withInterval.length) return [];
  const open = await openServiceJobs(
    tx,
    withInterval.map((u) => u.id),
  );
  const due = await tx.equipment.findMany({
    where: { id: { in: withInterval.filter((u) => !open.has(u.id)).map((u) => u.id) }, nextServiceDueAt: { not: null } },
    select: { id: true, name: true, nextServiceDueAt: true, serviceIntervalMonths: true, serviceIntervalHours: true },
  });
  const visits = new Map<number, typeof due>();
  for (const unit of due) {
    const at = (unit.nextServiceDueAt as Date).getTime();
    visits.set(at, [...(visits.get(at) ?? []), unit]);
  }
  const created: string[] = [];
  for (const [at, units] of [...visits.entries()].sort((a, b) => a[0] - b[0])) {
    const sorted = [...units].sort((a, b) => a.name.localeCompare(b.name));
    const names = sorted.map((u) => u.name);
    const intervals = [...new Set(sorted.map(intervalText))].join(' / ');
    const followUp = await tx.job.create({
      data: {
        orgId: args.orgId,
        title: followUpTitle(names),
        jobType: 'service',
        description: `${intervals} service of ${names.join(', ')}, following "${args.job.title}".`,
        status: 'new',
        scheduledAt: new Date(at),
        customerId: args.job.customerId,
        confirmationToken: newConfirmationToken(),
        followUpOfId: args.job.id,
        equipment: { create: sorted.map((u) => ({ equipmentId: u.id })) },
        technicians: { create: args.technicianIds.map((userId) => ({ userId })) },
      },
      select: { id: true },
    });
    created.push(followUp.id);
  }
  return created;
}

/** '6-monthly', '250-hour', '3-monthly or 250-hour'. */
function intervalText(unit: { serviceIntervalMonths: number | null; serviceIntervalHours: number | null }): string {
  const parts = [
    unit.serviceIntervalMonths ? `${unit.serviceIntervalMonths}-monthly` : null,
    unit.serviceIntervalHours ? `${unit.serviceIntervalHours}-hour` : null,
  ].filter(Boolean);
  return parts.join(' or ');
}

/**
 * The technicians who did a service: the ones assigned to the job, and the technicians who logged hours on it;
 * the follow-up goes to them. Office staff who logged hours are not booked for the next visit.
 */
export function serviceTechnicians(job: {
  technicians: readonly { userId: string }[];
  hours: readonly { userId: string | null; user: { role: string } | null }[];
}): string[] {
  const logged = job.hours.filter((h) => h.userId && h.user?.role === 'technician').map((h) => h.userId as string);
  return [...new Set([...job.technicians.map((t) => t.userId), ...logged])];
}
