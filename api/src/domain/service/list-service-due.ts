import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Customer, Equipment, Prisma } from '../../db/generated/client.ts';
import { tenantRows } from '../../db/scoped.ts';
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

/**
 * Which units the caller sees on the board, as a condition on `e` for the raw reads: every unit for the office (null),
 * a technician's own units (those on jobs assigned to them). `param` binds the user's id.
 */
export function serviceUnitScopeSql(ctx: Context, param: (value: unknown) => string): string | null {
  const user = requireUser(ctx);
  if (can({ user }, 'seeAllJobs')) return null;
  return `e."id" IN (SELECT je."equipmentId" FROM "JobTechnician" jt JOIN "JobEquipment" je ON je."jobId" = jt."jobId" WHERE jt."userId" = ${param(user.userId)})`;
}

/**
 * The board's page and counts in one statement (see docs/service.md, "How the board reads"): the caller's units with
 * a next service (the viewer's scope and the filters), counted per section with `count(*) FILTER (…)` in one pass,
 * and the ids of the requested page soonest first. Every filter is a plain column test or an id list an index
 * answers: the technician's units are those they serviced last (Equipment.lastServicedById) and those on an open
 * service job assigned to them (JobTechnician.userId → JobEquipment.openService), read as a union of two index scans
 * rather than an OR with a correlated test of every unit. Raw SQL through tenantRows: `"orgId" = $1` is the caller's
 * organisation; the other values are bound parameters (instants as UTC ISO text, since "nextServiceDueAt" is a UTC
 * timestamp without zone).
 */
function boardSql(ctx: Context, q: ServiceDueQuery, ranges: ReturnType<typeof serviceDueRanges>) {
  const params: unknown[] = [];
  const param = (value: unknown, cast = '') => {
    params.push(value);
    return `$${params.length + 1}${cast}`;
  };
  const instant = (d: Date) => param(d.toISOString(), '::timestamp');
  const where = ['e."orgId" = $1', 'e."nextServiceDueAt" IS NOT NULL'];
  let join = '';
  const scope = serviceUnitScopeSql(ctx, param);
  if (scope) where.push(scope);
  if (q.customerId) where.push(`e."customerId" = ${param(q.customerId)}`);
  if (q.suburb) {
    join = 'JOIN "Customer" c ON c."id" = e."customerId" AND c."orgId" = $1';
    where.push(`lower(c."suburb") = lower(${param(q.suburb)})`);
  }
  if (q.equipmentType) where.push(`lower(e."equipmentType") = lower(${param(q.equipmentType)})`);
  // Not booked: no open service job holds the unit (the partial unique index on JobEquipment.openService answers it).
  if (q.notBooked) where.push('NOT EXISTS (SELECT 1 FROM "JobEquipment" ob WHERE ob."equipmentId" = e."id" AND ob."openService")');
  // The section bounds: cast once in `b` and compared as timestamps, since a text parameter cast inside a count's
  // FILTER is cast again for every unit (45,000 rows: most of the statement's time).
  const bounds = `SELECT ${instant(ranges.today)} AS "today", ${instant(ranges.nextWeek)} AS "nextWeek", ${instant(ranges.nextMonth)} AS "nextMonth", ${instant(ranges.monthAfter)} AS "monthAfter", ${q.from ? instant(q.from) : 'NULL::timestamp'} AS "from", ${q.to ? instant(q.to) : 'NULL::timestamp'} AS "to"`;
  // What the page lists: the range asked for and the section. The page's ids read the bounds as subqueries (run once,
  // then an index condition); the counts from the joined row.
  const listedBy = (of: (bound: string) => string) => {
    const listed = ['true'];
    if (q.from) listed.push(`u."due" >= ${of('from')}`);
    if (q.to) listed.push(`u."due" <= ${of('to')}`);
    if (q.status === 'overdue') listed.push(`u."due" < ${of('today')}`);
    if (q.status === 'due') listed.push(`u."due" >= ${of('today')} AND u."due" < ${of('nextMonth')}`);
    if (q.status === 'upcoming') listed.push(`u."due" >= ${of('nextMonth')}`);
    return listed.join(' AND ');
  };
  const inCounts = listedBy((bound) => `b."${bound}"`);
  const inPage = listedBy((bound) => `(SELECT b."${bound}" FROM b)`);
  // The units: with a technician, those they serviced last (read from the lastServicedById index) and those on an
  // open service job assigned to them, as a union of two index reads.
  const base = `SELECT e."id", e."nextServiceDueAt" AS "due" FROM "Equipment" e ${join}`;
  let units = `${base} WHERE ${where.join(' AND ')}`;
  if (q.technicianId) {
    const t = param(q.technicianId);
    units = `${base} WHERE ${where.join(' AND ')} AND e."lastServicedById" = ${t}
  UNION SELECT e."id", e."nextServiceDueAt" AS "due" FROM "JobTechnician" jt
    JOIN "JobEquipment" je ON je."jobId" = jt."jobId" AND je."openService"
    JOIN "Equipment" e ON e."id" = je."equipmentId" ${join}
    WHERE jt."userId" = ${t} AND ${where.join(' AND ')}`;
  }
  // Unfiltered, the page walks the (orgId, nextServiceDueAt, id) index in order and stops at its end while the counts
  // pass over the same index (NOT MATERIALIZED: each part plans on its own). Filtered, the units are read once and
  // both counted and sorted in memory (a few thousand rows at most).
  const narrowed = where.length > 2 || Boolean(q.technicianId);
  const sql = `WITH b AS MATERIALIZED (${bounds}),
u AS ${narrowed ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
  ${units}
)
SELECT
  count(*) FILTER (WHERE u."due" < b."today")::int AS "overdue",
  count(*) FILTER (WHERE u."due" >= b."today" AND u."due" < b."nextWeek")::int AS "thisWeek",
  count(*) FILTER (WHERE u."due" >= b."today" AND u."due" < b."nextMonth")::int AS "thisMonth",
  count(*) FILTER (WHERE u."due" >= b."nextMonth" AND u."due" < b."monthAfter")::int AS "nextMonth",
  count(*) FILTER (WHERE ${inCounts})::int AS "total",
  ARRAY(SELECT u."id" FROM u WHERE ${inPage} ORDER BY u."due", u."id" LIMIT ${param(q.limit, '::int')} OFFSET ${param((q.page - 1) * q.limit, '::int')}) AS "ids"
FROM u CROSS JOIN b`;
  return { sql, params };
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
  const board = boardSql(ctx, q, ranges);
  const [{ overdue, thisWeek, thisMonth, nextMonth, total, ids }] = await tenantRows<{
    overdue: number;
    thisWeek: number;
    thisMonth: number;
    nextMonth: number;
    total: number;
    ids: string[];
  }>(ctx.db, board.sql, ...board.params);
  // The page's rows with their customer, open service job and last technician: a fixed number of statements
  // whatever the page size, put back in the board's order.
  const found = ids.length ? await ctx.db.equipment.findMany({ where: { id: { in: ids } }, include: rowSelect }) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
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
