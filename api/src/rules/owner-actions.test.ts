import { describe, expect, it } from 'vitest';
import { OWNER_ACTIONS, ownerActionText } from './owner-actions.ts';

describe("the owner's actions in words", () => {
  it("names the trial's new end as the organisation's day", () => {
    // 23:30 UTC on 1 Dec is already 2 Dec in Melbourne.
    const data = { days: 7, from: null, to: '2026-12-01T23:30:00.000Z' };
    expect(ownerActionText(OWNER_ACTIONS.extendTrial, data, 'Australia/Melbourne')).toBe('Spanner extended your trial to 2 Dec 2026');
    expect(ownerActionText(OWNER_ACTIONS.extendTrial, data, 'Australia/Perth')).toBe('Spanner extended your trial to 2 Dec 2026');
    expect(ownerActionText(OWNER_ACTIONS.extendTrial, data, 'UTC')).toBe('Spanner extended your trial to 1 Dec 2026');
  });

  it('counts granted credits with their channel', () => {
    expect(ownerActionText(OWNER_ACTIONS.grantCredits, { channel: 'sms', quantity: 500 }, 'UTC')).toBe('Spanner added 500 SMS credits');
    expect(ownerActionText(OWNER_ACTIONS.grantCredits, { channel: 'email', quantity: 10_000 }, 'UTC')).toBe(
      'Spanner added 10,000 email credits',
    );
  });

  it('says nothing of any other audit entry', () => {
    expect(ownerActionText('ticket.reply', { to: '2026-12-01T00:00:00Z' }, 'UTC')).toBeNull();
    expect(ownerActionText(OWNER_ACTIONS.grantCredits, null, 'UTC')).toBeNull();
  });
});
