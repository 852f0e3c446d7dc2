import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { depositMessages, type InvoiceLineDraft } from '../../rules/quote-deposits.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { requireAbility } from '../policy.ts';
import { type MadeInvoice, saveMadeInvoice } from './made-invoice.ts';

/** A completed job's charge as an invoice line, as it was charged: 1.5 hours stays 1.5, a quoted discount stays. */
export function lineOfCharge(charge: {
  itemName?: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountPercent?: number;
  taxRate: number;
}): InvoiceLineDraft {
  return {
    itemName: charge.itemName ?? null,
    description: charge.description,
    quantity: charge.quantity,
    unitAmountCents: charge.unitPriceCents,
    discountPercent: charge.discountPercent ?? 0,
    taxRate: charge.taxRate,
  };
}

class AlreadyInvoiced extends Error {}

/**
 * What Convert to Invoice makes of a completed job, before it is written: its charges as charged (only the hours
 * and parts added on site when the job's quote was already invoiced in full, refused when there are none), or one
 * line to price when nothing was logged. The assistant's invoice draft previews exactly this (with
 * `madeInvoiceLines` for the deposit the quote's full invoice deducts). `where` narrows which jobs the caller sees.
 */
export async function completedJobInvoice(ctx: Context, id: string, where: Prisma.CompletedJobWhereInput = {}) {
  const user = requireAbility(ctx, 'manageInvoices');
  const job = await ctx.db.completedJob.findFirst({
    where: { id, ...where },
    select: {
      id: true,
      title: true,
      notes: true,
      customerId: true,
      customer: { select: { name: true } },
      invoiceId: true,
      taxMode: true,
      job: { select: { quote: { select: { id: true, number: true } } } },
      charges: { orderBy: [{ position: 'asc' }, { kind: 'asc' }, { description: 'asc' }] },
    },
  });
  if (!job) throw notFound(jobMessages.completedNotFound);
  if (job.invoiceId) return { job, invoice: null };
  if (!job.customerId) throw new AppError('VALIDATION', documentMessages.convertNeedsCustomer);
  // The quote already invoiced in full (from the quote page): this invoice bills only what was added on site.
  const quote = job.job?.quote ?? null;
  const quoteInvoice = quote
    ? await ctx.db.invoice.findFirst({ where: { quoteId: quote.id, kind: 'full', status: { not: 'void' } }, select: { number: true } })
    : null;
  const billed = quoteInvoice ? job.charges.filter((c) => c.kind !== 'quoted') : job.charges;
  if (quote && quoteInvoice && billed.length === 0)
    throw new AppError('CONFLICT', depositMessages.jobQuoteInvoiced(quote.number, quoteInvoice.number));
  const charges = billed.map(lineOfCharge);
  const invoice: MadeInvoice = {
    orgId: user.orgId,
    customerId: job.customerId,
    title: job.title,
    summary: job.notes,
    taxMode: job.taxMode,
    // A job with nothing logged still gets one line to price in the editor.
    lines: charges.length
      ? charges
      : [{ itemName: null, description: job.title, quantity: 1, unitAmountCents: 0, discountPercent: 0, taxRate: 10 }],
    quote: quoteInvoice ? null : quote,
    kind: 'full',
  };
  return { job, invoice };
}

/**
 * Convert to Invoice (part 2 §2 "Completed jobs"; POST /api/jobs/completed/{id}/convert-to-invoice): a draft invoice
 * for the job's customer from its charges as charged (the quote's lines at their quoted price, labour and parts; in
 * the job's tax mode, so a quoted job's invoice totals the quote to the cent), less a deposit invoiced on the quote,
 * due when the invoice terms say; the completed job becomes Invoiced. The invoice and the claim on the job are one
 * transaction that only succeeds while the job has no invoice, so converting twice (or twice at once) makes one
 * invoice: the second call answers it. When the job's quote was already invoiced in full, the invoice bills only
 * the hours and parts added on site (and is refused, naming that invoice, when there are none).
 */
export async function convertCompletedJobToInvoice(ctx: Context, id: string): Promise<{ invoiceId: string; message: string }> {
  const { job, invoice } = await completedJobInvoice(ctx, id);
  if (!invoice) return { invoiceId: job.invoiceId as string, message: documentMessages.alreadyInvoiced };
  await requireActiveSubscription(ctx);
  try {
    const made = await saveMadeInvoice(ctx, {
      ...invoice,
      claim: async (tx, invoiceId) => {
        const claimed = await tx.completedJob.updateMany({ where: { id, invoiceId: null }, data: { invoiceId } });
        if (claimed.count === 0) throw new AlreadyInvoiced();
      },
    });
    publishDocumentChange(ctx, { orgId: invoice.orgId, kind: 'invoice', id: made.id, status: 'draft' });
    return { invoiceId: made.id, message: documentMessages.convertedToInvoice };
  } catch (e) {
    // Converted twice at once: the other conversion's invoice is the answer (also when its quote link won the race).
    const winner = await ctx.db.completedJob.findFirst({ where: { id }, select: { invoiceId: true } });
    if (!winner?.invoiceId) throw e;
    return { invoiceId: winner.invoiceId, message: documentMessages.alreadyInvoiced };
  }
}
