import { toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { SendWeekToMyobPayrollMutation, SendWeekToXeroPayrollMutation } from './docs';
import { ExportWeek } from './ExportWeek';

// An approved week's payroll export as the office meets it: with Xero connected the week goes to Xero Payroll as a
// draft timesheet, with MYOB connected to MYOB payroll, and a refusal names every precondition it misses; without
// either only the CSV is offered.

const XERO = { provider: 'xero', organisation: 'Demo Company (AU)' };
const MYOB = { provider: 'myob', organisation: 'Clearwater Plumbing' };

const send = (result: unknown) => ({
  request: { query: SendWeekToXeroPayrollMutation, variables: { id: 'w1' } },
  result: { data: { sendTimesheetWeekToXeroPayroll: result } },
});

const sendToMyob = (result: unknown) => ({
  request: { query: SendWeekToMyobPayrollMutation, variables: { id: 'w1' } },
  result: { data: { sendTimesheetWeekToMyobPayroll: result } },
});

describe('exporting an approved week to payroll', () => {
  it('without Xero offers the KeyPay CSV only', () => {
    renderApp(<ExportWeek weekId="w1" memberName="Tina Tech" books={{ provider: null, organisation: null }} onProblem={() => {}} />);
    expect(screen.getByRole('button', { name: 'Download KeyPay CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to Xero Payroll' })).not.toBeInTheDocument();
  });

  it('sends the week to Xero Payroll and says where it went', async () => {
    const success = vi.spyOn(toast, 'success');
    const sent = { __typename: 'XeroPayrollExport', weekId: 'w1', timesheetId: 'ts1', organisation: 'Demo Company (AU)' };
    renderApp(<ExportWeek weekId="w1" memberName="Tina Tech" books={XERO} onProblem={() => {}} />, {
      mocks: [send(sent)],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send to Xero Payroll' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("Tina Tech's week is a draft timesheet in Demo Company (AU)'s Xero Payroll"),
    );
  });

  it('a refusal names each precondition it misses', async () => {
    const onProblem = vi.fn();
    const refused = {
      __typename: 'AppError',
      code: 'CONFLICT',
      message:
        'Xero Payroll has no earnings rate named "Travel" (the travel rate): set it to one of Xero\'s earnings rates in the timesheet settings',
      fieldErrors: [
        {
          __typename: 'FieldError',
          field: 'payrollTravelRate',
          message:
            'Xero Payroll has no earnings rate named "Travel" (the travel rate): set it to one of Xero\'s earnings rates in the timesheet settings',
        },
        {
          __typename: 'FieldError',
          field: 'payPeriod',
          message:
            "Tina Tech is paid on Xero's Fortnightly calendar: a week goes to Xero Payroll only on a weekly calendar whose pay periods start on Monday — download the CSV instead",
        },
      ],
    };
    renderApp(<ExportWeek weekId="w1" memberName="Tina Tech" books={XERO} onProblem={onProblem} />, {
      mocks: [send(refused)],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send to Xero Payroll' }));
    await vi.waitFor(() => expect(onProblem).toHaveBeenLastCalledWith(expect.stringContaining("Xero's Fortnightly calendar")));
    expect(onProblem.mock.lastCall?.[0]).toContain('no earnings rate named "Travel"');
  });

  it('with MYOB connected sends the week to MYOB payroll (not Xero) and names the company file', async () => {
    const success = vi.spyOn(toast, 'success');
    const sent = { __typename: 'MyobPayrollExport', weekId: 'w1', employeeId: 'e1', companyFile: 'Clearwater Plumbing' };
    renderApp(<ExportWeek weekId="w1" memberName="Tina Tech" books={MYOB} onProblem={() => {}} />, {
      mocks: [sendToMyob(sent)],
    });
    expect(screen.queryByRole('button', { name: 'Send to Xero Payroll' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download KeyPay CSV' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send to MYOB payroll' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Tina Tech's week is a timesheet in Clearwater Plumbing's MYOB payroll"));
  });

  it("MYOB's refusal names each precondition it misses", async () => {
    const onProblem = vi.fn();
    const noCard =
      'Tina Tech is not an active employee in MYOB: add them there under the same name, or set their payroll employee id to their MYOB card ID';
    const noCategory =
      'MYOB has no wage payroll category named "Travel" (the travel rate): set it to one of MYOB\'s wage categories in the timesheet settings';
    const refused = {
      __typename: 'AppError',
      code: 'CONFLICT',
      message: noCard,
      fieldErrors: [
        { __typename: 'FieldError', field: 'payrollEmployeeId', message: noCard },
        { __typename: 'FieldError', field: 'payrollTravelRate', message: noCategory },
      ],
    };
    renderApp(<ExportWeek weekId="w1" memberName="Tina Tech" books={MYOB} onProblem={onProblem} />, {
      mocks: [sendToMyob(refused)],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send to MYOB payroll' }));
    await vi.waitFor(() => expect(onProblem).toHaveBeenLastCalledWith(expect.stringContaining('not an active employee in MYOB')));
    expect(onProblem.mock.lastCall?.[0]).toContain('no wage payroll category named "Travel"');
  });
});
