import type { Prisma } from '../../db/generated/client.ts';
import type { Paging } from '../jobs/job-query.ts';

/** A Prisma selection GraphQL passes through; REST reads use `itemPresetRead`. */
export type ItemPresetQuery = { select?: Prisma.ItemPresetSelect; include?: Prisma.ItemPresetInclude };
/** A selection with the page a connection adds (take, skip, cursor). */
export type ItemPresetPageQuery = ItemPresetQuery & Paging<Prisma.ItemPresetWhereUniqueInput>;
export type ItemPresetOf<Q extends ItemPresetQuery> = Prisma.ItemPresetGetPayload<Q>;

/** Every column, as the item JSON shows them. */
export const itemPresetRead = {} as const satisfies ItemPresetQuery;
