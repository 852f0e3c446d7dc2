import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { payrollCsv, payrollMessages, payrollProblems } from '../../rules/timesheet-payroll.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { auditTimesheet } from './shift-writer.ts';
import { overtimeRulesOf, toWeekRecord, weekSelect } from './timesheet-read.ts';

// An approved week exported once to payroll as an Employment Hero (KeyPay) timesheet CSV (docs/timesheets.md →
// Payroll): every precondition is checked first and named together; the week is marked exported in the same
// statement that claims it, so two exports at once give one file.

export interface PayrollExport {
  weekId: string;
  filename: string;
  csv: string;
}

export async function exportTimesheetWeek(ctx: Context, weekId: string): Promise<PayrollExport> {
  const user = requireAbility(ctx, 'reviewTimesheets');
  const row = await ctx.db.timesheetWeek.findFirst({
    where: { id: weekId },
    select: { ...weekSelect, user: { select: { name: true, payrollEmployeeId: true } } },
  });
  if (!row) throw notFound('Week not found');
  const timeZone = await organisationTimeZone(ctx);
  if (row.exportedAt) throw new AppError('CONFLICT', payrollMessages.exported(formatLongDate(row.exportedAt, timeZone)));
  if (row.status !== 'approved') throw new AppError('CONFLICT', payrollMessages.notApproved);
  const [rules, org] = await Promise.all([
    overtimeRulesOf(ctx),
    ctx.db.organization.findFirstOrThrow({
      select: {
        payrollOrdinaryRate: true,
        payrollOvertimeRate: true,
        payrollTravelRate: true,
        payrollAnnualLeaveRate: true,
        payrollPersonalLeaveRate: true,
        payrollPublicHolidayRate: true,
        payrollUnpaidLeaveRate: true,
      },
    }),
  ]);
  const week = toWeekRecord(row, { userId: row.userId, name: row.user.name }, row.weekStart, rules);
  const rates = {
    ordinary: org.payrollOrdinaryRate,
    overtime: org.payrollOvertimeRate,
    travel: org.payrollTravelRate,
    leave: {
      annual: org.payrollAnnualLeaveRate,
      personal: org.payrollPersonalLeaveRate,
      public_holiday: org.payrollPublicHolidayRate,
      unpaid: org.payrollUnpaidLeaveRate,
    },
  };
  const problems = payrollProblems(
    {
      memberName: row.user.name,
      payrollEmployeeId: row.user.payrollEmployeeId,
      overtime: week.totals.overtime,
      travel: week.totals.travel,
      leave: week.totals.leave,
    },
    rates,
  );
  const first = Object.values(problems)[0];
  if (first) throw new AppError('CONFLICT', first, { fieldErrors: problems });
  const csv = payrollCsv(row.user.payrollEmployeeId as string, row.user.name, week.days, rates);
  await ctx.db.$transaction(async (txc) => {
    const tx = txc as Db;
    const { count } = await tx.timesheetWeek.updateMany({
      where: { id: row.id, exportedAt: null, status: 'approved' },
      data: { exportedAt: new Date(), exportedById: user.userId, exportFormat: 'keypay_csv' },
    });
    if (count === 0) throw new AppError('CONFLICT', payrollMessages.exported(formatLongDate(new Date(), timeZone)));
    await auditTimesheet(
      tx,
      user,
      'timesheet.export',
      { kind: 'timesheet_week', id: row.id },
      { memberId: row.userId, format: 'keypay_csv' },
    );
  });
  const slug =
    row.user.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'member';
  return { weekId: row.id, filename: `timesheet-${slug}-${row.weekStart}.csv`, csv };
}
