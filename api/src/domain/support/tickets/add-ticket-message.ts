import type { Context } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { forbidden, notFound, parseInput } from '../../../errors.ts';
import { queueWebhookEvents } from '../../webhooks/queue-webhook-events.ts';
import { recordAudit } from '../audit.ts';
import { emailReplyToCustomer } from './email-reply.ts';
import { TICKET_NOT_FOUND } from './get-ticket.ts';
import { ticketMessageSchema } from './schemas.ts';
import type { TicketAudience } from './ticket-audience.ts';
import { publishTicketChange } from './ticket-changes.ts';
import { messageSelect, type TicketMessageRecord, toMessage } from './ticket-read.ts';

/**
 * A message on a ticket. Staff reply (emailed to the customer) or add an internal note (never shown to the
 * business); both are audited. A member's reply on a resolved or closed ticket opens it again, as help desks do,
 * and the reopening is audited as the member's. The first staff reply to an unassigned ticket assigns it to the one
 * who replied (an internal note does not), so "Handled by" names who is answering.
 */
export async function addTicketMessage(
  ctx: Context,
  audience: TicketAudience,
  ticketId: string,
  input: unknown,
): Promise<TicketMessageRecord> {
  const data = parseInput(ticketMessageSchema, input);
  if (audience.kind === 'member' && data.isInternal) throw forbidden('Only Spanner support can add internal notes');
  const ticket = await audience.db.ticket.findFirst({
    where: { id: ticketId },
    select: {
      id: true,
      orgId: true,
      title: true,
      status: true,
      assignedToId: true,
      firstResponseAt: true,
      submittedBy: { select: { name: true, email: true } },
    },
  });
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  const reopen = audience.kind === 'member' && (ticket.status === 'resolved' || ticket.status === 'closed');

  const row = await audience.db.$transaction(async (tx) => {
    const message = await tx.ticketMessage.create({
      data: {
        ticketId: ticket.id,
        message: data.message,
        isInternal: data.isInternal,
        ...(audience.kind === 'staff' ? { authorStaffId: audience.staff.staffId } : { authorUserId: audience.user.userId }),
      },
      select: messageSelect,
    });
    await tx.ticket.update({
      where: { id: ticket.id },
      data: { updatedAt: message.createdAt, ...(reopen ? { status: 'open', resolvedAt: null } : {}) },
    });
    if (reopen) {
      // The reply opened the ticket again: audited like the member's own reopening (ticket.update, status).
      await recordAudit(tx, {
        actor: { type: 'user', id: audience.user.userId },
        action: 'ticket.update',
        entity: 'ticket',
        entityId: ticket.id,
        orgId: ticket.orgId,
        data: { title: ticket.title, status: { from: ticket.status, to: 'open' }, messageId: message.id },
        ip: ctx.meta.ip ?? null,
      });
    }
    if (audience.kind === 'staff' && !data.isInternal && !ticket.firstResponseAt) {
      // Support's first answer (not a note), kept on the ticket for the owner's first-response times; conditional, so
      // of two first replies at once the earlier stays.
      await tx.ticket.updateMany({ where: { id: ticket.id, firstResponseAt: null }, data: { firstResponseAt: message.createdAt } });
    }
    if (audience.kind === 'staff' && !data.isInternal && !ticket.assignedToId) {
      // The first staff reply to an unassigned ticket assigns it to the one who replied, as help desks do, so the
      // business's "Handled by" names who is answering. A conditional update: two first replies at once assign once.
      const claimed = await tx.ticket.updateMany({
        where: { id: ticket.id, assignedToId: null },
        data: { assignedToId: audience.staff.staffId },
      });
      if (claimed.count === 1) {
        await tx.ticketAssignment.create({
          data: { ticketId: ticket.id, staffId: audience.staff.staffId, assignedById: audience.staff.staffId },
        });
        await recordAudit(tx, {
          actor: { type: 'support_staff', id: audience.staff.staffId },
          action: 'ticket.update',
          entity: 'ticket',
          entityId: ticket.id,
          orgId: ticket.orgId,
          data: {
            title: ticket.title,
            assignedTo: { from: null, to: { id: audience.staff.staffId, name: audience.staff.name } },
            byReply: true,
          },
          ip: ctx.meta.ip ?? null,
        });
      }
    }
    if (audience.kind === 'staff') {
      await recordAudit(tx, {
        actor: { type: 'support_staff', id: audience.staff.staffId },
        action: data.isInternal ? 'ticket.note' : 'ticket.reply',
        entity: 'ticket',
        entityId: ticket.id,
        orgId: ticket.orgId,
        data: { messageId: message.id, title: ticket.title },
        ip: ctx.meta.ip ?? null,
      });
    }
    // Support answered the organisation (not an internal note): its webhooks hear of it with the change.
    if (audience.kind === 'staff' && !data.isInternal)
      await queueWebhookEvents(ctx.jobs, tx as Db, ticket.orgId, [{ type: 'ticket.replied', id: message.id }]);
    return message;
  });

  if (audience.kind === 'staff' && !data.isInternal) {
    await emailReplyToCustomer(ctx, ticket, { message: data.message, staffName: audience.staff.name });
  }
  publishTicketChange(ctx, {
    orgId: ticket.orgId,
    ticketId: ticket.id,
    kind: 'MESSAGE_ADDED',
    messageId: row.id,
    internal: data.isInternal,
  });
  return toMessage(row);
}
