import type { TicketAudience } from './ticket-audience.ts';
import { visibleMessages } from './ticket-audience.ts';
import { messageSelect, type TicketMessageRecord, toMessage } from './ticket-read.ts';

/** A ticket's conversation as the audience may read it, oldest first (none when the ticket is not theirs). */
export async function ticketMessages(audience: TicketAudience, ticketId: string): Promise<TicketMessageRecord[]> {
  const ticket = await audience.db.ticket.findFirst({
    where: { id: ticketId },
    select: { messages: { where: visibleMessages(audience), orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: messageSelect } },
  });
  return (ticket?.messages ?? []).map(toMessage);
}
