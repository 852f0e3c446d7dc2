import type { TaxMode } from '../../rules/document-lines.ts';
import type { QuotedLine } from '../../rules/job-charges.ts';

// A job converted from an accepted quote carries the quote's lines as its quoted items: the technician sees them on
// the job, and completing the job charges them at their quoted price beside the hours and parts logged on site.
// They are read through the job's quote link (an accepted quote is no longer edited, so its lines are the agreement).

/** What a job read selects to know its quoted items. */
export const quotedItemsSelect = {
  quote: {
    select: {
      taxMode: true,
      lines: {
        orderBy: { position: 'asc' as const },
        select: { itemName: true, description: true, quantity: true, unitAmountCents: true, discountPercent: true, taxRate: true },
      },
    },
  },
};

/** The job's quoted items and the tax mode its charges are priced in (the quote's; exclusive without a quote). */
export function quotedItemsOf(job: { quote: { taxMode: TaxMode; lines: QuotedLine[] } | null }): {
  quoted: QuotedLine[];
  taxMode: TaxMode;
} {
  return { quoted: job.quote?.lines ?? [], taxMode: job.quote?.taxMode ?? 'exclusive' };
}
