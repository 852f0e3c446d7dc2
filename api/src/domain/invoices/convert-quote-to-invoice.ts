import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { canConvertQuote } from '../../rules/document-status.ts';
import { type DepositRequest, depositLines, depositMessages, depositProblem } from '../../rules/quote-deposits.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { getDocument } from '../documents/get-document.ts';
import { requireAbility } from '../policy.ts';
import { saveMadeInvoice } from './made-invoice.ts';
import { quoteInvoiceSchema } from './quote-invoice-schema.ts';

/**
 * Convert to Invoice on an accepted quote (POST /api/quotes/{id}/convert-to-invoice, `convertQuoteToInvoice`): a
 * draft invoice for the quote's customer, linked to the quote, due when the invoice terms say — either the whole
 * quote (its lines as quoted, less a deposit already invoiced), or a deposit (a percentage or an amount, one line
 * per tax rate). A quote is invoiced in full once and takes one deposit: a second is refused with the invoice's
 * number. The job converted from the quote bills its quoted lines the same way, so the two paths cannot both bill.
 */
export async function convertQuoteToInvoice(
  ctx: Context,
  id: string,
  input: unknown = {},
): Promise<{ invoiceId: string; message: string }> {
  const user = requireAbility(ctx, 'manageInvoices');
  requireAbility(ctx, 'manageQuotes');
  const { deposit } = parseInput(quoteInvoiceSchema, input ?? {});
  const quote = await getDocument(ctx, 'quote', id, {
    select: {
      id: true,
      number: true,
      status: true,
      customerId: true,
      title: true,
      summary: true,
      taxMode: true,
      totalCents: true,
      lines: { orderBy: { position: 'asc' } },
    },
  });
  if (!canConvertQuote(quote.status)) throw new AppError('CONFLICT', depositMessages.onlyAccepted);
  const problem = deposit ? depositProblem(deposit, quote.totalCents) : null;
  if (problem) throw new AppError('VALIDATION', problem, { fieldErrors: { deposit: problem } });
  await requireActiveSubscription(ctx);
  const invoice = await saveMadeInvoice(ctx, {
    orgId: user.orgId,
    customerId: quote.customerId,
    title: quote.title,
    summary: quote.summary,
    taxMode: quote.taxMode,
    lines: deposit ? depositLines(quote, deposit as DepositRequest) : quote.lines,
    quote: { id: quote.id, number: quote.number },
    kind: deposit ? 'deposit' : 'full',
  });
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'invoice', id: invoice.id, status: 'draft' });
  return { invoiceId: invoice.id, message: deposit ? depositMessages.depositInvoiced : depositMessages.invoicedFromQuote };
}
