import type { Prisma } from '../../db/generated/client.ts';
import { CLOSED_STATUSES } from '../../rules/job-status.ts';
import { followUpTitle, followUpVisits } from '../../rules/service-follow-up.ts';
import { newConfirmationToken } from './create-job.ts';

type Tx = Prisma.TransactionClient;

/**
 * The next service of the units with a service interval: one new Service job for the same customer per follow-up
 * date (units whose interval brings them due on the same day share one visit), the interval after the visit at the
 * same local time. A unit never gets a second follow-up while one with it is still open (not done or cancelled): a
 * lock per unit, taken in id order, makes two completions at once book it once. Assigned to the technicians who did
 * the service. Returns the new job ids, soonest first.
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
  const due: { id: string; name: string; serviceIntervalMonths: number }[] = [];
  const withInterval = args.equipment.filter((u) => u.serviceIntervalMonths).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const unit of withInterval) {
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
    if (!open) due.push({ ...unit, serviceIntervalMonths: unit.serviceIntervalMonths as number });
  }
  const created: string[] = [];
  for (const visit of followUpVisits(due, args.visit, args.timeZone)) {
    const names = visit.units.map((u) => u.name);
    const intervals = [...new Set(visit.units.map((u) => u.serviceIntervalMonths))].join(' / ');
    const followUp = await tx.job.create({
      data: {
        orgId: args.orgId,
        title: followUpTitle(names),
        jobType: 'service',
        description: `${intervals}-monthly service of ${names.join(', ')}, following "${args.job.title}".`,
        status: 'new',
        scheduledAt: visit.scheduledAt,
        customerId: args.job.customerId,
        confirmationToken: newConfirmationToken(),
        followUpOfId: args.job.id,
        equipment: { create: visit.units.map((u) => ({ equipmentId: u.id })) },
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
