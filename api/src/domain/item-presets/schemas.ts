import { z } from 'zod';

// Input rules for the price list (item presets): money is integer cents, the tax rate 10 (GST) or 0.

export const TAX_RATES = [10, 0] as const;
export const MAX_UNIT_AMOUNT_CENTS = 100_000_000;

/** Numbers may arrive as strings from query strings and older clients ('149' → 149). */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters');

const unitAmount = z.preprocess(
  numeric,
  z
    .number({ error: 'Unit amount must be a number of cents' })
    .int('Unit amount must be a whole number of cents')
    .min(0, 'Unit amount cannot be negative')
    .max(MAX_UNIT_AMOUNT_CENTS, 'Unit amount is too large'),
);

const taxRate = z.preprocess(numeric, z.union([z.literal(10), z.literal(0)], { error: 'Tax rate must be 10 or 0' }).default(10));

const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(2000, 'Description must be at most 2000 characters')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** A price-list item, to create, or to find by name (ignoring case) and otherwise create (ensure). */
export const itemPresetSchema = z.object({ name, description, unitAmount, taxRate });

export const listItemPresetsSchema = z.object({
  search: z.string({ error: 'Search must be text' }).trim().max(200, 'Search is too long').nullable().optional(),
});
