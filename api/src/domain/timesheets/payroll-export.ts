import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { payrollCsv, payrollProblems } from '../../rules/timesheet-payroll.ts';
import { auditPayrollExport, claimPayrollExport, payrollWeek } from './payroll-week.ts';

// An approved week exported once to payroll as an Employment Hero (KeyPay) timesheet CSV (docs/timesheets.md →
// Payroll): every precondition is checked first and named together; the week is marked exported in the same
// transaction as its audit entry, so two exports at once give one file.

export interface PayrollExport {
  weekId: string;
  filename: string;
  csv: string;
}

export async function exportTimesheetWeek(ctx: Context, weekId: string): Promise<PayrollExport> {
  const w = await payrollWeek(ctx, weekId);
  const { member, week, rates } = w;
  const problems = payrollProblems(
    {
      memberName: member.name,
      payrollEmployeeId: member.payrollEmployeeId,
      overtime: week.totals.overtime,
      travel: week.totals.travel,
      leave: week.totals.leave,
    },
    rates,
  );
  const first = Object.values(problems)[0];
  if (first) throw new AppError('CONFLICT', first, { fieldErrors: problems });
  const csv = payrollCsv(member.payrollEmployeeId as string, member.name, week.days, rates);
  await ctx.db.$transaction(async (txc) => {
    const tx = txc as Db;
    await claimPayrollExport(tx, w, 'keypay_csv', new Date());
    await auditPayrollExport(tx, w, { format: 'keypay_csv' });
  });
  const slug =
    member.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'member';
  return { weekId: w.id, filename: `timesheet-${slug}-${w.weekStart}.csv`, csv };
}
