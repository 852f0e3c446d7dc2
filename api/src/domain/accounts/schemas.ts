import { z } from 'zod';
import { newPasswordSchema as password } from '../../auth/password-policy.ts';
import { ABN_MESSAGE, abnDigits, BSB_MESSAGE, isValidAbn, isValidBsb } from '../../rules/abn.ts';
import { passwordMessages } from '../../rules/passwords.ts';
import { PAID_PLAN_IDS } from '../../rules/plans.ts';
import { auPhoneText, auPostcodeText, auStateText } from '../contact-fields.ts';

// Input rules for accounts, with the spec's texts where it gives them (part 1 §5, part 2 §5).

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email'));

export const registerSchema = z.object({
  orgName: z.string({ error: 'Business name is required' }).trim().min(1, 'Business name is required').max(200),
  name: z.string().trim().max(200).optional().nullable(),
  email: z.string({ error: 'Email is required' }).pipe(email),
  password: z.string({ error: 'Password is required' }).pipe(password),
  /** The plan picked on the public pricing (/auth/register?plan=…), offered first when the trial ends. */
  plan: z.enum(PAID_PLAN_IDS, { error: 'plan must be solo, pro or enterprise' }).optional().nullable(),
});

export const loginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').toLowerCase(),
  /** Any password chosen under an earlier rule (6 characters) still signs in. */
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000, 'Password is too long'),
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
  name: z.string().trim().min(1, 'Name is required').max(200).optional(),
  email: email.optional(),
  color: hexColor.optional(),
  avatarSeed: z.string().max(100).nullable().optional(),
  avatarVariant: avatarVariant.nullable().optional(),
});

/**
 * A field of a partial update that may be cleared: omitted stays omitted (unchanged), '' or null clears it, any other
 * value is checked and normalised. Every organisation field goes through this, so a partial body never clears the
 * fields it did not send.
 */
const clearable = (check: z.ZodType<string | null, string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), check.nullable().optional());

const text = (max: number) => clearable(z.string().trim().max(max));
const digits = (v: string) => v.replace(/\s/g, '');

/** Only the fields sent change (an ABN or bank detail left out stays as it is); '' or null clears one. */
export const updateOrganizationSchema = z.object({
  name: z.string().trim().min(1, 'Business name is required').max(200).optional(),
  street: text(200),
  suburb: text(100),
  state: clearable(auStateText),
  postcode: clearable(auPostcodeText),
  abn: clearable(z.string().refine(isValidAbn, ABN_MESSAGE).transform(abnDigits)),
  phone: clearable(auPhoneText),
  email: clearable(z.string().trim().toLowerCase().pipe(z.email('Enter a valid email'))),
  accountName: text(200),
  bsb: clearable(
    z
      .string()
      .trim()
      .refine(isValidBsb, BSB_MESSAGE)
      .transform((v) => `${v.replace('-', '').slice(0, 3)}-${v.replace('-', '').slice(3)}`),
  ),
  accountNumber: clearable(
    z
      .string()
      .refine((v) => /^\d{4,10}$/.test(digits(v)), 'Account number must be 4 to 10 digits')
      .transform(digits),
  ),
  paymentInstructions: text(500),
  invoiceTerms: text(5000),
  quoteTerms: text(5000),
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
