import { z } from 'zod';
import { createTicketSchema, ticketFiltersSchema, ticketMessageSchema, updateTicketSchema } from '../domain/support/tickets/schemas.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../rules/support-tickets.ts';
import { camelKeys } from '../views/account.views.ts';
import { assignmentJson, messageJson, ticketJson } from '../views/support-tickets.views.ts';
import { route } from './contract.ts';

// Support tickets (spec part 1 §7, part 2 §3 and §7). The same paths serve both portals: a member's
// session is answered for their organisation without internal notes; a support session alone, across every
// organisation with them (domain/support/tickets/ticket-audience.ts). The staff list (/staff) is the admin
// console's (support-admin.contract.ts).

const idParams = z.object({ id: z.string().min(1) });

export const supportTicketsContract = {
  list: route({
    method: 'GET',
    path: '/api/support-tickets',
    summary:
      "Tickets, most recently active first, 20 a page: a member's organisation's, or (support session) every organisation's. Filters status, priority, assigned_to (unassigned, me, a staff id), category_id, search, page, limit; any value starting 'all_' means no filter",
    access: 'userOrStaff',
    query: z.preprocess(camelKeys, ticketFiltersSchema),
    response: z.object({
      tickets: z.array(ticketJson),
      pagination: z.object({ total: z.number().int(), pages: z.number().int(), page: z.number().int(), limit: z.number().int() }),
    }),
  }),
  categories: route({
    method: 'GET',
    path: '/api/support-tickets/categories',
    summary: 'The categories a ticket may be filed under',
    access: 'userOrStaff',
    response: z.object({ categories: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable() })) }),
  }),
  stats: route({
    method: 'GET',
    path: '/api/support-tickets/stats',
    summary: 'Support staff: ticket counts by status and priority, the 10 organisations with most tickets, and the open unassigned count',
    access: { can: 'workTickets' },
    response: z.object({
      statusStats: z.array(z.object({ status: z.enum(TICKET_STATUSES), count: z.number().int() })),
      priorityStats: z.array(z.object({ priority: z.enum(TICKET_PRIORITIES), count: z.number().int() })),
      orgStats: z.array(z.object({ org_id: z.string(), org_name: z.string(), count: z.number().int() })),
      unassignedCount: z.number().int(),
    }),
  }),
  myAssignments: route({
    method: 'GET',
    path: '/api/support-tickets/assignments/my',
    summary: "Support staff: the signed-in staff member's tickets, most recently active first",
    access: { can: 'workTickets' },
    response: z.object({ tickets: z.array(ticketJson) }),
  }),
  recentAssignments: route({
    method: 'GET',
    path: '/api/support-tickets/assignments/recent',
    summary: "Support staff: the desk's 5 most recent assignments (ticket, staff member, by whom, when)",
    access: { can: 'workTickets' },
    response: z.object({ assignments: z.array(assignmentJson) }),
  }),
  get: route({
    method: 'GET',
    path: '/api/support-tickets/{id}',
    summary:
      'A ticket with its messages, oldest first (a member never receives internal notes) and, for support staff, its assignments; 404 Ticket not found',
    access: 'userOrStaff',
    params: idParams,
    response: z.object({ ticket: ticketJson, messages: z.array(messageJson), assignments: z.array(assignmentJson) }),
  }),
  create: route({
    method: 'POST',
    path: '/api/support-tickets',
    summary: 'A member opens a ticket {title, description, category_id?, priority? (default medium)}',
    access: 'user',
    body: z.preprocess(camelKeys, createTicketSchema),
    response: ticketJson,
    status: 201,
  }),
  update: route({
    method: 'PATCH',
    path: '/api/support-tickets/{id}',
    summary:
      'Support staff change one or more of status, priority, assigned_to (a staff id, or null for Unassigned); a member may only close a ticket (status closed) or open it again (open)',
    access: 'userOrStaff',
    params: idParams,
    body: z.preprocess(camelKeys, updateTicketSchema),
    response: ticketJson,
  }),
  addMessage: route({
    method: 'POST',
    path: '/api/support-tickets/{id}/messages',
    summary:
      "Add a message {message, is_internal}: staff replies are emailed to the customer; is_internal (staff only) is never shown to the business; a member's reply opens a resolved or closed ticket again",
    access: 'userOrStaff',
    params: idParams,
    body: z.preprocess(camelKeys, ticketMessageSchema),
    response: messageJson,
    status: 201,
  }),
};
