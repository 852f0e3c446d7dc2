import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { depositMessages, type InvoiceLineDraft } from '../../rules/quote-deposits.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { requireAbility } from '../policy.ts';
import { saveMadeInvoice } from './made-invoice.ts';

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
 * Convert to Invoice (part 2 §2 "Completed jobs"; POST /api/jobs/completed/{id}/convert-to-invoice): a draft invoice
 * for the job's customer from its charges as charged (the quote's lines at their quoted price, labour and parts; in
 * the job's tax mode, so a quoted job's invoice totals the quote to the cent), less a deposit invoiced on the quote,
 * due when the invoice terms say; the completed job becomes Invoiced. The invoice and the claim on the job are one
 * transaction that only succeeds while the job has no invoice, so converting twice (or twice at once) makes one
 * invoice: the second call answers it. When the job's quote was already invoiced in full, the invoice bills only
 * the hours and parts added on site (and is refused, naming that invoice, when there are none).
 */
export async function convertCompletedJobToInvoice(ctx: Context, id: string): Promise<{ invoiceId: string; message: string }> {
  const user = requireAbility(ctx, 'manageInvoices');
  const job = await ctx.db.completedJob.findFirst({
    where: { id },
    select: {
      id: true,
      title: true,
      notes: true,
      customerId: true,
      invoiceId: true,
      taxMode: true,
      job: { select: { quote: { select: { id: true, number: true } } } },
      charges: { orderBy: [{ position: 'asc' }, { kind: 'asc' }, { description: 'asc' }] },
    },
  });
  if (!job) throw notFound(jobMessages.completedNotFound);
  if (job.invoiceId) return { invoiceId: job.invoiceId, message: documentMessages.alreadyInvoiced };
  if (!job.customerId) throw new AppError('VALIDATION', documentMessages.convertNeedsCustomer);
  await requireActiveSubscription(ctx);
  // The quote already invoiced in full (from the quote page): this invoice bills only what was added on site.
  const quote = job.job?.quote ?? null;
  const quoteInvoice = quote
    ? await ctx.db.invoice.findFirst({ where: { quoteId: quote.id, kind: 'full', status: { not: 'void' } }, select: { number: true } })
    : null;
  const billed = quoteInvoice ? job.charges.filter((c) => c.kind !== 'quoted') : job.charges;
  if (quote && quoteInvoice && billed.length === 0)
    throw new AppError('CONFLICT', depositMessages.jobQuoteInvoiced(quote.number, quoteInvoice.number));
  const charges = billed.map(lineOfCharge);
  try {
    const invoice = await saveMadeInvoice(ctx, {
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
      claim: async (tx, invoiceId) => {
        const claimed = await tx.completedJob.updateMany({ where: { id, invoiceId: null }, data: { invoiceId } });
        if (claimed.count === 0) throw new AlreadyInvoiced();
      },
    });
    publishDocumentChange(ctx, { orgId: user.orgId, kind: 'invoice', id: invoice.id, status: 'draft' });
    return { invoiceId: invoice.id, message: documentMessages.convertedToInvoice };
  } catch (e) {
    // Converted twice at once: the other conversion's invoice is the answer (also when its quote link won the race).
    const winner = await ctx.db.completedJob.findFirst({ where: { id }, select: { invoiceId: true } });
    if (!winner?.invoiceId) throw e;
    return { invoiceId: winner.invoiceId, message: documentMessages.alreadyInvoiced };
  }
}
