import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationsOf,
  checkShift,
  dayInWeek,
  leaveMinutesFromHours,
  NO_LEAVE,
  type SegmentSpan,
  type ShiftSpan,
  shiftMinutes,
  sumMinutes,
  timesheetMessages,
  weekTotals,
} from './timesheet.ts';
import { payrollCsv, payrollProblems } from './timesheet-payroll.ts';

const H = 60;
const DAY = 24 * H;
const shift = (start: number, end: number, segments: SegmentSpan[] = []): ShiftSpan => ({ start, end, segments });

/** A valid shift: a start, a length up to 24 h and non-overlapping segments cut from it. */
const validShift = (dayIndex: number) =>
  fc
    .record({
      startOffset: fc.integer({ min: 0, max: 12 * H }),
      length: fc.integer({ min: 1, max: DAY }),
      cuts: fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 12 }),
      kinds: fc.array(fc.constantFrom('work', 'travel', 'break', 'gap'), { minLength: 12, maxLength: 12 }),
      jobs: fc.array(fc.constantFrom('job-a', 'job-b', 'job-c'), { minLength: 12, maxLength: 12 }),
    })
    .map(({ startOffset, length, cuts, kinds, jobs }): ShiftSpan => {
      const start = dayIndex * DAY + startOffset;
      const points = [...new Set([0, length, ...cuts.map((c) => c % (length + 1))])].sort((a, b) => a - b);
      const segments: SegmentSpan[] = [];
      for (let i = 0; i + 1 < points.length; i++) {
        const kind = kinds[i % kinds.length];
        if (kind === 'gap') continue;
        const s = kind as SegmentSpan['kind'];
        segments.push({
          kind: s,
          start: start + (points[i] ?? 0),
          end: start + (points[i + 1] ?? 0),
          jobId: s === 'work' ? jobs[i] : null,
        });
      }
      return { start, end: start + length, segments };
    });

const week = fc.tuple(...[0, 1, 2, 3, 4, 5, 6].map((d) => fc.array(validShift(d * 2), { maxLength: 1 })));
const rules = fc.record({
  dailyMinutes: fc.option(fc.integer({ min: 0, max: 12 * H }), { nil: null }),
  weeklyMinutes: fc.option(fc.integer({ min: 0, max: 60 * H }), { nil: null }),
});

describe('shift checks', () => {
  it('names the field of each problem', () => {
    expect(checkShift(shift(100, 100))).toEqual({ end: timesheetMessages.endBeforeStart });
    expect(checkShift(shift(0, DAY + 1))).toEqual({ end: timesheetMessages.tooLong });
    expect(checkShift(shift(0, DAY))).toEqual({});
    expect(checkShift(shift(0, 8 * H, [{ kind: 'work', start: 7 * H, end: 9 * H, jobId: 'j' }]))).toEqual({
      'segments.0': timesheetMessages.segmentOutside,
    });
    expect(
      checkShift(
        shift(0, 8 * H, [
          { kind: 'travel', start: 0, end: 2 * H },
          { kind: 'work', start: H, end: 3 * H, jobId: 'j' },
        ]),
      ),
    ).toEqual({ 'segments.1': timesheetMessages.segmentsOverlap });
    expect(checkShift(shift(0, 8 * H, [{ kind: 'work', start: 0, end: H }]))).toEqual({
      'segments.0.jobId': timesheetMessages.jobRequired,
    });
    expect(checkShift(shift(0, 8 * H), [{ start: 7 * H, end: 10 * H }])).toEqual({ start: timesheetMessages.overlapsShift });
    expect(checkShift(shift(0, 8 * H), [{ start: 8 * H, end: 10 * H }])).toEqual({});
    expect(checkShift(shift(0, 8 * H), [{ start: -H, end: null }])).toEqual({ start: timesheetMessages.overlapsShift });
  });

  it('a valid random shift passes, and its allocations never exceed its paid time', () => {
    fc.assert(
      fc.property(validShift(0), (s) => {
        expect(checkShift(s)).toEqual({});
        const m = shiftMinutes(s);
        const allocated = [...allocationsOf(s).values()].reduce((a, b) => a + b, 0);
        expect(allocated).toBe(m.onJobs);
        expect(allocated).toBeLessThanOrEqual(m.paid);
        expect(m.paid).toBeLessThanOrEqual(DAY);
        expect(m.onJobs + m.unallocated + m.travel + m.breaks).toBe(m.total);
      }),
    );
  });

  it('a segment moved past its shift is refused', () => {
    fc.assert(
      fc.property(validShift(0), fc.integer({ min: 1, max: 600 }), (s, past) => {
        fc.pre(s.segments.length > 0);
        const last = s.segments.reduce((a, b) => (a.end >= b.end ? a : b));
        const moved = { ...s, segments: s.segments.map((g) => (g === last ? { ...g, end: s.end + past } : g)) };
        expect(Object.values(checkShift(moved))).toContain(timesheetMessages.segmentOutside);
      }),
    );
  });
});

describe('week totals', () => {
  it("equal the sum of the week's days, and ordinary + overtime + travel is the paid time", () => {
    fc.assert(
      fc.property(week, rules, (days, r) => {
        const input = days.map((shifts, i) => ({ day: `2026-11-${String(23 + i).padStart(2, '0')}`, shifts }));
        const w = weekTotals(input, r);
        const sum = sumMinutes(w.days);
        for (const k of ['total', 'breaks', 'travel', 'onJobs', 'unallocated', 'paid', 'working'] as const) expect(w[k]).toBe(sum[k]);
        expect(w.overtime).toBe(w.days.reduce((a, d) => a + d.overtime, 0));
        expect(w.ordinary).toBe(w.days.reduce((a, d) => a + d.ordinary, 0));
        expect(w.ordinary + w.overtime + w.travel).toBe(w.paid);
        for (const d of w.days) expect(d.ordinary).toBeGreaterThanOrEqual(0);
        // whichever rule gives more
        const daily = r.dailyMinutes === null ? 0 : w.days.reduce((a, d) => a + Math.max(0, d.working - (r.dailyMinutes ?? 0)), 0);
        const weekly = r.weeklyMinutes === null ? 0 : Math.max(0, w.working - r.weeklyMinutes);
        expect(w.overtime).toBe(Math.max(daily, weekly));
      }),
    );
  });

  it('counts overtime over 8 h a day or 38 h a week, whichever gives more; travel and breaks never', () => {
    const day = (d: number, hours: number, travel = 0, brk = 0): { day: string; shifts: ShiftSpan[] } => ({
      day: `2026-11-${23 + d}`,
      shifts: [
        shift(d * DAY, d * DAY + (hours + travel + brk) * H, [
          ...(travel ? [{ kind: 'travel' as const, start: d * DAY, end: d * DAY + travel * H }] : []),
          ...(brk ? [{ kind: 'break' as const, start: d * DAY + travel * H, end: d * DAY + (travel + brk) * H }] : []),
        ]),
      ],
    });
    const r = { dailyMinutes: 8 * H, weeklyMinutes: 38 * H };
    // 10 h one day: 2 h by the day rule; 10 h of 10 worked is under 38 h
    const one = weekTotals([day(0, 10, 1, 0.5)], r);
    expect([one.overtime, one.ordinary, one.travel, one.breaks, one.overtimeBy]).toEqual([2 * H, 8 * H, H, 30, 'day']);
    // five days of 8 h: nothing by the day, 2 h by the week (on Friday)
    const five = weekTotals(
      [0, 1, 2, 3, 4].map((d) => day(d, 8, 1)),
      r,
    );
    expect([five.overtime, five.overtimeBy, five.days[4]?.overtime, five.travel]).toEqual([2 * H, 'week', 2 * H, 5 * H]);
    // no rules, no overtime
    expect(weekTotals([day(0, 14)], { dailyMinutes: null, weeklyMinutes: null }).overtime).toBe(0);
  });
});

describe('leave', () => {
  it('takes hours more than 0, at most 24, at most 2 decimals, as whole minutes', () => {
    expect(leaveMinutesFromHours(7.6)).toEqual({ minutes: 456 });
    expect(leaveMinutesFromHours(0.01)).toEqual({ minutes: 1 });
    expect(leaveMinutesFromHours(24)).toEqual({ minutes: 1440 });
    expect(leaveMinutesFromHours(0)).toEqual({ error: 'Hours must be more than 0 and at most 24' });
    expect(leaveMinutesFromHours(24.01)).toEqual({ error: 'Hours must be more than 0 and at most 24' });
    expect(leaveMinutesFromHours(Number.NaN)).toEqual({ error: 'Hours must be more than 0 and at most 24' });
    expect(leaveMinutesFromHours(7.333)).toEqual({ error: 'Hours can have at most 2 decimals' });
    expect(dayInWeek('2026-11-22', '2026-11-16')).toBe(true);
    expect(dayInWeek('2026-11-23', '2026-11-16')).toBe(false);
  });

  it('is its own figure per kind: never ordinary, paid or overtime minutes', () => {
    const rules = { dailyMinutes: 8 * H, weeklyMinutes: 38 * H };
    const work = (day: number) => shift(day * DAY + 7 * H, day * DAY + 15 * H);
    const plain = weekTotals(
      [0, 1, 2, 3, 4].map((i) => ({ day: `2026-11-${16 + i}`, shifts: [work(i)] })),
      rules,
    );
    const withLeave = weekTotals(
      [0, 1, 2, 3, 4].map((i) => ({
        day: `2026-11-${16 + i}`,
        shifts: [work(i)],
        leave: [{ kind: i === 0 ? ('personal' as const) : ('annual' as const), minutes: 4 * H }],
      })),
      rules,
    );
    const { leave: _a, days: _b, ...plainFigures } = plain;
    const { leave, days, ...leaveFigures } = withLeave;
    expect(leaveFigures).toEqual(plainFigures);
    expect(leave).toEqual({ ...NO_LEAVE, annual: 16 * H, personal: 4 * H });
    expect(days[0]?.leave).toEqual({ ...NO_LEAVE, personal: 4 * H });
    expect(withLeave.overtime).toBe(2 * H);
    // …and it goes to payroll under its own rate, once mapped.
    const rates = {
      ordinary: 'Ord',
      overtime: 'OT',
      travel: null,
      leave: { annual: 'AL', personal: null, public_holiday: null, unpaid: null },
    };
    expect(payrollProblems({ memberName: 'Tina', payrollEmployeeId: 'E1', overtime: withLeave.overtime, travel: 0, leave }, rates)).toEqual(
      {
        payrollPersonalLeaveRate:
          "This week has personal/carer's leave but no personal/carer's leave earnings rate: set it in the timesheet settings",
      },
    );
    const csv = payrollCsv('E1', 'Tina', days.slice(0, 2), { ...rates, leave: { ...rates.leave, personal: 'PL' } }).split('\r\n');
    expect(csv).toEqual([
      'Employee External Id,Date,Work Type,Units,Comments',
      'E1,16/11/2026,Ord,8,Tina',
      'E1,16/11/2026,PL,4,Tina',
      'E1,17/11/2026,Ord,8,Tina',
      'E1,17/11/2026,AL,4,Tina',
    ]);
  });
});
