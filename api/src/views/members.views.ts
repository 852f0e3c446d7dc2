import { z } from 'zod';
import type { User } from '../db/generated/client.ts';

// The member JSON of the spec (part 1 §3 "Technician/member"): id, name, email, role, color.

export const memberJson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'manager', 'technician']),
  color: z.string(),
});

export const toMemberJson = (u: Pick<User, 'id' | 'name' | 'email' | 'role' | 'color'>): z.input<typeof memberJson> => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  color: u.color,
});
