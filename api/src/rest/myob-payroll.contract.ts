import { z } from 'zod';
import type { MyobPayrollExport } from '../domain/timesheets/myob-payroll-export.ts';
import { route } from './contract.ts';

// An approved timesheet week sent to MYOB payroll (docs/timesheets.md → Payroll), as GraphQL
// `sendTimesheetWeekToMyobPayroll` answers.

const myobPayrollExportJson = z.object({
  week_id: z.string(),
  employee_id: z.string().describe("The employee's card UID in MYOB the timesheet is for"),
  company_file: z.string().describe('The MYOB company file it went to'),
});

export const toMyobPayrollExportJson = (e: MyobPayrollExport): z.input<typeof myobPayrollExportJson> => ({
  week_id: e.weekId,
  employee_id: e.employeeId,
  company_file: e.companyFile,
});

export const myobPayrollContract = {
  sendWeekToMyobPayroll: route({
    method: 'POST',
    path: '/api/timesheets/weeks/{id}/myob-payroll',
    summary:
      "Send an approved week to MYOB payroll as the member's timesheet, once (a second export is refused); every precondition named by its field: the member as an active MYOB employee (payroll employee id = card ID, else name), MYOB's wage categories by the names in the timesheet settings",
    access: { can: 'reviewTimesheets' },
    params: z.object({ id: z.string().min(1) }),
    response: myobPayrollExportJson,
  }),
} as const;
