import { z } from 'zod';
import { newPasswordSchema } from '../../../auth/password-policy.ts';
import { id, requiredText } from '../../fields.ts';

// Input rules of the support Admin Console: staff roles, invites (by email, with a role), the join form, the audit filters.

export const supportRoleSchema = z.enum(['support_staff', 'support_admin'], {
  error: 'Role must be support_staff or support_admin',
});

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email'));

export const inviteStaffSchema = z.object({ email, role: supportRoleSchema.default('support_staff') });

export const changeStaffRoleSchema = z.object({ role: supportRoleSchema });

export const staffIdSchema = id('Staff member');
export const inviteIdSchema = id('Invite');

const token = z
  .string({ error: 'The invite link is not valid' })
  .trim()
  .min(1, 'The invite link is not valid')
  .max(200, 'The invite link is not valid');

export const staffInviteTokenSchema = z.object({ token });

export const acceptStaffInviteSchema = z.object({
  token,
  name: requiredText('Name', 200),
  password: z.string({ error: 'Password is required' }).pipe(newPasswordSchema),
});

const dayKey = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-11-23` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-23`)
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      `${label} is not a real date`,
    )
    .nullable()
    .optional();

export const AUDIT_PAGE_SIZE = 20;

/** The audit log's filters: who acted, what they did, from and to which day (Melbourne), and the page. */
export const auditFilterSchema = z
  .object({
    actorId: z.string({ error: 'Actor must be an id' }).trim().max(100, 'Actor not found').nullable().optional(),
    action: z
      .string({ error: 'Action must be text' })
      .trim()
      .max(60, 'Action must be at most 60 characters')
      .regex(/^[a-z_.]*$/, 'Action must be an action name like staff.invite')
      .nullable()
      .optional(),
    from: dayKey('From'),
    to: dayKey('To'),
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .default(1),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 to 100')
      .max(100, 'Limit must be 1 to 100')
      .default(AUDIT_PAGE_SIZE),
    /** Rows to skip instead of whole pages (GraphQL's offset cursors). */
    offset: z.number().int().min(0).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'From must be on or before To', path: ['to'] });

export type AuditFilter = z.output<typeof auditFilterSchema>;
