import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { depositAtAcceptanceMessages, depositMessages, depositProblem } from '../../rules/quote-deposits.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { getDocument } from '../documents/get-document.ts';
import { quoteInvoiceSchema } from '../invoices/quote-invoice-schema.ts';
import { requireAbility } from '../policy.ts';
import { type QuoteOf, type QuoteQuery, quoteRead } from './quote-query.ts';

/**
 * The deposit a quote asks at acceptance (PUT /api/quotes/{id}/deposit, `setQuoteDeposit`): a percentage
 * (`depositPercent`, more than 0 and under 100) or an amount (`depositAmountCents`, under the total), or neither to
 * ask none. Only on a draft or sent quote, and not once its deposit invoice exists (the deposit is then that
 * invoice). With the business's payout account enabled, the customer's page offers "Accept & pay deposit".
 */
export async function setQuoteDeposit<Q extends QuoteQuery = typeof quoteRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = quoteRead as Q,
): Promise<QuoteOf<Q>> {
  const user = requireAbility(ctx, 'manageQuotes');
  const { deposit } = parseInput(quoteInvoiceSchema, input ?? {});
  const quote = await ctx.db.quote.findFirst({
    where: { id },
    select: { id: true, number: true, status: true, totalCents: true, invoices: { where: { kind: 'deposit' }, select: { number: true } } },
  });
  if (!quote) throw notFound(documentMessages.quoteNotFound);
  if (quote.status !== 'draft' && quote.status !== 'sent') throw new AppError('CONFLICT', depositAtAcceptanceMessages.changeOnlyOpen);
  const made = quote.invoices[0];
  if (made) throw new AppError('CONFLICT', depositMessages.depositExists(quote.number, made.number));
  const problem = deposit ? depositProblem(deposit, quote.totalCents) : null;
  if (problem) throw new AppError('VALIDATION', problem, { fieldErrors: { deposit: problem } });
  const { count } = await ctx.db.quote.updateMany({
    where: { id, status: { in: ['draft', 'sent'] } },
    data: {
      depositPercent: deposit && 'percent' in deposit ? deposit.percent : null,
      depositAmountCents: deposit && 'amountCents' in deposit ? deposit.amountCents : null,
    },
  });
  if (!count) throw new AppError('CONFLICT', depositAtAcceptanceMessages.changeOnlyOpen);
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'quote', id, status: quote.status });
  return getDocument(ctx, 'quote', id, query);
}
