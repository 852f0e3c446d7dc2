import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DayTotals, LEAVE_KINDS, type LeaveMinutes } from './timesheet.ts';
import { payPeriodProblem, xeroEmployeeOf, xeroRateIds, xeroTimesheetLines } from './xero-payroll.ts';
import { addDays } from './zoned-time.ts';

// The Xero Payroll AU rules: who the member is in Xero, which earnings rate each kind goes to, whether the week is a
// pay period, and the timesheet's lines (every minute of the week's paid kinds on exactly one line, by day).

const employee = (id: string, email: string | null, active = true) => ({ id, name: id, email, active, calendarId: 'c1' });
const noLeave: LeaveMinutes = { annual: 0, personal: 0, public_holiday: 0, unpaid: 0 };

describe('the member in Xero', () => {
  const employees = [
    employee('e1', 'jake@bayside.test'),
    employee('e2', 'sam@bayside.test', false),
    employee('e3', 'pat@x.test'),
    employee('e4', 'PAT@x.test'),
  ];
  it('by the payroll employee id set for them, else the one active employee with their email (any case)', () => {
    expect(xeroEmployeeOf({ payrollEmployeeId: 'e3', email: 'nobody@x.test' }, employees)?.id).toBe('e3');
    expect(xeroEmployeeOf({ payrollEmployeeId: null, email: 'JAKE@bayside.test' }, employees)?.id).toBe('e1');
  });
  it('never a terminated employee, a wrong id, or an email two employees share', () => {
    expect(xeroEmployeeOf({ payrollEmployeeId: null, email: 'sam@bayside.test' }, employees)).toBeNull();
    expect(xeroEmployeeOf({ payrollEmployeeId: 'E-17', email: 'jake@bayside.test' }, employees)).toBeNull();
    expect(xeroEmployeeOf({ payrollEmployeeId: null, email: 'pat@x.test' }, employees)).toBeNull();
  });
});

describe('the pay period', () => {
  const weekly = { id: 'c1', name: 'Weekly', type: 'WEEKLY', startDay: '2026-01-05' };
  it('a weekly calendar whose periods start on the week’s Monday takes it', () => {
    expect(payPeriodProblem('Jake', weekly, '2026-11-16')).toBeNull();
  });
  it('names a calendar not weekly from Monday, a week before the calendar, and no calendar', () => {
    expect(payPeriodProblem('Jake', { ...weekly, startDay: '2026-01-07' }, '2026-11-16')).toMatch(
      /^Jake is paid on Xero's Weekly calendar/,
    );
    expect(payPeriodProblem('Jake', { ...weekly, type: 'FORTNIGHTLY', name: 'Fortnightly' }, '2026-11-16')).toMatch(/Fortnightly calendar/);
    expect(payPeriodProblem('Jake', { ...weekly, startDay: '2026-12-07' }, '2026-11-16')).toBe(
      "Xero Payroll's Weekly calendar starts on 7 December 2026: this week is before its first pay period",
    );
    expect(payPeriodProblem('Jake', null, '2026-11-16')).toBe(
      'Jake has no pay calendar in Xero Payroll: choose one on their employment in Xero',
    );
  });
});

describe('earnings rates by name', () => {
  const xero = [
    { id: 'r1', name: 'Ordinary Hours' },
    { id: 'r2', name: 'Overtime Hours (exempt from super)' },
  ];
  const rates = {
    ordinary: ' ordinary hours',
    overtime: 'Overtime 1.5x',
    travel: 'Travel',
    leave: { annual: null, personal: null, public_holiday: null, unpaid: null },
  };
  it('finds each rate the week needs, any case, and names those Xero lacks by their field', () => {
    const { ids, problems } = xeroRateIds(rates, xero, { overtime: 60, travel: 0, leave: noLeave });
    expect(ids).toEqual({ ordinary: 'r1', overtime: undefined, leave: {} });
    expect(Object.keys(problems)).toEqual(['payrollOvertimeRate']);
  });
});

describe('the timesheet lines', () => {
  const WEEK = '2026-11-16';
  const minutes = fc.integer({ min: 0, max: 12 * 60 });
  const day = (i: number) =>
    fc.record({ ordinary: minutes, overtime: minutes, travel: minutes, annual: minutes }).map(
      (m): DayTotals =>
        ({
          day: addDays(WEEK, i),
          ordinary: m.ordinary,
          overtime: m.overtime,
          travel: m.travel,
          leave: { ...noLeave, annual: m.annual },
        }) as DayTotals,
    );
  const week = fc.tuple(...[0, 1, 2, 3, 4, 5, 6].map(day));
  const ids = { ordinary: 'ord', overtime: 'ot', travel: 'ord', leave: { annual: 'al' } };

  it('every paid minute of every day on one line, kinds sent to one rate added, in the kinds’ order', () => {
    fc.assert(
      fc.property(week, (days) => {
        const lines = xeroTimesheetLines(WEEK, days, ids);
        expect(lines.map((l) => l.earningsRateId)).toEqual(
          ['ord', 'ot', 'al'].filter((id) =>
            days.some((d) => (id === 'ord' ? d.ordinary + d.travel : id === 'ot' ? d.overtime : d.leave.annual) > 0),
          ),
        );
        for (const line of lines) expect(line.hours).toHaveLength(7);
        days.forEach((d, i) => {
          const sent = lines.reduce((sum, l) => sum + l.hours[i], 0);
          const paid = (d.ordinary + d.travel) / 60 + d.overtime / 60 + d.leave.annual / 60;
          // Each line's day is rounded to 2 decimals: at most half a hundredth off per line.
          expect(Math.abs(sent - paid)).toBeLessThanOrEqual(0.005 * lines.length + 1e-9);
        });
      }),
    );
  });

  it('a day outside the week and a kind with no rate send nothing', () => {
    const outside = { day: '2026-11-23', ordinary: 60, overtime: 0, travel: 0, leave: noLeave } as DayTotals;
    expect(xeroTimesheetLines(WEEK, [outside], ids)).toEqual([]);
    const unpaid = { day: WEEK, ordinary: 0, overtime: 0, travel: 0, leave: { ...noLeave, unpaid: 120 } } as DayTotals;
    expect(xeroTimesheetLines(WEEK, [unpaid], ids)).toEqual([]);
    expect(LEAVE_KINDS).toContain('unpaid');
  });
});
