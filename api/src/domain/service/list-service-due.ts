import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Customer, Equipment, Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { formatAddress } from '../../rules/address.ts';
import { type ServiceDueBy, type ServiceDueStatus, serviceDueRanges, serviceDueStatus } from '../../rules/next-service.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { can, requireAbility } from '../policy.ts';
import { type ServiceDueQuery, serviceDueQuerySchema } from './schemas.ts';

// The service board: every unit with a next service due, soonest first, with its customer, its last
// service, why it is due, its open service job and the customer's answer to it, and who serviced it last. Admin and
// manager see every unit; a technician the units on jobs assigned to them (past or open: the units they look after).

export const SERVICE_CONFIRMATIONS = ['confirmed', 'another_time', 'not_answered', 'not_sent'] as const;
export type ServiceConfirmation = (typeof SERVICE_CONFIRMATIONS)[number];

export interface ServiceDueTechnician {
  id: string;
  name: string;
}

export interface ServiceDueRow {
  equipment: Equipment & { customer: Customer | null };
  customer: Customer | null;
  address: string | null;
  lastServiceAt: Date | null;
  nextDueAt: Date;
  dueBy: ServiceDueBy;
  status: ServiceDueStatus;
  openJobId: string | null;
  openJob: {
    id: string;
    title: string;
    scheduledAt: Date | null;
    technicians: ServiceDueTechnician[];
    confirmation: ServiceConfirmation;
    rescheduleNote: string | null;
    /** The delivery status of the latest SMS about it (queued, sent, delivered, failed …); null when none was sent. */
    smsStatus: string | null;
  } | null;
  confirmation: ServiceConfirmation | null;
  suggestedTechnician: ServiceDueTechnician | null;
}

/** The customer's answer to a booking: confirmed through the link, asked for another time, texted and silent, not texted. */
export function confirmationOf(job: {
  confirmedAt: Date | null;
  rescheduleRequestedAt: Date | null;
  smsSent: boolean;
}): ServiceConfirmation {
  if (job.confirmedAt) return 'confirmed';
  if (job.rescheduleRequestedAt) return 'another_time';
  return job.smsSent ? 'not_answered' : 'not_sent';
}

/** Which units the caller sees on the board: every unit for the office, a technician's own units. */
export function serviceUnitScope(ctx: Context): Prisma.EquipmentWhereInput {
  const user = requireUser(ctx);
  if (can({ user }, 'seeAllJobs')) return {};
  return { jobs: { some: { job: { technicians: { some: { userId: user.userId } } } } } };
}

/** The filters the counts share with the list (everything but the range, status and page). */
function filtersOf(ctx: Context, q: ServiceDueQuery): Prisma.EquipmentWhereInput[] {
  const and: Prisma.EquipmentWhereInput[] = [serviceUnitScope(ctx), { nextServiceDueAt: { not: null } }];
  if (q.customerId) and.push({ customerId: q.customerId });
  if (q.suburb) and.push({ customer: { is: { suburb: { equals: q.suburb, mode: 'insensitive' } } } });
  if (q.equipmentType) and.push({ equipmentType: { equals: q.equipmentType, mode: 'insensitive' } });
  // A technician's units: the ones they serviced last, and the ones booked with them (their open service job).
  if (q.technicianId)
    and.push({
      OR: [
        { lastServicedById: q.technicianId },
        { jobs: { some: { openService: true, job: { technicians: { some: { userId: q.technicianId } } } } } },
      ],
    });
  return and;
}

const rowSelect = {
  customer: true,
  lastServicedBy: { select: { id: true, name: true } },
  jobs: {
    where: { openService: true },
    select: {
      job: {
        select: {
          id: true,
          title: true,
          scheduledAt: true,
          confirmedAt: true,
          rescheduleRequestedAt: true,
          rescheduleNote: true,
          technicians: { select: { user: { select: { id: true, name: true } } }, orderBy: [{ user: { name: 'asc' } }, { userId: 'asc' }] },
          outgoingMessages: { where: { channel: 'sms' }, select: { status: true }, orderBy: { createdAt: 'desc' }, take: 1 },
        },
      },
    },
    take: 1,
  },
} as const satisfies Prisma.EquipmentInclude;

export async function listServiceDue(ctx: Context, input: unknown) {
  requireAbility(ctx, 'seeServiceBoard');
  const q = parseInput(serviceDueQuerySchema, input ?? {});
  const timeZone = await organisationTimeZone(ctx);
  const ranges = serviceDueRanges(new Date(), timeZone);
  const filters = filtersOf(ctx, q);
  const due: Prisma.DateTimeNullableFilter = { not: null };
  if (q.from) due.gte = q.from;
  if (q.to) due.lte = q.to;
  const byStatus: Prisma.DateTimeNullableFilter =
    q.status === 'overdue'
      ? { lt: ranges.today }
      : q.status === 'due'
        ? { gte: ranges.today, lt: ranges.nextMonth }
        : q.status === 'upcoming'
          ? { gte: ranges.nextMonth }
          : {};
  const where: Prisma.EquipmentWhereInput = { AND: [...filters, { nextServiceDueAt: due }, { nextServiceDueAt: byStatus }] };
  const counted = (range: Prisma.DateTimeNullableFilter) =>
    ctx.db.equipment.count({ where: { AND: [...filters, { nextServiceDueAt: range }] } });
  const [rows, total, overdue, thisWeek, thisMonth, nextMonth] = await Promise.all([
    ctx.db.equipment.findMany({
      where,
      include: rowSelect,
      orderBy: [{ nextServiceDueAt: 'asc' }, { id: 'asc' }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    ctx.db.equipment.count({ where }),
    counted({ lt: ranges.today }),
    counted({ gte: ranges.today, lt: ranges.nextWeek }),
    counted({ gte: ranges.today, lt: ranges.nextMonth }),
    counted({ gte: ranges.nextMonth, lt: ranges.monthAfter }),
  ]);
  const units: ServiceDueRow[] = rows.map((row) => {
    const { jobs, lastServicedBy, ...equipment } = row;
    const open = jobs[0]?.job ?? null;
    const openJob = open
      ? {
          id: open.id,
          title: open.title,
          scheduledAt: open.scheduledAt,
          technicians: open.technicians.map((t) => t.user),
          confirmation: confirmationOf({ ...open, smsSent: open.outgoingMessages.length > 0 }),
          rescheduleNote: open.rescheduleRequestedAt ? open.rescheduleNote : null,
          smsStatus: open.outgoingMessages[0]?.status ?? null,
        }
      : null;
    const nextDueAt = row.nextServiceDueAt as Date;
    return {
      equipment,
      customer: row.customer,
      address: row.customer ? formatAddress(row.customer) || null : null,
      lastServiceAt: row.lastServiceAt,
      nextDueAt,
      dueBy: row.nextServiceDueBy ?? 'date',
      status: serviceDueStatus(nextDueAt, ranges),
      openJobId: openJob?.id ?? null,
      openJob,
      confirmation: openJob?.confirmation ?? null,
      suggestedTechnician: lastServicedBy,
    };
  });
  return {
    units,
    pagination: { total, pages: Math.max(1, Math.ceil(total / q.limit)), page: q.page, limit: q.limit },
    counts: { overdue, thisWeek, thisMonth, nextMonth },
  };
}
