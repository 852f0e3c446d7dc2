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

describe('the job profit report', () => {
  it('shows each job’s labour and margin, its group, and names what has no cost', async () => {
    renderApp(<JobProfitPage />, {
      mocks: [
        {
          request: { query: JobProfitReportQuery, variables: { ...range, groupBy: 'customer' } },
          result: {
            data: {
              jobProfitReport: {
                __typename: 'JobProfitReport',
                ...range,
                groupBy: 'customer',
                totals: { __typename: 'JobProfitTotals', jobs: 1, ...figures },
                groups: [{ __typename: 'JobProfitGroup', key: 'c1', label: 'Harbour Cafe', jobs: 1, ...figures }],
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
    request: { query: JobProfitReportQuery, variables: { ...range, groupBy: 'customer' } },
    result: {
      data: {
        jobProfitReport: {
          __typename: 'JobProfitReport',
          ...range,
          groupBy: 'customer',
          totals: { __typename: 'JobProfitTotals', jobs: 0, ...figures },
          groups: [],
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
