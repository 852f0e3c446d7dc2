import { describe, expect, it } from 'vitest';
import { chargesFor, DEFAULT_LABOUR_RATE_CENTS, HOURS_CHOICES, isHoursChoice } from './job-charges.ts';
import { followUpDate } from './service-follow-up.ts';
import {
  addMonthsInZone,
  dayKeyOf,
  formatDateTime,
  fromLocalInput,
  localDayOf,
  moveToDay,
  startOfWeek,
  timeOfDayText,
  toLocalInput,
  zoneTimeLabel,
} from './zoned-time.ts';

describe('Melbourne wall-clock time', () => {
  it('keeps the local time across a daylight-saving change', () => {
    // 9:00 am AEST on 15 June 2026 (UTC+10) plus 6 months is 9:00 am AEDT on 15 December (UTC+11).
    const june = new Date('2026-06-14T23:00:00Z');
    expect(addMonthsInZone(june, 6).toISOString()).toBe('2026-12-14T22:00:00.000Z');
    expect(toLocalInput(addMonthsInZone(june, 6))).toEqual({ date: '2026-12-15', time: '09:00' });
  });

  it('clamps to the last day of a shorter month', () => {
    const aug31 = new Date(fromLocalInput('2027-08-31', '14:30')!);
    expect(toLocalInput(addMonthsInZone(aug31, 6))).toEqual({ date: '2028-02-29', time: '14:30' });
    expect(toLocalInput(followUpDate(aug31, 12))).toEqual({ date: '2028-08-31', time: '14:30' });
  });

  it('reads and writes form fields in Melbourne time and refuses impossible dates', () => {
    expect(fromLocalInput('2026-11-24', '09:30')).toBe('2026-11-23T22:30:00.000Z');
    expect(fromLocalInput('2026-02-30', '09:30')).toBeNull();
    expect(fromLocalInput('24/11/2026', '09:30')).toBeNull();
    expect(toLocalInput('2026-11-23T22:30:00.000Z')).toEqual({ date: '2026-11-24', time: '09:30' });
    expect(formatDateTime('2026-11-23T22:30:00.000Z')).toMatch(/Tue.*24 Nov 2026.*9:30/);
  });
});

describe("the organisation's own zone", () => {
  it('reads and shows times in the zone it is given, not Melbourne', () => {
    // Perth has no daylight saving: UTC+8 all year.
    expect(fromLocalInput('2026-11-24', '09:30', 'Australia/Perth')).toBe('2026-11-24T01:30:00.000Z');
    expect(toLocalInput('2026-11-24T01:30:00.000Z', 'Australia/Perth')).toEqual({ date: '2026-11-24', time: '09:30' });
    expect(formatDateTime('2026-11-24T01:30:00.000Z', 'Australia/Perth')).toMatch(/Tue.*24 Nov 2026.*9:30/);
    // 11:30 pm Monday in Perth is already Tuesday in Melbourne.
    expect(dayKeyOf('2026-11-23T15:30:00.000Z', 'Australia/Perth')).toBe('2026-11-23');
    expect(dayKeyOf('2026-11-23T15:30:00.000Z')).toBe('2026-11-24');
    expect([zoneTimeLabel(), zoneTimeLabel('Australia/Perth'), zoneTimeLabel('America/New_York')]).toEqual([
      'Melbourne time',
      'Perth time',
      'New York time',
    ]);
  });

  it('has 23-hour and 25-hour days where daylight saving changes, and Monday-first weeks', () => {
    const start = localDayOf(new Date('2026-10-04T03:00:00Z')); // Sunday 4 October 2026, clocks go forward
    expect((start.end.getTime() - start.start.getTime()) / 3_600_000).toBe(23);
    const end = localDayOf(new Date('2027-04-04T03:00:00Z')); // Sunday 4 April 2027, clocks go back
    expect((end.end.getTime() - end.start.getTime()) / 3_600_000).toBe(25);
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(moveToDay('2026-10-01T23:30:00.000Z', '2026-10-05').toISOString()).toBe('2026-10-04T22:30:00.000Z');
  });
});

describe('hours, parts and charges', () => {
  it('offers 0.5 to 8 hours in half hours', () => {
    expect(HOURS_CHOICES).toHaveLength(16);
    expect([0.5, 8].every(isHoursChoice)).toBe(true);
    expect([0, 0.25, 8.5, 9, Number.NaN].some(isHoursChoice)).toBe(false);
  });

  it('charges labour at the price-list rate or $120 an hour, and parts at their price-list price or $0', () => {
    const lines = chargesFor({
      hours: [{ hours: 1.5 }, { hours: 2 }],
      parts: [
        { partName: 'Filter replacement', quantity: 2 },
        { partName: 'Mystery widget', quantity: 3 },
      ],
      prices: new Map([['filter replacement', { unitAmountCents: 4500, taxRate: 0 }]]),
    });
    const plain = { itemName: null, discountPercent: 0 };
    expect(lines).toEqual([
      {
        ...plain,
        description: 'Labour',
        kind: 'labour',
        quantity: 3.5,
        unitPriceCents: DEFAULT_LABOUR_RATE_CENTS,
        totalCents: 42_000,
        taxRate: 10,
      },
      { ...plain, description: 'Filter replacement', kind: 'part', quantity: 2, unitPriceCents: 4500, totalCents: 9000, taxRate: 0 },
      { ...plain, description: 'Mystery widget', kind: 'part', quantity: 3, unitPriceCents: 0, totalCents: 0, taxRate: 10 },
    ]);
    const priced = chargesFor({
      hours: [{ hours: 1 }],
      parts: [],
      prices: new Map([['labour (per hour)', { unitAmountCents: 13_500, taxRate: 10 }]]),
    });
    expect(priced[0].totalCents).toBe(13_500);
  });
});

describe('a time of day as the time fields show it', () => {
  it('is 12-hour with am or pm, without a leading zero', () => {
    expect(timeOfDayText('08:00')).toBe('8:00 am');
    expect(timeOfDayText('00:05')).toBe('12:05 am');
    expect(timeOfDayText('12:00')).toBe('12:00 pm');
    expect(timeOfDayText('17:30')).toBe('5:30 pm');
  });
});
