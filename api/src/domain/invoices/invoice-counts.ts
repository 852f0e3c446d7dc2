import type { Context } from '../../context.ts';
import { todayStartOf } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { OWED_STATUSES, overdueWhere, unpaidWhere } from './invoice-tabs.ts';

export interface InvoiceCounts {
  all: number;
  unpaid: number;
  paid: number;
  overdue: number;
  /**
   * What customers owe: the balance (total less the ledger's payments) of invoices sent and unpaid (a draft is not
   * owed until it is sent), AUD cents including GST.
   */
  outstandingCents: number;
  /** What overdue invoices still owe (their balance), AUD cents. */
  overdueCents: number;
}

/**
 * What a group of owed invoices still owes: Σ total − Σ paid. Each owed invoice has a balance above 0 (it is paid when
 * its balance reaches 0, rules/invoice-balance.ts), so the difference of the sums is the sum of the balances.
 */
const owed = (sum: { totalCents: number | null; paidCents: number | null }) => (sum.totalCents ?? 0) - (sum.paidCents ?? 0);

/** The tabs' counts and the outstanding totals (GET /api/invoices/counts): three statements for any number of invoices. */
export async function countInvoices(ctx: Context): Promise<InvoiceCounts> {
  requireAbility(ctx, 'manageInvoices');
  const todayStart = await todayStartOf(ctx);
  const [byStatus, overdue] = await Promise.all([
    ctx.db.invoice.groupBy({ by: ['status'], _count: { _all: true }, _sum: { totalCents: true, paidCents: true } }),
    ctx.db.invoice.aggregate({ where: overdueWhere(todayStart), _count: { _all: true }, _sum: { totalCents: true, paidCents: true } }),
  ]);
  const unpaidStatuses = (unpaidWhere.status as { in: string[] }).in;
  const sum = (pick: (status: string) => boolean, field: 'count' | 'cents') =>
    byStatus.filter((g) => pick(g.status)).reduce((s, g) => s + (field === 'count' ? g._count._all : owed(g._sum)), 0);
  return {
    all: sum(() => true, 'count'),
    unpaid: sum((s) => unpaidStatuses.includes(s), 'count'),
    paid: sum((s) => s === 'paid', 'count'),
    overdue: overdue._count._all,
    outstandingCents: sum((s) => OWED_STATUSES.includes(s), 'cents'),
    overdueCents: owed(overdue._sum),
  };
}
