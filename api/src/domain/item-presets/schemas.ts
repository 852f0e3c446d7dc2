import { z } from 'zod';
import { optionalText, requiredText, searchText } from '../fields.ts';

// Input rules for the price list (item presets): money is integer cents, the tax rate 10 (GST) or 0.

export const TAX_RATES = [10, 0] as const;
export const MAX_UNIT_AMOUNT_CENTS = 100_000_000;

/** Numbers may arrive as strings from query strings and older clients ('149' → 149). */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

const name = requiredText('Name', 200);

const unitAmount = z.preprocess(
  numeric,
  z
    .number({ error: 'Unit amount must be a number of cents' })
    .int('Unit amount must be a whole number of cents')
    .min(0, 'Unit amount cannot be negative')
    .max(MAX_UNIT_AMOUNT_CENTS, 'Unit amount is too large'),
);

const taxRate = z.preprocess(numeric, z.union([z.literal(10), z.literal(0)], { error: 'Tax rate must be 10 or 0' }).default(10));

const description = optionalText('Description', 2000);

/** Xero's item Code is at most 30 characters (developer.xero.com/documentation/api/accounting/items: "Code … max length = 30"). */
export const MAX_ITEM_CODE = 30;
const code = optionalText('Code', MAX_ITEM_CODE);

/** A price-list item, to create, or to find by name (ignoring case) and otherwise create (ensure). */
export const itemPresetSchema = z.object({ name, description, unitAmount, taxRate, code });

export const listItemPresetsSchema = z.object({
  search: searchText,
});
