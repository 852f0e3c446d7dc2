import type { OwnerAnalyticsQuery } from '../../gql/graphql';
import { ChartCard } from './charts/ChartCard';
import { BarChart, LineChart, StackChart } from './charts/Charts';
import type { SeriesLook } from './charts/chart-kit';
import type { FigureColumn, FigureRow } from './figures';
import { formatCount, formatDollarsShort, formatPeriod } from './format';
import * as css from './owner-figures.css';

// The analytics charts of one range: what each shows, its looks, and the figures of its Table view and CSV.

/** The analytics of one range, as the page's query (OwnerAnalyticsDocument) reads them: the API's own types. */
export type AnalyticsData = OwnerAnalyticsQuery['ownerAnalytics'];
export type AnalyticsPoint = AnalyticsData['points'][number];
export type AnalyticsMonth = AnalyticsData['months'][number];

const PLAN_NAMES: Record<string, string> = { free: 'Free', solo: 'Solo', pro: 'Pro', enterprise: 'Enterprise' };
export const planName = (id: string) => PLAN_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);

// Looks: a colour with 4.5:1 contrast on white and, for bars sharing a chart, a pattern of its own.
const MOVEMENTS: { key: keyof AnalyticsMonth; look: SeriesLook }[] = [
  { key: 'newCents', look: { name: 'New', tone: 'green', pattern: 'solid' } },
  { key: 'expansionCents', look: { name: 'Expansion', tone: 'teal', pattern: 'hatch' } },
  { key: 'reactivationCents', look: { name: 'Reactivation', tone: 'blue', pattern: 'dots' } },
  { key: 'contractionCents', look: { name: 'Contraction', tone: 'orange', pattern: 'stripes' } },
  { key: 'churnCents', look: { name: 'Churn', tone: 'red', pattern: 'cross' } },
];
const CLOSING: SeriesLook = { name: 'Closing MRR (right axis)', tone: 'grey', marker: 'square' };
const PLAN_LOOKS: Omit<SeriesLook, 'name'>[] = [
  { tone: 'blue', pattern: 'solid' },
  { tone: 'purple', pattern: 'hatch' },
  { tone: 'teal', pattern: 'dots' },
  { tone: 'orange', pattern: 'stripes' },
  { tone: 'green', pattern: 'cross' },
];

export function AnalyticsCharts({ data }: { data: AnalyticsData }) {
  const daily = data.bucket === 'DAY';
  const per = daily ? 'day' : 'month';
  const firstColumn: FigureColumn = { label: daily ? 'Day' : 'Month', kind: 'text' };
  const crossesYear = data.from.slice(0, 4) !== data.to.slice(0, 4);
  const periods = data.points.map((p) => formatPeriod(daily ? p.start : p.start.slice(0, 7), { year: daily && crossesYear }));
  const months = data.months.map((m) => formatPeriod(m.month));
  const file = (name: string) => `spanner-${name}-${data.from}-to-${data.to}`;
  const pointRows = (pick: (p: AnalyticsPoint) => (number | null)[]): FigureRow[] =>
    data.points.map((p, i) => ({ key: p.start, values: [periods[i], ...pick(p)] }));
  const monthRows = (pick: (m: AnalyticsMonth) => (number | null)[]): FigureRow[] =>
    data.months.map((m, i) => ({ key: m.month, values: [months[i], ...pick(m)] }));
  const plans = [...new Set(data.months.flatMap((m) => m.mrrByPlan.map((p) => p.planId)))];
  const planCents = (m: AnalyticsMonth, planId: string) => m.mrrByPlan.find((p) => p.planId === planId)?.cents ?? 0;
  const percentAxis = (v: number) => `${formatCount(v)}%`;

  return (
    <div className={css.charts}>
      <ChartCard
        title="Sign-ups"
        description={`New organisations per ${per}`}
        fileName={file('sign-ups')}
        columns={[firstColumn, { label: 'Sign-ups', kind: 'count' }]}
        rows={pointRows((p) => [p.signups])}
      >
        <BarChart
          label={`Sign-ups per ${per}`}
          periods={periods}
          format={formatCount}
          series={[{ look: { name: 'Sign-ups', tone: 'blue' }, values: data.points.map((p) => p.signups) }]}
        />
      </ChartCard>

      <ChartCard
        title="Trial conversion"
        description="Trials that ended in the month and became paid, of all trials that ended"
        fileName={file('trial-conversion')}
        columns={[
          { label: 'Month', kind: 'text' },
          { label: 'Trials ended', kind: 'count' },
          { label: 'Converted', kind: 'count' },
          { label: 'Trial conversion', kind: 'percent' },
        ]}
        rows={monthRows((m) => [m.trialsEnded, m.trialsConverted, m.trialConversionPercent])}
      >
        <LineChart
          label="Trial conversion per month"
          periods={months}
          format={percentAxis}
          minStep={0.1}
          series={[
            {
              look: { name: 'Trial conversion', tone: 'purple', marker: 'circle' },
              values: data.months.map((m) => m.trialConversionPercent),
            },
          ]}
        />
      </ChartCard>

      <ChartCard
        title="MRR movements"
        description="New, expansion and reactivation add to MRR; contraction and churn take from it. GST excluded."
        fileName={file('mrr-movements')}
        columns={[
          { label: 'Month', kind: 'text' },
          { label: 'Opening MRR', kind: 'cents' },
          ...MOVEMENTS.map((m) => ({ label: m.look.name, kind: 'cents' as const })),
          { label: 'Closing MRR', kind: 'cents' },
        ]}
        rows={monthRows((m) => [m.openingMrrCents, ...MOVEMENTS.map((mv) => m[mv.key] as number), m.closingMrrCents])}
      >
        <StackChart
          label="MRR movements per month, stacked, with the closing MRR as a line on its own axis"
          periods={months}
          format={formatDollarsShort}
          minStep={100}
          series={MOVEMENTS.map((mv) => ({ look: mv.look, values: data.months.map((m) => m[mv.key] as number) }))}
          line={{ look: CLOSING, values: data.months.map((m) => m.closingMrrCents) }}
        />
      </ChartCard>

      <ChartCard
        title="MRR by plan"
        description="Each month's closing MRR, by plan. GST excluded."
        fileName={file('mrr-by-plan')}
        columns={[
          { label: 'Month', kind: 'text' },
          ...plans.map((id) => ({ label: planName(id), kind: 'cents' as const })),
          { label: 'Total', kind: 'cents' },
        ]}
        rows={monthRows((m) => [...plans.map((id) => planCents(m, id)), m.mrrByPlan.reduce((sum, p) => sum + p.cents, 0)])}
      >
        <StackChart
          label="MRR by plan per month, stacked"
          periods={months}
          format={formatDollarsShort}
          minStep={100}
          series={plans.map((id, i) => ({
            look: { name: planName(id), ...PLAN_LOOKS[i % PLAN_LOOKS.length] },
            values: data.months.map((m) => planCents(m, id)),
          }))}
        />
      </ChartCard>

      <ChartCard
        title="Churn"
        description="Subscriber churn, and gross and net MRR churn, per month"
        fileName={file('churn')}
        columns={[
          { label: 'Month', kind: 'text' },
          { label: 'Paying at start', kind: 'count' },
          { label: 'New paying', kind: 'count' },
          { label: 'Churned', kind: 'count' },
          { label: 'Subscriber churn', kind: 'percent' },
          { label: 'Gross MRR churn', kind: 'percent' },
          { label: 'Net MRR churn', kind: 'percent' },
        ]}
        rows={monthRows((m) => [
          m.payingAtStart,
          m.newPaying,
          m.churned,
          m.subscriberChurnPercent,
          m.grossMrrChurnPercent,
          m.netMrrChurnPercent,
        ])}
      >
        <LineChart
          label="Churn rates per month"
          periods={months}
          format={percentAxis}
          minStep={0.1}
          series={[
            { look: { name: 'Subscriber churn', tone: 'red', marker: 'circle' }, values: data.months.map((m) => m.subscriberChurnPercent) },
            {
              look: { name: 'Gross MRR churn', tone: 'orange', marker: 'square', dash: '6 3' },
              values: data.months.map((m) => m.grossMrrChurnPercent),
            },
            {
              look: { name: 'Net MRR churn', tone: 'purple', marker: 'triangle', dash: '2 3' },
              values: data.months.map((m) => m.netMrrChurnPercent),
            },
          ]}
        />
      </ChartCard>

      <ChartCard
        title="Active organisations"
        description={`Organisations with any job activity in the ${per}`}
        fileName={file('active-organisations')}
        columns={[firstColumn, { label: 'Active organisations', kind: 'count' }]}
        rows={pointRows((p) => [p.activeOrganisations])}
      >
        <LineChart
          label={`Active organisations per ${per}`}
          periods={periods}
          format={formatCount}
          series={[
            {
              look: { name: 'Active organisations', tone: 'teal', marker: 'circle' },
              values: data.points.map((p) => p.activeOrganisations),
            },
          ]}
        />
      </ChartCard>

      <ChartCard
        title="Jobs created"
        description={`Jobs created across all organisations per ${per}`}
        fileName={file('jobs-created')}
        columns={[firstColumn, { label: 'Jobs created', kind: 'count' }]}
        rows={pointRows((p) => [p.jobsCreated])}
      >
        <BarChart
          label={`Jobs created per ${per}`}
          periods={periods}
          format={formatCount}
          series={[{ look: { name: 'Jobs created', tone: 'purple' }, values: data.points.map((p) => p.jobsCreated) }]}
        />
      </ChartCard>

      <ChartCard
        title="SMS and email"
        description={`Messages sent per ${per}`}
        fileName={file('sms-and-email')}
        columns={[firstColumn, { label: 'SMS', kind: 'count' }, { label: 'Email', kind: 'count' }]}
        rows={pointRows((p) => [p.sms, p.email])}
      >
        <BarChart
          label={`SMS and email sent per ${per}`}
          periods={periods}
          format={formatCount}
          series={[
            { look: { name: 'SMS', tone: 'blue', pattern: 'solid' }, values: data.points.map((p) => p.sms) },
            { look: { name: 'Email', tone: 'orange', pattern: 'hatch' }, values: data.points.map((p) => p.email) },
          ]}
        />
      </ChartCard>

      <ChartCard
        title="Pack revenue"
        description={`Credit packs sold per ${per} (non-recurring, GST excluded)`}
        fileName={file('pack-revenue')}
        columns={[firstColumn, { label: 'Pack revenue', kind: 'cents' }]}
        rows={pointRows((p) => [p.packRevenueCents])}
      >
        <BarChart
          label={`Pack revenue per ${per}`}
          periods={periods}
          format={formatDollarsShort}
          minStep={100}
          series={[{ look: { name: 'Pack revenue', tone: 'green' }, values: data.points.map((p) => p.packRevenueCents) }]}
        />
      </ChartCard>

      <ChartCard
        title="Payments through Spanner"
        description={`What the businesses' customers paid online per ${per} (before refunds), on the businesses' own Stripe accounts`}
        fileName={file('payment-volume')}
        columns={[firstColumn, { label: 'Payments', kind: 'cents' }]}
        rows={pointRows((p) => [p.paymentVolumeCents])}
      >
        <BarChart
          label={`Payments through Spanner per ${per}`}
          periods={periods}
          format={formatDollarsShort}
          minStep={100}
          series={[{ look: { name: 'Payments', tone: 'blue' }, values: data.points.map((p) => p.paymentVolumeCents) }]}
        />
      </ChartCard>
    </div>
  );
}
