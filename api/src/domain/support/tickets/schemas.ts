import { z } from 'zod';
import {
  isNoFilter,
  TICKET_PAGE_MAX,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
} from '../../../rules/support-tickets.ts';

// What each ticket operation accepts (spec part 2 §3, §5). The texts are the ones a form shows.

const status = z.enum(TICKET_STATUSES, { error: `Status must be one of ${TICKET_STATUSES.join(', ')}` });
const priority = z.enum(TICKET_PRIORITIES, { error: `Priority must be one of ${TICKET_PRIORITIES.join(', ')}` });
const uuid = (what: string) => z.uuid({ error: `${what} is not a valid id` });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-AU')} characters`);

export const createTicketSchema = z.object({
  title: text('Title', TICKET_TITLE_MAX),
  description: text('Description', TICKET_TEXT_MAX),
  categoryId: uuid('Category').nullish(),
  priority: priority.default('medium'),
});
export type CreateTicketInput = z.input<typeof createTicketSchema>;

export const ticketMessageSchema = z.object({
  message: text('Message', TICKET_TEXT_MAX),
  isInternal: z.boolean({ error: 'is_internal must be true or false' }).default(false),
});
export type TicketMessageInput = z.input<typeof ticketMessageSchema>;

export const updateTicketSchema = z
  .object({
    status: status.optional(),
    priority: priority.optional(),
    /** A staff member's id, or null for Unassigned. */
    assignedTo: uuid('Assignee').nullable().optional(),
  })
  .refine((u) => u.status !== undefined || u.priority !== undefined || u.assignedTo !== undefined, {
    message: 'Send a status, a priority or assigned_to',
  });
export type UpdateTicketInput = z.input<typeof updateTicketSchema>;

/** A filter value of the queue: absent, null, empty, or any value starting 'all_', means no filter. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && isNoFilter(v)) ? undefined : v), schema.optional());

const positive = (label: string, max?: number) => {
  let n = z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be 1 or more`);
  if (max) n = n.max(max, `${label} must be 1 to ${max}`);
  return n;
};

export const ticketFiltersSchema = z.object({
  status: filter(status),
  priority: filter(priority),
  /** 'unassigned', 'me' (the signed-in staff member) or a staff member's id. */
  assignedTo: filter(
    z
      .string()
      .refine(
        (v) => v === 'unassigned' || v === 'me' || z.uuid().safeParse(v).success,
        "assigned_to must be 'unassigned', 'me' or a staff id",
      ),
  ),
  categoryId: filter(uuid('Category')),
  search: z.string({ error: 'search must be text' }).trim().max(200, 'Search must be at most 200 characters').nullish(),
  page: positive('page').default(1),
  limit: positive('limit', TICKET_PAGE_MAX).default(TICKET_PAGE_SIZE),
});
export type TicketFiltersInput = z.input<typeof ticketFiltersSchema>;
export type TicketFilters = z.output<typeof ticketFiltersSchema>;
