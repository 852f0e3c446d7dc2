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
