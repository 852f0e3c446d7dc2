import type { Prisma } from '../../db/generated/client.ts';
import type { Paging } from '../jobs/job-query.ts';

/** A Prisma selection GraphQL passes through; REST reads use `equipmentRead`. */
export type EquipmentQuery = { select?: Prisma.EquipmentSelect; include?: Prisma.EquipmentInclude };
/** A selection with the page a connection adds (take, skip, cursor). */
export type EquipmentPageQuery = EquipmentQuery & Paging<Prisma.EquipmentWhereUniqueInput>;

/** What an equipment read returns for the caller's selection (see JobOf). */
export type EquipmentOf<Q extends EquipmentQuery> = Prisma.EquipmentGetPayload<Q>;

/** What REST reads of a unit: every column and its customer (the JSON shows the customer's name). */
export const equipmentRead = { include: { customer: true } } as const satisfies EquipmentQuery;

export type EquipmentRead = EquipmentOf<typeof equipmentRead>;
