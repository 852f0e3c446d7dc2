import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BooksAttentionDocument, DashboardDocument, ScheduleChangedDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { DashboardPage } from './DashboardPage';

const job = (id: string, title: string, scheduledAt: string) => ({
  __typename: 'Job',
  id,
  title,
  status: 'scheduled',
  scheduledAt,
  customer: { __typename: 'Customer', id: 'c1', name: 'Brew & Bloom Café', suburb: 'Fitzroy' },
  technicians: [{ __typename: 'User', id: 'u1', name: 'Jake Wilson', color: '#16a34a' }],
});

const dashboard = (jobsToday: number, extra: object[] = []) => ({
  request: { query: DashboardDocument },
  result: {
    data: {
      dashboard: {
        __typename: 'Dashboard',
        jobsToday,
        totalJobs: 312,
        todaysJobs: [job('t1', 'Split system service', '2026-11-23T22:30:00.000Z'), ...extra],
        upcomingJobs: [1, 2, 3, 4, 5].map((i) => job(`u${i}`, `Upcoming ${i}`, `2026-11-2${4 + i}T23:00:00.000Z`)),
      },
    },
  },
});

const created = {
  request: { query: ScheduleChangedDocument },
  result: {
    data: {
      scheduleChanged: {
        __typename: 'ScheduleChange',
        kind: 'CREATED',
        jobId: 't2',
        job: { ...job('t2', 'Emergency call-out', '2026-11-24T05:00:00.000Z'), description: null, equipment: [] },
      },
    },
  },
  delay: 30,
};

describe('dashboard', () => {
  it('shows the counts with their links, today’s schedule, the next 5 jobs and the quick actions', async () => {
    renderApp(<DashboardPage />, { mocks: [dashboard(1), created, dashboard(2)] });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Job' })).toBeInTheDocument();
    expect(await screen.findByText('312')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs Today' })).toHaveAttribute('href', '/schedule');
    expect(screen.getByRole('link', { name: 'Total Jobs' })).toHaveAttribute('href', '/jobs');

    const today = within(screen.getByRole('region', { name: "Today's Schedule" }));
    expect(today.getByRole('link', { name: 'Split system service' })).toHaveAttribute('href', '/jobs/t1');
    expect(today.getByText('9:30 am')).toBeInTheDocument();

    const upcoming = within(screen.getByRole('region', { name: 'Upcoming Jobs' }));
    expect(upcoming.getAllByRole('listitem')).toHaveLength(5);
    expect(upcoming.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/jobs');

    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['New Job', '/jobs/new'],
      ['Schedule', '/schedule'],
      ['Customers', '/customers'],
      ['Equipment', '/equipment'],
    ]);
  });

  it('while loading, one placeholder stands where the lists and quick actions go: they arrive together, below it nothing moves', async () => {
    renderApp(<DashboardPage />, { mocks: [dashboard(1)] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's Schedule" })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
    // The counts' cards are there from the start, a placeholder in each count's place.
    expect(screen.getByRole('link', { name: 'Jobs Today' })).toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Today's Schedule" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('refetches when a job changes elsewhere', async () => {
    renderApp(<DashboardPage />, {
      mocks: [dashboard(1), { ...created, delay: 300 }, dashboard(2, [job('t2', 'Emergency call-out', '2026-11-24T05:00:00.000Z')])],
    });
    // The second answer (2 jobs today, the new job listed) is only given to a second request: seeing it proves the
    // event refetched. Whether the first answer is on screen before the event comes is the machine's timing, so the
    // test does not ask.
    expect(await screen.findByRole('link', { name: 'Emergency call-out' })).toBeInTheDocument();
    expect(screen.getByText('2', { selector: '[data-stat="Jobs Today"]' })).toBeInTheDocument();
  });

  it('tells an office manager how many records need attention in the books, and leads to the activity; a technician is not asked', async () => {
    const attention = { request: { query: BooksAttentionDocument }, result: { data: { accountingAttentionCount: 2 } } };
    const { unmount } = renderApp(<DashboardPage />, { mocks: [viewerMock('manager'), dashboard(1), attention] as never });
    const link = await screen.findByRole('link', { name: 'Open the accounting activity' });
    expect(link).toHaveAttribute('href', '/settings/accounting/activity');
    expect(screen.getByText('2 records need attention in the books')).toBeInTheDocument();
    unmount();

    renderApp(<DashboardPage />, { mocks: [viewerMock('technician'), dashboard(1), attention] as never });
    expect(await screen.findByText('312')).toBeInTheDocument();
    expect(screen.queryByText(/attention in the books/)).toBeNull();
  });
});
