import type { DayTotals, LeaveKind } from './timesheet.ts';
import { type PayrollRateIds, type PayrollRates, payrollRateIds } from './timesheet-payroll.ts';
import { xeroTimesheetLines } from './xero-payroll.ts';
import { addDays } from './zoned-time.ts';

// An approved week as an MYOB (AccountRight) payroll timesheet (docs/timesheets.md → Payroll): who the member is in
// MYOB (the card ID their payroll employee id is set to, else the one active employee with their name), which of
// MYOB's wage payroll categories each kind of hours goes to (the rate names the business set, as for the CSV and
// Xero), and the timesheet's lines. Every precondition is named by the field that fixes it. Pure: the export reads
// MYOB's employees and wage categories, then asks these rules.

export interface MyobPayrollEmployee {
  uid: string;
  displayId: string | null;
  name: string;
  active: boolean;
}

/** Each kind's wage category UID. */
export type MyobCategoryIds = PayrollRateIds;

export interface MyobTimesheetLine {
  categoryUid: string;
  entries: { day: string; hours: number }[];
}

export const myobPayrollMessages = {
  notConnected: 'Connect MYOB in Settings → Accounting to send timesheets to MYOB payroll',
  noCardId: (name: string, cardId: string) =>
    `${name}'s payroll employee id ${cardId} is not the card ID of an active employee in MYOB: set it to their card ID in MYOB`,
  noName: (name: string) =>
    `${name} is not an active employee in MYOB: add them there under the same name, or set their payroll employee id to their MYOB card ID`,
  sameName: (name: string) => `Several active employees in MYOB are named ${name}: set their payroll employee id to their MYOB card ID`,
  noCategory: (words: string, name: string) =>
    `MYOB has no wage payroll category named "${name}" (the ${words} rate): set it to one of MYOB's wage categories in the timesheet settings`,
} as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The member in MYOB, or why not: by the card ID set as their payroll employee id, else by their name (any case). */
export function myobEmployeeOf(
  member: { name: string; payrollEmployeeId: string | null },
  employees: readonly MyobPayrollEmployee[],
): { employee: MyobPayrollEmployee; problem: null } | { employee: null; problem: string } {
  const active = employees.filter((e) => e.active);
  const cardId = member.payrollEmployeeId?.trim();
  if (cardId) {
    const byCard = active.find((e) => e.displayId && same(e.displayId, cardId));
    return byCard ? { employee: byCard, problem: null } : { employee: null, problem: myobPayrollMessages.noCardId(member.name, cardId) };
  }
  const byName = active.filter((e) => same(e.name, member.name));
  if (byName.length === 1) return { employee: byName[0], problem: null };
  return { employee: null, problem: byName.length ? myobPayrollMessages.sameName(member.name) : myobPayrollMessages.noName(member.name) };
}

/** Each kind's wage category UID in MYOB, by the name the business set; what has no such category, by its field. */
export const myobCategoryIds = (
  rates: PayrollRates,
  categories: readonly { uid: string; name: string }[],
  needed: { overtime: number; travel: number; leave: Record<LeaveKind, number> },
) =>
  payrollRateIds(
    rates,
    categories.map((c) => ({ id: c.uid, name: c.name })),
    needed,
    myobPayrollMessages.noCategory,
  );

/**
 * The timesheet's lines: one per wage category with hours in the week (kinds sent to the same category added), an
 * entry per day of the week (from Monday) with hours, to 2 decimals; in the kinds' order, as the office reads it.
 */
export function myobTimesheetLines(weekStart: string, days: readonly DayTotals[], ids: MyobCategoryIds): MyobTimesheetLine[] {
  return xeroTimesheetLines(weekStart, days, ids).map((l) => ({
    categoryUid: l.earningsRateId,
    entries: l.hours.flatMap((hours, i) => (hours > 0 ? [{ day: addDays(weekStart, i), hours }] : [])),
  }));
}
