import { presetRange } from '@rules/report-range';
import { dayKeyOf } from '@rules/zoned-time';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerMock } from '../../test-utils';
import { JobProfitQuery, JobProfitReportQuery } from './docs';
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
