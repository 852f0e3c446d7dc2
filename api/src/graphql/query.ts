import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';

type PrismaModelName = keyof PrismaTypes & string;

/**
 * The Prisma plugin hands resolvers the selection the client asked for. When a client selects only __typename
 * (or only error fragments) it is empty, which Prisma refuses ("select must not be empty"): drop it then.
 */
export function selection<Q extends object>(query: Q): Q | Record<string, never> {
  const select = (query as { select?: object }).select;
  return select && Object.keys(select).length === 0 ? {} : query;
}

/**
 * The selection a client asked for beneath a payload's field (`member` of MemberInvitePayload), for a mutation whose
 * answer wraps a record: the domain reads the record with it once, and the payload's field hands it on.
 */
export function selectionAt(ctx: Context, info: GraphQLResolveInfo, typeName: PrismaModelName, field: string) {
  return selection(queryFromInfo({ context: ctx, info, typeName, path: [field] }));
}

/** GraphQL leaves an argument it was not sent out, or sends null; the domain reads `undefined` as "not sent". */
export const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as { [K in keyof T]?: NonNullable<T[K]> };
