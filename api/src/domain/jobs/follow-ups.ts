import type { Prisma } from '../../db/generated/client.ts';
import { CLOSED_STATUSES } from '../../rules/job-status.ts';
import { followUpDate, followUpTitle } from '../../rules/service-follow-up.ts';
import { newConfirmationToken } from './create-job.ts';

type Tx = Prisma.TransactionClient;

/**
 * The next service of each unit with a service interval: a new Service job for the same customer, the interval
 * after the visit at the same local time. Never a second one while a follow-up for that unit is still open (not
 * done or cancelled): a lock per unit makes two completions at once book it once. Returns the new job ids.
 */
export async function bookFollowUps(
  tx: Tx,
  args: {
    orgId: string;
    job: { id: string; title: string; customerId: string | null };
    equipment: { id: string; name: string; serviceIntervalMonths: number | null }[];
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
      },
      select: { id: true },
    });
    created.push(followUp.id);
  }
  return created;
}
