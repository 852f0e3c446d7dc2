import { type DayTotals, hoursOf, LEAVE_KINDS, type LeaveKind } from './timesheet.ts';
import { type PayrollRateIds, type PayrollRates, payrollRateIds } from './timesheet-payroll.ts';
import { addDays, formatLongDay } from './zoned-time.ts';

// An approved week as a Xero Payroll AU timesheet (docs/timesheets.md → Payroll): who the member is in Xero, which of
// Xero's earnings rates each kind of hours goes to (the rate names the business set, as for the CSV), and whether the
// week is one pay period of the member's Xero calendar. Every precondition is named by the field that fixes it.
// Pure: the export reads Xero's employees, earnings rates and calendars, then asks these rules.

export interface XeroEmployee {
  id: string;
  name: string;
  email: string | null;
  active: boolean;
  calendarId: string | null;
}

export interface XeroCalendar {
  id: string;
  name: string;
  type: string;
  startDay: string;
}

export interface XeroTimesheetLine {
  earningsRateId: string;
  hours: number[];
}

export const xeroPayrollMessages = {
  notConnected: 'Connect Xero in Settings → Accounting to send timesheets to Xero Payroll',
  notEmployee: (name: string, email: string) =>
    `${name} is not an active employee in Xero Payroll: add them there with the email ${email}, or set their payroll employee id to their Xero employee ID`,
  noRate: (words: string, name: string) =>
    `Xero Payroll has no earnings rate named "${name}" (the ${words} rate): set it to one of Xero's earnings rates in the timesheet settings`,
  noCalendar: (name: string) => `${name} has no pay calendar in Xero Payroll: choose one on their employment in Xero`,
  notWeekly: (name: string, calendar: string) =>
    `${name} is paid on Xero's ${calendar} calendar: a week goes to Xero Payroll only on a weekly calendar whose pay periods start on Monday — download the CSV instead`,
  beforeCalendar: (calendar: string, start: string) =>
    `Xero Payroll's ${calendar} calendar starts on ${formatLongDay(start)}: this week is before its first pay period`,
} as const;

/** The member in Xero: by the payroll employee id set for them, else the one active employee with their email. */
export function xeroEmployeeOf(
  member: { payrollEmployeeId: string | null; email: string },
  employees: readonly XeroEmployee[],
): XeroEmployee | null {
  const active = employees.filter((e) => e.active);
  if (member.payrollEmployeeId) return active.find((e) => e.id === member.payrollEmployeeId) ?? null;
  const byEmail = active.filter((e) => e.email && e.email.toLowerCase() === member.email.toLowerCase());
  return byEmail.length === 1 ? byEmail[0] : null;
}

/** Each kind's earnings rate id in Xero, by the name the business set; what has no such rate, by its field. */
export const xeroRateIds = (
  rates: PayrollRates,
  earningsRates: readonly { id: string; name: string }[],
  needed: { overtime: number; travel: number; leave: Record<LeaveKind, number> },
) => payrollRateIds(rates, earningsRates, needed, xeroPayrollMessages.noRate);

/** Whether the week (Monday `weekStart`) is one pay period of the member's calendar; the problem if not. */
export function payPeriodProblem(memberName: string, calendar: XeroCalendar | null, weekStart: string): string | null {
  if (!calendar) return xeroPayrollMessages.noCalendar(memberName);
  const offset = (Date.parse(`${weekStart}T00:00:00Z`) - Date.parse(`${calendar.startDay}T00:00:00Z`)) / 86_400_000;
  if (calendar.type !== 'WEEKLY' || Math.abs(offset) % 7 !== 0) return xeroPayrollMessages.notWeekly(memberName, calendar.name);
  if (offset < 0) return xeroPayrollMessages.beforeCalendar(calendar.name, calendar.startDay);
  return null;
}

/**
 * The timesheet's lines: one per earnings rate with hours in the week, seven days of hours (2 decimals) from the
 * week's Monday. Kinds sent to the same rate (travel paid as ordinary hours) are added together.
 */
export function xeroTimesheetLines(weekStart: string, days: readonly DayTotals[], ids: PayrollRateIds): XeroTimesheetLine[] {
  const week = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const minutes = new Map<string, number[]>();
  const add = (id: string | undefined, dayIndex: number, m: number) => {
    if (!id || m <= 0) return;
    const row = minutes.get(id) ?? Array(7).fill(0);
    row[dayIndex] += m;
    minutes.set(id, row);
  };
  for (const d of days) {
    const i = week.indexOf(d.day);
    if (i < 0) continue;
    add(ids.ordinary, i, d.ordinary);
    add(ids.overtime, i, d.overtime);
    add(ids.travel, i, d.travel);
    for (const kind of LEAVE_KINDS) add(ids.leave[kind], i, d.leave[kind]);
  }
  // In the kinds' order (ordinary, overtime, travel, leave), as the office reads the week.
  const order = [ids.ordinary, ids.overtime, ids.travel, ...LEAVE_KINDS.map((k) => ids.leave[k])];
  return [...minutes]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([earningsRateId, row]) => ({ earningsRateId, hours: row.map(hoursOf) }));
}
