import type { Context } from '../../context.ts';
import { todayStartOf } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { OWED_STATUSES, overdueWhere, unpaidWhere } from './invoice-tabs.ts';

export interface InvoiceCounts {
  all: number;
  unpaid: number;
  paid: number;
  overdue: number;
  /** What customers owe: invoices sent and unpaid (a draft is not owed until it is sent), AUD cents including GST. */
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
    outstandingCents: sum((s) => OWED_STATUSES.includes(s), 'cents'),
    overdueCents: overdue._sum.totalCents ?? 0,
  };
}
