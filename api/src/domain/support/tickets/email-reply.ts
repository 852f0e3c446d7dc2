import type { Context } from '../../../context.ts';
import { supportMailScope } from '../../../db/cross-organisation.ts';
import { shortTicketId } from '../../../rules/support-tickets.ts';
import { publicLink } from '../../messaging/public-link.ts';
import { sendOrganisationEmail } from '../../messaging/send-email.ts';

/**
 * The customer who opened a ticket is emailed each staff reply (never an internal note). It is Spanner's mail, not
 * the business's: no organisation, not counted against its allowance.
 */
export async function emailReplyToCustomer(
  ctx: Context,
  ticket: { id: string; title: string; submittedBy: { name: string; email: string } | null },
  reply: { message: string; staffName: string },
): Promise<void> {
  if (!ticket.submittedBy) return;
  const link = publicLink(ctx.config, `/support/ticket/${ticket.id}`);
  await sendOrganisationEmail({ db: supportMailScope(ctx), config: ctx.config, jobs: ctx.jobs }, null, {
    to: ticket.submittedBy.email,
    subject: `Re: ${ticket.title} [Ticket ${shortTicketId(ticket.id)}]`,
    text: `Hi ${ticket.submittedBy.name},\n\n${reply.staffName} from Spanner Support replied to your ticket "${ticket.title}":\n\n${reply.message}\n\nSee the conversation and reply: ${link}\n`,
    counted: false,
  });
}
