import { useMutation, useQuery } from '@apollo/client/react';
import { dollarsToCents, formatAud } from '@rules/money';
import { presetRange, REPORT_PRESETS, type ReportPreset } from '@rules/report-range';
import { dayKeyOf } from '@rules/zoned-time';
import {
  Banner,
  Button,
  Card,
  FigureTable,
  Link,
  PageHeader,
  Pagination,
  Select,
  Skeleton,
  Stack,
  TextField,
  toast,
} from '@spanner/design-system';
import { useState } from 'react';
import type { ItemCostsQuery as ItemCostsData, JobProfitGroupBy, MemberCostsQuery as MemberCostsData } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import { ItemCostsQuery, JobProfitReportQuery, MemberCostsQuery, SetItemCostMutation, SetMemberCostMutation } from './docs';
import { ProfitBars } from './ProfitBars';

const GROUPS: { id: JobProfitGroupBy; label: string }[] = [
  { id: 'customer', label: 'Customer' },
  { id: 'jobType', label: 'Job type' },
  { id: 'month', label: 'Month' },
];

/** Groups the chart draws at most (the largest by revenue). */
const CHART_GROUPS = 10;
/** Jobs the table shows a page (the report's totals, groups and chart are over every job). */
const JOBS_PAGE = 50;

const percent = (p: number | null | undefined) => (p === null || p === undefined ? '—' : `${p.toFixed(1)}%`);
const hours = (minutes: number) => `${Math.round((minutes / 60) * 100) / 100} h`;

/** /job-profit (seeJobProfit): completed jobs in a range with revenue, labour, materials and margin, grouped, with a chart. */
export function JobProfitPage() {
  const timeZone = useTimeZone();
  const [preset, setPreset] = useState<ReportPreset>('90_days');
  const [groupBy, setGroupBy] = useState<JobProfitGroupBy>('customer');
  const [page, setPage] = useState(1);
  const range = presetRange(preset, dayKeyOf(new Date(), timeZone));
  const { data, previousData, loading, error, refetch } = useQuery(JobProfitReportQuery, {
    variables: { ...range, groupBy, limit: JOBS_PAGE, offset: (page - 1) * JOBS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  // Turning the jobs' page keeps the report on screen (its totals, groups and chart do not change) until the page comes.
  const shown = previousData?.jobProfitReport;
  const report =
    data?.jobProfitReport ?? (shown && shown.from === range.from && shown.to === range.to && shown.groupBy === groupBy ? shown : undefined);
  const mayCost = useCan('manageCostRates');
  const missing = report?.missingCosts;
  const uncostedMinutes = missing?.labourMinutes ?? 0;
  const labourJobs = missing?.labourJobs ?? 0;
  const parts = missing?.materials ?? [];
  const partJobs = missing?.materialsJobs ?? 0;
  const pageCount = report ? Math.ceil(report.totalJobs / report.limit) : 0;
  // The chart shows the largest groups by revenue; the table below it has them all.
  const bars = [...(report?.groups ?? [])].sort((a, b) => b.revenueCents - a.revenueCents).slice(0, CHART_GROUPS);
  return (
    <>
      <PageHeader title="Job Profit" subtitle="What completed jobs made: invoiced revenue less labour and materials, GST excluded" />
      <Stack gap="4">
        <Stack direction="row" gap="3">
          <Select
            label="Period"
            items={REPORT_PRESETS.map((p) => ({ id: p.id, label: p.label }))}
            value={preset}
            onChange={(k) => {
              if (!k) return;
              setPreset(k as ReportPreset);
              setPage(1);
            }}
          />
          <Select
            label="Group by"
            items={GROUPS}
            value={groupBy}
            onChange={(k) => {
              if (!k) return;
              setGroupBy(k as JobProfitGroupBy);
              setPage(1);
            }}
          />
        </Stack>
        {!report && loading ? (
          <Skeleton shape="rect" height={320} />
        ) : !report ? (
          <LoadFailure title="Failed to load job profit" error={error} onRetry={() => void refetch()} />
        ) : (
          <>
            <Card title="Totals">
              <FigureTable
                caption="Totals"
                hideCaption
                columns={[
                  { label: 'Jobs' },
                  { label: 'Revenue', numeric: true },
                  { label: 'Labour', numeric: true },
                  { label: 'Materials', numeric: true },
                  { label: 'Margin', numeric: true },
                  { label: 'Margin %', numeric: true },
                ]}
                rows={[
                  {
                    key: 'totals',
                    cells: [
                      String(report.totals.jobs),
                      formatAud(report.totals.revenueCents),
                      formatAud(report.totals.labourCostCents),
                      formatAud(report.totals.materialsCostCents),
                      formatAud(report.totals.marginCents),
                      percent(report.totals.marginPercent),
                    ],
                  },
                ]}
              />
            </Card>
            {(labourJobs > 0 || partJobs > 0) && (
              <Banner tone="warning" title="Some costs are missing">
                <ul>
                  {labourJobs > 0 && (
                    <li>{`${hours(uncostedMinutes)} of labour on ${labourJobs} ${labourJobs === 1 ? 'job' : 'jobs'} by members without a cost rate, counted at nothing`}</li>
                  )}
                  {partJobs > 0 && (
                    <li>{`Parts without a cost on ${partJobs} ${partJobs === 1 ? 'job' : 'jobs'}, counted at nothing: ${parts.slice(0, 12).join(', ')}${parts.length > 12 ? ` and ${parts.length - 12} more` : ''}`}</li>
                  )}
                </ul>
              </Banner>
            )}
            <Card title={`By ${GROUPS.find((g) => g.id === groupBy)?.label.toLowerCase()}`}>
              <Stack gap="4">
                {bars.length > 0 && (
                  <>
                    {report.groups.length > bars.length && <p>{`The ${bars.length} largest by revenue; every group is in the table.`}</p>}
                    <ProfitBars bars={bars} />
                  </>
                )}
                <FigureTable
                  caption="Groups"
                  hideCaption
                  emptyText="No completed jobs in this period"
                  columns={[
                    { label: 'Group' },
                    { label: 'Jobs', numeric: true },
                    { label: 'Revenue', numeric: true },
                    { label: 'Labour', numeric: true },
                    { label: 'Materials', numeric: true },
                    { label: 'Margin', numeric: true },
                    { label: 'Margin %', numeric: true },
                  ]}
                  rows={report.groups.map((g) => ({
                    key: g.key,
                    cells: [
                      g.label,
                      String(g.jobs),
                      formatAud(g.revenueCents),
                      formatAud(g.labourCostCents),
                      formatAud(g.materialsCostCents),
                      formatAud(g.marginCents),
                      percent(g.marginPercent),
                    ],
                  }))}
                />
              </Stack>
            </Card>
            <Card title="Jobs">
              <Stack gap="3">
                <FigureTable
                  caption="Jobs"
                  hideCaption
                  emptyText="No completed jobs in this period"
                  columns={[
                    { label: 'Job' },
                    { label: 'Customer' },
                    { label: 'Revenue', numeric: true },
                    { label: 'Labour', numeric: true },
                    { label: 'Hours', numeric: true },
                    { label: 'Materials', numeric: true },
                    { label: 'Margin', numeric: true },
                    { label: 'Margin %', numeric: true },
                  ]}
                  rows={report.jobs.map((j) => ({
                    key: j.jobId,
                    cells: [
                      <Link key="job" href={`/jobs/${j.jobId}`}>
                        {j.title}
                      </Link>,
                      j.customerName ?? '',
                      formatAud(j.revenueCents),
                      formatAud(j.labourCostCents),
                      hours(j.labourMinutes),
                      formatAud(j.materialsCostCents),
                      formatAud(j.marginCents),
                      percent(j.marginPercent),
                    ],
                  }))}
                />
                {pageCount > 1 && (
                  <Pagination
                    aria-label="Jobs pages"
                    page={report.offset / report.limit + 1}
                    pageCount={pageCount}
                    onPageChange={setPage}
                    summary={`${report.offset + 1}–${report.offset + report.jobs.length} of ${report.totalJobs}`}
                  />
                )}
              </Stack>
            </Card>
          </>
        )}
        {mayCost && <CostRates />}
        {mayCost && <ItemCosts />}
      </Stack>
    </>
  );
}

/** Each member's cost rate and payroll employee id (manageCostRates). */
function CostRates() {
  const { data } = useQuery(MemberCostsQuery);
  return (
    <Card title="Cost rates" description="What an hour of each member costs the business, and their payroll employee id">
      {!data ? (
        <Skeleton shape="rect" height={120} />
      ) : (
        <Stack gap="3">
          {data.memberCosts.map((m) => (
            <CostRow key={m.id} member={m} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function CostRow({ member }: { member: MemberCostsData['memberCosts'][number] }) {
  const [save, { loading }] = useMutation(SetMemberCostMutation);
  const [rate, setRate] = useState(member.costRateCents === null ? '' : (member.costRateCents / 100).toFixed(2));
  const [payrollId, setPayrollId] = useState(member.payrollEmployeeId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      aria-label={`Cost rate of ${member.name}`}
      onSubmit={async (e) => {
        e.preventDefault();
        const dollars = rate.trim() === '' ? null : Number(rate);
        if (dollars !== null && (!Number.isFinite(dollars) || dollars < 0))
          return setErrors({ costRateCents: 'Enter a rate of $0 or more an hour' });
        setErrors({});
        try {
          unwrap(
            (
              await save({
                variables: {
                  memberId: member.id,
                  costRateCents: dollars === null ? null : dollarsToCents(dollars),
                  payrollEmployeeId: payrollId.trim() || null,
                },
              })
            ).data?.setMemberCost,
            'The cost rate could not be saved',
          );
          toast.success(`${member.name}'s cost rate saved`);
        } catch (err) {
          setErrors({ costRateCents: messageOf(err, 'The cost rate could not be saved'), ...fieldErrorsOf(err) });
        }
      }}
    >
      <Stack direction="row" gap="3" align="end">
        <TextField
          label={`${member.name}: cost an hour ($)`}
          inputMode="decimal"
          value={rate}
          onChange={setRate}
          errorMessage={errors.costRateCents}
          isInvalid={!!errors.costRateCents}
        />
        <TextField
          label="Payroll employee id"
          value={payrollId}
          onChange={setPayrollId}
          errorMessage={errors.payrollEmployeeId}
          isInvalid={!!errors.payrollEmployeeId}
        />
        <Button type="submit" variant="secondary" isDisabled={loading}>
          Save
        </Button>
      </Stack>
    </form>
  );
}

/** What one unit of each price-list item costs the business (manageCostRates): materials in the margin are counted at it. */
function ItemCosts() {
  const { data, error, refetch } = useQuery(ItemCostsQuery);
  return (
    <Card title="Item costs" description="What one unit of each price-list item costs the business, GST excluded; empty when not known">
      {!data ? (
        error ? (
          <LoadFailure title="Failed to load item costs" error={error} onRetry={() => void refetch()} />
        ) : (
          <Skeleton shape="rect" height={120} />
        )
      ) : data.itemCosts.length === 0 ? (
        <p>No price-list items yet.</p>
      ) : (
        <Stack gap="3">
          {data.itemCosts.map((item) => (
            <ItemCostRow key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

const MONEY = /^\d+(\.\d{1,2})?$/;

function ItemCostRow({ item }: { item: ItemCostsData['itemCosts'][number] }) {
  const [save, { loading }] = useMutation(SetItemCostMutation);
  const [cost, setCost] = useState(item.costCents === null ? '' : (item.costCents / 100).toFixed(2));
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      aria-label={`Cost of ${item.name}`}
      onSubmit={async (e) => {
        e.preventDefault();
        const text = cost.trim().replace(/^\$/, '');
        if (text.startsWith('-')) return setError('Cost cannot be negative');
        if (text !== '' && !MONEY.test(text)) return setError('Enter the cost in dollars and cents, such as 12.50');
        setError(undefined);
        try {
          unwrap(
            (await save({ variables: { id: item.id, costCents: text === '' ? null : dollarsToCents(Number(text)) } })).data?.setItemCost,
            'The cost could not be saved',
          );
          toast.success(`${item.name}'s cost saved`);
        } catch (err) {
          setError(fieldErrorsOf(err).costCents ?? messageOf(err, 'The cost could not be saved'));
        }
      }}
    >
      <Stack direction="row" gap="3" align="end">
        <TextField
          label={`${item.name}: cost ($)`}
          description={`Price ${formatAud(item.unitAmountCents)}`}
          inputMode="decimal"
          value={cost}
          onChange={setCost}
          errorMessage={error}
          isInvalid={!!error}
        />
        <Button type="submit" variant="secondary" isDisabled={loading}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
