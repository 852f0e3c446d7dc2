import { describe, expect, it } from 'vitest';
import { offlineBarText } from './saved-at';

describe('the offline bar', () => {
  it('says when the copy was saved in the organisation’s zone', () => {
    // 20:42 UTC on the 24th is 7:42 am on the 25th in Melbourne.
    expect(offlineBarText('2026-11-24T20:42:00Z', 'Australia/Melbourne', new Date('2026-11-25T01:00:00Z'))).toBe(
      'Offline — showing what was saved at 7:42 am',
    );
    expect(offlineBarText('2026-11-24T20:42:00Z', 'Australia/Perth', new Date('2026-11-25T01:00:00Z'))).toBe(
      'Offline — showing what was saved at 4:42 am',
    );
  });

  it('names the day when the copy is from an earlier day', () => {
    expect(offlineBarText('2026-11-22T20:42:00Z', 'Australia/Melbourne', new Date('2026-11-25T01:00:00Z'))).toBe(
      'Offline — showing what was saved at 7:42 am on Mon, 23 Nov',
    );
  });
});
