import type { Prisma } from '../../db/generated/client.ts';
import { CLOSED_STATUSES } from '../../rules/job-status.ts';
import { followUpDate, followUpTitle } from '../../rules/service-follow-up.ts';
import { newConfirmationToken } from './create-job.ts';

type Tx = Prisma.TransactionClient;

/**
 * The next service of each unit with a service interval: a new Service job for the same customer, the interval
 * after the visit at the same local time. Never a second one while a follow-up for that unit is still open (not
 * done or cancelled): a lock per unit makes two completions at once book it once. Assigned to the technicians who
 * did the service. Returns the new job ids.
 */
export async function bookFollowUps(
  tx: Tx,
  args: {
    orgId: string;
    job: { id: string; title: string; customerId: string | null };
    equipment: { id: string; name: string; serviceIntervalMonths: number | null }[];
    /** Who the follow-up is assigned to: the technicians who did this service (serviceTechnicians). */
    technicianIds: readonly string[];
    visit: Date;
    timeZone: string;
  },
): Promise<string[]> {
  const created: string[] = [];
  for (const unit of args.equipment) {
    if (!unit.serviceIntervalMonths) continue;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`follow-up:${unit.id}`}))`;
    const open = await tx.job.findFirst({
      where: {
        orgId: args.orgId,
        followUpOfId: { not: null },
        status: { notIn: [...CLOSED_STATUSES] },
        equipment: { some: { equipmentId: unit.id } },
      },
      select: { id: true },
    });
    if (open) continue;
    const followUp = await tx.job.create({
      data: {
        orgId: args.orgId,
        title: followUpTitle(unit.name),
        jobType: 'service',
        description: `${unit.serviceIntervalMonths}-monthly service, following "${args.job.title}".`,
        status: 'new',
        scheduledAt: followUpDate(args.visit, unit.serviceIntervalMonths, args.timeZone),
        customerId: args.job.customerId,
        confirmationToken: newConfirmationToken(),
        followUpOfId: args.job.id,
        equipment: { create: { equipmentId: unit.id } },
        technicians: { create: args.technicianIds.map((userId) => ({ userId })) },
      },
      select: { id: true },
    });
    created.push(followUp.id);
  }
  return created;
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
