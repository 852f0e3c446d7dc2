import { addTicketMessage } from '../domain/support/tickets/add-ticket-message.ts';
import { createTicket } from '../domain/support/tickets/create-ticket.ts';
import { getTicket } from '../domain/support/tickets/get-ticket.ts';
import { listTicketCategories } from '../domain/support/tickets/list-categories.ts';
import { listTickets } from '../domain/support/tickets/list-tickets.ts';
import { myAssignedTickets } from '../domain/support/tickets/my-assigned-tickets.ts';
import { recentAssignments } from '../domain/support/tickets/recent-assignments.ts';
import { requestAudience } from '../domain/support/tickets/ticket-audience.ts';
import { ticketStats } from '../domain/support/tickets/ticket-stats.ts';
import { updateTicket } from '../domain/support/tickets/update-ticket.ts';
import { toAssignmentJson, toDetailJson, toMessageJson, toTicketJson } from '../views/support-tickets.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { supportTicketsContract } from './support-tickets.contract.ts';

// REST routes for support tickets: contracts in support-tickets.contract.ts, implemented here.

export const supportTicketsRoutes: BoundRoute[] = implement(supportTicketsContract, {
  async list({ ctx, query }) {
    const page = await listTickets(requestAudience(ctx), query);
    return {
      tickets: page.tickets.map(toTicketJson),
      pagination: { total: page.total, pages: page.pages, page: page.page, limit: page.limit },
    };
  },
  async categories({ ctx }) {
    return { categories: await listTicketCategories(ctx) };
  },
  async stats({ ctx }) {
    const stats = await ticketStats(ctx);
    return { ...stats, orgStats: stats.orgStats.map((o) => ({ org_id: o.orgId, org_name: o.orgName, count: o.count })) };
  },
  async myAssignments({ ctx }) {
    return { tickets: (await myAssignedTickets(ctx)).map(toTicketJson) };
  },
  async recentAssignments({ ctx }) {
    return { assignments: (await recentAssignments(ctx)).map(toAssignmentJson) };
  },
  async get({ ctx, params }) {
    return toDetailJson(await getTicket(requestAudience(ctx), params.id));
  },
  async create({ ctx, body }) {
    return toTicketJson(await createTicket(ctx, body));
  },
  async update({ ctx, params, body }) {
    return toTicketJson(await updateTicket(ctx, requestAudience(ctx), params.id, body));
  },
  async addMessage({ ctx, params, body }) {
    return toMessageJson(await addTicketMessage(ctx, requestAudience(ctx), params.id, body));
  },
});
