import { presetRange } from '@rules/report-range';
import { dayKeyOf } from '@rules/zoned-time';
import { toast } from '@spanner/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, viewerMock } from '../../test-utils';
import { ItemCostsQuery, JobProfitQuery, JobProfitReportQuery, MemberCostsQuery, SetItemCostMutation } from './docs';
import { JobProfitPage } from './JobProfitPage';
import { JobProfitSection } from './JobProfitSection';

const range = presetRange('90_days', dayKeyOf(new Date(), 'Australia/Melbourne'));
const figures = { revenueCents: 50_000, labourCostCents: 12_000, materialsCostCents: 8_000, marginCents: 30_000, marginPercent: 60 };
const firstPage = { ...range, groupBy: 'customer', limit: 50, offset: 0 };
const noneMissing = { __typename: 'JobProfitMissingCosts', labourMinutes: 0, labourJobs: 0, materials: [], materialsJobs: 0 };
const jobRow = (n: number, more: Record<string, unknown> = {}) => ({
  __typename: 'JobProfit',
  jobId: `j${n}`,
  title: `Job ${n}`,
  customerName: 'Harbour Cafe',
  completedAt: new Date().toISOString(),
  labourMinutes: 120,
  uncostedLabourMinutes: 0,
  uncostedMaterials: [],
  ...figures,
  ...more,
});

describe('the job profit report', () => {
  it('shows each job’s labour and margin, its group, and names what has no cost', async () => {
    renderApp(<JobProfitPage />, {
      mocks: [
        {
          request: { query: JobProfitReportQuery, variables: firstPage },
          result: {
            data: {
              jobProfitReport: {
                __typename: 'JobProfitReport',
                ...range,
                groupBy: 'customer',
                totals: { __typename: 'JobProfitTotals', jobs: 1, ...figures },
                groups: [{ __typename: 'JobProfitGroup', key: 'c1', label: 'Harbour Cafe', jobs: 1, ...figures }],
                missingCosts: { ...noneMissing, labourMinutes: 30, labourJobs: 1, materials: ['Copper pipe'], materialsJobs: 1 },
                limit: 50,
                offset: 0,
                totalJobs: 1,
                jobs: [
                  {
                    __typename: 'JobProfit',
                    jobId: 'j1',
                    title: 'Split system service',
                    customerName: 'Harbour Cafe',
                    completedAt: new Date().toISOString(),
                    labourMinutes: 120,
                    uncostedLabourMinutes: 30,
                    uncostedMaterials: ['Copper pipe'],
                    ...figures,
                  },
                ],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Split system service' })).toBeInTheDocument();
    expect(screen.getAllByText('$120.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('60.0%').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /Harbour Cafe \$500\.00 revenue/ })).toBeInTheDocument();
    expect(screen.getByText('0.5 h of labour on 1 job by members without a cost rate, counted at nothing')).toBeInTheDocument();
    expect(screen.getByText('Parts without a cost on 1 job, counted at nothing: Copper pipe')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Jobs pages' })).not.toBeInTheDocument();
  });

  it('pages the jobs under their table while the totals and the missing costs stay over every job', async () => {
    const report = (offset: number, jobs: ReturnType<typeof jobRow>[]) => ({
      request: { query: JobProfitReportQuery, variables: { ...firstPage, offset } },
      result: {
        data: {
          jobProfitReport: {
            __typename: 'JobProfitReport',
            ...range,
            groupBy: 'customer',
            totals: { __typename: 'JobProfitTotals', jobs: 120, ...figures, revenueCents: 6_000_000 },
            groups: [{ __typename: 'JobProfitGroup', key: 'c1', label: 'Harbour Cafe', jobs: 120, ...figures }],
            // The hours without a cost rate are on job 110, on the last page.
            missingCosts: { ...noneMissing, labourMinutes: 90, labourJobs: 1 },
            limit: 50,
            offset,
            totalJobs: 120,
            jobs,
          },
        },
      },
    });
    const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => jobRow(from + i));
    renderApp(<JobProfitPage />, { mocks: [report(0, numbers(1, 50)), report(50, numbers(51, 50))] });
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Job 51' })).not.toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Jobs pages' });
    expect(within(pager).getByText('1–50 of 120')).toBeInTheDocument();
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('1.5 h of labour on 1 job by members without a cost rate, counted at nothing')).toBeInTheDocument();
    expect(screen.getByText('$60,000.00')).toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Job 51' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Job 1' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Jobs pages' })).getByText('51–100 of 120')).toBeInTheDocument();
    expect(screen.getByText('$60,000.00')).toBeInTheDocument();
  });
});

describe("the job page's profit", () => {
  const profit = {
    request: { query: JobProfitQuery, variables: { jobId: 'j1' } },
    result: {
      data: {
        jobProfit: {
          __typename: 'JobProfit',
          jobId: 'j1',
          labourMinutes: 120,
          uncostedLabourMinutes: 0,
          uncostedMaterials: [],
          ...figures,
        },
      },
    },
  };

  it('shows the office the job’s revenue, labour, materials and margin', async () => {
    renderApp(<JobProfitSection jobId="j1" />, { mocks: [viewerMock('manager'), profit] });
    expect(await screen.findByText('$120.00 (2 h)')).toBeInTheDocument();
    expect(screen.getByText('$300.00 (60.0%)')).toBeInTheDocument();
  });

  it('shows a technician nothing of it', async () => {
    renderApp(
      <>
        <p>Job page</p>
        <JobProfitSection jobId="j1" />
      </>,
      { mocks: [viewerMock('technician'), profit] },
    );
    expect(await screen.findByText('Job page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profit' })).not.toBeInTheDocument();
  });
});

describe('item costs', () => {
  const emptyReport = {
    request: { query: JobProfitReportQuery, variables: firstPage },
    result: {
      data: {
        jobProfitReport: {
          __typename: 'JobProfitReport',
          ...range,
          groupBy: 'customer',
          totals: { __typename: 'JobProfitTotals', jobs: 0, ...figures },
          groups: [],
          missingCosts: noneMissing,
          limit: 50,
          offset: 0,
          totalJobs: 0,
          jobs: [],
        },
      },
    },
  };
  const memberCosts = { request: { query: MemberCostsQuery }, result: { data: { memberCosts: [] } } };
  const item = (costCents: number | null) => ({
    __typename: 'ItemCost' as const,
    id: 'p1',
    name: 'Copper pipe',
    unitAmountCents: 2_500,
    costCents,
  });
  const items = {
    request: { query: ItemCostsQuery },
    result: { data: { itemCosts: [item(null), { ...item(900), id: 'p2', name: 'Gas top-up' }] } },
  };

  it('lists each price-list item with its price and cost, and saves a cost', async () => {
    const save = {
      request: { query: SetItemCostMutation, variables: { id: 'p1', costCents: 1_250 } },
      result: { data: { setItemCost: item(1_250) } },
    };
    renderApp(<JobProfitPage />, { mocks: [viewerMock('admin'), emptyReport, memberCosts, items, save] });
    const pipe = await screen.findByRole('form', { name: 'Cost of Copper pipe' });
    expect(within(pipe).getByText('Price $25.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Gas top-up: cost ($)')).toHaveValue('9.00');
    await userEvent.type(within(pipe).getByLabelText('Copper pipe: cost ($)'), '12.50');
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(within(pipe).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith("Copper pipe's cost saved"));
  });

  it('refuses a negative cost or one that is not dollars and cents, at the field', async () => {
    renderApp(<JobProfitPage />, { mocks: [viewerMock('admin'), emptyReport, memberCosts, items] });
    const pipe = await screen.findByRole('form', { name: 'Cost of Copper pipe' });
    const cost = within(pipe).getByLabelText('Copper pipe: cost ($)');
    await userEvent.type(cost, '-3');
    await userEvent.click(within(pipe).getByRole('button', { name: 'Save' }));
    expect(await within(pipe).findByText('Cost cannot be negative')).toBeInTheDocument();
    expect(cost).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(cost);
    await userEvent.type(cost, 'twelve');
    await userEvent.click(within(pipe).getByRole('button', { name: 'Save' }));
    expect(await within(pipe).findByText('Enter the cost in dollars and cents, such as 12.50')).toBeInTheDocument();
  });

  it('is not shown to a manager', async () => {
    renderApp(<JobProfitPage />, { mocks: [viewerMock('manager'), emptyReport, memberCosts, items] });
    expect((await screen.findAllByText('No completed jobs in this period')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Item costs' })).not.toBeInTheDocument();
  });
});
