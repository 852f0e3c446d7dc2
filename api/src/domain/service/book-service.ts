import { randomUUID } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { followUpTitle } from '../../rules/service-follow-up.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { newConfirmationToken } from '../jobs/create-job.ts';
import { checkTechnicians } from '../jobs/job-references.ts';
import { publishScheduleChange } from '../jobs/schedule-events.ts';
import { requireAbility } from '../policy.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { bookingSmsRecipients, queueBookingSms, requireSmsAllowance } from './booking-sms.ts';
import { isOpenServiceConflict, lockUnitsForService, openServiceConflict, requireNoOpenService } from './open-service.ts';
import { type BookServiceInput, bookServiceSchema } from './schemas.ts';

// Booking from the service board (POST /api/service/bookings, bookService): many units in one step, all
// or nothing. Units of one customer booked for the same time with the same technician share one visit (one Service
// job, like the completion follow-up); every other unit gets its own. A unit that already has an open service job
// refuses the whole request, naming it (the same lock and check as the follow-up, and the database's constraint
// behind both). With sendSms every customer needs a mobile number and the quota and credits must cover every text
// before anything is booked. The client key makes a repeated request (a double click) answer the first one's jobs.

export const bookingMessages = {
  notCustomers: (names: string[]) => `Only a customer's equipment can be booked: ${names.join(', ')} has no customer`,
} as const;

interface Visit {
  customerId: string;
  scheduledAt: Date;
  technicianId: string | null;
  units: { id: string; name: string }[];
}

/** The request's visits: one per customer, time and technician, in the order of their first item. */
export function visitsOf(
  items: BookServiceInput['items'],
  units: ReadonlyMap<string, { id: string; name: string; customerId: string }>,
): Visit[] {
  const visits = new Map<string, Visit>();
  for (const item of items) {
    const unit = units.get(item.equipmentId);
    if (!unit) continue;
    const key = `${unit.customerId}|${item.scheduledAt.getTime()}|${item.technicianId ?? ''}`;
    const visit = visits.get(key) ?? {
      customerId: unit.customerId,
      scheduledAt: item.scheduledAt,
      technicianId: item.technicianId ?? null,
      units: [],
    };
    visit.units.push({ id: unit.id, name: unit.name });
    visits.set(key, visit);
  }
  return [...visits.values()].map((v) => ({ ...v, units: [...v.units].sort((a, b) => a.name.localeCompare(b.name)) }));
}

/** The jobs an earlier request with this key booked (in creation order), or null when the key is new. */
async function booked(db: Db, clientKey: string): Promise<string[] | null> {
  const booking = await db.serviceBooking.findFirst({
    where: { clientKey },
    select: { jobs: { select: { id: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
  });
  return booking ? booking.jobs.map((j) => j.id) : null;
}

export async function bookService(ctx: Context, input: unknown): Promise<{ jobIds: string[]; replayed: boolean }> {
  const user = requireAbility(ctx, 'bookService');
  await requireActiveSubscription(ctx);
  const data = parseInput(bookServiceSchema, input);
  const earlier = await booked(ctx.db, data.clientKey);
  if (earlier) return { jobIds: earlier, replayed: true };

  const ids = data.items.map((i) => i.equipmentId);
  const rows = await ctx.db.equipment.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, customerId: true } });
  if (rows.length !== ids.length) throw notFound('Equipment not found');
  const orphans = rows.filter((r) => !r.customerId).map((r) => r.name);
  if (orphans.length) throw new AppError('VALIDATION', bookingMessages.notCustomers(orphans));
  await checkTechnicians(ctx, [...new Set(data.items.flatMap((i) => (i.technicianId ? [i.technicianId] : [])))]);
  const units = new Map(rows.map((r) => [r.id, { ...r, customerId: r.customerId as string }]));
  const visits = visitsOf(data.items, units);
  const sms = data.sendSms ? await bookingSmsRecipients(ctx, visits) : null;
  if (sms) await requireSmsAllowance(ctx, user.orgId, sms.credits);

  const created = await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx) => {
      const booking = await tx.serviceBooking.create({
        data: { orgId: user.orgId, clientKey: data.clientKey, createdById: user.userId, sendSms: data.sendSms },
        select: { id: true },
      });
      await lockUnitsForService(tx, ids);
      await requireNoOpenService(tx, ids);
      // Set-based, so 200 units cost what 2 do: the jobs, then their technicians and units. Each job's creation
      // time is a millisecond after the last, so the booking's jobs read back (a repeated key) in the request's order.
      const start = Date.now();
      const jobs = visits.map((visit, i) => ({ id: randomUUID(), visit, createdAt: new Date(start + i) }));
      await tx.job.createMany({
        data: jobs.map(({ id, visit, createdAt }) => {
          const names = visit.units.map((u) => u.name);
          return {
            id,
            orgId: user.orgId,
            title: followUpTitle(names),
            jobType: 'service' as const,
            description: `Service of ${names.join(', ')}, booked from the service board.`,
            status: 'new' as const,
            scheduledAt: visit.scheduledAt,
            customerId: visit.customerId,
            confirmationToken: newConfirmationToken(),
            createdById: user.userId,
            serviceBookingId: booking.id,
            createdAt,
          };
        }),
      });
      await tx.jobTechnician.createMany({
        data: jobs.flatMap(({ id, visit }) => (visit.technicianId ? [{ jobId: id, userId: visit.technicianId }] : [])),
      });
      await tx.jobEquipment.createMany({
        data: jobs.flatMap(({ id, visit }) => visit.units.map((u) => ({ jobId: id, equipmentId: u.id }))),
      });
      if (data.sendSms)
        await queueBookingSms(
          ctx,
          tx,
          { orgId: user.orgId, sentById: user.userId },
          jobs.map((j) => j.id),
        );
      return jobs.map((j) => j.id);
    },
    (jobIds) => jobIds.map((id) => ({ type: 'job.created' as const, id })),
  ).catch(async (e: unknown) => {
    if ((e as { code?: string }).code === 'P2002' && !isOpenServiceConflict(e)) {
      // The same key at the same moment (a double click): the first request's booking answers both.
      const first = await booked(ctx.db, data.clientKey);
      if (first) return null;
    }
    if (isOpenServiceConflict(e)) throw openServiceConflict();
    throw e;
  });
  if (!created) return { jobIds: (await booked(ctx.db, data.clientKey)) ?? [], replayed: true };

  for (const [i, visit] of visits.entries())
    publishScheduleChange(ctx, {
      orgId: user.orgId,
      jobId: created[i] as string,
      kind: 'CREATED',
      before: null,
      after: { technicianIds: visit.technicianId ? [visit.technicianId] : [], createdById: user.userId },
    });
  return { jobIds: created, replayed: false };
}
