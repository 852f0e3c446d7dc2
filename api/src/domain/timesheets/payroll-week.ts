import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { XeroCallError } from '../../integrations/accounting/xero/xero-books.ts';
import { type PayrollFormat, type PayrollRates, payrollMessages } from '../../rules/timesheet-payroll.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { payrollRatesSelect } from './settings.ts';
import { auditTimesheet } from './shift-writer.ts';
import { overtimeRulesOf, toWeekRecord, type WeekRecord, weekSelect } from './timesheet-read.ts';

// What every payroll export starts from (docs/timesheets.md → Payroll): an approved week not yet exported, its totals
// by the organisation's overtime rules, the member, and the earnings rates the business mapped; the claim that marks
// the week exported in one statement, so two exports at once send it once; and, for the books (Xero, MYOB), the
// claim, the call and its audit or the claim given back (`sendOnce`).

export interface PayrollWeek {
  user: UserViewer;
  id: string;
  weekStart: string;
  member: { id: string; name: string; email: string; payrollEmployeeId: string | null };
  week: WeekRecord;
  rates: PayrollRates;
  timeZone: string;
}

export async function payrollWeek(ctx: Context, weekId: string): Promise<PayrollWeek> {
  const user = requireAbility(ctx, 'reviewTimesheets');
  const row = await ctx.db.timesheetWeek.findFirst({
    where: { id: weekId },
    select: { ...weekSelect, user: { select: { name: true, email: true, payrollEmployeeId: true } } },
  });
  if (!row) throw notFound('Week not found');
  const timeZone = await organisationTimeZone(ctx);
  if (row.exportedAt) throw new AppError('CONFLICT', payrollMessages.exported(formatLongDate(row.exportedAt, timeZone)));
  if (row.status !== 'approved') throw new AppError('CONFLICT', payrollMessages.notApproved);
  const [rules, org] = await Promise.all([overtimeRulesOf(ctx), ctx.db.organization.findFirstOrThrow({ select: payrollRatesSelect })]);
  return {
    user,
    id: row.id,
    weekStart: row.weekStart,
    member: { id: row.userId, ...row.user },
    week: toWeekRecord(row, { userId: row.userId, name: row.user.name }, row.weekStart, rules),
    rates: {
      ordinary: org.payrollOrdinaryRate,
      overtime: org.payrollOvertimeRate,
      travel: org.payrollTravelRate,
      leave: {
        annual: org.payrollAnnualLeaveRate,
        personal: org.payrollPersonalLeaveRate,
        public_holiday: org.payrollPublicHolidayRate,
        unpaid: org.payrollUnpaidLeaveRate,
      },
    },
    timeZone,
  };
}

/** Mark the week exported (it must still be approved and unexported); refused as already exported otherwise. */
export async function claimPayrollExport(db: Db, w: PayrollWeek, format: PayrollFormat, at: Date): Promise<void> {
  const { count } = await db.timesheetWeek.updateMany({
    where: { id: w.id, exportedAt: null, status: 'approved' },
    data: { exportedAt: at, exportedById: w.user.userId, exportFormat: format },
  });
  if (count === 0) throw new AppError('CONFLICT', payrollMessages.exported(formatLongDate(at, w.timeZone)));
}

/** The export's audit entry (who exported whose week, where to). */
export const auditPayrollExport = (db: Db, w: PayrollWeek, data: { format: PayrollFormat; [key: string]: unknown }) =>
  auditTimesheet(db, w.user, 'timesheet.export', { kind: 'timesheet_week', id: w.id }, { memberId: w.member.id, ...data });

/** The books' answer in the office's words: a refusal is a conflict to fix, anything else the books being unreachable. */
export function booksAnswer(e: unknown): unknown {
  if (!(e instanceof XeroCallError)) return e;
  if (e.status === 429) return new AppError('RATE_LIMITED', e.message, { retryAfterSeconds: e.retryAfterSeconds ?? 60 });
  if (e.status >= 400 && e.status < 500) return new AppError('CONFLICT', e.message);
  return new AppError('SERVICE_UNAVAILABLE', `${e.message}: try again in a moment`, { retryAfterSeconds: 60 });
}

/**
 * Send the week to the books once: claim it, make the call outside any transaction, then audit it with what the books
 * answered; a refused call gives the claim back (the week can be sent again once put right) and says the books' words.
 */
export async function sendOnce<T>(
  db: Db,
  w: PayrollWeek,
  format: PayrollFormat,
  send: () => Promise<T>,
  audited: (sent: T) => Record<string, unknown>,
): Promise<T> {
  const claimedAt = new Date();
  await claimPayrollExport(db, w, format, claimedAt);
  let sent: T;
  try {
    sent = await send();
  } catch (e) {
    await db.timesheetWeek.updateMany({
      where: { id: w.id, exportFormat: format, exportedAt: claimedAt },
      data: { exportedAt: null, exportedById: null, exportFormat: null },
    });
    throw booksAnswer(e);
  }
  await auditPayrollExport(db, w, { format, ...audited(sent) });
  return sent;
}
