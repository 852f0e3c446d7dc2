import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { documentSearch } from '../documents/document-search.ts';
import { listInvoicesSchema } from '../documents/schemas.ts';
import { todayStartOf } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { type InvoiceOf, type InvoiceQuery, invoiceOrder, invoiceRead } from './invoice-query.ts';
import { overdueWhere, tabWhere, unpaidWhere } from './invoice-tabs.ts';

type Paging = { take?: number; skip?: number; cursor?: Prisma.InvoiceWhereUniqueInput };

/** The filter of an invoice list (tab, search), for the list, its count and its outstanding total. */
export async function listInvoicesWhere(ctx: Context, input: unknown): Promise<Prisma.InvoiceWhereInput> {
  requireAbility(ctx, 'manageInvoices');
  const { tab, search } = parseInput(listInvoicesSchema, input);
  return { AND: [tabWhere(tab, await todayStartOf(ctx)), documentSearch(search)] };
}

/** The organisation's invoices of a tab, newest first: a constant number of statements whatever the page size. */
export async function listInvoices<Q extends InvoiceQuery & Paging = typeof invoiceRead>(
  ctx: Context,
  input: unknown,
  query = invoiceRead as Q,
) {
  const where = await listInvoicesWhere(ctx, input);
  return (await ctx.db.invoice.findMany({ ...query, where, orderBy: invoiceOrder })) as InvoiceOf<Q>[];
}

export interface InvoiceCounts {
  all: number;
  unpaid: number;
  paid: number;
  overdue: number;
  /** What customers owe: unpaid invoices (all but paid and void), AUD cents including GST. */
  outstandingCents: number;
  /** What overdue invoices owe, AUD cents. */
  overdueCents: number;
}

/** The tabs' counts and the outstanding totals (GET /api/invoices/counts): three statements for any number of invoices. */
export async function countInvoices(ctx: Context): Promise<InvoiceCounts> {
  requireAbility(ctx, 'manageInvoices');
  const todayStart = await todayStartOf(ctx);
  const [byStatus, overdue] = await Promise.all([
    ctx.db.invoice.groupBy({ by: ['status'], _count: { _all: true }, _sum: { totalCents: true } }),
    ctx.db.invoice.aggregate({ where: overdueWhere(todayStart), _count: { _all: true }, _sum: { totalCents: true } }),
  ]);
  const unpaidStatuses = (unpaidWhere.status as { in: string[] }).in;
  const sum = (pick: (status: string) => boolean, field: 'count' | 'cents') =>
    byStatus.filter((g) => pick(g.status)).reduce((s, g) => s + (field === 'count' ? g._count._all : (g._sum.totalCents ?? 0)), 0);
  return {
    all: sum(() => true, 'count'),
    unpaid: sum((s) => unpaidStatuses.includes(s), 'count'),
    paid: sum((s) => s === 'paid', 'count'),
    overdue: overdue._count._all,
    outstandingCents: sum((s) => unpaidStatuses.includes(s), 'cents'),
    overdueCents: overdue._sum.totalCents ?? 0,
  };
}
