import type { Prisma } from '../../../db/generated/client.ts';

/** A Prisma selection GraphQL passes through; REST reads use `staffRead`. */
export type StaffQuery = { select?: Prisma.SupportStaffSelect; include?: Prisma.SupportStaffInclude };

/** What a staff read returns for the caller's selection (see JobOf). */
export type StaffOf<Q extends StaffQuery> = Prisma.SupportStaffGetPayload<Q>;

/** What REST reads of a staff member: every column (the staff JSON picks what it shows). */
export const staffRead = {} as const satisfies StaffQuery;

/** The same for an invite to the support team; REST reads `staffInviteRead`. */
export type StaffInviteQuery = { select?: Prisma.SupportInviteSelect; include?: Prisma.SupportInviteInclude };
export type StaffInviteOf<Q extends StaffInviteQuery> = Prisma.SupportInviteGetPayload<Q>;

/** What REST reads of an invite: every column and who sent it. */
export const staffInviteRead = { include: { invitedBy: { select: { name: true } } } } as const satisfies StaffInviteQuery;
