import { sendWeekToXeroPayroll } from '../domain/timesheets/xero-payroll-export.ts';
import { type BoundRoute, implement } from './contract.ts';
import { toXeroPayrollExportJson, xeroPayrollContract } from './xero-payroll.contract.ts';

export const xeroPayrollRoutes: BoundRoute[] = implement(xeroPayrollContract, {
  sendWeekToXeroPayroll: async ({ ctx, params }) => toXeroPayrollExportJson(await sendWeekToXeroPayroll(ctx, params.id)),
});
