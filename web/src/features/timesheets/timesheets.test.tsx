import { MockSubscriptionLink } from '@apollo/client/testing';
import { dayKeyOf, startOfWeek } from '@rules/zoned-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WeekFieldsFragment } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { ClockOnMutation, DeleteShiftMutation, MyTimesheetQuery, TimesheetReviewQuery } from './docs';
import { TimesheetPage } from './TimesheetPage';
import { TimesheetReviewPage } from './TimesheetReviewPage';

const today = dayKeyOf(new Date(), 'Australia/Melbourne');
const weekStart = startOfWeek(today);
const minutes = (paid = 0, extra: Partial<Record<string, number>> = {}) => ({
  __typename: 'TimesheetMinutes' as const,
  totalMinutes: paid,
  paidMinutes: paid,
  travelMinutes: 0,
  breakMinutes: 0,
  onJobsMinutes: 0,
  ...extra,
});

function week(overrides: Partial<WeekFieldsFragment> = {}, shifts: WeekFieldsFragment['days'][number]['shifts'] = []): WeekFieldsFragment {
  const paid = shifts.length ? 450 : 0;
  return {
    __typename: 'TimesheetWeek',
    id: 'w1',
    memberId: 'u1',
    memberName: 'Tina Tech',
    weekStart,
    status: 'open',
    submittedAt: null,
    approvedAt: null,
    exportedAt: null,
    ordinaryMinutes: paid,
    overtimeMinutes: 0,
    overtimeBy: null,
    minutes: minutes(paid, { travelMinutes: shifts.length ? 30 : 0 }),
    days: [
      {
        __typename: 'TimesheetDay',
        day: weekStart,
        ordinaryMinutes: paid,
        overtimeMinutes: 0,
        minutes: minutes(paid, { travelMinutes: shifts.length ? 30 : 0 }),
        shifts,
      },
    ],
    ...overrides,
  };
}

const shift = {
  __typename: 'Shift' as const,
  id: 's1',
  day: weekStart,
  start: `${weekStart}T21:00:00.000Z`,
  end: `${weekStart}T05:00:00.000Z`,
  note: null,
  segments: [],
};

const myWeek = (w: WeekFieldsFragment) => ({
  request: { query: MyTimesheetQuery, variables: { weekStart } },
  result: {
    data: {
      timesheetWeek: w,
      dashboard: {
        __typename: 'Dashboard' as const,
        todaysJobs: [{ __typename: 'Job' as const, id: 'j1', title: 'Split system service' }],
      },
    },
  },
});

describe("the technician's timesheet", () => {
  it('clocks on from a day not yet started', async () => {
    const clockOn = {
      request: { query: ClockOnMutation, variables: {} },
      result: { data: { clockOn: { __typename: 'Shift' as const, id: 's9' } } },
    };
    const open = { ...shift, day: today, start: new Date().toISOString(), end: null };
    renderApp(<TimesheetPage />, { mocks: [myWeek(week()), clockOn, myWeek(week({}, [open]))] });
    expect(await screen.findByText('Not clocked on')).toBeInTheDocument();
    expect(screen.getByText('No hours this week yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clock on' }));
    expect(await screen.findByText(/^Clocked on since/)).toBeInTheDocument();
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
  });

  it('offers the work of today’s jobs, travel, a break and clock off once clocked on', async () => {
    const open = { ...shift, day: today, start: new Date(Date.now() - 3_600_000).toISOString(), end: null };
    renderApp(<TimesheetPage />, { mocks: [myWeek(week({}, [open]))] });
    expect(await screen.findByText(/^Clocked on since/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start work on Split system service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start travel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start break' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock off' })).toBeInTheDocument();
    // A week with a shift still open cannot be submitted yet.
    expect(screen.getByRole('button', { name: 'Submit week' })).toBeDisabled();
  });

  it('says under End that a day must end after it starts', async () => {
    renderApp(<TimesheetPage />, { mocks: [myWeek(week())] });
    await screen.findByRole('heading', { name: 'Add a day' });
    await userEvent.type(screen.getByLabelText('Start'), '15:00');
    await userEvent.type(screen.getByLabelText('End'), '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save day' }));
    expect(await screen.findByText('A shift must end after it starts')).toBeInTheDocument();
    expect(screen.getByLabelText('End')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("fixing a day of the technician's open week", () => {
  it('removes a finished shift once confirmed, and the week no longer has it', async () => {
    const remove = {
      request: { query: DeleteShiftMutation, variables: { id: 's1' } },
      result: { data: { deleteShift: { __typename: 'DeleteShiftPayload' as const, id: 's1' } } },
    };
    renderApp(<TimesheetPage />, { mocks: [myWeek(week({}, [shift])), remove, myWeek(week())] });
    await userEvent.click(await screen.findByRole('button', { name: /^Remove / }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No hours this week yet.')).toBeInTheDocument();
  });
});

describe("the office's weekly approval", () => {
  const review = (w: WeekFieldsFragment) => ({
    request: { query: TimesheetReviewQuery, variables: { weekStart } },
    result: {
      data: {
        timesheetReview: [w],
        openShifts: [
          {
            __typename: 'OpenShift' as const,
            id: 's2',
            memberId: 'u2',
            memberName: 'Sam Sparks',
            start: new Date().toISOString(),
            currentKind: 'work' as const,
            currentJobTitle: 'Ducted install',
            forgotten: false,
          },
        ],
      },
    },
  });

  it('shows each member’s week in hours, who is clocked on now, and Approve and lock for a submitted week', async () => {
    renderApp(<TimesheetReviewPage />, {
      mocks: [review(week({ status: 'submitted', submittedAt: new Date().toISOString() }, [shift]))],
      live: new MockSubscriptionLink(),
    });
    expect(await screen.findByRole('heading', { name: 'Tina Tech' })).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.getAllByText('7h 30m').length).toBeGreaterThan(0);
    expect(screen.getByText(/working on Ducted install/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve and lock' })).toBeInTheDocument();
  });

  it('says when an approved week was exported and offers no second export', async () => {
    renderApp(<TimesheetReviewPage />, {
      mocks: [review(week({ status: 'approved', approvedAt: new Date().toISOString(), exportedAt: new Date().toISOString() }, [shift]))],
      live: new MockSubscriptionLink(),
    });
    expect(await screen.findByText(/^Exported to payroll/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download KeyPay CSV' })).not.toBeInTheDocument();
  });
});
