import { z } from 'zod';
import { takeAttempt } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { bySecret, documentLinkScope } from '../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { paymentReminderMessages } from '../../rules/payment-reminders.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { findInvoiceByToken } from '../invoices/public-invoice.ts';
import { publicLink } from '../messaging/public-link.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';

// "Already paid? Tell us" on the customer's invoice page /i/{token} (a POST, never on opening): the customer says how
// and when they paid; the invoice's reminders pause until the office resumes them, and the office is told (an email
// to the business's address and the invoice's live change, which the app shows). Rate limited per invoice beside the
// link's own guess limit.

export const paidClaimSchema = z
  .object({
    name: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
      z.string().max(200, paymentReminderMessages.nameTooLong).nullable(),
    ),
    message: z
      .string({ error: paymentReminderMessages.claimRequired })
      .trim()
      .min(1, paymentReminderMessages.claimRequired)
      .max(1000, paymentReminderMessages.claimTooLong),
  })
  .strict();

/** Claims one invoice's link may send in an hour (a second tab, a correction): more is someone playing with it. */
export const PAID_CLAIMS = { max: 5, windowMs: 3600_000 };
export const TOO_MANY_CLAIMS = 'You have told us several times already. The business will be in touch.';
export const PAID_CLAIM_THANKS = 'Thank you. We have told the business and paused the reminders while they check.';

export async function tellUsPaid(ctx: Context, token: string, input: unknown): Promise<{ message: string }> {
  const { name, message } = parseInput(paidClaimSchema, input);
  const invoice = await findInvoiceByToken(ctx, token);
  if (invoice.status === 'void' || invoice.status === 'draft' || balanceCents(invoice.totalCents, invoice.paidCents) === 0)
    throw new AppError('CONFLICT', invoice.status === 'paid' ? paymentReminderMessages.alreadyPaid : paymentReminderMessages.notRemindable);
  await takeAttempt(ctx.db, [{ key: `paid-claim:${invoice.id}`, ...PAID_CLAIMS }], TOO_MANY_CLAIMS);
  const org = await bySecret(ctx).organization.findUniqueOrThrow({ where: { id: invoice.orgId }, select: { email: true } });
  const by = name ?? invoice.customer?.name ?? 'The customer';
  await documentLinkScope(ctx, invoice.orgId).$transaction(async (tx) => {
    await tx.invoice.update({ where: { id: invoice.id }, data: { paidClaimAt: new Date(), paidClaimName: name, paidClaimText: message } });
    if (org.email)
      await sendOrganisationEmail({ db: tx, config: ctx.config, jobs: ctx.jobs }, invoice.orgId, {
        to: org.email,
        subject: `Invoice ${invoice.number}: ${by} says it is paid`,
        text: [
          `${by} says invoice ${invoice.number} (balance ${formatAud(balanceCents(invoice.totalCents, invoice.paidCents))}) is paid:`,
          '',
          message,
          '',
          'Its payment reminders are paused until you resume them on the invoice.',
          `Open it in Spanner: ${publicLink(ctx.config, `/invoices/${invoice.id}`)}`,
        ].join('\n'),
        about: { invoiceId: invoice.id },
        counted: false,
      });
  });
  publishDocumentChange(ctx, {
    orgId: invoice.orgId,
    kind: 'invoice',
    id: invoice.id,
    status: invoice.status,
    paidClaim: { number: invoice.number, by },
  });
  return { message: PAID_CLAIM_THANKS };
}
