import { z } from 'zod';
import { auContactMessages, auPostcode, auState, isAuPhone } from '../rules/au-contact.ts';

// Australian phone, state and postcode as zod fields (the rules are api/src/rules/au-contact.ts, which the web's forms
// also read). Each takes text, allows '' (the caller decides what empty means) and normalises what it keeps: a state
// becomes its abbreviation ('Victoria' → 'VIC').

const filled = (v: string) => v !== '';

export const auPhoneText = z
  .string({ error: auContactMessages.phone })
  .trim()
  .max(50, auContactMessages.phone)
  .refine((v) => !filled(v) || isAuPhone(v), auContactMessages.phone);

export const auStateText = z
  .string({ error: auContactMessages.state })
  .trim()
  .refine((v) => !filled(v) || auState(v) !== null, auContactMessages.state)
  .transform((v) => (filled(v) ? (auState(v) ?? v) : v));

export const auPostcodeText = z
  .string({ error: auContactMessages.postcode })
  .trim()
  .refine((v) => !filled(v) || auPostcode(v) !== null, auContactMessages.postcode);

/** Optional like every other text field: left out stays left out, '' or null is stored as null. */
export const optionalField = (field: z.ZodType<string, string>) =>
  field
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
