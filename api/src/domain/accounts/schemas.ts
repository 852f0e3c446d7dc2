import { z } from 'zod';
import { PASSWORD_MIN, passwordMessages } from '../../rules/passwords.ts';
import { optionalText, requiredText } from '../fields.ts';

// Input rules for accounts, with the spec's texts where it gives them (part 1 §5, part 2 §5).

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email'));
const password = z.string().min(PASSWORD_MIN, passwordMessages.tooShort).max(200, 'Password is too long');

export const registerSchema = z.object({
  orgName: z.string({ error: 'Business name is required' }).trim().min(1, 'Business name is required').max(200),
  name: z.string().trim().max(200).optional().nullable(),
  email: z.string({ error: 'Email is required' }).pipe(email),
  password: z.string({ error: 'Password is required' }).pipe(password),
});

export const loginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').toLowerCase(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  orgId: z.string().trim().optional().nullable(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
    newPassword: z.string({ error: 'New password is required' }).pipe(password),
    confirmPassword: z.string().optional().nullable(),
  })
  .refine((v) => v.confirmPassword == null || v.confirmPassword === v.newPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #3b82f6');
const avatarVariant = z.enum(['pixel', 'bauhaus', 'ring', 'beam', 'sunset', 'marble', 'geometric', 'abstract'], {
  error: 'Unknown avatar style',
});

export const updateProfileSchema = z.object({
  name: requiredText('Name', 200).optional(),
  email: email.optional(),
  color: hexColor.optional(),
  avatarSeed: z.string().max(100).nullable().optional(),
  avatarVariant: avatarVariant.nullable().optional(),
});

/** Only the fields sent change (an ABN or bank detail left out stays as it is); '' or null clears one. */
export const updateOrganizationSchema = z.object({
  name: requiredText('Business name', 200).optional(),
  street: optionalText('Street', 200),
  suburb: optionalText('Suburb', 100),
  state: optionalText('State', 50),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'Postcode must be 4 digits')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  abn: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{11}$/.test(v.replace(/\s/g, '')), 'ABN must be 11 digits')
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v.replace(/\s/g, '') : null)),
  phone: optionalText('Phone', 50),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  accountName: optionalText('Account name', 200),
  bsb: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{3}-?\d{3}$/.test(v), 'BSB must be 6 digits')
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? `${v.replace('-', '').slice(0, 3)}-${v.replace('-', '').slice(3)}` : null)),
  accountNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4,10}$/.test(v.replace(/\s/g, '')), 'Account number must be 4 to 10 digits')
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v.replace(/\s/g, '') : null)),
  invoiceTerms: optionalText('Invoice terms', 5000),
  quoteTerms: optionalText('Quote terms', 5000),
  timeZone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-AU', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone')
    .optional(),
});
