import { z } from 'zod';
import { depositMessages } from '../../rules/quote-deposits.ts';

/** Numbers may arrive as strings from forms ('30' → 30). */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v === '' ? undefined : v);

/**
 * Convert to Invoice on a quote: no deposit for the whole quote; a deposit as `depositPercent` (more than 0, under
 * 100) or `depositAmountCents` (what the customer pays, in cents), not both.
 */
export const quoteInvoiceFields = z.object({
  depositPercent: z.preprocess(numeric, z.number({ error: depositMessages.percentRange }).nullable().optional()),
  depositAmountCents: z.preprocess(
    numeric,
    z.number({ error: 'A deposit amount must be in whole cents' }).int('A deposit amount must be in whole cents').nullable().optional(),
  ),
});

export const quoteInvoiceSchema = quoteInvoiceFields
  .superRefine((v, c) => {
    if (v.depositPercent != null && v.depositAmountCents != null)
      c.addIssue({ code: 'custom', message: depositMessages.oneOf, path: ['deposit'] });
  })
  .transform((v) => ({
    deposit:
      v.depositPercent != null
        ? { percent: v.depositPercent }
        : v.depositAmountCents != null
          ? { amountCents: v.depositAmountCents }
          : null,
  }));
