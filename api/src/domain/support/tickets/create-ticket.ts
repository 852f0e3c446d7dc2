import type { Context } from '../../../context.ts';
import { AppError, parseInput } from '../../../errors.ts';
import { createTicketSchema } from './schemas.ts';
import { memberAudience } from './ticket-audience.ts';
import { publishTicketChange } from './ticket-changes.ts';
import { type TicketRecord, ticketSelect, toTicket } from './ticket-read.ts';

/**
 * A member (any role) opens a ticket for their organisation. Support is never behind the subscription: a business
 * whose trial ended may still ask for help.
 */
export async function createTicket(ctx: Context, input: unknown): Promise<TicketRecord> {
  const { user, db } = memberAudience(ctx) as { user: NonNullable<Context['user']>; db: Context['db'] };
  const data = parseInput(createTicketSchema, input);
  if (data.categoryId && !(await db.ticketCategory.findUnique({ where: { id: data.categoryId }, select: { id: true } }))) {
    throw new AppError('VALIDATION', 'Choose one of the categories', { fieldErrors: { categoryId: 'Choose one of the categories' } });
  }
  const row = await db.ticket.create({
    data: {
      orgId: user.orgId,
      submittedById: user.userId,
      title: data.title,
      description: data.description,
      categoryId: data.categoryId ?? null,
      priority: data.priority,
    },
    select: ticketSelect,
  });
  publishTicketChange(ctx, { orgId: row.orgId, ticketId: row.id, kind: 'CREATED', messageId: null, internal: false });
  return toTicket(row);
}
