import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { documentTotals, type LineFigures, linesProblemAt, normaliseLine, type TaxMode } from '../../rules/document-lines.ts';
import { defaultUntilDay } from '../../rules/document-terms.ts';
import { dayKeyOf, midnightOf } from '../../rules/zoned-time.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import type { DayOrInstant, DocumentLineInput } from './schemas.ts';

// From a parsed editor payload to the rows Spanner stores: every figure recomputed here with the shared line maths
// (rules/document-lines.ts), never taken from the client. Used by quotes and invoices alike.

/** A line row as stored (QuoteLine / InvoiceLine without its document). */
export interface LineRow extends LineFigures {
  position: number;
  itemName: string | null;
  description: string;
  quantity: number;
  unitAmountCents: number;
  discountPercent: number;
  taxRate: number;
}

/** A line as read back: its id and the stored figures (exclusiveCents is the save's own working, not stored). */
export type StoredLine = Omit<LineRow, 'exclusiveCents'> & { id: string /** invoices only (Xero's ItemCode) */; itemCode?: string | null };

/**
 * The stored lines and totals of a document, or a VALIDATION error naming the first thing wrong: under `lines` and,
 * for one line's field, under its path too (`lines.0.quantity`, `lines.2.discountPercent`: 0-based line, domain name).
 * Nothing is rounded or clamped into validity: a bad quantity or discount is refused, never changed.
 */
export function documentLines(lines: DocumentLineInput[], mode: TaxMode) {
  const problem = linesProblemAt(lines, mode);
  if (problem) {
    const at = problem.field ? { [`lines.${problem.line}.${problem.field}`]: problem.message } : {};
    throw new AppError('VALIDATION', problem.message, { fieldErrors: { lines: problem.message, ...at } });
  }
  const rows: LineRow[] = lines.map((l, position) => {
    const n = normaliseLine(l, mode);
    return {
      position,
      itemName: n.itemName,
      description: n.description,
      quantity: n.quantity,
      unitAmountCents: n.unitAmountCents,
      discountPercent: n.discountPercent,
      taxRate: n.taxRate,
      amountCents: n.amountCents,
      taxCents: n.taxCents,
      totalCents: n.totalCents,
      exclusiveCents: n.exclusiveCents,
    };
  });
  const totals = documentTotals(rows, mode);
  return {
    rows: rows.map(({ exclusiveCents: _, ...row }) => row),
    totals: { subtotalCents: totals.subtotalCents, taxCents: totals.taxCents, totalCents: totals.totalCents },
  };
}

/** A day ('YYYY-MM-DD', local midnight in the organisation's zone) or an instant, as stored. */
export function instantOfInput(value: DayOrInstant, timeZone: string): Date {
  return 'day' in value ? midnightOf(value.day, timeZone) : value.instant;
}

/** Undefined (leave as is), null (clear) or the instant of a date field. */
export function dateField(value: DayOrInstant | null | undefined, timeZone: string): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : instantOfInput(value, timeZone);
}

/**
 * A new document's due (invoice) or expiry (quote) date from its terms: the issue day in the organisation's zone plus
 * the days the terms give ('due within 14 days'; 14 to pay and 30 to accept when they name none), at local midnight.
 */
export function defaultUntil(kind: 'quote' | 'invoice', issueDate: Date, terms: string | null | undefined, timeZone: string): Date {
  return midnightOf(defaultUntilDay(kind, dayKeyOf(issueDate, timeZone), terms), timeZone);
}

/** A later date (expiry or due) may not fall on a day before the issue date (compared as local days). */
export function checkDateOrder(issue: Date, later: Date | null | undefined, timeZone: string, message: string, field: string) {
  if (later && dayKeyOf(later, timeZone) < dayKeyOf(issue, timeZone))
    throw new AppError('VALIDATION', message, { fieldErrors: { [field]: message } });
}

/** What a document needs of its organisation when it is saved: the zone of its dates and the default terms. */
export async function documentOrganisation(ctx: Context) {
  const org = await ctx.db.organization.findFirstOrThrow({ select: { ...TIME_ZONE_COLUMN, quoteTerms: true, invoiceTerms: true } });
  return org;
}
