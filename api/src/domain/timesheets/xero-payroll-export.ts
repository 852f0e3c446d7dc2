import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type XeroPayroll, xeroPayroll } from '../../integrations/accounting/xero/xero-payroll.ts';
import { payrollProblems } from '../../rules/timesheet-payroll.ts';
import { payPeriodProblem, xeroEmployeeOf, xeroPayrollMessages, xeroRateIds, xeroTimesheetLines } from '../../rules/xero-payroll.ts';
import { addDays } from '../../rules/zoned-time.ts';
import { xeroSession } from '../accounting/xero-session.ts';
import { booksAnswer, type PayrollWeek, payrollWeek, sendOnce } from './payroll-week.ts';

// An approved week sent once to Xero Payroll AU as a draft timesheet, through the organisation's Xero connection
// (docs/timesheets.md → Payroll). First every precondition, Spanner's and Xero's, is checked and named together by
// the field that fixes it: the member is an active Xero employee (by their payroll employee id, else their email),
// each kind of hours the week has maps to an earnings rate Xero has, and the week is one pay period of the member's
// weekly Xero calendar. Then the week is claimed (marked exported, one statement: a second export is refused), the
// timesheet sent outside any transaction with the week's id as its Idempotency-Key, and the audit entry written; a
// refusal from Xero gives the claim back and says Xero's words. Made in the request, not on the queue: the office
// presses Send and reads the answer (docs/decisions.md → Payroll to Xero in the request).

export interface XeroPayrollExport {
  weekId: string;
  /** The draft timesheet's id in Xero Payroll */
  timesheetId: string;
  /** The Xero organisation it went to */
  organisation: string;
}

/** What Xero must agree to before anything is claimed: the timesheet to send, or every problem by its field. */
async function timesheetFor(w: PayrollWeek, payroll: XeroPayroll) {
  const { member, week, rates } = w;
  const [employees, earningsRates, calendars] = await Promise.all([payroll.employees(), payroll.earningsRates(), payroll.calendars()]);
  // Spanner's own preconditions (the rates set for what the week has), less the employee id: Xero can match by email.
  const { payrollEmployeeId: _byEmailToo, ...problems } = payrollProblems(
    { memberName: member.name, payrollEmployeeId: member.payrollEmployeeId, ...week.totals },
    rates,
  );
  const employee = xeroEmployeeOf(member, employees);
  if (!employee) problems.payrollEmployeeId = xeroPayrollMessages.notEmployee(member.name, member.email);
  const { ids, problems: rateProblems } = xeroRateIds(rates, earningsRates, week.totals);
  for (const [field, message] of Object.entries(rateProblems)) problems[field] ??= message;
  if (employee) {
    const period = payPeriodProblem(member.name, calendars.find((c) => c.id === employee.calendarId) ?? null, w.weekStart);
    if (period) problems.payPeriod = period;
  }
  const first = Object.values(problems)[0];
  if (first || !employee) throw new AppError('CONFLICT', first, { fieldErrors: problems });
  return {
    employeeId: employee.id,
    startDay: w.weekStart,
    endDay: addDays(w.weekStart, 6),
    lines: xeroTimesheetLines(w.weekStart, week.days, ids),
  };
}

export async function sendWeekToXeroPayroll(ctx: Context, weekId: string): Promise<XeroPayrollExport> {
  const w = await payrollWeek(ctx, weekId);
  const connection = await ctx.db.accountingConnection.findFirst({
    where: { status: 'connected', provider: 'xero' },
    select: { id: true, tenantName: true },
  });
  if (!connection) throw new AppError('CONFLICT', xeroPayrollMessages.notConnected);
  let payroll: XeroPayroll;
  let timesheet: Awaited<ReturnType<typeof timesheetFor>>;
  try {
    payroll = xeroPayroll(await xeroSession(ctx.db, ctx.config, connection));
    timesheet = await timesheetFor(w, payroll);
  } catch (e) {
    throw booksAnswer(e);
  }
  const timesheetId = await sendOnce(
    ctx.db,
    w,
    'xero_payroll',
    () => payroll.createTimesheet(timesheet, `spanner-timesheet-week-${w.id}`),
    (id) => ({ timesheetId: id, organisation: connection.tenantName }),
  );
  return { weekId: w.id, timesheetId, organisation: connection.tenantName };
}
