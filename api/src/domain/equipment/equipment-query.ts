import type { Prisma } from '../../db/generated/client.ts';

/** A Prisma selection GraphQL passes through; without one a read includes the customer (REST needs its name). */
export type EquipmentQuery = { select?: Prisma.EquipmentSelect; include?: Prisma.EquipmentInclude };

export const withCustomer = { include: { customer: true } } as const;

export type EquipmentWithCustomer = Prisma.EquipmentGetPayload<typeof withCustomer>;
