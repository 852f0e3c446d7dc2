import type { Context } from '../../context.ts';
import { addTicketMessage } from '../../domain/support/tickets/add-ticket-message.ts';
import { createTicket } from '../../domain/support/tickets/create-ticket.ts';
import { getTicket } from '../../domain/support/tickets/get-ticket.ts';
import { listTicketCategories } from '../../domain/support/tickets/list-categories.ts';
import { listTickets, type TicketPage } from '../../domain/support/tickets/list-tickets.ts';
import { myAssignedTickets } from '../../domain/support/tickets/my-assigned-tickets.ts';
import { recentAssignments } from '../../domain/support/tickets/recent-assignments.ts';
import { requestAudience } from '../../domain/support/tickets/ticket-audience.ts';
import { messageOfChange, subscribeTicketChanges, ticketAfterChange } from '../../domain/support/tickets/ticket-changes.ts';
import { ticketMessages } from '../../domain/support/tickets/ticket-messages.ts';
import type { TicketAssignmentRecord, TicketMessageRecord, TicketRecord } from '../../domain/support/tickets/ticket-read.ts';
import { type TicketStats, ticketStats } from '../../domain/support/tickets/ticket-stats.ts';
import { updateTicket } from '../../domain/support/tickets/update-ticket.ts';
import { TICKET_CHANGE_KINDS, type TicketChangedEvent } from '../../events.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../rules/support-tickets.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// Support tickets (spec part 2 §2–§7). The same fields serve both portals, as the REST paths do: a
// member's session reads their organisation's tickets without internal notes; a support session alone reads every
// organisation's (domain/support/tickets/ticket-audience.ts). Internal notes are refused at field level too:
// `messages(includeInternal: true)` needs a support session.

const memberOrStaff = { $any: { loggedIn: true, can: 'workTickets' } } as const;
const staffOnly = { can: 'workTickets' } as const;

const TicketStatusEnum = builder.enumType('TicketStatus', { values: TICKET_STATUSES });
export const TicketPriorityEnum = builder.enumType('TicketPriority', { values: TICKET_PRIORITIES });
const TicketAuthorRoleEnum = builder.enumType('TicketAuthorRole', {
  description: 'support_staff marks staff replies and notes; user a member of the business',
  values: ['support_staff', 'user'] as const,
});
const TicketChangeKindEnum = builder.enumType('TicketChangeKind', { values: TICKET_CHANGE_KINDS });

/** A ticket as read, with its conversation when the read loaded it (the detail), so the detail is one read. */
type TicketNode = TicketRecord & { loadedMessages?: TicketMessageRecord[]; assignments?: TicketAssignmentRecord[] };

export const TicketMessageRef = builder.objectRef<TicketMessageRecord>('TicketMessage').implement({
  description: 'A message on a support ticket',
  fields: (t) => ({
    id: t.exposeID('id'),
    message: t.exposeString('message'),
    isInternal: t.exposeBoolean('isInternal', { description: 'an internal note: only support staff ever receive one' }),
    authorName: t.exposeString('authorName'),
    authorRole: t.expose('authorRole', { type: TicketAuthorRoleEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TicketAssignmentRef = builder.objectRef<TicketAssignmentRecord>('TicketAssignment').implement({
  description: 'A ticket given to a staff member (staffId null: back to Unassigned)',
  fields: (t) => ({
    id: t.exposeID('id'),
    ticketId: t.exposeID('ticketId'),
    ticketTitle: t.exposeString('ticketTitle'),
    orgName: t.exposeString('orgName', { nullable: true }),
    staffId: t.exposeID('staffId', { nullable: true }),
    staffName: t.exposeString('staffName', { nullable: true }),
    assignedByName: t.exposeString('assignedByName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const SupportTicketRef = builder.objectRef<TicketNode>('SupportTicket').implement({
  description: 'A support ticket (spec part 2 §3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    categoryId: t.exposeID('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    status: t.expose('status', { type: TicketStatusEnum }),
    priority: t.expose('priority', { type: TicketPriorityEnum }),
    orgId: t.exposeID('orgId'),
    orgName: t.exposeString('orgName', { nullable: true }),
    assignedTo: t.exposeID('assignedTo', { nullable: true, description: "the assigned staff member's id, null for Unassigned" }),
    assignedToName: t.exposeString('assignedToName', { nullable: true }),
    submittedByName: t.exposeString('submittedByName', { nullable: true }),
    submittedByEmail: t.exposeString('submittedByEmail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    messages: t.field({
      type: [TicketMessageRef],
      description: 'The conversation, oldest first. Internal notes only with includeInternal, which needs a support session',
      args: { includeInternal: t.arg.boolean({ defaultValue: false }) },
      authScopes: (_ticket, args) => (args.includeInternal ? staffOnly : memberOrStaff),
      resolve: async (ticket, args, ctx) => {
        const all = ticket.loadedMessages ?? (await ticketMessages(requestAudience(ctx), ticket.id));
        return args.includeInternal ? all : all.filter((m) => !m.isInternal);
      },
    }),
    assignments: t.field({
      type: [TicketAssignmentRef],
      authScopes: staffOnly,
      description: 'Who the ticket was given to, newest first (support staff)',
      resolve: (ticket) => ticket.assignments ?? [],
    }),
  }),
});

const TicketPageRef = builder.objectRef<TicketPage>('SupportTicketPage').implement({
  description:
    "One numbered page of tickets and the total (the spec's queue pages by number: 'Showing X to Y of Z tickets', 'Page N of M')",
  fields: (t) => ({
    tickets: t.field({ type: [SupportTicketRef], resolve: (p) => p.tickets }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pages: t.exposeInt('pages'),
    limit: t.exposeInt('limit'),
  }),
});

const TicketCategoryRef = builder.objectRef<{ id: string; name: string; description: string | null }>('TicketCategory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
  }),
});

const StatusCount = builder.objectRef<TicketStats['statusStats'][number]>('TicketStatusCount').implement({
  fields: (t) => ({ status: t.expose('status', { type: TicketStatusEnum }), count: t.exposeInt('count') }),
});
const PriorityCount = builder.objectRef<TicketStats['priorityStats'][number]>('TicketPriorityCount').implement({
  fields: (t) => ({ priority: t.expose('priority', { type: TicketPriorityEnum }), count: t.exposeInt('count') }),
});
const OrgCount = builder.objectRef<TicketStats['orgStats'][number]>('TicketOrgCount').implement({
  fields: (t) => ({ orgId: t.exposeID('orgId'), orgName: t.exposeString('orgName'), count: t.exposeInt('count') }),
});
const TicketStatsRef = builder.objectRef<TicketStats>('TicketStats').implement({
  description: 'Ticket counts across every organisation (support staff)',
  fields: (t) => ({
    statusStats: t.field({ type: [StatusCount], resolve: (s) => s.statusStats }),
    priorityStats: t.field({ type: [PriorityCount], resolve: (s) => s.priorityStats }),
    orgStats: t.field({ type: [OrgCount], description: 'the 10 organisations with the most tickets', resolve: (s) => s.orgStats }),
    unassignedCount: t.exposeInt('unassignedCount', { description: 'open or in-progress tickets nobody holds' }),
  }),
});

const TicketChangeRef = builder.objectRef<TicketChangedEvent>('SupportTicketChange').implement({
  description: 'A ticket was opened, changed or answered',
  fields: (t) => ({
    kind: t.expose('kind', { type: TicketChangeKindEnum }),
    ticketId: t.exposeID('ticketId'),
    ticket: t.field({
      type: SupportTicketRef,
      nullable: true,
      description: 'the ticket after the change, as the subscriber sees it',
      resolve: (event, _args, ctx) => ticketAfterChange(ctx, event),
    }),
    message: t.field({
      type: TicketMessageRef,
      nullable: true,
      description: 'the new message of MESSAGE_ADDED (a member never receives an internal note)',
      resolve: (event, _args, ctx) => messageOfChange(ctx, event),
    }),
  }),
});

const TicketFilterInput = builder.inputType('SupportTicketFilter', {
  description: "Filters of a ticket list; any value starting 'all_' (all_statuses, all_priorities, all_assignments) means no filter",
  fields: (t) => ({
    status: t.string(),
    priority: t.string(),
    assignedTo: t.string({ description: "'unassigned', 'me' (support staff) or a staff member's id" }),
    categoryId: t.string(),
    search: t.string(),
  }),
});

const CreateTicketInput = builder.inputType('CreateSupportTicketInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    categoryId: t.id(),
    priority: t.field({ type: TicketPriorityEnum }),
  }),
});

const UpdateTicketInput = builder.inputType('UpdateSupportTicketInput', {
  description: 'Staff: any of status, priority, assignedTo (null: Unassigned). A member: status closed or open only',
  fields: (t) => ({
    status: t.field({ type: TicketStatusEnum }),
    priority: t.field({ type: TicketPriorityEnum }),
    assignedTo: t.id(),
  }),
});

/** GraphQL leaves an absent input field out and keeps an explicit null, as REST's JSON does. */
const present = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

async function ticketDetail(ctx: Context, id: string): Promise<TicketNode> {
  const detail = await getTicket(requestAudience(ctx), id);
  return { ...detail.ticket, loadedMessages: detail.messages, assignments: detail.assignments };
}

builder.queryFields((t) => ({
  supportTickets: t.field({
    type: TicketPageRef,
    authScopes: memberOrStaff,
    description: "Tickets, most recently active first, 20 a page: the member's organisation's, or (support session) every organisation's",
    args: {
      filter: t.arg({ type: TicketFilterInput }),
      page: t.arg.int({ defaultValue: 1 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_root, args, ctx) => listTickets(requestAudience(ctx), { ...present(args.filter ?? {}), page: args.page, limit: args.limit }),
  }),
  supportTicket: t.field({
    type: SupportTicketRef,
    authScopes: memberOrStaff,
    description: "A ticket with its conversation; NOT_FOUND 'Ticket not found' outside the caller's reach",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ticketDetail(ctx, String(args.id)),
  }),
  ticketCategories: t.field({
    type: [TicketCategoryRef],
    authScopes: memberOrStaff,
    resolve: (_root, _args, ctx) => listTicketCategories(ctx),
  }),
  supportTicketStats: t.field({
    type: TicketStatsRef,
    authScopes: staffOnly,
    resolve: (_root, _args, ctx) => ticketStats(ctx),
  }),
  myAssignedTickets: t.field({
    type: [SupportTicketRef],
    authScopes: staffOnly,
    description: "The signed-in staff member's tickets, most recently active first",
    resolve: (_root, _args, ctx) => myAssignedTickets(ctx),
  }),
  recentTicketAssignments: t.field({
    type: [TicketAssignmentRef],
    authScopes: staffOnly,
    description: "The desk's 5 most recent assignments",
    resolve: (_root, _args, ctx) => recentAssignments(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createSupportTicket: t.field({
    type: SupportTicketRef,
    errors: appErrors,
    authScopes: { loggedIn: true },
    description: 'A member opens a ticket for their organisation (priority defaults to medium)',
    args: { input: t.arg({ type: CreateTicketInput, required: true }) },
    resolve: (_root, args, ctx) => createTicket(ctx, present(args.input)),
  }),
  updateSupportTicket: t.field({
    type: SupportTicketRef,
    errors: appErrors,
    authScopes: memberOrStaff,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateTicketInput, required: true }) },
    resolve: (_root, args, ctx) => updateTicket(ctx, requestAudience(ctx), String(args.id), present(args.input)),
  }),
  addSupportTicketMessage: t.field({
    type: TicketMessageRef,
    errors: appErrors,
    authScopes: memberOrStaff,
    description: 'Staff replies are emailed to the customer; isInternal (staff only) is never shown to the business',
    args: {
      id: t.arg.id({ required: true }),
      message: t.arg.string({ required: true }),
      isInternal: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, ctx) =>
      addTicketMessage(ctx, requestAudience(ctx), String(args.id), { message: args.message, isInternal: args.isInternal ?? false }),
  }),
}));

builder.subscriptionFields((t) => ({
  supportTicketChanged: t.field({
    type: TicketChangeRef,
    authScopes: memberOrStaff,
    description:
      "Changes of one ticket (ticketId) or of every ticket the subscriber sees: a member their organisation's, never an internal note; support staff the whole queue",
    args: { ticketId: t.arg.id() },
    subscribe: (_root, args, ctx) => subscribeTicketChanges(ctx, args.ticketId ? String(args.ticketId) : null),
    resolve: (event) => event as TicketChangedEvent,
  }),
}));
