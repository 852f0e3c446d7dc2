import { describe, expect, it } from 'vitest';
import { copyWarnings, isStale, isStorageLow } from './health';

const now = new Date('2026-11-25T08:00:00Z');
const MB = 1024 * 1024;

describe('when the saved copy is doubtful', () => {
  it('calls a copy older than 7 days stale, and one of 7 days not', () => {
    expect(isStale('2026-11-18T08:00:00Z', now)).toBe(false);
    expect(isStale('2026-11-18T07:59:00Z', now)).toBe(true);
  });

  it('calls storage low under 50 MB or a tenth of the allowance free, and unknown storage not low', () => {
    expect(isStorageLow({ usage: 10 * MB, quota: 2000 * MB })).toBe(false);
    expect(isStorageLow({ usage: 1980 * MB, quota: 2000 * MB })).toBe(true);
    expect(isStorageLow({ usage: 95 * MB, quota: 100 * MB })).toBe(true);
    expect(isStorageLow(null)).toBe(false);
    expect(isStorageLow({})).toBe(false);
  });

  it('says what is wrong in words', () => {
    expect(copyWarnings('2026-11-25T07:00:00Z', now, { usage: 0, quota: 2000 * MB })).toEqual([]);
    expect(copyWarnings('2026-11-01T07:00:00Z', now, { usage: 1990 * MB, quota: 2000 * MB })).toEqual([
      'This was saved more than 7 days ago: jobs added or changed since are missing.',
      'This device is low on storage: free some space, or the saved jobs may be removed by the browser.',
    ]);
  });
});
