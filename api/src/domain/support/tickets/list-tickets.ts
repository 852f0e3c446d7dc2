import type { Prisma } from '../../../db/generated/client.ts';
import { AppError, parseInput } from '../../../errors.ts';
import { pageCount } from '../../../rules/support-tickets.ts';
import { containsWord, everyWord, isIdPrefix, searchWords } from '../../search.ts';
import { type TicketFilters, ticketFiltersSchema } from './schemas.ts';
import type { TicketAudience } from './ticket-audience.ts';
import { type TicketRecord, ticketSelect, toTicket } from './ticket-read.ts';

export interface TicketPage {
  tickets: TicketRecord[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/**
 * Which tickets a filter holds. Every search word must appear (ignoring case) in the title, the description or,
 * for staff, the organisation's name, or begin the ticket id. The audience's client adds the organisation of a
 * member. `orgsNamed` holds, for staff, the organisations each search word names (see `organisationsNamed`), so each
 * word is a match on indexed columns only (trigram indexes on title, description and id; the organisation's id).
 */
export function ticketsWhere(audience: TicketAudience, f: TicketFilters, orgsNamed = new Map<string, string[]>()): Prisma.TicketWhereInput {
  const assigned = f.assignedTo;
  if (assigned === 'me' && audience.kind !== 'staff') throw new AppError('VALIDATION', "assigned_to 'me' is for support staff");
  const assignedToId =
    assigned === undefined
      ? undefined
      : assigned === 'unassigned'
        ? null
        : assigned === 'me' && audience.kind === 'staff'
          ? audience.staff.staffId
          : assigned;
  return {
    ...(f.status ? { status: f.status } : {}),
    ...(f.priority ? { priority: f.priority } : {}),
    ...(f.categoryId ? { categoryId: f.categoryId } : {}),
    ...(assignedToId !== undefined ? { assignedToId } : {}),
    ...everyWord(f.search, (w) => {
      const orgIds = orgsNamed.get(w) ?? [];
      return {
        OR: [
          { title: containsWord(w) },
          { description: containsWord(w) },
          ...(orgIds.length > 0 ? [{ orgId: { in: orgIds } }] : []),
          ...(isIdPrefix(w) ? [{ id: { startsWith: w.toLowerCase() } }] : []),
        ],
      };
    }),
  };
}

/**
 * For staff, the organisations whose name holds each search word (one short read of the organisations per word),
 * so the ticket query never joins every ticket's organisation to test its name. Members search their own tickets'
 * titles and descriptions only.
 */
async function organisationsNamed(audience: TicketAudience, search: string | null | undefined): Promise<Map<string, string[]>> {
  if (audience.kind !== 'staff') return new Map();
  const words = searchWords(search);
  const named = await Promise.all(
    words.map((w) => audience.db.organization.findMany({ where: { name: containsWord(w) }, select: { id: true } })),
  );
  return new Map(words.map((w, i) => [w, named[i].map((o) => o.id)]));
}

/** Most recently active first; the id breaks ties so pages never overlap. */
const queueOrder: Prisma.TicketOrderByWithRelationInput[] = [{ updatedAt: 'desc' }, { id: 'desc' }];

/** One page of tickets and the total: two statements (plus, for staff, one per search word), whatever the page size. */
export async function listTickets(audience: TicketAudience, input: unknown): Promise<TicketPage> {
  const f = parseInput(ticketFiltersSchema, input);
  const where = ticketsWhere(audience, f, await organisationsNamed(audience, f.search));
  const [rows, total] = await Promise.all([
    audience.db.ticket.findMany({ where, orderBy: queueOrder, skip: (f.page - 1) * f.limit, take: f.limit, select: ticketSelect }),
    audience.db.ticket.count({ where }),
  ]);
  return { tickets: rows.map(toTicket), total, page: f.page, limit: f.limit, pages: pageCount(total, f.limit) };
}
