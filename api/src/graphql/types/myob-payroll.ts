import { type MyobPayrollExport, sendWeekToMyobPayroll } from '../../domain/timesheets/myob-payroll-export.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// An approved timesheet week sent to MYOB payroll through the organisation's MYOB connection (docs/timesheets.md →
// Payroll). Each resolver is one domain call.

const MyobPayrollExportRef = builder.objectRef<MyobPayrollExport>('MyobPayrollExport').implement({
  description: "An approved week sent once to MYOB payroll as the member's timesheet for the week",
  fields: (t) => ({
    weekId: t.exposeID('weekId'),
    employeeId: t.exposeString('employeeId', { description: "The employee's card UID in MYOB the timesheet is for" }),
    companyFile: t.exposeString('companyFile', { description: 'The MYOB company file it went to' }),
  }),
});

builder.mutationFields((t) => ({
  sendTimesheetWeekToMyobPayroll: t.field({
    type: MyobPayrollExportRef,
    errors: appErrors,
    authScopes: { can: 'reviewTimesheets' },
    description:
      "Send an approved week to MYOB payroll as the member's timesheet, once (a second export is refused); every precondition named: the member as an MYOB employee, MYOB's wage categories",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => sendWeekToMyobPayroll(ctx, id),
  }),
}));
