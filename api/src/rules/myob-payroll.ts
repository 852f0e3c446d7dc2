import { type DayTotals, LEAVE_KINDS, type LeaveKind } from './timesheet.ts';
import { LEAVE_RATE_FIELDS, type PayrollRates } from './timesheet-payroll.ts';
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

export interface MyobCategoryIds {
  ordinary?: string;
  overtime?: string;
  travel?: string;
  leave: Partial<Record<LeaveKind, string>>;
}

export interface MyobTimesheetLine {
  categoryUid: string;
  entries: { day: string; hours: number }[];
}

const RATE_KINDS = [
  { key: 'ordinary', field: 'payrollOrdinaryRate', words: 'ordinary' },
  { key: 'overtime', field: 'payrollOvertimeRate', words: 'overtime' },
  { key: 'travel', field: 'payrollTravelRate', words: 'travel' },
] as const;
const LEAVE_WORDS: Record<LeaveKind, string> = {
  annual: 'annual leave',
  personal: "personal/carer's leave",
  public_holiday: 'public holiday',
  unpaid: 'unpaid leave',
};

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
export function myobCategoryIds(
  rates: PayrollRates,
  categories: readonly { uid: string; name: string }[],
  needed: { overtime: number; travel: number; leave: Record<LeaveKind, number> },
): { ids: MyobCategoryIds; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const uidOf = (name: string | null, field: string, words: string): string | undefined => {
    if (!name) return undefined;
    const found = categories.find((c) => same(c.name, name));
    if (!found) problems[field] = myobPayrollMessages.noCategory(words, name);
    return found?.uid;
  };
  const uses = { ordinary: 1, overtime: needed.overtime, travel: needed.travel };
  const ids: MyobCategoryIds = { leave: {} };
  for (const k of RATE_KINDS) if (uses[k.key] > 0) ids[k.key] = uidOf(rates[k.key], k.field, k.words);
  for (const kind of LEAVE_KINDS)
    if (needed.leave[kind] > 0) ids.leave[kind] = uidOf(rates.leave[kind], LEAVE_RATE_FIELDS[kind], LEAVE_WORDS[kind]);
  return { ids, problems };
}

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
