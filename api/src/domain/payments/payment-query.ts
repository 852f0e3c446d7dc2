import type { Prisma } from '../../db/generated/client.ts';

/** A Prisma selection GraphQL passes through; REST reads use `paymentRead`. */
export type PaymentQuery = { select?: Prisma.PaymentSelect; include?: Prisma.PaymentInclude };

/** What a payment read returns for the caller's selection (see JobOf). */
export type PaymentOf<Q extends PaymentQuery> = Prisma.PaymentGetPayload<Q>;

/** The invoice's figures a payment answers with: its balance after the row. */
export const paymentInvoiceSummary = {
  select: { id: true, number: true, status: true, dueAt: true, totalCents: true, paidCents: true },
} as const;

/** What REST and the webhooks read of a ledger row: every column and its invoice's figures. */
export const paymentRead = { include: { invoice: paymentInvoiceSummary } } as const satisfies PaymentQuery;

export type PaymentRead = Prisma.PaymentGetPayload<typeof paymentRead>;

/** The ledger's order: oldest first, the id breaking ties. */
export const ledgerOrder: Prisma.PaymentOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];
