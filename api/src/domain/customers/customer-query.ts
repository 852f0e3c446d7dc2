import type { Prisma } from '../../db/generated/client.ts';
import type { Paging } from '../jobs/job-query.ts';

/** A Prisma selection GraphQL passes through; REST reads use `customerRead`. */
export type CustomerQuery = { select?: Prisma.CustomerSelect; include?: Prisma.CustomerInclude };
/** A selection with the page a connection adds (take, skip, cursor). */
export type CustomerPageQuery = CustomerQuery & Paging<Prisma.CustomerWhereUniqueInput>;

/** What a customer read returns for the caller's selection (see JobOf). */
export type CustomerOf<Q extends CustomerQuery> = Prisma.CustomerGetPayload<Q>;

/** What REST reads of a customer: every column, as the customer JSON shows them. */
export const customerRead = {} as const satisfies CustomerQuery;
