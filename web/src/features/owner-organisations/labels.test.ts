import { describe, expect, it } from 'vitest';
import { statusOf } from './labels';

const now = Date.parse('2026-11-24T12:00:00Z');

describe("an organisation's status in the owner's words", () => {
  it('tells a running trial from one that has ended', () => {
    expect(statusOf('trial', '2026-12-01T00:00:00Z', now)).toEqual({ label: 'Trial', tone: 'blue' });
    expect(statusOf('trial', '2026-11-22T00:00:00Z', now)).toEqual({ label: 'Trial ended', tone: 'orange' });
  });

  it('names the paying, past-due, canceled and missing subscriptions', () => {
    expect(statusOf('active', null, now).label).toBe('Active');
    expect(statusOf('past_due', null, now)).toEqual({ label: 'Past due', tone: 'red' });
    expect(statusOf('canceled', null, now).label).toBe('Canceled');
    expect(statusOf(null, null, now).label).toBe('No subscription');
  });
});
