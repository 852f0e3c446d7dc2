import type { PayrollAuApi } from 'xero-node';
import { type Answer, type CallsLeft, callingWith } from './xero-books.ts';

// Every call Spanner makes to Xero Payroll AU (payroll.xro/1.0), through the official SDK (xero-node's PayrollAuApi):
// the employees, earnings rates and pay calendars an export is checked against, and the timesheet it sends. What comes
// back is reduced to the fields the export reads; a refusal becomes a XeroCallError with Xero's own words.

export interface PayrollEmployee {
  id: string;
  name: string;
  email: string | null;
  active: boolean;
  calendarId: string | null;
}

export interface PayrollEarningsRate {
  id: string;
  name: string;
}

export interface PayrollCalendar {
  id: string;
  name: string;
  /** WEEKLY, FORTNIGHTLY, FOURWEEKLY, MONTHLY, TWICEMONTHLY, QUARTERLY */
  type: string;
  /** The first pay period's first day, YYYY-MM-DD */
  startDay: string;
}

/** One timesheet: a line per earnings rate with a number of hours for each day of the pay period. */
export interface PayrollTimesheet {
  employeeId: string;
  startDay: string;
  endDay: string;
  lines: { earningsRateId: string; hours: number[] }[];
}

/** Xero's JSON date, "/Date(1573171200000+0000)/", or an ISO day: the day (UTC, as Xero writes days). */
export function payrollDay(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value ?? '');
  const ms = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(text)?.[1];
  return ms ? new Date(Number(ms)).toISOString().slice(0, 10) : text.slice(0, 10);
}

/** A day as Xero Payroll reads it in JSON. */
const xeroDate = (day: string) => `/Date(${Date.parse(`${day}T00:00:00Z`)}+0000)/`;

export function xeroPayroll({ payrollApi: api, tenantId }: { payrollApi: PayrollAuApi; tenantId: string }) {
  const left: CallsLeft = { minute: null, day: null };
  const calling = <T>(call: () => Promise<Answer<T>>) => callingWith(call, left);
  return {
    async employees(): Promise<PayrollEmployee[]> {
      const body = await calling(() => api.getEmployees(tenantId));
      return (body.employees ?? []).map((e) => ({
        id: String(e.employeeID),
        name: [e.firstName, e.lastName].filter(Boolean).join(' '),
        email: e.email || null,
        active: String(e.status ?? 'ACTIVE') === 'ACTIVE',
        calendarId: e.payrollCalendarID || null,
      }));
    },
    async earningsRates(): Promise<PayrollEarningsRate[]> {
      const body = await calling(() => api.getPayItems(tenantId));
      return (body.payItems?.earningsRates ?? []).map((r) => ({ id: String(r.earningsRateID), name: String(r.name ?? '') }));
    },
    async calendars(): Promise<PayrollCalendar[]> {
      const body = await calling(() => api.getPayrollCalendars(tenantId));
      return (body.payrollCalendars ?? []).map((c) => ({
        id: String(c.payrollCalendarID),
        name: String(c.name ?? ''),
        type: String(c.calendarType ?? ''),
        startDay: payrollDay(c.startDate),
      }));
    },
    /** A draft timesheet; the key makes a retried call (same body) answer as the first did. Its id in Xero. */
    async createTimesheet(t: PayrollTimesheet, idempotencyKey: string): Promise<string> {
      const timesheet = {
        employeeID: t.employeeId,
        startDate: xeroDate(t.startDay),
        endDate: xeroDate(t.endDay),
        status: 'DRAFT',
        timesheetLines: t.lines.map((l) => ({ earningsRateID: l.earningsRateId, numberOfUnits: l.hours })),
      };
      const body = await calling(() => api.createTimesheet(tenantId, [timesheet] as never, idempotencyKey));
      return String(body.timesheets?.[0]?.timesheetID ?? '');
    },
  };
}

export type XeroPayroll = ReturnType<typeof xeroPayroll>;
