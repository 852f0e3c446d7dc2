import { describe, expect, it } from 'vitest';
import { durationText } from './format';

describe('durationText', () => {
  it('writes minutes, hours and days as a person reads them', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(20)).toBe('1 min');
    expect(durationText(45 * 60)).toBe('45 min');
    expect(durationText(7200)).toBe('2 h');
    expect(durationText(12960)).toBe('3.6 h');
    expect(durationText(259200)).toBe('3 days');
    expect(durationText(950400)).toBe('11 days');
  });
});
