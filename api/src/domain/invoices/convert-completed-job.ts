import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { formatAud } from '../../rules/money.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { documentLines, documentOrganisation } from '../documents/document-input.ts';
import { withDocumentNumber } from '../documents/numbering.ts';
import type { DocumentLineInput } from '../documents/schemas.ts';
import { requireAbility } from '../policy.ts';

/** A completed job's charge as an invoice line: whole quantities as they are; 1.5 h of labour as one line of its total. */
export function lineOfCharge(charge: {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  taxRate: number;
}): DocumentLineInput {
  const whole = Number.isInteger(charge.quantity) && charge.quantity >= 1;
  return {
    itemName: null,
    description: whole ? charge.description : `${charge.description} (${charge.quantity} × ${formatAud(charge.unitPriceCents)})`,
    quantity: whole ? charge.quantity : 1,
    unitAmountCents: whole ? charge.unitPriceCents : charge.totalCents,
    discountPercent: 0,
    taxRate: charge.taxRate,
  };
}

class AlreadyInvoiced extends Error {}

/**
 * Convert to Invoice (part 2 §2 "Completed jobs"; POST /api/jobs/completed/{id}/convert-to-invoice): a draft invoice
 * for the job's customer from its charges (labour, parts, price-list items; ex-GST prices, so GST is added), and the
 * completed job becomes Invoiced. The invoice and the claim on the job are one transaction that only succeeds while
 * the job has no invoice, so converting twice (or twice at once) makes one invoice: the second call answers it.
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
      job: { select: { quoteId: true } },
      charges: { orderBy: [{ kind: 'asc' }, { description: 'asc' }] },
    },
  });
  if (!job) throw notFound(jobMessages.completedNotFound);
  if (job.invoiceId) return { invoiceId: job.invoiceId, message: documentMessages.alreadyInvoiced };
  if (!job.customerId) throw new AppError('VALIDATION', documentMessages.convertNeedsCustomer);
  await requireActiveSubscription(ctx);
  const org = await documentOrganisation(ctx);
  const charges = job.charges.map(lineOfCharge);
  // A job with nothing logged still gets one line to price in the editor.
  const { rows, totals } = documentLines(
    charges.length
      ? charges
      : [{ itemName: null, description: job.title, quantity: 1, unitAmountCents: 0, discountPercent: 0, taxRate: 10 }],
    'exclusive',
  );
  try {
    const invoice = await withDocumentNumber(ctx, 'invoice', null, (number) =>
      ctx.db.$transaction(async (tx) => {
        const created = await tx.invoice.create({
          data: {
            orgId: user.orgId,
            number,
            customerId: job.customerId,
            quoteId: job.job?.quoteId ?? null,
            title: job.title,
            summary: job.notes,
            terms: org.invoiceTerms,
            taxMode: 'exclusive',
            issueDate: new Date(),
            ...totals,
            lines: { create: rows },
          },
          select: { id: true },
        });
        const claimed = await tx.completedJob.updateMany({ where: { id, invoiceId: null }, data: { invoiceId: created.id } });
        if (claimed.count === 0) throw new AlreadyInvoiced();
        return created;
      }),
    );
    publishDocumentChange(ctx, { orgId: user.orgId, kind: 'invoice', id: invoice.id, status: 'draft' });
    return { invoiceId: invoice.id, message: documentMessages.convertedToInvoice };
  } catch (e) {
    if (!(e instanceof AlreadyInvoiced) && (e as { code?: string }).code !== 'P2002') throw e;
    const winner = await ctx.db.completedJob.findFirst({ where: { id }, select: { invoiceId: true } });
    if (!winner?.invoiceId) throw e;
    return { invoiceId: winner.invoiceId, message: documentMessages.alreadyInvoiced };
  }
}
