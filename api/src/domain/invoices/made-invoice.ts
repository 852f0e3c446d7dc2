import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import type { TaxMode } from '../../rules/document-lines.ts';
import { depositDeductionLines, depositMessages, type InvoiceLineDraft } from '../../rules/quote-deposits.ts';
import { defaultUntil, documentLines } from '../documents/document-input.ts';
import { withDocumentNumber } from '../documents/numbering.ts';
import { recordDocumentEvent } from '../documents/save-document.ts';
import { withItemCodes } from '../item-presets/item-codes.ts';

// Invoices Spanner makes itself — from a completed job (Convert to Invoice) and from an accepted quote (in full or a
// deposit) — are written here, once: the organisation's invoice terms, the due date those terms give, the link to
// the quote, and the rule that a quote is invoiced in full once and takes at most one deposit, which its full
// invoice deducts. The unique (quoteId, kind) index makes two conversions at once give one invoice.

type Tx = Prisma.TransactionClient;

export interface MadeInvoice {
  orgId: string;
  customerId: string | null;
  title: string | null;
  summary: string | null;
  taxMode: TaxMode;
  lines: InvoiceLineDraft[];
  /** The accepted quote this invoice bills (in full or as a deposit). */
  quote: { id: string; number: string } | null;
  kind: 'full' | 'deposit';
  /** Runs in the invoice's transaction once it exists (a completed job claims it). */
  claim?: (tx: Tx, invoiceId: string) => Promise<void>;
}

/**
 * The lines the invoice is written with: a full invoice of a quote carries its deposit invoice (when one was made and
 * is not void) as deduction lines. Read again inside the invoice's transaction; the assistant's invoice draft reads
 * it beforehand, to show the invoice exactly as Confirm will make it.
 */
export async function madeInvoiceLines(tx: Pick<Tx, 'invoice'>, invoice: MadeInvoice): Promise<InvoiceLineDraft[]> {
  const { quote } = invoice;
  if (!quote) return invoice.lines;
  const existing = await tx.invoice.findMany({
    where: { quoteId: quote.id, status: { not: 'void' } },
    select: { number: true, kind: true, lines: { orderBy: { position: 'asc' } } },
  });
  const full = existing.find((i) => i.kind === 'full');
  const deposit = existing.find((i) => i.kind === 'deposit');
  if (invoice.kind === 'deposit') {
    if (full) throw new AppError('CONFLICT', depositMessages.depositAfterFull(quote.number, full.number));
    if (deposit) throw new AppError('CONFLICT', depositMessages.depositExists(quote.number, deposit.number));
    return invoice.lines;
  }
  if (full) throw new AppError('CONFLICT', depositMessages.alreadyInvoiced(quote.number, full.number));
  return deposit ? [...invoice.lines, ...depositDeductionLines(deposit)] : invoice.lines;
}

/** Writes the draft invoice under the next number; answers its id. */
export async function saveMadeInvoice(ctx: Context, invoice: MadeInvoice): Promise<{ id: string }> {
  const org = await ctx.db.organization.findFirstOrThrow({ select: { timeZone: true, invoiceTerms: true } });
  const issueDate = new Date();
  let totalCents = 0;
  const saved = await withDocumentNumber(ctx, 'invoice', null, (number) =>
    ctx.db.$transaction(async (tx) => {
      const { rows, totals } = documentLines(await madeInvoiceLines(tx, invoice), invoice.taxMode);
      totalCents = totals.totalCents;
      const created = await tx.invoice.create({
        data: {
          orgId: invoice.orgId,
          number,
          customerId: invoice.customerId,
          quoteId: invoice.quote?.id ?? null,
          kind: invoice.kind,
          title: invoice.title,
          summary: invoice.summary,
          terms: org.invoiceTerms,
          taxMode: invoice.taxMode,
          issueDate,
          dueAt: defaultUntil('invoice', issueDate, org.invoiceTerms, org.timeZone),
          ...totals,
          lines: { create: await withItemCodes(tx, rows) },
        },
        select: { id: true },
      });
      await invoice.claim?.(tx, created.id);
      return created;
    }),
  );
  await recordDocumentEvent(ctx, 'invoice', { orgId: invoice.orgId, id: saved.id, totalCents });
  return saved;
}
