import { z } from 'zod';
import type { TicketDetail } from '../domain/support/tickets/get-ticket.ts';
import type { TicketAssignmentRecord, TicketMessageRecord, TicketRecord } from '../domain/support/tickets/ticket-read.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../rules/support-tickets.ts';

// The spec's ticket shapes (part 2 §3), snake_case as the spec writes them.

export const ticketJson = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  org_id: z.string(),
  org_name: z.string().nullable(),
  assigned_to: z.string().nullable(),
  assigned_to_name: z.string().nullable(),
  submitted_by_name: z.string().nullable(),
  submitted_by_email: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const messageJson = z.object({
  id: z.string(),
  message: z.string(),
  is_internal: z.boolean(),
  author_name: z.string(),
  /** support_staff marks staff replies and notes; user a member of the business */
  author_role: z.enum(['support_staff', 'user']),
  created_at: z.string(),
});

export const assignmentJson = z.object({
  id: z.string(),
  ticket_id: z.string(),
  ticket_title: z.string(),
  org_name: z.string().nullable(),
  staff_id: z.string().nullable(),
  staff_name: z.string().nullable(),
  assigned_by_name: z.string().nullable(),
  created_at: z.string(),
});

export const toTicketJson = (t: TicketRecord): z.input<typeof ticketJson> => ({
  id: t.id,
  title: t.title,
  description: t.description,
  category_id: t.categoryId,
  category_name: t.categoryName,
  status: t.status,
  priority: t.priority,
  org_id: t.orgId,
  org_name: t.orgName,
  assigned_to: t.assignedTo,
  assigned_to_name: t.assignedToName,
  submitted_by_name: t.submittedByName,
  submitted_by_email: t.submittedByEmail,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

export const toMessageJson = (m: TicketMessageRecord): z.input<typeof messageJson> => ({
  id: m.id,
  message: m.message,
  is_internal: m.isInternal,
  author_name: m.authorName,
  author_role: m.authorRole,
  created_at: m.createdAt.toISOString(),
});

export const toAssignmentJson = (a: TicketAssignmentRecord): z.input<typeof assignmentJson> => ({
  id: a.id,
  ticket_id: a.ticketId,
  ticket_title: a.ticketTitle,
  org_name: a.orgName,
  staff_id: a.staffId,
  staff_name: a.staffName,
  assigned_by_name: a.assignedByName,
  created_at: a.createdAt.toISOString(),
});

export const toDetailJson = (d: TicketDetail) => ({
  ticket: toTicketJson(d.ticket),
  messages: d.messages.map(toMessageJson),
  assignments: d.assignments.map(toAssignmentJson),
});
