import { MockSubscriptionLink } from '@apollo/client/testing';
import { dayKeyOf, startOfWeek } from '@rules/zoned-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WeekFieldsFragment } from '../../gql/graphql';
import { TimeZoneProvider } from '../../lib/time-zone';
import { renderApp } from '../../test-utils';
import { TimesheetReviewQuery } from './docs';
import { TimesheetWeekHistoryQuery } from './history-docs';
import { TimesheetReviewPage } from './TimesheetReviewPage';
import { WeekHistoryButton } from './WeekHistory';

// "History" on a member's week (/timesheets): the office's changes, newest first, with when in the organisation's
// zone, who (a key by its name) and what, in the API's words; "No changes by the office yet" before any.

const NO_LEAVE = {
  __typename: 'TimesheetLeaveMinutes' as const,
  annualMinutes: 0,
  personalMinutes: 0,
  publicHolidayMinutes: 0,
  unpaidMinutes: 0,
};
const NO_MINUTES = {
  __typename: 'TimesheetMinutes' as const,
  totalMinutes: 0,
  paidMinutes: 0,
  travelMinutes: 0,
  breakMinutes: 0,
  onJobsMinutes: 0,
};

const entry = (
  id: string,
  at: string,
  actionLabel: string,
  actorName: string,
  detail: string | null,
  actorType: 'user' | 'api_key' = 'user',
) => ({
  __typename: 'TimesheetHistoryEntry' as const,
  id,
  at,
  action: 'timesheet.x',
  actionLabel,
  actorType,
  actorName,
  detail,
});

const history = (weekId: string, entries: ReturnType<typeof entry>[]) => ({
  request: { query: TimesheetWeekHistoryQuery, variables: { weekId } },
  result: { data: { timesheetWeekHistory: entries } },
});

describe('the history of a member’s week', () => {
  it('opens from the member’s card on /timesheets and lists each change: when, who and what', async () => {
    const user = userEvent.setup();
    const weekStart = startOfWeek(dayKeyOf(new Date(), 'Australia/Melbourne'));
    const week: WeekFieldsFragment = {
      __typename: 'TimesheetWeek',
      id: 'w1',
      memberId: 'u1',
      memberName: 'Tina Tech',
      weekStart,
      status: 'open',
      submittedAt: null,
      approvedAt: null,
      exportedAt: null,
      exportedTo: null,
      ordinaryMinutes: 0,
      overtimeMinutes: 0,
      overtimeBy: null,
      leaveMinutes: NO_LEAVE,
      minutes: NO_MINUTES,
      days: [],
    };
    renderApp(<TimesheetReviewPage />, {
      mocks: [
        {
          request: { query: TimesheetReviewQuery, variables: { weekStart } },
          result: {
            data: {
              timesheetReview: [week],
              openShifts: [],
              payrollConnection: { __typename: 'PayrollConnection', provider: null, organisation: null },
            },
          },
        },
        history('w1', [
          entry('a2', '2026-11-17T03:05:00.000Z', 'Unlocked a timesheet week', 'Mia Manager', 'Reason: Wrong job on Monday'),
          entry(
            'a1',
            '2026-11-16T22:00:00.000Z',
            "Removed a member's leave",
            'Payroll bot',
            'Annual leave 7.6 h on Wed, 18 Nov',
            'api_key',
          ),
          entry('a0', '2026-11-16T21:00:00.000Z', 'Approved and locked a timesheet week', 'Mia Manager', null),
        ]),
      ],
      live: new MockSubscriptionLink(),
    });
    await user.click(await screen.findByRole('button', { name: "History of Tina Tech's week" }));
    const dialog = await screen.findByRole('dialog', { name: "History of Tina Tech's week" });
    const list = await within(dialog).findByRole('list', { name: 'Changes to the week' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Unlocked a timesheet weekTue, 17 Nov 2026, 2:05 pm · Mia ManagerReason: Wrong job on Monday',
      "Removed a member's leaveTue, 17 Nov 2026, 9:00 am · Payroll bot (API key)Annual leave 7.6 h on Wed, 18 Nov",
      'Approved and locked a timesheet weekTue, 17 Nov 2026, 8:00 am · Mia Manager',
    ]);
  });

  it('shows times in the organisation’s zone', async () => {
    const user = userEvent.setup();
    renderApp(
      <TimeZoneProvider timeZone="Australia/Perth">
        <WeekHistoryButton weekId="w2" memberName="Sam Sparks" />
      </TimeZoneProvider>,
      { mocks: [history('w2', [entry('b1', '2026-11-17T03:05:00.000Z', "Entered a member's leave", 'Ann Admin', null)])] },
    );
    await user.click(screen.getByRole('button', { name: "History of Sam Sparks's week" }));
    expect(await screen.findByText('Tue, 17 Nov 2026, 11:05 am')).toBeInTheDocument();
  });

  it('says so when the office has not changed the week', async () => {
    const user = userEvent.setup();
    renderApp(<WeekHistoryButton weekId="w3" memberName="Ola Ohm" />, { mocks: [history('w3', [])] });
    await user.click(screen.getByRole('button', { name: "History of Ola Ohm's week" }));
    expect(await screen.findByText('No changes by the office yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Changes to the week' })).not.toBeInTheDocument();
  });

  it('says the history failed to load, with a retry', async () => {
    const user = userEvent.setup();
    renderApp(<WeekHistoryButton weekId="w4" memberName="Pat Pipe" />, {
      mocks: [{ request: { query: TimesheetWeekHistoryQuery, variables: { weekId: 'w4' } }, error: new Error('Network down') }],
    });
    await user.click(screen.getByRole('button', { name: "History of Pat Pipe's week" }));
    expect(await screen.findByText('Failed to load the history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
