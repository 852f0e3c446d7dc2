import { MockSubscriptionLink } from '@apollo/client/testing';
import { addDays, dayKeyOf, formatDayKey, fromLocalInput, startOfWeek } from '@rules/zoned-time';
import { toast } from '@spanner/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WeekFieldsFragment } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import {
  AddTimesheetLeaveMutation,
  ClockOnMutation,
  DeleteShiftMutation,
  EnterShiftMutation,
  MyTimesheetQuery,
  RemoveTimesheetLeaveMutation,
  TimesheetReviewQuery,
  TimesheetSettingsQuery,
  UpdateShiftMutation,
  UpdateTimesheetSettingsMutation,
} from './docs';
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

const NO_LEAVE = {
  __typename: 'TimesheetLeaveMinutes' as const,
  annualMinutes: 0,
  personalMinutes: 0,
  publicHolidayMinutes: 0,
  unpaidMinutes: 0,
};

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
    exportedTo: null,
    ordinaryMinutes: paid,
    overtimeMinutes: 0,
    overtimeBy: null,
    leaveMinutes: NO_LEAVE,
    minutes: minutes(paid, { travelMinutes: shifts.length ? 30 : 0 }),
    days: [
      {
        __typename: 'TimesheetDay',
        day: weekStart,
        ordinaryMinutes: paid,
        overtimeMinutes: 0,
        leaveMinutes: NO_LEAVE,
        minutes: minutes(paid, { travelMinutes: shifts.length ? 30 : 0 }),
        shifts,
        leave: [],
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

/** The week as the server answers it, with the viewer's open shift: this week's, unless one begun earlier is given. */
const myWeek = (w: WeekFieldsFragment, openShift = w.days.flatMap((d) => d.shifts).find((s) => !s.end) ?? null) => ({
  request: { query: MyTimesheetQuery, variables: { weekStart } },
  result: {
    data: {
      timesheetWeek: w,
      myOpenShift: openShift,
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

  it('keeps the clock of a shift begun last week (clocked on on Sunday evening, still on Monday morning)', async () => {
    const lastWeek = { ...shift, id: 's0', day: '2026-11-22', start: new Date(Date.now() - 3_600_000).toISOString(), end: null };
    renderApp(<TimesheetPage />, { mocks: [myWeek(week(), lastWeek)] });
    expect(await screen.findByText(/^Clocked on since/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock off' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clock on' })).not.toBeInTheDocument();
    expect(screen.getByText('No hours this week yet.')).toBeInTheDocument();
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
  const onNow = {
    __typename: 'OpenShift' as const,
    id: 's2',
    memberId: 'u2',
    memberName: 'Sam Sparks',
    start: new Date().toISOString(),
    currentKind: 'work' as const,
    currentJobTitle: 'Ducted install',
    forgotten: false,
    reminderSentAt: null as string | null,
  };
  const review = (w: WeekFieldsFragment, openShifts = [onNow]) => ({
    request: { query: TimesheetReviewQuery, variables: { weekStart } },
    result: {
      data: {
        timesheetReview: [w],
        openShifts,
        payrollConnection: { __typename: 'PayrollConnection', provider: null, organisation: null },
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

  it('flags a forgotten clock-off, and says when its reminder was emailed', async () => {
    const yesterday = addDays(today, -1);
    const reminded = {
      ...onNow,
      id: 's3',
      memberName: 'Sam Sparks',
      start: fromLocalInput(yesterday, '07:02', 'Australia/Melbourne') ?? '',
      forgotten: true,
      reminderSentAt: fromLocalInput(today, '18:02', 'Australia/Melbourne'),
    };
    const notYet = { ...onNow, id: 's4', memberId: 'u3', memberName: 'Ola Ohm', forgotten: true };
    const earlier = {
      ...onNow,
      id: 's5',
      memberId: 'u4',
      memberName: 'Pat Pipe',
      forgotten: true,
      reminderSentAt: fromLocalInput(yesterday, '18:00', 'Australia/Melbourne'),
    };
    renderApp(<TimesheetReviewPage />, { mocks: [review(week(), [reminded, notYet, earlier])], live: new MockSubscriptionLink() });
    const list = await screen.findByRole('list', { name: 'Clocked on now' });
    const [sam, ola, pat] = within(list).getAllByRole('listitem');
    expect(within(sam).getByText('Forgot to clock off?')).toBeInTheDocument();
    expect(within(sam).getByText('Reminder emailed at 6:02 pm')).toBeInTheDocument();
    // Flagged, but the reminder has not gone yet: nothing claims it has.
    expect(within(ola).getByText('Forgot to clock off?')).toBeInTheDocument();
    expect(within(ola).queryByText(/Reminder emailed/)).not.toBeInTheDocument();
    // Emailed on an earlier day: the day is named.
    const day = formatDayKey(yesterday, { weekday: 'short', day: 'numeric', month: 'short' });
    expect(within(pat).getByText(`Reminder emailed at 6:00 pm on ${day}`)).toBeInTheDocument();
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

const TZ = 'Australia/Melbourne';
const at = (time: string, day = weekStart) => fromLocalInput(day, time, TZ) ?? '';
/** A finished shift 8am – 4pm on the week's Monday, with work on a job 9am – 11am. */
const dayShift = {
  ...shift,
  id: 's5',
  start: at('08:00'),
  end: at('16:00'),
  segments: [
    {
      __typename: 'ShiftSegment' as const,
      id: 'g1',
      kind: 'work' as const,
      start: at('09:00'),
      end: at('11:00'),
      jobId: 'j1',
      jobTitle: 'Split system service',
    },
  ],
};
const keptSegment = { kind: 'work', start: at('09:00'), end: at('11:00'), jobId: 'j1' };
const appError = (message: string, field: string) => ({
  __typename: 'AppError' as const,
  code: 'VALIDATION',
  message,
  fieldErrors: [{ __typename: 'FieldError' as const, field, message }],
});

describe("changing a shift of the technician's open week in place", () => {
  it('opens Edit with the shift’s times, keeps its job hours, and shows the week as saved', async () => {
    const update = {
      request: {
        query: UpdateShiftMutation,
        variables: { id: 's5', input: { start: at('08:00'), end: at('17:00'), note: 'Stayed late', segments: [keptSegment] } },
      },
      result: { data: { updateShift: { __typename: 'Shift' as const, id: 's5' } } },
    };
    const saved = { ...dayShift, end: at('17:00'), note: 'Stayed late' };
    renderApp(<TimesheetPage />, { mocks: [myWeek(week({}, [dayShift])), update, myWeek(week({}, [saved]))] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 8am – 4pm' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Start')).toHaveValue('08:00');
    expect(within(dialog).getByLabelText('Segment 1 Start')).toHaveValue('09:00');
    expect(within(dialog).queryByLabelText('Reason')).not.toBeInTheDocument();
    const end = within(dialog).getByLabelText('End');
    await userEvent.clear(end);
    await userEvent.type(end, '17:00');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Stayed late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByRole('button', { name: 'Edit 8am – 5pm' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says under End that a shift must end after it starts, and sends nothing', async () => {
    renderApp(<TimesheetPage />, { mocks: [myWeek(week({}, [dayShift]))] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 8am – 4pm' }));
    const dialog = await screen.findByRole('dialog');
    const end = within(dialog).getByLabelText('End');
    await userEvent.clear(end);
    await userEvent.type(end, '07:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(dialog).findByText('A shift must end after it starts')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s overlap under Start (a segment’s own messages: SegmentsEditor.test.tsx)', async () => {
    const overlap = {
      request: {
        query: UpdateShiftMutation,
        variables: { id: 's5', input: { start: at('08:30'), end: at('16:00'), note: null, segments: [keptSegment] } },
      },
      result: { data: { updateShift: appError('This shift overlaps another of your shifts', 'start') } },
    };
    // An answer read, refused or not, reads the week again.
    renderApp(<TimesheetPage />, { mocks: [myWeek(week({}, [dayShift])), overlap, myWeek(week({}, [dayShift]))] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 8am – 4pm' }));
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByLabelText('Start');
    await userEvent.clear(start);
    await userEvent.type(start, '08:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(dialog).findByText('This shift overlaps another of your shifts')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a night shift ending the next day, so only its note changes', async () => {
    const night = { ...dayShift, id: 's6', start: at('22:00'), end: at('02:00', addDays(weekStart, 1)), segments: [] };
    const update = {
      request: {
        query: UpdateShiftMutation,
        variables: {
          id: 's6',
          input: { start: at('22:00'), end: at('02:00', addDays(weekStart, 1)), note: 'Breakdown call', segments: [] },
        },
      },
      result: { data: { updateShift: { __typename: 'Shift' as const, id: 's6' } } },
    };
    renderApp(<TimesheetPage />, {
      mocks: [myWeek(week({}, [night])), update, myWeek(week({}, [{ ...night, note: 'Breakdown call' }]))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 10pm – 2am' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Ends the next day' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Breakdown call');
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('Shift saved'));
  });

  it('offers no Edit on a submitted week', async () => {
    renderApp(<TimesheetPage />, { mocks: [myWeek(week({ status: 'submitted' }, [dayShift]))] });
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});

describe("the office entering and changing a member's shift", () => {
  const review = (w: WeekFieldsFragment) => ({
    request: { query: TimesheetReviewQuery, variables: { weekStart } },
    result: {
      data: {
        timesheetReview: [w],
        openShifts: [],
        payrollConnection: { __typename: 'PayrollConnection', provider: null, organisation: null },
      },
    },
  });

  it('adds a shift for the member, and the week shows it', async () => {
    const enter = {
      request: {
        query: EnterShiftMutation,
        variables: { input: { start: at('07:00'), end: at('15:30'), note: null, memberId: 'u1' } },
      },
      result: { data: { enterShift: { __typename: 'Shift' as const, id: 's7' } } },
    };
    const added = { ...dayShift, id: 's7', start: at('07:00'), end: at('15:30'), segments: [] };
    renderApp(<TimesheetReviewPage />, {
      mocks: [viewerMock('manager'), review(week()), enter, review(week({}, [added]))],
      live: new MockSubscriptionLink(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a shift for Tina Tech' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Start'), '07:00');
    await userEvent.type(within(dialog).getByLabelText('End'), '15:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByRole('button', { name: "Edit Tina Tech's shift 7am – 3:30pm" })).toBeInTheDocument();
  });

  it('asks for a reason before changing a member’s shift, and sends it with the change', async () => {
    const update = {
      request: {
        query: UpdateShiftMutation,
        variables: {
          id: 's5',
          input: { start: at('08:00'), end: at('15:00'), note: null, segments: [keptSegment], reason: 'Left early for a doctor' },
        },
      },
      result: { data: { updateShift: { __typename: 'Shift' as const, id: 's5' } } },
    };
    const saved = { ...dayShift, end: at('15:00') };
    renderApp(<TimesheetReviewPage />, {
      mocks: [
        viewerMock('manager'),
        review(week({ status: 'submitted' }, [dayShift])),
        update,
        review(week({ status: 'submitted' }, [saved])),
      ],
      live: new MockSubscriptionLink(),
    });
    await userEvent.click(await screen.findByRole('button', { name: "Edit Tina Tech's shift 8am – 4pm" }));
    const dialog = await screen.findByRole('dialog', { name: "Change Tina Tech's shift" });
    const end = within(dialog).getByLabelText('End');
    await userEvent.clear(end);
    await userEvent.type(end, '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await within(dialog).findByText('Say why the shift is changed')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left early for a doctor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    expect(await screen.findByRole('button', { name: "Edit Tina Tech's shift 8am – 3pm" })).toBeInTheDocument();
  });

  it('offers no changes on an approved week', async () => {
    renderApp(<TimesheetReviewPage />, {
      mocks: [viewerMock('manager'), review(week({ status: 'approved', approvedAt: new Date().toISOString() }, [dayShift]))],
      live: new MockSubscriptionLink(),
    });
    expect(await screen.findByText('8am – 4pm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add a shift/ })).not.toBeInTheDocument();
  });
});

describe('the timesheet settings', () => {
  const review = {
    request: { query: TimesheetReviewQuery, variables: { weekStart } },
    result: {
      data: {
        timesheetReview: [],
        openShifts: [],
        payrollConnection: { __typename: 'PayrollConnection', provider: null, organisation: null },
      },
    },
  };
  const settings = {
    __typename: 'TimesheetSettings' as const,
    overtimeDailyHours: 8,
    overtimeWeeklyHours: 38,
    clockOffReminderTime: '18:00',
    payrollOrdinaryRate: 'Ordinary Hours',
    payrollOvertimeRate: null,
    payrollTravelRate: null,
    payrollAnnualLeaveRate: 'Annual Leave',
    payrollPersonalLeaveRate: null,
    payrollPublicHolidayRate: null,
    payrollUnpaidLeaveRate: null,
  };
  const settingsMock = { request: { query: TimesheetSettingsQuery }, result: { data: { timesheetSettings: settings } }, maxUsageCount: 3 };

  it('lets the admin change the overtime rules and turn one off, on the weekly approval', async () => {
    const save = {
      request: {
        query: UpdateTimesheetSettingsMutation,
        variables: {
          input: {
            overtimeDailyHours: null,
            overtimeWeeklyHours: 40,
            clockOffReminderTime: '18:00',
            payrollOrdinaryRate: 'Ordinary Hours',
            payrollOvertimeRate: 'Overtime 1.5x',
            payrollTravelRate: null,
            payrollAnnualLeaveRate: 'Annual Leave',
            payrollPersonalLeaveRate: "Personal/Carer's Leave",
            payrollPublicHolidayRate: null,
            payrollUnpaidLeaveRate: null,
          },
        },
      },
      result: {
        data: {
          updateTimesheetSettings: { ...settings, overtimeDailyHours: null, overtimeWeeklyHours: 40, payrollOvertimeRate: 'Overtime 1.5x' },
        },
      },
    };
    renderApp(<TimesheetReviewPage />, { mocks: [viewerMock('admin'), review, settingsMock, save], live: new MockSubscriptionLink() });
    const daily = await screen.findByLabelText('Overtime after (hours a day)');
    await waitFor(() => expect(daily).toHaveValue('8'));
    await userEvent.clear(daily);
    const weekly = screen.getByLabelText('Overtime after (hours a week)');
    await userEvent.clear(weekly);
    await userEvent.type(weekly, '40');
    await userEvent.type(screen.getByLabelText('Overtime earnings rate'), 'Overtime 1.5x');
    expect(screen.getByLabelText('Annual leave earnings rate')).toHaveValue('Annual Leave');
    await userEvent.type(screen.getByLabelText("Personal/carer's leave earnings rate"), "Personal/Carer's Leave");
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('Timesheet settings saved'));
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
  });

  it('says what is wrong with hours that are not a number', async () => {
    renderApp(<TimesheetReviewPage />, { mocks: [viewerMock('admin'), review, settingsMock], live: new MockSubscriptionLink() });
    const weekly = await screen.findByLabelText('Overtime after (hours a week)');
    await waitFor(() => expect(weekly).toHaveValue('38'));
    await userEvent.clear(weekly);
    await userEvent.type(weekly, 'forty');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Weekly overtime must be a number of hours')).toBeInTheDocument();
    expect(weekly).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not shown to a manager', async () => {
    renderApp(<TimesheetReviewPage />, { mocks: [viewerMock('manager'), review, settingsMock], live: new MockSubscriptionLink() });
    expect(await screen.findByText('No timesheets this week')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Timesheet settings' })).not.toBeInTheDocument();
  });
});

describe("leave the office enters on a member's week", () => {
  const annual = {
    __typename: 'TimesheetLeave' as const,
    id: 'l1',
    day: weekStart,
    kind: 'annual' as const,
    minutes: 456,
    hours: 7.6,
    note: null,
  };
  const withLeave = (overrides: Partial<WeekFieldsFragment> = {}) => {
    const base = week(overrides);
    const leaveMinutes = { ...NO_LEAVE, annualMinutes: 456 };
    return {
      ...base,
      leaveMinutes,
      days: base.days.map((d) => ({ ...d, leaveMinutes, leave: [annual] })),
    };
  };
  const review = (w: WeekFieldsFragment) => ({
    request: { query: TimesheetReviewQuery, variables: { weekStart } },
    result: {
      data: {
        timesheetReview: [w],
        openShifts: [],
        payrollConnection: { __typename: 'PayrollConnection', provider: null, organisation: null },
      },
    },
  });
  const addLeave = (hours: number, result: unknown) => ({
    request: {
      query: AddTimesheetLeaveMutation,
      variables: { input: { memberId: 'u1', weekStart, day: weekStart, kind: 'annual', hours, note: null } },
    },
    result: { data: { addTimesheetLeave: result } },
  });

  it('refuses hours out of range under Hours, shows the API’s field message there, then adds the leave to the day and the week', async () => {
    const tooFull = {
      __typename: 'AppError' as const,
      code: 'VALIDATION',
      message: 'Leave on a day cannot add up to more than 24 hours',
      fieldErrors: [{ __typename: 'FieldError' as const, field: 'hours', message: 'Leave on a day cannot add up to more than 24 hours' }],
    };
    renderApp(<TimesheetReviewPage />, {
      // A refused add reads the week again too (the mutation answered), so the week is mocked once more.
      mocks: [review(week()), addLeave(20, tooFull), review(week()), addLeave(7.6, annual), review(withLeave())],
      live: new MockSubscriptionLink(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add leave for Tina Tech' }));
    const dialog = await screen.findByRole('dialog');
    const hours = within(dialog).getByLabelText('Hours');
    await userEvent.type(hours, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save leave' }));
    expect(await within(dialog).findByText('Hours must be more than 0 and at most 24')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(hours);
    await userEvent.type(hours, '7.333');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save leave' }));
    expect(await within(dialog).findByText('Hours can have at most 2 decimals')).toBeInTheDocument();
    // The server's own check (a day's leave adds up to 24 h at most) lands under the same field.
    await userEvent.clear(hours);
    await userEvent.type(hours, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save leave' }));
    expect(await within(dialog).findByText('Leave on a day cannot add up to more than 24 hours')).toBeInTheDocument();
    await userEvent.clear(hours);
    await userEvent.type(hours, '7.6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // In the day's row and in the week's line.
    expect(await screen.findAllByText('Annual leave 7.6 h')).toHaveLength(2);
    const weekRow = screen.getByRole('row', { name: /^Week/ });
    expect(within(weekRow).getByText('Annual leave 7.6 h')).toBeInTheDocument();
    expect(within(weekRow).getByText('7.6 h')).toBeInTheDocument();
  });

  it('removes leave once confirmed', async () => {
    const remove = {
      request: { query: RemoveTimesheetLeaveMutation, variables: { id: 'l1' } },
      result: { data: { removeTimesheetLeave: { __typename: 'DeleteTimesheetLeavePayload' as const, id: 'l1' } } },
    };
    renderApp(<TimesheetReviewPage />, { mocks: [review(withLeave()), remove, review(week())], live: new MockSubscriptionLink() });
    const on = formatDayKey(weekStart, { weekday: 'short', day: 'numeric', month: 'short' });
    await userEvent.click(await screen.findByRole('button', { name: `Remove Tina Tech's Annual leave 7.6 h on ${on}` }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Annual leave 7\.6 h\.$/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryAllByText('Annual leave 7.6 h')).toHaveLength(0));
  });

  it("shows the member their own leave on /timesheet, read-only, in the day and the week's figures", async () => {
    renderApp(<TimesheetPage />, { mocks: [myWeek(withLeave())] });
    const days = await screen.findByRole('list', { name: 'Days of the week' });
    expect(within(days).getByText('Annual leave 7.6 h')).toBeInTheDocument();
    expect(screen.getByText(/ordinary · 0h overtime · 0h travel · Annual leave 7\.6 h$/)).toBeInTheDocument();
    expect(screen.queryByText('No hours this week yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /leave/i })).not.toBeInTheDocument();
  });

  it('offers no Add leave or Remove on an approved week, but still shows its leave', async () => {
    renderApp(<TimesheetReviewPage />, {
      mocks: [review(withLeave({ status: 'approved', approvedAt: new Date().toISOString() }))],
      live: new MockSubscriptionLink(),
    });
    expect(await screen.findAllByText('Annual leave 7.6 h')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add leave for Tina Tech' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove Tina Tech's Annual/ })).not.toBeInTheDocument();
  });
});
