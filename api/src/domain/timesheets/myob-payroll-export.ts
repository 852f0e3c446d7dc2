import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type MyobPayroll, myobPayroll } from '../../integrations/accounting/myob/myob-payroll.ts';
import { myobCategoryIds, myobEmployeeOf, myobPayrollMessages, myobTimesheetLines } from '../../rules/myob-payroll.ts';
import { payrollProblems } from '../../rules/timesheet-payroll.ts';
import { addDays } from '../../rules/zoned-time.ts';
import { myobSession } from '../accounting/myob-session.ts';
import { booksAnswer, type PayrollWeek, payrollWeek, sendOnce } from './payroll-week.ts';

// An approved week sent once to MYOB (AccountRight) payroll as the member's timesheet for the week, through the
// organisation's MYOB connection (docs/timesheets.md → Payroll). The same flow as Xero's (xero-payroll-export.ts):
// first every precondition, Spanner's and MYOB's, checked and named together by the field that fixes it — the member
// is an active MYOB employee (the card ID set as their payroll employee id, else by name), each kind of hours the week
// has maps to a wage payroll category MYOB has. Then the week is claimed (one statement: a second export is refused),
// the timesheet put outside any transaction, and the audit entry written; a refusal from MYOB (an employee not set up
// for timesheets, say) gives the claim back and says MYOB's words. MYOB takes no idempotency key: putting the same
// period again replaces the timesheet, so a retried call cannot double the hours — and "once" is Spanner's claim.

export interface MyobPayrollExport {
  weekId: string;
  /** The employee's card UID in MYOB the timesheet is for */
  employeeId: string;
  /** The MYOB company file it went to */
  companyFile: string;
}

/** What MYOB must agree to before anything is claimed: the timesheet to put, or every problem by its field. */
async function timesheetFor(w: PayrollWeek, payroll: MyobPayroll) {
  const { member, week, rates } = w;
  const [employees, categories] = await Promise.all([payroll.employees(), payroll.wageCategories()]);
  // Spanner's own preconditions (the rates set for what the week has), less the employee id: MYOB can match by name.
  const { payrollEmployeeId: _byNameToo, ...problems } = payrollProblems(
    { memberName: member.name, payrollEmployeeId: member.payrollEmployeeId, ...week.totals },
    rates,
  );
  const { employee, problem } = myobEmployeeOf(member, employees);
  if (problem) problems.payrollEmployeeId = problem;
  const { ids, problems: categoryProblems } = myobCategoryIds(rates, categories, week.totals);
  for (const [field, message] of Object.entries(categoryProblems)) problems[field] ??= message;
  const first = Object.values(problems)[0];
  if (first || !employee) throw new AppError('CONFLICT', first, { fieldErrors: problems });
  return {
    employeeUid: employee.uid,
    startDay: w.weekStart,
    endDay: addDays(w.weekStart, 6),
    lines: myobTimesheetLines(w.weekStart, week.days, ids),
  };
}

export async function sendWeekToMyobPayroll(ctx: Context, weekId: string): Promise<MyobPayrollExport> {
  const w = await payrollWeek(ctx, weekId);
  const connection = await ctx.db.accountingConnection.findFirst({
    where: { status: 'connected', provider: 'myob' },
    select: { id: true, tenantName: true },
  });
  if (!connection) throw new AppError('CONFLICT', myobPayrollMessages.notConnected);
  let payroll: MyobPayroll;
  let timesheet: Awaited<ReturnType<typeof timesheetFor>>;
  try {
    payroll = myobPayroll(await myobSession(ctx.db, ctx.config, connection));
    timesheet = await timesheetFor(w, payroll);
  } catch (e) {
    throw booksAnswer(e);
  }
  await sendOnce(
    ctx.db,
    w,
    'myob_payroll',
    () => payroll.putTimesheet(timesheet),
    () => ({ employeeId: timesheet.employeeUid, companyFile: connection.tenantName }),
  );
  return { weekId: w.id, employeeId: timesheet.employeeUid, companyFile: connection.tenantName };
}
