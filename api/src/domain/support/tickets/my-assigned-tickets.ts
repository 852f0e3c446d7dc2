import type { Context } from '../../../context.ts';
import { staffAudience } from './ticket-audience.ts';
import { type TicketRecord, ticketSelect, toTicket } from './ticket-read.ts';

/** The most My Assigned Tickets lists at once; the queue (filter 'me') pages through more. */
export const MY_TICKETS_MAX = 200;

/** The signed-in staff member's tickets, most recently active first. */
export async function myAssignedTickets(ctx: Context): Promise<TicketRecord[]> {
  const audience = staffAudience(ctx);
  if (audience.kind !== 'staff') return [];
  const rows = await audience.db.ticket.findMany({
    where: { assignedToId: audience.staff.staffId },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    take: MY_TICKETS_MAX,
    select: ticketSelect,
  });
  return rows.map(toTicket);
}
