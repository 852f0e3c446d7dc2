import { describe, expect, it } from 'vitest';
import { axisTop, hourLabel, hoursShown, minuteAt, placeDay, WORKING_HOURS } from './time-axis';

/** A job at a Melbourne wall-clock time on Tuesday 24 November 2026 (daylight saving: UTC+11). */
const at = (id: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { id, scheduledAt: new Date(Date.UTC(2026, 10, 24, h - 11, m)).toISOString() };
};
const layout = (jobs: ReturnType<typeof at>[]) => placeDay(jobs).map((p) => [p.job.id, p.start, p.column, p.columns]);

describe('the week view time axis', () => {
  it('places a job at its local start time for an hour', () => {
    const [p] = placeDay([at('a', '09:30')]);
    expect([p.start, p.end]).toEqual([570, 630]);
    expect(axisTop(p.start, 6)).toBe(168); // 3.5 hours below 6 am at 48 px an hour
  });

  it('a job is as tall as its booked duration, never past midnight', () => {
    const [p] = placeDay([{ ...at('a', '09:30'), durationMinutes: 150 }]);
    expect([p.start, p.end]).toEqual([570, 720]);
    expect(placeDay([{ ...at('b', '23:00'), durationMinutes: 240 }])[0].end).toBe(1440);
    // A long job overlaps the ones that start while it runs.
    const [long, during] = placeDay([{ ...at('c', '08:00'), durationMinutes: 240 }, at('d', '11:00')]);
    expect([long.columns, during.column]).toEqual([2, 1]);
  });

  it('puts overlapping jobs side by side and gives a free column back once a job ends', () => {
    expect(layout([at('c', '10:00'), at('a', '09:00'), at('b', '09:30'), at('d', '13:00')])).toEqual([
      ['a', 540, 0, 2],
      ['b', 570, 1, 2],
      ['c', 600, 0, 2], // a has ended: c takes its column, still beside b
      ['d', 780, 0, 1], // no overlap: the whole width
    ]);
  });

  it('three at once make three columns', () => {
    expect(layout([at('a', '08:00'), at('b', '08:00'), at('c', '08:15')]).map((p) => p[3])).toEqual([3, 3, 3]);
  });

  it('shows the working day, stretched by earlier and later jobs', () => {
    expect(hoursShown([placeDay([at('a', '09:00')])])).toEqual(WORKING_HOURS);
    expect(hoursShown([placeDay([at('a', '05:15')]), placeDay([at('b', '20:30')])])).toEqual({ first: 5, last: 22 });
  });

  it('labels hours the Australian way', () => {
    expect([0, 6, 12, 13, 23].map(hourLabel)).toEqual(['12 am', '6 am', '12 pm', '1 pm', '11 pm']);
  });

  it('reads a drop’s time from where it lands: the quarter hour under the pointer, within the day', () => {
    expect(minuteAt(axisTop(11 * 60, 6), 6)).toBe(660); // on the 11 am line
    expect(minuteAt(axisTop(11 * 60 + 10, 6), 6)).toBe(660); // 11:10 is in the 11:00 quarter
    expect(minuteAt(axisTop(11 * 60 + 20, 6), 6)).toBe(675);
    expect(minuteAt(-30, 6)).toBe(5 * 60 + 15); // above 6 am on an axis that starts there
    expect(minuteAt(5000, 0)).toBe(24 * 60 - 15);
  });
});
