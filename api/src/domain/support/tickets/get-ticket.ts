import { notFound } from '../../../errors.ts';
import type { TicketAudience } from './ticket-audience.ts';
import { visibleMessages } from './ticket-audience.ts';
import {
  assignmentSelect,
  messageSelect,
  type TicketAssignmentRecord,
  type TicketMessageRecord,
  type TicketRecord,
  ticketSelect,
  toAssignment,
  toMessage,
  toTicket,
} from './ticket-read.ts';

export const TICKET_NOT_FOUND = 'Ticket not found';

export interface TicketDetail {
  ticket: TicketRecord;
  /** Oldest first; a member never receives an internal note. */
  messages: TicketMessageRecord[];
  /** Who the ticket was given to, newest first (support staff only; a member receives none). */
  assignments: TicketAssignmentRecord[];
}

/** A ticket with its conversation, as the audience may see it; 'Ticket not found' for another organisation's. */
export async function getTicket(audience: TicketAudience, id: string): Promise<TicketDetail> {
  const staff = audience.kind === 'staff';
  const row = await audience.db.ticket.findFirst({
    where: { id },
    select: {
      ...ticketSelect,
      messages: { where: visibleMessages(audience), orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: messageSelect },
      // A member's read asks for no assignment rows (take 0); the shape stays one.
      assignments: { orderBy: { createdAt: 'desc' }, select: assignmentSelect, ...(staff ? {} : { take: 0 }) },
    },
  });
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return {
    ticket: toTicket(row),
    messages: row.messages.map(toMessage),
    assignments: staff ? row.assignments.map(toAssignment) : [],
  };
}
