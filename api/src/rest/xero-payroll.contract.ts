import { z } from 'zod';
import type { XeroPayrollExport } from '../domain/timesheets/xero-payroll-export.ts';
import { route } from './contract.ts';

// An approved timesheet week sent to Xero Payroll AU (docs/timesheets.md → Payroll), as GraphQL
// `sendTimesheetWeekToXeroPayroll` answers.

const xeroPayrollExportJson = z.object({
  week_id: z.string(),
  timesheet_id: z.string().describe("The draft timesheet's id in Xero Payroll"),
  organisation: z.string().describe('The Xero organisation it went to'),
});

export const toXeroPayrollExportJson = (e: XeroPayrollExport): z.input<typeof xeroPayrollExportJson> => ({
  week_id: e.weekId,
  timesheet_id: e.timesheetId,
  organisation: e.organisation,
});

export const xeroPayrollContract = {
  sendWeekToXeroPayroll: route({
    method: 'POST',
    path: '/api/timesheets/weeks/{id}/xero-payroll',
    summary:
      "Send an approved week to Xero Payroll AU as a draft timesheet, once (a second export is refused); every precondition named by its field: the member as an active Xero employee (payroll employee id, else email), Xero's earnings rates by the names in the timesheet settings, a weekly pay period starting Monday",
    access: { can: 'reviewTimesheets' },
    params: z.object({ id: z.string().min(1) }),
    response: xeroPayrollExportJson,
  }),
} as const;
