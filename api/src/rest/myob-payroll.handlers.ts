import { sendWeekToMyobPayroll } from '../domain/timesheets/myob-payroll-export.ts';
import { type BoundRoute, implement } from './contract.ts';
import { myobPayrollContract, toMyobPayrollExportJson } from './myob-payroll.contract.ts';

export const myobPayrollRoutes: BoundRoute[] = implement(myobPayrollContract, {
  sendWeekToMyobPayroll: async ({ ctx, params }) => toMyobPayrollExportJson(await sendWeekToMyobPayroll(ctx, params.id)),
});
