import { z } from 'zod';
import { ABN_MESSAGE, abnDigits, isValidAbn } from '../../rules/abn.ts';
import { auPhoneText, auPostcodeText, auStateText, optionalField } from '../contact-fields.ts';
import { optionalText, requiredText, searchText } from '../fields.ts';

// Input rules for customers (spec part 2 §5 "Customer dialog"): a company name is required; the email, when
// given, must look like an address; phone, state and postcode, when given, must be Australian (rules/au-contact.ts).
// Everything else is optional text, '' stored as null.

export const customerMessages = {
  nameRequired: 'Company name is required',
  invalidEmail: 'Enter a valid email',
} as const;

/** The spec's "simple address pattern": something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string({ error: customerMessages.invalidEmail })
  .trim()
  .max(254, customerMessages.invalidEmail)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), customerMessages.invalidEmail)
  .nullable()
  .optional()
  // Left out stays left out (an update changes only the fields sent); '' or null is stored as null.
  .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null));

const name = requiredText('Company name', 200, customerMessages.nameRequired);

const fields = {
  contactName: optionalText('Contact name', 200),
  email,
  phone: optionalField(auPhoneText),
  street: optionalText('Street', 200),
  suburb: optionalText('Suburb', 100),
  state: optionalField(auStateText),
  postcode: optionalField(auPostcodeText),
  notes: optionalText('Notes', 5000),
  /** The customer's ABN (digits kept): matches their contact in the books first (docs/accounting.md). */
  abn: optionalField(
    z
      .string({ error: ABN_MESSAGE })
      .trim()
      .refine((v) => v === '' || isValidAbn(v), ABN_MESSAGE)
      .transform((v) => abnDigits(v)),
  ),
};

export const createCustomerSchema = z.object({ name, ...fields });

/** Only the fields sent change; a field sent as null (or '') is cleared. The name can change but not be cleared. */
export const updateCustomerSchema = z.object({ name: name.optional(), ...fields });

export const listCustomersSchema = z.object({
  search: searchText,
});

export const customerIdSchema = z
  .string({ error: 'Customer not found' })
  .trim()
  .min(1, 'Customer not found')
  .max(100, 'Customer not found');

export type CreateCustomerInput = z.output<typeof createCustomerSchema>;
export type UpdateCustomerInput = z.output<typeof updateCustomerSchema>;
