import { describe, expect, it } from 'vitest';
import { checkReportRange, presetRange, rangeInstants, weeksOf } from './report-range.ts';
import { resolvedAtChange } from './support-tickets.ts';

describe('report ranges', () => {
  it('computes the presets from a Melbourne day', () => {
    expect(presetRange('this_month', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('90_days', '2026-03-15')).toEqual({ from: '2025-12-16', to: '2026-03-15' });
    expect(presetRange('12_months', '2026-02-28')).toEqual({ from: '2025-03-01', to: '2026-02-28' });
  });

  it('covers whole Melbourne days, daylight saving included', () => {
    // Daylight saving ends on Sunday 5 April 2026 (a 25-hour day).
    const { start, end } = rangeInstants({ from: '2026-04-05', to: '2026-04-05' });
    expect(start.toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });

  it('lists the Mondays of the weeks a range touches', () => {
    expect(weeksOf({ from: '2026-03-04', to: '2026-03-16' })).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('says what is wrong with a range', () => {
    expect(checkReportRange(null, null, '2026-03-15')).toEqual({ range: { from: '2026-03-01', to: '2026-03-15' } });
    expect(checkReportRange('2026-02-29', '2026-03-01')).toMatchObject({ field: 'from' });
    expect(checkReportRange('2026-03-02', '2026-03-01')).toMatchObject({ message: 'From must be on or before To' });
    expect(checkReportRange('2024-02-28', '2026-03-01')).toMatchObject({ message: 'A range can be at most two years' });
    expect(checkReportRange('2024-03-04', '2026-03-03')).toHaveProperty('range');
    expect(checkReportRange('2024-03-03', '2026-03-03')).toMatchObject({ message: 'A range can be at most two years' });
  });
});

describe('when a ticket was resolved', () => {
  const at = new Date('2026-03-01T00:00:00Z');
  it('is set on resolving, kept between resolved and closed, cleared on opening again', () => {
    expect(resolvedAtChange('open', 'resolved', at)).toBe(at);
    expect(resolvedAtChange('in_progress', 'closed', at)).toBe(at);
    expect(resolvedAtChange('resolved', 'closed', at)).toBeUndefined();
    expect(resolvedAtChange('closed', 'open', at)).toBeNull();
    expect(resolvedAtChange('open', 'in_progress', at)).toBeUndefined();
  });
});
