import type { Context } from '../../../context.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import { AppError, forbidden, notFound, parseInput } from '../../../errors.ts';
import { resolvedAtChange } from '../../../rules/support-tickets.ts';
import { recordAudit } from '../audit.ts';
import { TICKET_NOT_FOUND } from './get-ticket.ts';
import { type UpdateTicketInput, updateTicketSchema } from './schemas.ts';
import type { TicketAudience } from './ticket-audience.ts';
import { publishTicketChange } from './ticket-changes.ts';
import { type TicketRecord, ticketSelect, toTicket } from './ticket-read.ts';

/** The statuses a business member may set: close their ticket, or open it again. The rest is support's. */
const MEMBER_STATUSES = new Set(['open', 'closed']);

function checkMemberChange(change: ReturnType<typeof parse>) {
  if (change.priority !== undefined || change.assignedTo !== undefined) {
    throw forbidden('Only Spanner support can change the priority or assignment of a ticket');
  }
  if (change.status && !MEMBER_STATUSES.has(change.status)) throw forbidden('You can close a ticket or open it again');
}

const parse = (input: unknown) => parseInput(updateTicketSchema, input) as UpdateTicketInput;

interface Person {
  id: string;
  name: string;
}

/**
 * Change a ticket's status, priority or assignment (staff: any of them, from any value to any other — spec §4;
 * a member: close or reopen). Each change is audited with its old and new value; an assignment is also kept in
 * the ticket's assignment history. Nothing changes, nothing is recorded and nobody is notified when the values
 * are the ones the ticket already has.
 */
export async function updateTicket(ctx: Context, audience: TicketAudience, ticketId: string, input: unknown): Promise<TicketRecord> {
  const change = parse(input);
  if (audience.kind === 'member') checkMemberChange(change);
  const before = await audience.db.ticket.findFirst({
    where: { id: ticketId },
    select: { id: true, orgId: true, title: true, status: true, priority: true, assignedTo: { select: { id: true, name: true } } },
  });
  if (!before) throw notFound(TICKET_NOT_FOUND);

  let assignee: Person | null | undefined;
  if (change.assignedTo !== undefined) {
    assignee = change.assignedTo
      ? await audience.db.supportStaff.findFirst({ where: { id: change.assignedTo, active: true }, select: { id: true, name: true } })
      : null;
    if (change.assignedTo && !assignee) {
      throw new AppError('VALIDATION', 'Assign the ticket to an active support staff member', {
        fieldErrors: { assigned_to: 'Assign the ticket to an active support staff member' },
      });
    }
  }

  const data: Prisma.TicketUncheckedUpdateInput = {};
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  if (change.status && change.status !== before.status) {
    data.status = change.status;
    const resolvedAt = resolvedAtChange(before.status, change.status, new Date());
    if (resolvedAt !== undefined) data.resolvedAt = resolvedAt;
    changed.status = { from: before.status, to: change.status };
  }
  if (change.priority && change.priority !== before.priority) {
    data.priority = change.priority;
    changed.priority = { from: before.priority, to: change.priority };
  }
  const reassigned = assignee !== undefined && (assignee?.id ?? null) !== (before.assignedTo?.id ?? null);
  if (reassigned) {
    data.assignedToId = assignee?.id ?? null;
    changed.assignedTo = { from: before.assignedTo, to: assignee };
  }

  if (Object.keys(changed).length === 0) {
    const row = await audience.db.ticket.findFirstOrThrow({ where: { id: before.id }, select: ticketSelect });
    return toTicket(row);
  }

  const row = await audience.db.$transaction(async (tx) => {
    const updated = await tx.ticket.update({ where: { id: before.id }, data, select: ticketSelect });
    if (reassigned) {
      await tx.ticketAssignment.create({
        data: {
          ticketId: before.id,
          staffId: assignee?.id ?? null,
          assignedById: audience.kind === 'staff' ? audience.staff.staffId : null,
        },
      });
    }
    await recordAudit(tx, {
      actor: audience.kind === 'staff' ? { type: 'support_staff', id: audience.staff.staffId } : { type: 'user', id: audience.user.userId },
      action: 'ticket.update',
      entity: 'ticket',
      entityId: before.id,
      orgId: before.orgId,
      data: { title: before.title, ...changed } as Prisma.InputJsonValue,
      ip: ctx.meta.ip ?? null,
    });
    return updated;
  });
  publishTicketChange(ctx, { orgId: row.orgId, ticketId: row.id, kind: 'UPDATED', messageId: null, internal: false });
  return toTicket(row);
}
