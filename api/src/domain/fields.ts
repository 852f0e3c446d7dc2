import { z } from 'zod';

// The input fields every area's zod schemas are built from, so a name, an optional text, an id and a search box
// read and answer the same way everywhere. Messages name the field: 'Notes must be at most 5000 characters'.

/** Required text: trimmed, not empty (`required` is the spec's text for a missing value). */
export const requiredText = (label: string, max: number, required = `${label} is required`) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

/** Optional text: trimmed, '' stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** The id of a record of the organisation; an id too long to exist is simply not found. */
export const id = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} not found`)
    .max(100, `${label} not found`);

/** An id, or null / '' for none. */
export const optionalId = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .max(100, `${label} not found`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** A search box: free text whose words must all match (see search.ts). */
export const searchText = z.string({ error: 'Search must be text' }).trim().max(200, 'Search is too long').nullable().optional();

/**
 * The dates a person can mean: years 1900 to 9999. Anything wider (year 99999, year -271821) is a typo or a probe,
 * and past year 9999 PostgreSQL cannot store it: refused with the field's name instead of a 500 on save or later.
 */
export const EARLIEST_DATE = new Date('1900-01-01T00:00:00.000Z');
export const LATEST_DATE = new Date('9999-12-31T23:59:59.999Z');
export const inDateRange = (d: Date) => d.getTime() >= EARLIEST_DATE.getTime() && d.getTime() <= LATEST_DATE.getTime();
export const dateRangeMessage = (label: string) => `${label} must be between the years 1900 and 9999`;

/** A date or date and time (ISO 8601), within the years 1900 to 9999. */
export const dateTime = (label: string, message = `${label} must be a date and time`) =>
  z.coerce.date({ error: message }).refine(inDateRange, dateRangeMessage(label));

/** The largest page number a paged list takes: far past any real list, and its offset stays a 32-bit number. */
export const MAX_PAGE = 100_000;
