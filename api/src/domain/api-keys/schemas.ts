import { z } from 'zod';
import { dateTime, requiredText } from '../fields.ts';

// Input rules for API keys: a name to tell them apart, the role the key acts as (and, for a technician-like or
// manager-like key, the member it acts as), and an optional expiry.

export const API_KEY_ROLES = ['read_only', 'technician', 'manager'] as const;

export const createApiKeySchema = z.object({
  name: requiredText('Name', 100),
  role: z.enum(API_KEY_ROLES, { error: 'Role must be read_only, technician or manager' }),
  /** The member a technician-like or manager-like key acts as (ignored for a read-only key). */
  memberId: z.string({ error: 'Member not found' }).uuid('Member not found').nullish(),
  expiresAt: dateTime('Expiry', 'Expiry must be a date and time (ISO 8601)')
    .refine((d) => d.getTime() > Date.now(), 'Expiry must be in the future')
    .nullish(),
});
