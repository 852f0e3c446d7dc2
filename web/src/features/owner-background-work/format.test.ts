import { describe, expect, it } from 'vitest';
import { failedAtText, triesText, waitText } from './format';

describe('Background work figures in words', () => {
  it('says how long the oldest job has waited', () => {
    expect(waitText(0)).toBe('—');
    expect(waitText(0.4)).toBe('1 s');
    expect(waitText(42.6)).toBe('43 s');
    expect(waitText(125)).toBe('2 min');
    expect(waitText(3600)).toBe('1 h');
    expect(waitText(3600 + 5 * 60)).toBe('1 h 5 min');
    expect(waitText(3 * 86_400)).toBe('3 days');
  });

  it('counts tries and dates a failure in the viewer’s zone', () => {
    expect(triesText(1)).toBe('1 try');
    expect(triesText(5)).toBe('5 tries');
    expect(failedAtText('2026-11-27T03:05:00Z', 'Australia/Melbourne')).toBe('27 Nov 2026, 2:05 pm');
  });
});
