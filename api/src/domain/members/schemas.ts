import { z } from 'zod';
import { newPasswordSchema } from '../../auth/password-policy.ts';
import { DEFAULT_MEMBER_COLOR } from '../../rules/people.ts';
import { requiredText } from '../fields.ts';

// Input rules for team members (issues 4 and 10): name, email, role and colour; an optional initial password.

const roleSchema = z.enum(['admin', 'manager', 'technician'], { error: 'Role must be admin, manager or technician' });
const color = z
  .string({ error: 'Colour must be a hex value like #3b82f6' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #3b82f6')
  .transform((c) => c.toLowerCase());
const password = z.string({ error: 'Password must be text' }).pipe(newPasswordSchema);

const name = requiredText('Name', 200);
/** Unique across Spanner (checked on write) and kept lowercase, as sign-in reads it. */
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email'));

export const addMemberSchema = z.object({
  name,
  email,
  role: roleSchema.default('technician'),
  color: color.default(DEFAULT_MEMBER_COLOR),
  /** Without one, the member is sent an invite link to choose it. '' counts as none. */
  password: z.preprocess((v) => (v === '' ? undefined : v), password.nullable().optional()),
});

/** Only the fields sent change. */
export const updateMemberSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  role: roleSchema.optional(),
  color: color.optional(),
});

export const acceptInviteSchema = z.object({
  token: z
    .string({ error: 'The invite link is not valid' })
    .trim()
    .min(1, 'The invite link is not valid')
    .max(200, 'The invite link is not valid'),
  password: z.string({ error: 'Password is required' }).pipe(password),
});

export const inviteTokenSchema = acceptInviteSchema.pick({ token: true });

export type AddMemberInput = z.output<typeof addMemberSchema>;
