import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { XeroCallError } from '../../integrations/accounting/xero/xero-books.ts';
import { type XeroPayroll, xeroPayroll } from '../../integrations/accounting/xero/xero-payroll.ts';
import { payrollProblems } from '../../rules/timesheet-payroll.ts';
import { payPeriodProblem, xeroEmployeeOf, xeroPayrollMessages, xeroRateIds, xeroTimesheetLines } from '../../rules/xero-payroll.ts';
import { addDays } from '../../rules/zoned-time.ts';
import { xeroSession } from '../accounting/xero-session.ts';
import { auditPayrollExport, claimPayrollExport, type PayrollWeek, payrollWeek } from './payroll-week.ts';

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

/** Xero's answer in the office's words: a refusal is a conflict to fix, anything else Xero being unreachable. */
function asAppError(e: unknown): unknown {
  if (!(e instanceof XeroCallError)) return e;
  if (e.status === 429) return new AppError('RATE_LIMITED', e.message, { retryAfterSeconds: e.retryAfterSeconds ?? 60 });
  if (e.status >= 400 && e.status < 500) return new AppError('CONFLICT', e.message);
  return new AppError('SERVICE_UNAVAILABLE', `${e.message}: try again in a moment`, { retryAfterSeconds: 60 });
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
    throw asAppError(e);
  }
  const claimedAt = new Date();
  await claimPayrollExport(ctx.db, w, 'xero_payroll', claimedAt);
  let timesheetId: string;
  try {
    timesheetId = await payroll.createTimesheet(timesheet, `spanner-timesheet-week-${w.id}`);
  } catch (e) {
    // Not sent: the week may be sent again once what Xero said is put right.
    await ctx.db.timesheetWeek.updateMany({
      where: { id: w.id, exportFormat: 'xero_payroll', exportedAt: claimedAt },
      data: { exportedAt: null, exportedById: null, exportFormat: null },
    });
    throw asAppError(e);
  }
  await auditPayrollExport(ctx.db, w, { format: 'xero_payroll', timesheetId, organisation: connection.tenantName });
  return { weekId: w.id, timesheetId, organisation: connection.tenantName };
}
