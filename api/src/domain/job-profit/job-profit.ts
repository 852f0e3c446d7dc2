import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import {
  groupFigures,
  type JobProfit,
  jobProfit,
  type MaterialInput,
  type MissingCosts,
  missingCostsOf,
  type ProfitFigures,
} from '../../rules/job-profit.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { checkReportRange, rangeInstants } from '../../rules/report-range.ts';
import { dayKeyOf } from '../../rules/zoned-time.ts';
import { id } from '../fields.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';

// What a job made (docs/timesheets.md → Job profit), for admin and manager only: revenue invoiced ex GST (the
// completed job's invoice once sent: total − GST), labour from the job's hours (the timesheet's work segments and any
// hours entered in the diary) at each member's cost rate, parts at their price-list item's cost. The figures come
// from rules/job-profit.ts, the one home of the sums.

/** Invoices that count as revenue: sent or paid (a draft is not invoiced yet, a void one never was). */
const INVOICED: Prisma.EnumInvoiceStatusFilter = { in: ['sent', 'paid', 'overdue'] };

const profitSelect = {
  id: true,
  title: true,
  jobType: true,
  customerId: true,
  customer: { select: { name: true } },
  completion: { select: { completedAt: true, invoice: { select: { status: true, totalCents: true, taxCents: true } } } },
  hours: { select: { hours: true, userId: true, user: { select: { costRateCents: true } } } },
  parts: { select: { partName: true, quantity: true } },
} as const satisfies Prisma.JobSelect;
type ProfitRow = Prisma.JobGetPayload<{ select: typeof profitSelect }>;

export interface JobProfitRecord extends JobProfit {
  jobId: string;
  title: string;
  jobType: string | null;
  customerId: string | null;
  customerName: string | null;
  completedAt: Date | null;
}

const lowerName = (s: string) => s.trim().toLowerCase();

async function costsOf(ctx: Pick<Context, 'db'>, rows: readonly ProfitRow[]): Promise<Map<string, number | null>> {
  const names = [...new Set(rows.flatMap((r) => r.parts.map((p) => p.partName)))];
  if (!names.length) return new Map();
  const presets = await ctx.db.itemPreset.findMany({
    where: { OR: names.map((name) => ({ name: { equals: name, mode: 'insensitive' as const } })) },
    select: { name: true, costCents: true },
  });
  return new Map(presets.map((p) => [lowerName(p.name), p.costCents]));
}

function toRecord(row: ProfitRow, costs: Map<string, number | null>): JobProfitRecord {
  const invoice = row.completion?.invoice;
  const invoiced = invoice && INVOICED.in?.includes(invoice.status);
  const materials: MaterialInput[] = row.parts.map((p) => ({
    name: p.partName,
    quantity: p.quantity,
    unitCostCents: costs.get(lowerName(p.partName)) ?? null,
  }));
  return {
    jobId: row.id,
    title: row.title,
    jobType: row.jobType,
    customerId: row.customerId,
    customerName: row.customer?.name ?? null,
    completedAt: row.completion?.completedAt ?? null,
    ...jobProfit({
      revenueCents: invoiced ? invoice.totalCents - invoice.taxCents : 0,
      labour: row.hours.map((h) => ({ userId: h.userId, minutes: Math.round(h.hours * 60), costRateCents: h.user?.costRateCents ?? null })),
      materials,
    }),
  };
}

/**
 * The figures of up to `take` completed jobs after `afterId`, in id order, through a tenant client (the full export's
 * job-profit.csv; no ability check: the export's own, exportData, was checked when it was asked for).
 */
export async function completedJobProfits(ctx: Pick<Context, 'db'>, afterId: string | undefined, take: number): Promise<JobProfitRecord[]> {
  const rows = await ctx.db.job.findMany({
    where: { completion: { isNot: null }, ...(afterId ? { id: { gt: afterId } } : {}) },
    select: profitSelect,
    orderBy: { id: 'asc' },
    take,
  });
  const costs = await costsOf(ctx, rows);
  return rows.map((row) => toRecord(row, costs));
}

/** One job's figures. */
export async function getJobProfit(ctx: Context, jobId: string): Promise<JobProfitRecord> {
  requireAbility(ctx, 'seeJobProfit');
  const row = await ctx.db.job.findFirst({ where: { id: jobId }, select: profitSelect });
  if (!row) throw notFound(jobMessages.notFound);
  return toRecord(row, await costsOf(ctx, [row]));
}

export const PROFIT_GROUPS = ['jobType', 'customer', 'month'] as const;
export type ProfitGroupBy = (typeof PROFIT_GROUPS)[number];

/** The report's jobs a page at a time (limit, offset, as the REST lists page): this many unless asked. */
export const PROFIT_PAGE = 50;
export const PROFIT_PAGE_MAX = 500;
/** The jobs a report reads at most: its totals, groups and chart are over them all. */
const REPORT_JOBS_MAX = 5000;

export const profitReportSchema = z.object({
  groupBy: z.enum(PROFIT_GROUPS, { error: 'Group by must be jobType, customer or month' }).default('month'),
  from: z.string({ error: 'From must be a date (YYYY-MM-DD)' }).optional(),
  to: z.string({ error: 'To must be a date (YYYY-MM-DD)' }).optional(),
  customerId: id('Customer').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be 1 to ${PROFIT_PAGE_MAX}`)
    .max(PROFIT_PAGE_MAX, `limit must be 1 to ${PROFIT_PAGE_MAX}`)
    .default(PROFIT_PAGE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
});

export interface ProfitGroup extends ProfitFigures {
  /** The job type, the customer's id, or the month (YYYY-MM); 'none' for jobs without a type or customer. */
  key: string;
  label: string;
  jobs: number;
}

export interface JobProfitReport {
  from: string;
  to: string;
  groupBy: ProfitGroupBy;
  groups: ProfitGroup[];
  totals: ProfitFigures & { jobs: number };
  /** What has no cost over every job of the range (the page's warning), not just this page's. */
  missingCosts: MissingCosts;
  /** One page of the jobs, in the report's order (completed first to last). */
  jobs: JobProfitRecord[];
  limit: number;
  offset: number;
  /** Jobs in the range over every page (as totals.jobs). */
  totalJobs: number;
}

const TYPE_LABELS: Record<string, string> = {
  service: 'Service',
  repair: 'Repair',
  installation: 'Installation',
  other: 'Other',
  none: 'No type',
};

/**
 * The jobs completed in a range (both days included, the organisation's zone), grouped by job type, customer or month.
 * Totals, groups and missing costs are over every job of the range; `jobs` is one page of them (limit, offset). The
 * same statements whatever the page: every job's figures are needed for the totals, so the page is cut from them.
 */
export async function getJobProfitReport(ctx: Context, input: unknown): Promise<JobProfitReport> {
  const { groupBy, from, to, customerId, limit, offset } = parseInput(profitReportSchema, input ?? {});
  requireAbility(ctx, 'seeJobProfit');
  const timeZone = await organisationTimeZone(ctx);
  const checked = checkReportRange(from, to, dayKeyOf(new Date(), timeZone));
  if ('message' in checked) throw new AppError('VALIDATION', checked.message, { fieldErrors: { [checked.field]: checked.message } });
  const { start, end } = rangeInstants(checked.range, timeZone);
  const rows = await ctx.db.job.findMany({
    where: { completion: { completedAt: { gte: start, lt: end } }, ...(customerId ? { customerId } : {}) },
    select: profitSelect,
    orderBy: [{ completion: { completedAt: 'asc' } }, { id: 'asc' }],
    take: REPORT_JOBS_MAX,
  });
  const costs = await costsOf(ctx, rows);
  const jobs = rows.map((r) => toRecord(r, costs));
  const keyOf = (j: JobProfitRecord): { key: string; label: string } => {
    if (groupBy === 'jobType') return { key: j.jobType ?? 'none', label: TYPE_LABELS[j.jobType ?? 'none'] ?? String(j.jobType) };
    if (groupBy === 'customer') return { key: j.customerId ?? 'none', label: j.customerName ?? 'No customer' };
    const month = dayKeyOf(j.completedAt ?? start, timeZone).slice(0, 7);
    return { key: month, label: month };
  };
  const grouped = new Map<string, { label: string; jobs: JobProfitRecord[] }>();
  for (const j of jobs) {
    const { key, label } = keyOf(j);
    const g = grouped.get(key) ?? { label, jobs: [] };
    g.jobs.push(j);
    grouped.set(key, g);
  }
  const groups = [...grouped.entries()]
    .map(([key, g]) => ({ key, label: g.label, ...groupFigures(g.jobs) }))
    .sort((a, b) => (groupBy === 'month' ? a.key.localeCompare(b.key) : b.marginCents - a.marginCents || a.label.localeCompare(b.label)));
  return {
    from: checked.range.from,
    to: checked.range.to,
    groupBy,
    groups,
    totals: groupFigures(jobs),
    missingCosts: missingCostsOf(jobs),
    jobs: jobs.slice(offset, offset + limit),
    limit,
    offset,
    totalJobs: jobs.length,
  };
}
