import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { myobCategoryIds, myobEmployeeOf, myobTimesheetLines } from './myob-payroll.ts';
import type { DayTotals, LeaveMinutes } from './timesheet.ts';
import { addDays } from './zoned-time.ts';

// The MYOB payroll rules: who the member is in MYOB (card ID, else name), which wage category each kind goes to, and
// the timesheet's lines (every paid minute of the week on exactly one line, an entry only for a day with hours).

const noLeave: LeaveMinutes = { annual: 0, personal: 0, public_holiday: 0, unpaid: 0 };
const employee = (uid: string, displayId: string | null, name: string, active = true) => ({ uid, displayId, name, active });

describe('the member in MYOB', () => {
  const employees = [
    employee('u1', 'EMP00001', 'Jake Tech'),
    employee('u2', 'EMP00002', 'Sam Old', false),
    employee('u3', '*None', 'Pat Twin'),
    employee('u4', null, 'pat twin'),
  ];
  it('by the card ID set as their payroll employee id (any case), else the one active employee with their name', () => {
    expect(myobEmployeeOf({ name: 'Someone Else', payrollEmployeeId: 'emp00001' }, employees).employee?.uid).toBe('u1');
    expect(myobEmployeeOf({ name: ' JAKE tech', payrollEmployeeId: null }, employees).employee?.uid).toBe('u1');
  });
  it('never an inactive card, a card ID MYOB lacks, or a name two employees share — each said so', () => {
    expect(myobEmployeeOf({ name: 'Sam Old', payrollEmployeeId: null }, employees).problem).toBe(
      'Sam Old is not an active employee in MYOB: add them there under the same name, or set their payroll employee id to their MYOB card ID',
    );
    expect(myobEmployeeOf({ name: 'Jake Tech', payrollEmployeeId: 'E-17' }, employees).problem).toBe(
      "Jake Tech's payroll employee id E-17 is not the card ID of an active employee in MYOB: set it to their card ID in MYOB",
    );
    expect(myobEmployeeOf({ name: 'Pat Twin', payrollEmployeeId: null }, employees).problem).toBe(
      'Several active employees in MYOB are named Pat Twin: set their payroll employee id to their MYOB card ID',
    );
  });
});

describe('wage categories by name', () => {
  const myob = [
    { uid: 'w1', name: 'Base Hourly' },
    { uid: 'w2', name: 'Overtime (1.5x)' },
  ];
  const rates = {
    ordinary: ' base hourly',
    overtime: 'Overtime 2x',
    travel: 'Travel',
    leave: { annual: null, personal: null, public_holiday: null, unpaid: null },
  };
  it('finds each category the week needs, any case, and names those MYOB lacks by their field', () => {
    const { ids, problems } = myobCategoryIds(rates, myob, { overtime: 60, travel: 0, leave: noLeave });
    expect(ids).toEqual({ ordinary: 'w1', overtime: undefined, leave: {} });
    expect(problems).toEqual({
      payrollOvertimeRate:
        'MYOB has no wage payroll category named "Overtime 2x" (the overtime rate): set it to one of MYOB\'s wage categories in the timesheet settings',
    });
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

  it('every paid minute on one line, kinds on one category added, an entry only for a day of the week with hours', () => {
    fc.assert(
      fc.property(week, (days) => {
        const lines = myobTimesheetLines(WEEK, days, ids);
        days.forEach((d, i) => {
          const entries = lines.flatMap((l) => l.entries.filter((e) => e.day === addDays(WEEK, i)));
          const paid = (d.ordinary + d.travel + d.overtime + d.leave.annual) / 60;
          expect(Math.abs(entries.reduce((s, e) => s + e.hours, 0) - paid)).toBeLessThanOrEqual(0.005 * lines.length + 1e-9);
        });
        for (const l of lines) for (const e of l.entries) expect(e.hours).toBeGreaterThan(0);
        expect(new Set(lines.map((l) => l.categoryUid)).size).toBe(lines.length);
      }),
    );
  });

  it('Monday 6 h ordinary and 1 h travel on one category, Tuesday 2 h overtime', () => {
    const days = [
      { day: WEEK, ordinary: 360, overtime: 0, travel: 60, leave: noLeave },
      { day: addDays(WEEK, 1), ordinary: 480, overtime: 120, travel: 0, leave: noLeave },
    ] as DayTotals[];
    expect(myobTimesheetLines(WEEK, days, ids)).toEqual([
      {
        categoryUid: 'ord',
        entries: [
          { day: '2026-11-16', hours: 7 },
          { day: '2026-11-17', hours: 8 },
        ],
      },
      { categoryUid: 'ot', entries: [{ day: '2026-11-17', hours: 2 }] },
    ]);
  });
});
