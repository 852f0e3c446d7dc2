import { createHash, randomUUID } from 'node:crypto';
import type { FakeAnswer, FakeRequest, FakeTenant, FakeXero } from './fake-xero.ts';

// The fake's Payroll AU API (/payroll.xro/1.0/…), stateful per tenant, enforcing the rules a timesheet meets in Xero:
// the employee exists and is active, each line's earnings rate exists, the period is exactly one pay period of the
// employee's calendar (start and end), one unit per day of it, one timesheet per employee and period, and a
// period already paid (processed in a pay run) refuses new timesheets. Idempotency-Key replays the first answer.
// What the business sets up in Xero's own screens (employees, earnings rates, calendars, a processed pay run) is made
// through `payroll(tenantId)`.

export interface XEmployee {
  EmployeeID: string;
  FirstName: string;
  LastName: string;
  Email?: string;
  Status: 'ACTIVE' | 'TERMINATED';
  PayrollCalendarID?: string;
}

export interface XEarningsRate {
  EarningsRateID: string;
  Name: string;
  EarningsType: 'ORDINARYTIMEEARNINGS' | 'OVERTIMEEARNINGS' | 'ALLOWANCE';
  RateType: 'RATEPERUNIT';
  TypeOfUnits: 'Hours';
}

export interface XPayrollCalendar {
  PayrollCalendarID: string;
  Name: string;
  CalendarType: 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY';
  /** The first pay period's first day, YYYY-MM-DD */
  StartDate: string;
}

export interface XTimesheet {
  TimesheetID: string;
  EmployeeID: string;
  StartDate: string;
  EndDate: string;
  Status: 'DRAFT' | 'APPROVED' | 'PROCESSED';
  Hours: number;
  TimesheetLines: { EarningsRateID: string; NumberOfUnits: number[] }[];
}

export interface PayrollBooks {
  employees: XEmployee[];
  earningsRates: XEarningsRate[];
  calendars: XPayrollCalendar[];
  timesheets: XTimesheet[];
  /** Pay periods (calendar id + start day) already paid in a pay run */
  processed: Set<string>;
  replays: Map<string, { hash: string; answer: FakeAnswer }>;
}

export interface PayrollFake {
  payroll(tenantId: string): PayrollBooks;
  /** Xero's demo set-up: a weekly calendar from a Monday, the usual earnings rates, and these employees on it. */
  setUp(tenantId: string, employees: NewEmployee[]): PayrollBooks;
  /** More employees, on the first calendar. */
  employ(tenantId: string, employees: NewEmployee[]): void;
}

type NewEmployee = { firstName: string; lastName: string; email?: string };

/** Xero's own date form in JSON: "/Date(1573171200000+0000)/". */
const msDate = (day: string) => `/Date(${Date.parse(`${day}T00:00:00Z`)}+0000)/`;
/** A day from "/Date(…)/" or "2026-11-23" or "2026-11-23T00:00:00". */
const dayOf = (value: unknown): string | null => {
  const text = String(value ?? '');
  const ms = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(text)?.[1];
  if (ms) return new Date(Number(ms)).toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
};
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const PERIOD_DAYS = { WEEKLY: 7, FORTNIGHTLY: 14 } as const;

const refused = (message: string, timesheet: unknown): FakeAnswer => ({
  status: 400,
  body: {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    Timesheets: [{ ...(timesheet as object), ValidationErrors: [{ Message: message }] }],
  },
});

export function installPayroll(fake: FakeXero): PayrollFake {
  const all = new Map<string, PayrollBooks>();
  const payroll = (tenantId: string) => {
    let p = all.get(tenantId);
    if (!p) {
      p = { employees: [], earningsRates: [], calendars: [], timesheets: [], processed: new Set(), replays: new Map() };
      all.set(tenantId, p);
    }
    return p;
  };
  const tenantOr = (req: FakeRequest): FakeTenant | FakeAnswer => fake.tenantOf(req);
  const ok = (body: unknown): FakeAnswer => ({
    status: 200,
    body: { Id: randomUUID(), Status: 'OK', ProviderName: 'Spanner', ...(body as object) },
  });

  fake.route('GET', /^\/payroll\.xro\/1\.0\/Employees$/, (req) => {
    const tenant = tenantOr(req);
    if ('status' in tenant) return tenant;
    return ok({
      Employees: payroll(tenant.tenantId).employees.map((e) => ({ ...e })),
    });
  });
  fake.route('GET', /^\/payroll\.xro\/1\.0\/PayItems$/, (req) => {
    const tenant = tenantOr(req);
    if ('status' in tenant) return tenant;
    return ok({ PayItems: { EarningsRates: payroll(tenant.tenantId).earningsRates.map((r) => ({ ...r })) } });
  });
  fake.route('GET', /^\/payroll\.xro\/1\.0\/PayrollCalendars$/, (req) => {
    const tenant = tenantOr(req);
    if ('status' in tenant) return tenant;
    return ok({
      PayrollCalendars: payroll(tenant.tenantId).calendars.map((c) => ({ ...c, StartDate: msDate(c.StartDate) })),
    });
  });
  fake.route('POST', /^\/payroll\.xro\/1\.0\/Timesheets$/, (req) => {
    const tenant = tenantOr(req);
    if ('status' in tenant) return tenant;
    const p = payroll(tenant.tenantId);
    const key = req.headers['idempotency-key'];
    const hash = createHash('sha256').update(req.body).digest('hex');
    if (typeof key === 'string') {
      const seen = p.replays.get(key);
      if (seen) return seen.hash === hash ? seen.answer : refused('The idempotency key was used with a different request body', {});
    }
    const answer = saveTimesheets(p, req.body);
    if (typeof key === 'string' && answer.status === 200) p.replays.set(key, { hash, answer });
    return answer;
  });

  return {
    payroll,
    setUp(tenantId, employees) {
      const p = payroll(tenantId);
      const calendar: XPayrollCalendar = {
        PayrollCalendarID: randomUUID(),
        Name: 'Weekly',
        CalendarType: 'WEEKLY',
        StartDate: '2026-01-05',
      };
      p.calendars.push(calendar);
      const rate = (Name: string, EarningsType: XEarningsRate['EarningsType']): XEarningsRate => ({
        EarningsRateID: randomUUID(),
        Name,
        EarningsType,
        RateType: 'RATEPERUNIT',
        TypeOfUnits: 'Hours',
      });
      p.earningsRates.push(
        rate('Ordinary Hours', 'ORDINARYTIMEEARNINGS'),
        rate('Overtime Hours (exempt from super)', 'OVERTIMEEARNINGS'),
        rate('Travel Time', 'ORDINARYTIMEEARNINGS'),
      );
      this.employ(tenantId, employees);
      return p;
    },
    employ(tenantId, employees) {
      const p = payroll(tenantId);
      for (const e of employees)
        p.employees.push({
          EmployeeID: randomUUID(),
          FirstName: e.firstName,
          LastName: e.lastName,
          Email: e.email,
          Status: 'ACTIVE',
          PayrollCalendarID: p.calendars[0]?.PayrollCalendarID,
        });
    },
  };
}

function saveTimesheets(p: PayrollBooks, body: string): FakeAnswer {
  let list: Record<string, unknown>[];
  try {
    list = JSON.parse(body) as Record<string, unknown>[];
  } catch {
    return refused('The request body is not JSON', {});
  }
  if (!Array.isArray(list) || list.length !== 1) return refused('Send one timesheet', {});
  const t = list[0];
  const employee = p.employees.find((e) => e.EmployeeID === t.EmployeeID);
  if (!employee || employee.Status !== 'ACTIVE') return refused('The employee could not be found', t);
  const calendar = p.calendars.find((c) => c.PayrollCalendarID === employee.PayrollCalendarID);
  if (!calendar) return refused('The employee has no payroll calendar', t);
  const start = dayOf(t.StartDate);
  const end = dayOf(t.EndDate);
  if (!start || !end) return refused('Start date and end date are required', t);
  const length = calendar.CalendarType === 'MONTHLY' ? null : PERIOD_DAYS[calendar.CalendarType];
  const offset = daysBetween(calendar.StartDate, start);
  if (!length || offset < 0 || offset % length !== 0 || end !== addDays(start, length - 1))
    return refused("The timesheet's dates must be one pay period of the employee's payroll calendar", t);
  if (p.processed.has(`${calendar.PayrollCalendarID}:${start}`)) return refused('The pay period has already been processed', t);
  if (p.timesheets.some((x) => x.EmployeeID === employee.EmployeeID && x.StartDate === msDate(start)))
    return refused('A timesheet already exists for this employee for this pay period', t);
  const lines = (Array.isArray(t.TimesheetLines) ? t.TimesheetLines : []) as { EarningsRateID?: string; NumberOfUnits?: unknown }[];
  for (const line of lines) {
    if (!p.earningsRates.some((r) => r.EarningsRateID === line.EarningsRateID)) return refused('The earnings rate could not be found', t);
    const units = line.NumberOfUnits;
    if (!Array.isArray(units) || units.length !== length || units.some((u) => typeof u !== 'number' || u < 0))
      return refused(`Each timesheet line needs ${length} units, one a day`, t);
  }
  const saved: XTimesheet = {
    TimesheetID: randomUUID(),
    EmployeeID: employee.EmployeeID,
    StartDate: msDate(start),
    EndDate: msDate(end),
    Status: 'DRAFT',
    Hours: Math.round(lines.flatMap((l) => l.NumberOfUnits as number[]).reduce((a, b) => a + b, 0) * 100) / 100,
    TimesheetLines: lines.map((l) => ({ EarningsRateID: String(l.EarningsRateID), NumberOfUnits: l.NumberOfUnits as number[] })),
  };
  p.timesheets.push(saved);
  return { status: 200, body: { Id: randomUUID(), Status: 'OK', Timesheets: [{ ...saved }] } };
}
