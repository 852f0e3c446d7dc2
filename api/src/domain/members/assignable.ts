import type { Prisma } from '../../db/generated/client.ts';

// Who can be given work: a member who has joined (chose a password, directly or through their invite link). An
// invited member who has not joined yet is on the team list but not in the technician pickers and filters, and a
// job cannot be assigned to them.

/** The rule as a filter, for lists. */
export const ASSIGNABLE_MEMBER = { passwordHash: { not: null } } as const satisfies Prisma.UserWhereInput;

/** The rule for a member already read (select `passwordHash`). */
export const hasJoined = (member: { passwordHash: string | null }) => member.passwordHash !== null;

export const NOT_YET_JOINED = 'This member has not joined yet: they can be assigned once they accept their invite';
