import { isDayKey } from '@rules/report-range';
import { describe, expect, it } from 'vitest';
import { customRangeProblem, parseRange, rangeSearch, todayIn } from './range';

const TODAY = '2026-11-25';
const parse = (query: string) => parseRange(new URLSearchParams(query), TODAY);

describe('the analytics range', () => {
  it('reads the presets as Melbourne dates ending today', () => {
    expect(parse('')).toEqual({ ok: true, key: 'month', from: '2026-11-01', to: TODAY });
    expect(parse('range=month')).toEqual({ ok: true, key: 'month', from: '2026-11-01', to: TODAY });
    expect(parse('range=90d')).toEqual({ ok: true, key: '90d', from: '2026-08-28', to: TODAY });
    expect(parse('range=12m')).toEqual({ ok: true, key: '12m', from: '2025-12-01', to: TODAY });
    // Something unknown is this month, not an error.
    expect(parse('range=forever')).toMatchObject({ ok: true, key: 'month' });
  });

  it('takes a custom range of two dates, inclusive', () => {
    expect(parse('range=custom&from=2026-03-01&to=2026-03-31')).toEqual({ ok: true, key: 'custom', from: '2026-03-01', to: '2026-03-31' });
    expect(parse('range=custom&from=2026-03-01&to=2026-03-01')).toMatchObject({ ok: true });
  });

  it('explains a custom range it cannot show', () => {
    expect(parse('range=custom')).toMatchObject({ ok: false, message: 'Choose the first and last day of the range' });
    expect(parse('range=custom&from=2026-03-01')).toMatchObject({ ok: false, message: 'Choose the last day of the range' });
    expect(parse('range=custom&from=2026-02-30&to=2026-03-31')).toMatchObject({
      ok: false,
      message: 'From must be a date (YYYY-MM-DD)',
    });
    expect(parse('range=custom&from=2026-03-01&to=31/03/2026')).toMatchObject({ ok: false, message: 'To must be a date (YYYY-MM-DD)' });
    expect(parse('range=custom&from=2026-04-01&to=2026-03-01')).toMatchObject({
      ok: false,
      message: 'From must be on or before To',
      from: '2026-04-01',
      to: '2026-03-01',
    });
    expect(parse('range=custom&from=2026-11-01&to=2026-11-26')).toMatchObject({
      ok: false,
      message: 'To cannot be after today',
    });
  });

  it('allows at most 24 months', () => {
    expect(customRangeProblem('2024-11-26', '2026-11-25', TODAY)).toBeNull();
    expect(customRangeProblem('2024-11-25', '2026-11-25', TODAY)).toBe('A range can be at most two years');
  });

  it('knows a real date', () => {
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2026-1-5')).toBe(false);
  });

  it('finds today in Melbourne, a day ahead of UTC in the evening', () => {
    expect(todayIn('Australia/Melbourne', new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25');
    expect(todayIn('Australia/Melbourne', new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });

  it('writes a range back into the address', () => {
    expect(rangeSearch('90d')).toBe('?range=90d');
    expect(rangeSearch('custom', { from: '2026-03-01', to: '2026-03-31' })).toBe('?range=custom&from=2026-03-01&to=2026-03-31');
  });
});
