import { sendWeekToXeroPayroll, type XeroPayrollExport } from '../../domain/timesheets/xero-payroll-export.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// An approved timesheet week sent to Xero Payroll AU through the organisation's Xero connection (docs/timesheets.md →
// Payroll). Each resolver is one domain call.

const XeroPayrollExportRef = builder.objectRef<XeroPayrollExport>('XeroPayrollExport').implement({
  description: 'An approved week sent once to Xero Payroll AU as a draft timesheet',
  fields: (t) => ({
    weekId: t.exposeID('weekId'),
    timesheetId: t.exposeString('timesheetId', { description: "The draft timesheet's id in Xero Payroll" }),
    organisation: t.exposeString('organisation', { description: 'The Xero organisation it went to' }),
  }),
});

builder.mutationFields((t) => ({
  sendTimesheetWeekToXeroPayroll: t.field({
    type: XeroPayrollExportRef,
    errors: appErrors,
    authScopes: { can: 'reviewTimesheets' },
    description:
      "Send an approved week to Xero Payroll AU as a draft timesheet, once (a second export is refused); every precondition named: the member as a Xero employee, Xero's earnings rates, the weekly pay period",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => sendWeekToXeroPayroll(ctx, id),
  }),
}));
