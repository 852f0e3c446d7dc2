import { sql } from 'kysely';
import type { Context } from '../../context.ts';
import { ownerScope } from '../../db/cross-organisation.ts';
import { AppError } from '../../errors.ts';
import { checkReportRange, type ReportRange, rangeInstants, weeksOf } from '../../rules/report-range.ts';
import {
  staffQueuePath,
  staffTicketPath,
  TICKET_AGE_BANDS,
  TICKET_PRIORITIES,
  type TicketAgeBand,
  type TicketPriorityValue,
} from '../../rules/support-tickets.ts';
import { DEFAULT_TIME_ZONE, midnightOf } from '../../rules/zoned-time.ts';
import { requireAbility } from '../policy.ts';
import { rowsOf } from './owner-sql.ts';

// The owner's support overview: where support stands now and how it did over a range of Melbourne days.
// Every figure is one SQL statement over every organisation's tickets (ownerScope), so a request costs six statements
// whatever the number of tickets or organisations. Definitions:
// - Open: status open or in progress, now (the range does not apply); its age runs from the ticket's creation.
// - First response: of the tickets created in the range, the time from creation to the first staff reply that is not
//   an internal note (Ticket.firstResponseAt, set by add-ticket-message.ts; tickets not yet answered count in
//   `created`, not in the times).
// - Resolution: of the tickets resolved or closed in the range (Ticket.resolvedAt), creation to that moment.
// - Median and p90 are PostgreSQL's percentile_cont (interpolated between the two nearest values), in seconds.

const OPEN = sql`('open', 'in_progress')`;
const TOP_ORGANISATIONS = 10;
const LONGEST_WAITING = 5;

export interface DurationFigure {
  /** Tickets measured. */
  count: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export interface SupportOverview {
  range: ReportRange;
  /** When the open-ticket figures were read. */
  asOf: Date;
  open: {
    total: number;
    unassigned: number;
    byPriority: { priority: TicketPriorityValue; total: number; unassigned: number; byAge: Record<TicketAgeBand, number>; link: string }[];
    byAge: { band: TicketAgeBand; label: string; count: number }[];
    link: string;
    unassignedLink: string;
  };
  firstResponse: DurationFigure & { created: number };
  resolution: DurationFigure;
  weekly: { weekStart: string; created: number }[];
  topOrganisations: { id: string; name: string; tickets: number; open: number; link: string }[];
  longestWaiting: {
    id: string;
    title: string;
    organisation: string;
    priority: TicketPriorityValue;
    createdAt: Date;
    assigned: boolean;
    link: string;
  }[];
}

/** `from`/`to` as typed (Melbourne days, both or neither: this month); a bad range is refused with a 400 that says why. */
export function parseSupportRange(input: { from?: string | null; to?: string | null }): ReportRange {
  const checked = checkReportRange(input.from, input.to);
  if ('range' in checked) return checked.range;
  throw new AppError('VALIDATION', checked.message, { fieldErrors: { [checked.field]: checked.message } });
}

const seconds = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value)));

/** The support overview for a range of Melbourne days (the owner only; 404 for everyone else). */
export async function supportOverview(ctx: Context, input: { from?: string | null; to?: string | null }): Promise<SupportOverview> {
  requireAbility(ctx, 'seeBusiness');
  const range = parseSupportRange(input);
  const db = ownerScope(ctx);
  const { start, end } = rangeInstants(range, DEFAULT_TIME_ZONE);
  const asOf = new Date();
  const ago = (days: number) => new Date(asOf.getTime() - days * 86_400_000);
  const [d1, d3, d7] = [ago(1), ago(3), ago(7)];
  const weeks = weeksOf(range);
  const weekStarts = weeks.map((w) => midnightOf(w, DEFAULT_TIME_ZONE));

  const [openRows, [first], [resolved], weekRows, orgRows, waitingRows] = await Promise.all([
    // Open tickets by priority and age band, with how many of them nobody is assigned to.
    rowsOf(
      db,
      sql<{ priority: TicketPriorityValue; band: TicketAgeBand; count: number; unassigned: number }>`
      SELECT priority::text AS priority,
        CASE WHEN "createdAt" > ${d1}::timestamp THEN 'under_1_day'
             WHEN "createdAt" > ${d3}::timestamp THEN 'days_1_3'
             WHEN "createdAt" > ${d7}::timestamp THEN 'days_3_7'
             ELSE 'over_7_days' END AS band,
        count(*)::int AS count,
        count(*) FILTER (WHERE "assignedToId" IS NULL)::int AS unassigned
      FROM "Ticket" WHERE status::text IN ${OPEN}
      GROUP BY 1, 2`,
    ),
    // First response: creation to the first staff reply that is not an internal note (one sort for both percentiles).
    rowsOf(
      db,
      sql<{ created: number; answered: number; times: (number | null)[] | null }>`
      SELECT count(*)::int AS created, count("firstResponseAt")::int AS answered,
        percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY extract(epoch FROM "firstResponseAt" - "createdAt")) AS times
      FROM "Ticket"
      WHERE "createdAt" >= ${start}::timestamp AND "createdAt" < ${end}::timestamp`,
    ),
    // Resolution: creation to the moment the ticket was resolved or closed, for those resolved in the range.
    rowsOf(
      db,
      sql<{ count: number; times: (number | null)[] | null }>`
      SELECT count(*)::int AS count,
        percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY extract(epoch FROM "resolvedAt" - "createdAt")) AS times
      FROM "Ticket"
      WHERE "resolvedAt" >= ${start}::timestamp AND "resolvedAt" < ${end}::timestamp`,
    ),
    // Tickets created a week (Monday to Sunday, Melbourne): the bucket among the weeks' first instants.
    rowsOf(
      db,
      sql<{ week: number; created: number }>`
      SELECT width_bucket("createdAt", ${weekStarts}::timestamp[]) AS week, count(*)::int AS created
      FROM "Ticket"
      WHERE "createdAt" >= ${start}::timestamp AND "createdAt" < ${end}::timestamp
      GROUP BY 1`,
    ),
    // The organisations that opened the most tickets in the range, with how many of those are still open.
    rowsOf(
      db,
      sql<{ id: string; name: string; tickets: number; open: number }>`
      SELECT o.id, o.name, count(*)::int AS tickets, count(*) FILTER (WHERE t.status::text IN ${OPEN})::int AS open
      FROM "Ticket" t JOIN "Organization" o ON o.id = t."orgId"
      WHERE t."createdAt" >= ${start}::timestamp AND t."createdAt" < ${end}::timestamp
      GROUP BY o.id, o.name
      ORDER BY tickets DESC, o.name, o.id
      LIMIT ${TOP_ORGANISATIONS}`,
    ),
    // The open tickets waiting longest.
    rowsOf(
      db,
      sql<{ id: string; title: string; organisation: string; priority: TicketPriorityValue; createdAt: Date; assigned: boolean }>`
      SELECT t.id, t.title, o.name AS organisation, t.priority::text AS priority, t."createdAt", t."assignedToId" IS NOT NULL AS assigned
      FROM "Ticket" t JOIN "Organization" o ON o.id = t."orgId"
      WHERE t.status::text IN ${OPEN}
      ORDER BY t."createdAt", t.id
      LIMIT ${LONGEST_WAITING}`,
    ),
  ]);

  const noBands = () => Object.fromEntries(TICKET_AGE_BANDS.map((b) => [b.id, 0])) as Record<TicketAgeBand, number>;
  const byPriority = TICKET_PRIORITIES.map((priority) => {
    const rows = openRows.filter((r) => r.priority === priority);
    const byAge = noBands();
    for (const r of rows) byAge[r.band] = r.count;
    return {
      priority,
      total: rows.reduce((n, r) => n + r.count, 0),
      unassigned: rows.reduce((n, r) => n + r.unassigned, 0),
      byAge,
      link: staffQueuePath({ priority }),
    };
  });
  const weekly = new Map(weekRows.map((w) => [Number(w.week), w.created]));

  return {
    range,
    asOf,
    open: {
      total: byPriority.reduce((n, p) => n + p.total, 0),
      unassigned: byPriority.reduce((n, p) => n + p.unassigned, 0),
      byPriority,
      byAge: TICKET_AGE_BANDS.map((b) => ({ band: b.id, label: b.label, count: byPriority.reduce((n, p) => n + p.byAge[b.id], 0) })),
      link: staffQueuePath(),
      unassignedLink: staffQueuePath({ assignedTo: 'unassigned' }),
    },
    firstResponse: {
      created: first.created,
      count: first.answered,
      medianSeconds: seconds(first.times?.[0]),
      p90Seconds: seconds(first.times?.[1]),
    },
    resolution: { count: resolved.count, medianSeconds: seconds(resolved.times?.[0]), p90Seconds: seconds(resolved.times?.[1]) },
    weekly: weeks.map((weekStart, i) => ({ weekStart, created: weekly.get(i + 1) ?? 0 })),
    topOrganisations: orgRows.map((o) => ({ ...o, link: staffQueuePath({ search: o.name }) })),
    longestWaiting: waitingRows.map((t) => ({ ...t, createdAt: new Date(t.createdAt), link: staffTicketPath(t.id) })),
  };
}
