/**
 * The Prisma plugin hands resolvers the selection the client asked for. When a client selects only __typename
 * (or only error fragments) it is empty, which Prisma refuses ("select must not be empty"): drop it then.
 */
export function selection<Q extends object>(query: Q): Q | Record<string, never> {
  const select = (query as { select?: object }).select;
  return select && Object.keys(select).length === 0 ? {} : query;
}
