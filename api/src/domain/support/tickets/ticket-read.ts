import type { Prisma } from '../../../db/generated/client.ts';
import type { TicketPriorityValue, TicketStatusValue } from '../../../rules/support-tickets.ts';

// The one shape of a ticket and of a message (spec part 2 §3), read with one select and mapped once; REST views
// and GraphQL types both read these records.

export const ticketSelect = {
  id: true,
  orgId: true,
  title: true,
  description: true,
  status: true,
  priority: true,
  categoryId: true,
  assignedToId: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { name: true } },
  org: { select: { name: true } },
  assignedTo: { select: { name: true } },
  submittedBy: { select: { name: true, email: true } },
} satisfies Prisma.TicketSelect;

type TicketRow = Prisma.TicketGetPayload<{ select: typeof ticketSelect }>;

export interface TicketRecord {
  id: string;
  orgId: string;
  title: string;
  description: string;
  categoryId: string | null;
  categoryName: string | null;
  status: TicketStatusValue;
  priority: TicketPriorityValue;
  orgName: string | null;
  assignedTo: string | null;
  assignedToName: string | null;
  submittedByName: string | null;
  submittedByEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const toTicket = (row: TicketRow): TicketRecord => ({
  id: row.id,
  orgId: row.orgId,
  title: row.title,
  description: row.description,
  categoryId: row.categoryId,
  categoryName: row.category?.name ?? null,
  status: row.status,
  priority: row.priority,
  orgName: row.org?.name ?? null,
  assignedTo: row.assignedToId,
  assignedToName: row.assignedTo?.name ?? null,
  submittedByName: row.submittedBy?.name ?? null,
  submittedByEmail: row.submittedBy?.email ?? null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const messageSelect = {
  id: true,
  ticketId: true,
  message: true,
  isInternal: true,
  authorStaffId: true,
  createdAt: true,
  authorUser: { select: { name: true } },
  authorStaff: { select: { name: true } },
} satisfies Prisma.TicketMessageSelect;

type MessageRow = Prisma.TicketMessageGetPayload<{ select: typeof messageSelect }>;

/** Who wrote a message: support staff (their replies and notes) or a member of the business. */
export type MessageAuthorRole = 'support_staff' | 'user';

export interface TicketMessageRecord {
  id: string;
  ticketId: string;
  message: string;
  isInternal: boolean;
  authorName: string;
  authorRole: MessageAuthorRole;
  createdAt: Date;
}

export const toMessage = (row: MessageRow): TicketMessageRecord => {
  const staff = !!row.authorStaffId || !!row.authorStaff;
  return {
    id: row.id,
    ticketId: row.ticketId,
    message: row.message,
    isInternal: row.isInternal,
    authorName: (staff ? row.authorStaff?.name : row.authorUser?.name) ?? (staff ? 'Spanner Support' : 'Former member'),
    authorRole: staff ? 'support_staff' : 'user',
    createdAt: row.createdAt,
  };
};

export const assignmentSelect = {
  id: true,
  ticketId: true,
  staffId: true,
  createdAt: true,
  staff: { select: { name: true } },
  assignedBy: { select: { name: true } },
  ticket: { select: { title: true, org: { select: { name: true } } } },
} satisfies Prisma.TicketAssignmentSelect;

type AssignmentRow = Prisma.TicketAssignmentGetPayload<{ select: typeof assignmentSelect }>;

/** A ticket given to a staff member (or back to Unassigned), by whom and when. */
export interface TicketAssignmentRecord {
  id: string;
  ticketId: string;
  ticketTitle: string;
  orgName: string | null;
  staffId: string | null;
  staffName: string | null;
  assignedByName: string | null;
  createdAt: Date;
}

export const toAssignment = (row: AssignmentRow): TicketAssignmentRecord => ({
  id: row.id,
  ticketId: row.ticketId,
  ticketTitle: row.ticket.title,
  orgName: row.ticket.org?.name ?? null,
  staffId: row.staffId,
  staffName: row.staff?.name ?? null,
  assignedByName: row.assignedBy?.name ?? null,
  createdAt: row.createdAt,
});
