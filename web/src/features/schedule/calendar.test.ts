import { describe, expect, it } from 'vitest';
import {
  addMonths,
  capped,
  dayKeyOf,
  dayTimeText,
  groupByDay,
  MONTH_CAP,
  monthWeeks,
  moreText,
  moveToDay,
  rangeOf,
  shortTimeText,
  stepView,
  summaryDays,
  timeText,
  viewTitle,
  WEEK_CAP,
  weekDays,
} from './calendar';

const job = (id: string, scheduledAt: string | null, techs: string[] = []) => ({
  id,
  title: `Job ${id}`,
  scheduledAt,
  technicians: techs.map((t) => ({ id: t })),
});

describe('weeks and months, Monday first', () => {
  it('gives Monday to Sunday for any day of the week', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(weekDays('2026-11-23')).toEqual(week);
    expect(weekDays('2026-11-26')).toEqual(week);
    expect(weekDays('2026-11-29')).toEqual(week); // a Sunday ends its week
  });

  it('covers a month with whole Monday-first weeks', () => {
    // 1 November 2026 is a Sunday, 30 November a Monday: six rows, 26 October to 6 December.
    const nov = monthWeeks('2026-11-17');
    expect(nov).toHaveLength(6);
    expect(nov[0][0]).toBe('2026-10-26');
    expect(nov[0][6]).toBe('2026-11-01');
    expect(nov[5][0]).toBe('2026-11-30');
    expect(nov[5][6]).toBe('2026-12-06');
    // February 2027 starts on a Monday and has 28 days: exactly four rows.
    const feb = monthWeeks('2027-02-14');
    expect(feb).toHaveLength(4);
    expect([feb[0][0], feb[3][6]]).toEqual(['2027-02-01', '2027-02-28']);
  });

  it('steps by a week or a month, clamping to short months', () => {
    expect(stepView('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(stepView('month', '2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-11-15', -11)).toBe('2025-12-15');
  });

  it('titles the view', () => {
    expect(viewTitle('month', '2026-11-24')).toBe('November 2026');
    expect(viewTitle('week', '2026-11-24')).toBe('23 – 29 Nov 2026');
    expect(viewTitle('week', '2026-12-01')).toBe('30 Nov – 6 Dec 2026');
    expect(viewTitle('week', '2026-12-31')).toBe('28 Dec 2026 – 3 Jan 2027');
  });
});

describe('Melbourne days and daylight saving', () => {
  it('puts an instant on its Melbourne day, not its UTC day', () => {
    expect(dayKeyOf('2026-11-23T13:30:00.000Z')).toBe('2026-11-24'); // 12:30 am Tuesday AEDT
    expect(dayKeyOf('2026-11-23T12:30:00.000Z')).toBe('2026-11-23'); // 11:30 pm Monday
    expect(timeText('2026-11-23T22:30:00.000Z')).toBe('9:30 am');
    expect(timeText('2026-11-24T01:05:00.000Z')).toBe('12:05 pm');
    expect([shortTimeText('2026-11-23T22:00:00.000Z'), shortTimeText('2026-11-24T01:05:00.000Z')]).toEqual(['9am', '12:05pm']);
    expect(dayTimeText('2026-11-23T13:30:00.000Z')).toMatch(/^Tue,? 24 Nov, 12:30 am$/);
  });

  it('asks for whole Melbourne days, with the right offset on each side of a change', () => {
    // Daylight saving starts on Sunday 4 October 2026 at 2 am: Monday 28 September starts at UTC+10, Monday
    // 5 October at UTC+11.
    expect(rangeOf(weekDays('2026-10-01'))).toEqual({ start: '2026-09-27T14:00:00.000Z', end: '2026-10-04T13:00:00.000Z' });
  });

  it('keeps the local time of day when a job moves across a daylight-saving change', () => {
    // 9:30 am Friday 2 October 2026 (AEST, UTC+10) to Monday 5 October (AEDT, UTC+11): still 9:30 am.
    const before = '2026-10-01T23:30:00.000Z';
    const after = moveToDay(before, '2026-10-05');
    expect(after).toBe('2026-10-04T22:30:00.000Z');
    expect(timeText(after)).toBe('9:30 am');
    // And back again when it ends (Sunday 4 April 2027, 3 am → 2 am).
    const april = moveToDay('2027-04-01T22:15:00.000Z', '2027-04-06'); // 9:15 am Friday AEDT → Tuesday AEST
    expect(april).toBe('2027-04-05T23:15:00.000Z');
    expect(timeText(april)).toBe('9:15 am');
  });
});

describe('cells', () => {
  it('shows at most 3 pills in month view and 8 in week view, then +N more…', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(capped(ten, MONTH_CAP)).toEqual({ shown: [0, 1, 2], more: 7 });
    expect(capped(ten, WEEK_CAP)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7], more: 2 });
    expect(capped(ten.slice(0, 3), MONTH_CAP).more).toBe(0);
    expect(moreText(7)).toBe('+7 more…');
  });

  it('groups the jobs of the shown days, soonest first, by technician when filtered', () => {
    const days = weekDays('2026-11-24');
    const jobs = [
      job('late', '2026-11-24T05:00:00.000Z', ['jake']), // 4 pm Tue
      job('early', '2026-11-23T21:00:00.000Z', ['priya']), // 8 am Tue
      job('outside', '2026-12-01T00:00:00.000Z'),
      job('unscheduled', null),
    ];
    const groups = groupByDay(jobs, days);
    expect(groups.get('2026-11-24')?.map((j) => j.id)).toEqual(['early', 'late']);
    expect([...groups.values()].flat()).toHaveLength(2);
    expect(
      groupByDay(jobs, days, 'jake')
        .get('2026-11-24')
        ?.map((j) => j.id),
    ).toEqual(['late']);
  });

  it('keeps a day’s list identity while its jobs are unchanged, so only touched cells re-render', () => {
    const days = weekDays('2026-11-24');
    const a = job('a', '2026-11-23T21:00:00.000Z');
    const b = job('b', '2026-11-24T21:00:00.000Z');
    const first = groupByDay([a, b], days);
    const moved = { ...b, scheduledAt: '2026-11-25T21:00:00.000Z' }; // Wednesday → Thursday
    const second = groupByDay([a, moved], days, null, first);
    expect(second.get('2026-11-24')).toBe(first.get('2026-11-24'));
    expect(second.get('2026-11-27')).toBe(first.get('2026-11-27'));
    expect(second.get('2026-11-25')).not.toBe(first.get('2026-11-25'));
    expect(second.get('2026-11-26')?.map((j) => j.id)).toEqual(['b']);
  });
});

describe('the month from per-day summaries', () => {
  const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
  // Tuesday holds 5 jobs (3 listed), Wednesday 1; 9 am Melbourne is 22:00 UTC the day before.
  const a = job('a', '2026-11-23T22:00:00.000Z', ['u1']);
  const b = job('b', '2026-11-23T23:00:00.000Z');
  const c = job('c', '2026-11-24T00:00:00.000Z');
  const d = job('d', '2026-11-24T22:00:00.000Z');
  const sums = (jobs: ReturnType<typeof job>[][]) => [
    { day: '2026-11-24', count: 5, jobs: jobs[0] },
    { day: '2026-11-25', count: 1, jobs: jobs[1] },
    { day: '2026-11-26', count: 0, jobs: [] },
  ];

  it('counts each day as the API does, and shows its listed jobs', () => {
    const { byDay, counts } = summaryDays(sums([[a, b, c], [d]]), days);
    expect(byDay.get('2026-11-24')?.map((j) => j.id)).toEqual(['a', 'b', 'c']);
    expect([...counts]).toEqual([
      ['2026-11-24', 5],
      ['2026-11-25', 1],
      ['2026-11-26', 0],
    ]);
  });

  it('moves a listed job to the day it is on now, and both counts follow', () => {
    const movedA = { ...a, scheduledAt: '2026-11-25T22:00:00.000Z' }; // Thursday 9 am
    const { byDay, counts } = summaryDays(sums([[movedA, b, c], [d]]), days);
    expect(byDay.get('2026-11-24')?.map((j) => j.id)).toEqual(['b', 'c']);
    expect(byDay.get('2026-11-26')?.map((j) => j.id)).toEqual(['a']);
    expect([...counts.values()]).toEqual([4, 1, 1]);
  });

  it('drops a listed job that leaves the view or the technician filter from the counts', () => {
    const { counts } = summaryDays(sums([[a, b, { ...c, scheduledAt: null }], [d]]), days, 'u1');
    // Only a is u1's among the listed jobs; the 2 unlisted Tuesday jobs stay counted (the API filtered them).
    expect([...counts.values()]).toEqual([3, 0, 0]);
  });
});
