import type { Prisma } from '../../db/generated/client.ts';

/** A Prisma selection GraphQL passes through; REST reads use `itemPresetRead`. */
export type ItemPresetQuery = { select?: Prisma.ItemPresetSelect; include?: Prisma.ItemPresetInclude };
export type ItemPresetOf<Q extends ItemPresetQuery> = Prisma.ItemPresetGetPayload<Q>;

/** Every column, as the item JSON shows them. */
export const itemPresetRead = {} as const satisfies ItemPresetQuery;
