import { formatCsv } from './csv.ts';
import { type DayTotals, hoursOf, LEAVE_KINDS, type LeaveKind, type LeaveMinutes } from './timesheet.ts';

// An approved week as an Employment Hero (KeyPay) timesheet import: one row per day and kind of hours (ordinary,
// overtime, travel, each kind of leave), each kind under the earnings rate ("work type") the business mapped it to.
// Written through rules/csv.ts, which keeps text a spreadsheet would run as a formula as text.

/** Where a week is exported: a KeyPay CSV downloaded, a draft timesheet in Xero Payroll AU, or a timesheet in MYOB payroll. */
export const PAYROLL_FORMATS = ['keypay_csv', 'xero_payroll', 'myob_payroll'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];

export const PAYROLL_CSV_HEADER = ['Employee External Id', 'Date', 'Work Type', 'Units', 'Comments'] as const;

export interface PayrollRates {
  ordinary: string | null;
  overtime: string | null;
  travel: string | null;
  /** Each kind of leave's earnings rate. */
  leave: Record<LeaveKind, string | null>;
}

/** The settings field that holds each kind of leave's earnings rate (the field a missing one is named by). */
export const LEAVE_RATE_FIELDS = {
  annual: 'payrollAnnualLeaveRate',
  personal: 'payrollPersonalLeaveRate',
  public_holiday: 'payrollPublicHolidayRate',
  unpaid: 'payrollUnpaidLeaveRate',
} as const satisfies Record<LeaveKind, string>;

/** How a message names each kind: "This week has annual leave but no annual leave earnings rate". */
const LEAVE_WORDS: Record<LeaveKind, { has: string; rate: string }> = {
  annual: { has: 'annual leave', rate: 'annual leave' },
  personal: { has: "personal/carer's leave", rate: "personal/carer's leave" },
  public_holiday: { has: 'a public holiday', rate: 'public holiday' },
  unpaid: { has: 'unpaid leave', rate: 'unpaid leave' },
};

export const payrollMessages = {
  notApproved: 'Only an approved (locked) week can be exported to payroll',
  noEmployee: (name: string) => `${name} has no payroll employee id: set it with their cost rate`,
  noOrdinaryRate: 'No ordinary earnings rate: set it in the timesheet settings',
  noOvertimeRate: 'This week has overtime but no overtime earnings rate: set it in the timesheet settings',
  noTravelRate: 'This week has travel but no travel earnings rate: set it in the timesheet settings',
  noLeaveRate: (kind: LeaveKind) =>
    `This week has ${LEAVE_WORDS[kind].has} but no ${LEAVE_WORDS[kind].rate} earnings rate: set it in the timesheet settings`,
  exported: (when: string) => `This week was exported to payroll on ${when}: a week is exported once`,
} as const;

/** Every precondition an export misses, by the field that fixes it; empty when it can go. */
export function payrollProblems(
  week: { memberName: string; payrollEmployeeId: string | null; overtime: number; travel: number; leave: LeaveMinutes },
  rates: PayrollRates,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!week.payrollEmployeeId) problems.payrollEmployeeId = payrollMessages.noEmployee(week.memberName);
  if (!rates.ordinary) problems.payrollOrdinaryRate = payrollMessages.noOrdinaryRate;
  if (week.overtime > 0 && !rates.overtime) problems.payrollOvertimeRate = payrollMessages.noOvertimeRate;
  if (week.travel > 0 && !rates.travel) problems.payrollTravelRate = payrollMessages.noTravelRate;
  for (const kind of LEAVE_KINDS)
    if (week.leave[kind] > 0 && !rates.leave[kind]) problems[LEAVE_RATE_FIELDS[kind]] = payrollMessages.noLeaveRate(kind);
  return problems;
}

/** The kinds besides leave: the settings field each rate is set in, and how a message names it. */
const RATE_KINDS = [
  { key: 'ordinary', field: 'payrollOrdinaryRate', words: 'ordinary' },
  { key: 'overtime', field: 'payrollOvertimeRate', words: 'overtime' },
  { key: 'travel', field: 'payrollTravelRate', words: 'travel' },
] as const;

/** Each kind's id in the payroll system (Xero's earnings rate, MYOB's wage category); none for a kind not sent. */
export interface PayrollRateIds {
  ordinary?: string;
  overtime?: string;
  travel?: string;
  leave: Partial<Record<LeaveKind, string>>;
}

/**
 * Each kind of hours the week has, matched by the name the business set (any case, spaces trimmed) to one of the
 * payroll system's own (`known`); each that has none named by its settings field in the system's words (`missing`).
 */
export function payrollRateIds(
  rates: PayrollRates,
  known: readonly { id: string; name: string }[],
  needed: { overtime: number; travel: number; leave: Record<LeaveKind, number> },
  missing: (words: string, name: string) => string,
): { ids: PayrollRateIds; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const idOf = (name: string | null, field: string, words: string): string | undefined => {
    if (!name) return undefined;
    const found = known.find((r) => r.name.trim().toLowerCase() === name.trim().toLowerCase());
    if (!found) problems[field] = missing(words, name);
    return found?.id;
  };
  const uses = { ordinary: 1, overtime: needed.overtime, travel: needed.travel };
  const ids: PayrollRateIds = { leave: {} };
  for (const k of RATE_KINDS) if (uses[k.key] > 0) ids[k.key] = idOf(rates[k.key], k.field, k.words);
  for (const kind of LEAVE_KINDS)
    if (needed.leave[kind] > 0) ids.leave[kind] = idOf(rates.leave[kind], LEAVE_RATE_FIELDS[kind], LEAVE_WORDS[kind].rate);
  return { ids, problems };
}

/** 2026-11-16 → 16/11/2026, as Australian payroll imports read a date. */
const auDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The CSV text: a row per day and kind with hours in it (hours to 2 decimals). */
export function payrollCsv(employeeId: string, memberName: string, days: readonly DayTotals[], rates: PayrollRates): string {
  const rows: (string | number)[][] = [[...PAYROLL_CSV_HEADER]];
  for (const d of days) {
    const kinds: [string | null, number][] = [
      [rates.ordinary, d.ordinary],
      [rates.overtime, d.overtime],
      [rates.travel, d.travel],
      ...LEAVE_KINDS.map((k): [string | null, number] => [rates.leave[k], d.leave[k]]),
    ];
    for (const [rate, minutes] of kinds) if (minutes > 0) rows.push([employeeId, auDate(d.day), rate ?? '', hoursOf(minutes), memberName]);
  }
  return formatCsv(rows);
}
