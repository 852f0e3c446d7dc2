import type { Context } from '../../../context.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriorityValue, type TicketStatusValue } from '../../../rules/support-tickets.ts';
import { staffAudience } from './ticket-audience.ts';

/** The support dashboard's top organisations (spec §9: top 10). */
export const TOP_ORGANISATIONS = 10;

export interface TicketStats {
  statusStats: { status: TicketStatusValue; count: number }[];
  priorityStats: { priority: TicketPriorityValue; count: number }[];
  orgStats: { orgId: string; orgName: string; count: number }[];
  unassignedCount: number;
}

/**
 * Ticket counts across every organisation (support staff): by status and by priority (every value, zeros
 * included, in the spec's order), the 10 organisations with the most tickets, and the open work nobody holds
 * (unassigned and not resolved or closed). Five statements whatever the number of tickets.
 */
export async function ticketStats(ctx: Context): Promise<TicketStats> {
  const { db } = staffAudience(ctx);
  const [byStatus, byPriority, byOrg, unassignedCount] = await Promise.all([
    db.ticket.groupBy({ by: ['status'], _count: { _all: true } }),
    db.ticket.groupBy({ by: ['priority'], _count: { _all: true } }),
    db.ticket.groupBy({
      by: ['orgId'],
      _count: { _all: true },
      orderBy: [{ _count: { orgId: 'desc' } }, { orgId: 'asc' }],
      take: TOP_ORGANISATIONS,
    }),
    db.ticket.count({ where: { assignedToId: null, status: { in: ['open', 'in_progress'] } } }),
  ]);
  const orgs = await db.organization.findMany({ where: { id: { in: byOrg.map((o) => o.orgId) } }, select: { id: true, name: true } });
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  const count = <K extends string>(rows: ({ _count: { _all: number } } & Record<string, unknown>)[], key: string, value: K) =>
    rows.find((r) => r[key] === value)?._count._all ?? 0;
  return {
    statusStats: TICKET_STATUSES.map((status) => ({ status, count: count(byStatus, 'status', status) })),
    priorityStats: TICKET_PRIORITIES.map((priority) => ({ priority, count: count(byPriority, 'priority', priority) })),
    orgStats: byOrg.map((o) => ({ orgId: o.orgId, orgName: names.get(o.orgId) ?? 'Unknown', count: o._count._all })),
    unassignedCount,
  };
}
