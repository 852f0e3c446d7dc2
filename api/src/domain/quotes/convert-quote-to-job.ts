import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { canConvertQuote, documentMessages } from '../../rules/document-status.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { getDocument } from '../documents/get-document.ts';
import { createJob } from '../jobs/create-job.ts';
import { requireAbility } from '../policy.ts';

const DESCRIPTION_MAX = 5000;

/**
 * The job's description: the quote's summary and which quote it came from. The quote's lines are the job's quoted
 * items (quoted-items.ts), shown and charged in the quote's tax mode, so the description does not list them again.
 */
export function jobDescriptionOf(quote: { number: string; summary: string | null }): string {
  const text = [...(quote.summary ? [quote.summary, ''] : []), `From quote ${quote.number}`].join('\n');
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
}

/**
 * Convert to Job (part 2 §4): an accepted quote becomes a new job for the quote's customer, titled like the quote,
 * its lines its quoted items and its total as the job's estimated value, linked to the quote. The job's quote
 * link is unique, so two conversions at once make one job; the second is told the quote was converted.
 */
export async function convertQuoteToJob(ctx: Context, id: string): Promise<{ jobId: string }> {
  const user = requireAbility(ctx, 'manageQuotes');
  const quote = await getDocument(ctx, 'quote', id);
  if (quote.job) throw new AppError('CONFLICT', documentMessages.alreadyConverted);
  if (!canConvertQuote(quote.status)) throw new AppError('CONFLICT', documentMessages.convertOnlyAccepted);
  const job = await createJob(
    ctx,
    { title: quote.title?.trim() || `Quote ${quote.number}`, description: jobDescriptionOf(quote), customerId: quote.customerId },
    { select: { id: true } },
    { quoteId: quote.id, estimatedValueCents: quote.totalCents },
  ).catch((e: { code?: string }) => {
    if (e.code === 'P2002') throw new AppError('CONFLICT', documentMessages.alreadyConverted);
    throw e;
  });
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'quote', id, status: quote.status });
  return { jobId: job.id };
}
