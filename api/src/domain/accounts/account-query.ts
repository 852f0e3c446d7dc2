import type { Prisma } from '../../db/generated/client.ts';

// What a write to the caller's own records answers: the record read with the caller's selection (GraphQL's, or the
// default the REST views need), in the write's own statement — never read again after it.

export type UserQuery = { select?: Prisma.UserSelect; include?: Prisma.UserInclude };
export type UserOf<Q extends UserQuery> = Prisma.UserGetPayload<Q>;

export type OrganizationQuery = { select?: Prisma.OrganizationSelect; include?: Prisma.OrganizationInclude };
export type OrganizationOf<Q extends OrganizationQuery> = Prisma.OrganizationGetPayload<Q>;
