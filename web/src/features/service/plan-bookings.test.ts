import { describe, expect, it } from 'vitest';
import { busyTimesOf, planBookings, settingsErrors } from './plan-bookings';

const settings = { firstDay: '2026-11-27', startTime: '08:00', perDay: 2, visitMinutes: 60, weekends: false };
const zone = 'Australia/Melbourne';

describe('planBookings', () => {
  it("spreads each technician's units over working days, one after another from the start time", () => {
    const plan = planBookings(
      [
        { equipmentId: 'a', technicianId: 't1' },
        { equipmentId: 'b', technicianId: 't1' },
        { equipmentId: 'c', technicianId: 't1' },
        { equipmentId: 'd', technicianId: 't2' },
        { equipmentId: 'e', technicianId: null },
      ],
      settings,
      zone,
    );
    // 27 November 2026 is a Friday: the third visit goes on Monday, the weekend skipped.
    expect(plan.map((v) => [v.equipmentId, v.technicianId, v.day, v.time])).toEqual([
      ['a', 't1', '2026-11-27', '08:00'],
      ['b', 't1', '2026-11-27', '09:00'],
      ['c', 't1', '2026-11-30', '08:00'],
      ['d', 't2', '2026-11-27', '08:00'],
    ]);
    // Melbourne is on daylight time (UTC+11) in November.
    expect(plan[0].scheduledAt).toBe('2026-11-26T21:00:00.000Z');
  });

  it("goes around the jobs already on a technician's schedule, moving on to the next working day when the day is full", () => {
    // t1 has a 90-minute job at 08:30 on Friday (it takes the 08:00 and 09:00 slots) and is free on Monday;
    // t2's job that day is someone else's time, not t1's.
    const busy = busyTimesOf(
      [
        { scheduledAt: '2026-11-26T21:30:00.000Z', durationMinutes: 90, technicianIds: ['t1'] },
        { scheduledAt: '2026-11-26T22:00:00.000Z', durationMinutes: null, technicianIds: ['t2'] },
      ],
      zone,
    );
    expect(busy).toEqual([
      { technicianId: 't1', day: '2026-11-27', start: 8 * 60 + 30, end: 10 * 60 },
      { technicianId: 't2', day: '2026-11-27', start: 9 * 60, end: 10 * 60 },
    ]);
    const plan = planBookings(
      [
        { equipmentId: 'a', technicianId: 't1' },
        { equipmentId: 'b', technicianId: 't1' },
        { equipmentId: 'c', technicianId: 't2' },
        { equipmentId: 'd', technicianId: 't2' },
      ],
      { ...settings, perDay: 3 },
      zone,
      busy,
    );
    expect(plan.map((v) => [v.equipmentId, v.day, v.time])).toEqual([
      ['a', '2026-11-27', '10:00'],
      ['b', '2026-11-30', '08:00'],
      ['c', '2026-11-27', '08:00'],
      ['d', '2026-11-27', '10:00'],
    ]);
  });

  it("gives a technician's units of one customer one visit", () => {
    const plan = planBookings(
      [
        { equipmentId: 'a', customerId: 'cafe', technicianId: 't1' },
        { equipmentId: 'b', customerId: 'gym', technicianId: 't1' },
        { equipmentId: 'c', customerId: 'cafe', technicianId: 't1' },
        { equipmentId: 'd', customerId: 'cafe', technicianId: 't2' },
      ],
      settings,
      zone,
    );
    expect(plan.map((v) => [v.equipmentId, v.technicianId, v.day, v.time])).toEqual([
      ['a', 't1', '2026-11-27', '08:00'],
      ['b', 't1', '2026-11-27', '09:00'],
      ['c', 't1', '2026-11-27', '08:00'],
      ['d', 't2', '2026-11-27', '08:00'],
    ]);
  });

  it('starts on the Monday when the first day is a weekend', () => {
    const [visit] = planBookings([{ equipmentId: 'a', technicianId: 't1' }], { ...settings, firstDay: '2026-11-28' }, zone);
    expect(visit.day).toBe('2026-11-30');
  });
});

describe('settingsErrors', () => {
  it('names each setting that is missing or out of range', () => {
    expect(settingsErrors(settings)).toEqual({});
    expect(settingsErrors({ ...settings, firstDay: '', startTime: '', perDay: 13 })).toEqual({
      firstDay: 'Choose the first day for the visits',
      startTime: 'Choose the time the first visit starts',
      perDay: 'Visits per day must be a whole number from 1 to 12',
    });
    expect(settingsErrors({ ...settings, startTime: '20:00', perDay: 6 }).perDay).toBe(
      'The last visit of a day would start after 11 pm: start earlier or book fewer a day',
    );
  });
});
