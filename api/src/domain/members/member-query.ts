import type { Prisma } from '../../db/generated/client.ts';

/** A Prisma selection GraphQL passes through; REST reads use `memberRead`. */
export type MemberQuery = { select?: Prisma.UserSelect; include?: Prisma.UserInclude };

/** What a member read returns for the caller's selection (see JobOf). */
export type MemberOf<Q extends MemberQuery> = Prisma.UserGetPayload<Q>;

/** What REST reads of a member: the columns the member JSON shows (never a password hash). */
export const memberRead = { select: { id: true, name: true, email: true, role: true, color: true } } as const satisfies MemberQuery;

/** What REST's sign-in answer reads of the member who just signed in: every column (toUserJson picks the profile). */
export const signedInRead = {} as const satisfies MemberQuery;
