import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Customer, Equipment, Prisma } from '../../db/generated/client.ts';
import type { DB } from '../../db/generated/kysely.ts';
import { tenantSql } from '../../db/sql.ts';
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

/** A page of the board or of the uncontracted units: the page asked for, of how many, and the matching units' total. */
export interface ServicePagination {
  total: number;
  pages: number;
  page: number;
  limit: number;
}

/** The board's counts over the same filters, whatever the range and status asked for. */
export interface ServiceDueCounts {
  overdue: number;
  thisWeek: number;
  thisMonth: number;
  nextMonth: number;
}

/** What the board answers: a page of units soonest first, the page's place, and the counts per section. */
export interface ServiceDuePage {
  units: ServiceDueRow[];
  pagination: ServicePagination;
  counts: ServiceDueCounts;
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

/** Equipment aliased `e`, as the board's statements read it. */
export type UnitTables = DB & { e: DB['Equipment'] };

/**
 * Which units the caller sees on the board, as conditions on `e` for the typed reads (db/sql.ts): none for the office,
 * a technician's own units (those on jobs assigned to them), their id a bound parameter.
 */
export function serviceUnitScope(ctx: Context, eb: ExpressionBuilder<UnitTables, 'e'>): Expression<SqlBool>[] {
  const user = requireUser(ctx);
  if (can({ user }, 'seeAllJobs')) return [];
  const theirs = eb
    .selectFrom('JobTechnician as jt')
    .innerJoin('JobEquipment as je', 'je.jobId', 'jt.jobId')
    .select('je.equipmentId')
    .where('jt.userId', '=', user.userId);
  return [eb('e.id', 'in', theirs)];
}

/** An instant as the board's UTC timestamp columns (without zone) compare with it. */
const instant = (d: Date) => sql<Date>`${d.toISOString()}::timestamp`;
type Bound = 'today' | 'nextWeek' | 'nextMonth' | 'monthAfter' | 'from' | 'to';

/**
 * The board's page and counts in one statement (see docs/service.md, "How the board reads"): the caller's units with
 * a next service (the viewer's scope and the filters), counted per section with `count(*) FILTER (…)` in one pass,
 * and the ids of the requested page soonest first. Every filter is a plain column test or an id list an index
 * answers: the technician's units are those they serviced last (Equipment.lastServicedById) and those on an open
 * service job assigned to them (JobTechnician.userId → JobEquipment.openService), read as a union of two index scans
 * rather than an OR with a correlated test of every unit. A typed statement over the member's client (tenantSql):
 * every value is a bound parameter (instants as UTC ISO text, since "nextServiceDueAt" is a UTC timestamp without
 * zone), and a filter the request does not use is left out of the statement.
 */
function readBoard(ctx: Context, q: ServiceDueQuery, ranges: ReturnType<typeof serviceDueRanges>) {
  const { sql: db, orgId } = tenantSql(ctx.db);
  const filters = (eb: ExpressionBuilder<UnitTables, 'e'>) => {
    const where: Expression<SqlBool>[] = [eb('e.orgId', '=', orgId), eb('e.nextServiceDueAt', 'is not', null)];
    where.push(...serviceUnitScope(ctx, eb));
    if (q.customerId) where.push(eb('e.customerId', '=', q.customerId));
    const suburb = q.suburb;
    if (suburb)
      where.push(
        eb.exists(
          eb
            .selectFrom('Customer as c')
            .select('c.id')
            .whereRef('c.id', '=', 'e.customerId')
            .where('c.orgId', '=', orgId)
            .where((c) => c(c.fn('lower', ['c.suburb']), '=', c.fn('lower', [c.val(suburb)]))),
        ),
      );
    if (q.equipmentType) where.push(eb(eb.fn('lower', ['e.equipmentType']), '=', eb.fn('lower', [eb.val(q.equipmentType)])));
    // Not booked: no open service job holds the unit (the partial unique index on JobEquipment.openService answers it).
    if (q.notBooked)
      where.push(
        eb.not(
          eb.exists(
            eb
              .selectFrom('JobEquipment as ob')
              .select('ob.equipmentId')
              .whereRef('ob.equipmentId', '=', 'e.id')
              .where('ob.openService', '=', true),
          ),
        ),
      );
    return where;
  };
  // The section bounds: cast once in `b` and compared as timestamps, since a text parameter cast inside a count's
  // FILTER is cast again for every unit (45,000 rows: most of the statement's time).
  const none = sql<Date | null>`NULL::timestamp`;
  const bounds = db.selectNoFrom([
    instant(ranges.today).as('today'),
    instant(ranges.nextWeek).as('nextWeek'),
    instant(ranges.nextMonth).as('nextMonth'),
    instant(ranges.monthAfter).as('monthAfter'),
    (q.from ? instant(q.from) : none).as('from'),
    (q.to ? instant(q.to) : none).as('to'),
  ]);
  // The units: with a technician, those they serviced last (read from the lastServicedById index) and those on an
  // open service job assigned to them, as a union of two index reads.
  const technicianId = q.technicianId;
  const mine = db.selectFrom('Equipment as e').select(['e.id', 'e.nextServiceDueAt as due']);
  const units = technicianId
    ? mine
        .where((eb) => eb.and([...filters(eb), eb('e.lastServicedById', '=', technicianId)]))
        .union(
          db
            .selectFrom('JobTechnician as jt')
            .innerJoin('JobEquipment as je', (join) => join.onRef('je.jobId', '=', 'jt.jobId').on('je.openService', '=', true))
            .innerJoin('Equipment as e', 'e.id', 'je.equipmentId')
            .select(['e.id', 'e.nextServiceDueAt as due'])
            .where('jt.userId', '=', technicianId)
            .where((eb) => eb.and(filters(eb))),
        )
    : mine.where((eb) => eb.and(filters(eb)));
  // Unfiltered, the page walks the (orgId, nextServiceDueAt, id) index in order and stops at its end while the counts
  // pass over the same index (NOT MATERIALIZED: each part plans on its own). Filtered, the units are read once and
  // both counted and sorted in memory (a few thousand rows at most).
  const narrowed =
    Boolean(q.technicianId || q.customerId || q.suburb || q.equipmentType || q.notBooked) || !can({ user: requireUser(ctx) }, 'seeAllJobs');
  // What the page lists: the range asked for and the section. The page's ids read the bounds as subqueries (run once,
  // then an index condition); the counts from the joined row.
  const listedBy = (due: Expression<Date | null>, of: (bound: Bound) => Expression<unknown>) => {
    const listed: RawBuilder<SqlBool>[] = [sql<SqlBool>`true`];
    if (q.from) listed.push(sql`${due} >= ${of('from')}`);
    if (q.to) listed.push(sql`${due} <= ${of('to')}`);
    if (q.status === 'overdue') listed.push(sql`${due} < ${of('today')}`);
    if (q.status === 'due') listed.push(sql`${due} >= ${of('today')} AND ${due} < ${of('nextMonth')}`);
    if (q.status === 'upcoming') listed.push(sql`${due} >= ${of('nextMonth')}`);
    return sql<SqlBool>`${sql.join(listed, sql` AND `)}`;
  };
  return db
    .with(
      (cte) => cte('b').materialized(),
      () => bounds,
    )
    .with(
      (cte) => (narrowed ? cte('u').materialized() : cte('u').notMaterialized()),
      () => units,
    )
    .selectFrom('u')
    .crossJoin('b')
    .select((eb) => {
      const due = eb.ref('u.due');
      const inCounts = listedBy(due, (bound) => sql.ref(`b.${bound}`));
      const inPage = listedBy(due, (bound) => sql`(SELECT ${sql.ref(`b.${bound}`)} FROM b)`);
      const page = eb
        .selectFrom('u')
        .select('u.id')
        .where(inPage)
        .orderBy('u.due')
        .orderBy('u.id')
        .limit(sql<number>`${q.limit}::int`)
        .offset(sql<number>`${(q.page - 1) * q.limit}::int`);
      return [
        sql<number>`count(*) FILTER (WHERE ${due} < b."today")::int`.as('overdue'),
        sql<number>`count(*) FILTER (WHERE ${due} >= b."today" AND ${due} < b."nextWeek")::int`.as('thisWeek'),
        sql<number>`count(*) FILTER (WHERE ${due} >= b."today" AND ${due} < b."nextMonth")::int`.as('thisMonth'),
        sql<number>`count(*) FILTER (WHERE ${due} >= b."nextMonth" AND ${due} < b."monthAfter")::int`.as('nextMonth'),
        sql<number>`count(*) FILTER (WHERE ${inCounts})::int`.as('total'),
        sql<string[]>`ARRAY(${page})`.as('ids'),
      ];
    })
    .executeTakeFirstOrThrow();
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

export async function listServiceDue(ctx: Context, input: unknown): Promise<ServiceDuePage> {
  requireAbility(ctx, 'seeServiceBoard');
  const q = parseInput(serviceDueQuerySchema, input ?? {});
  const timeZone = await organisationTimeZone(ctx);
  const ranges = serviceDueRanges(new Date(), timeZone);
  const { overdue, thisWeek, thisMonth, nextMonth, total, ids } = await readBoard(ctx, q, ranges);
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
