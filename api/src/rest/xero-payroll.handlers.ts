import { sendWeekToXeroPayroll, xeroPayrollOrganisation } from '../domain/timesheets/xero-payroll-export.ts';
import { type BoundRoute, implement } from './contract.ts';
import { toXeroPayrollExportJson, xeroPayrollContract } from './xero-payroll.contract.ts';

export const xeroPayrollRoutes: BoundRoute[] = implement(xeroPayrollContract, {
  xeroPayrollOrganisation: async ({ ctx }) => ({ organisation: await xeroPayrollOrganisation(ctx) }),
  sendWeekToXeroPayroll: async ({ ctx, params }) => toXeroPayrollExportJson(await sendWeekToXeroPayroll(ctx, params.id)),
});
