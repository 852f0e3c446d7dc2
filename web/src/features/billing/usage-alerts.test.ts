import { describe, expect, it } from 'vitest';
import type { MessageMeter, Usage } from './billing-api';
import { dismissAlert, isDismissed, usageAlerts } from './usage-alerts';

const meter = (over: Partial<MessageMeter> = {}): MessageMeter => ({
  used: 10,
  quota: 500,
  percent: 2,
  remaining: 490,
  packCredits: 0,
  totalAvailable: 490,
  quotaExceeded: false,
  allExhausted: false,
  ...over,
});
const usage = (over: Partial<Usage> = {}): Usage => ({
  users: { used: 2, quota: 5, percent: 40 },
  sms: meter(),
  email: meter(),
  periodEnd: '2026-12-01T00:00:00.000Z',
  planId: 'pro',
  subscriptionStatus: 'active',
  packs: [],
  packExpiry: 'never',
  ...over,
});

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (k: string) => this.items.get(k) ?? null;
  key = (i: number) => [...this.items.keys()][i] ?? null;
  removeItem = (k: string) => void this.items.delete(k);
  setItem = (k: string, v: string) => void this.items.set(k, v);
}

describe('usage alerts', () => {
  it('says nothing while usage is comfortable', () => {
    expect(usageAlerts(usage())).toEqual([]);
  });

  it('orders exhausted SMS (error) before low email (warning) and near-quota (info)', () => {
    const alerts = usageAlerts(
      usage({
        sms: meter({ used: 500, percent: 100, remaining: 0, totalAvailable: 0, quotaExceeded: true, allExhausted: true }),
        email: meter({ used: 485, percent: 97, remaining: 15, totalAvailable: 15 }),
      }),
    );
    expect(alerts.map((a) => [a.id, a.severity])).toEqual([
      ['sms-exhausted', 'error'],
      ['email-low', 'warning'],
    ]);
  });

  it('warns when the allowance is used and pack credits are being spent', () => {
    const [alert] = usageAlerts(
      usage({ sms: meter({ used: 520, percent: 104, remaining: 0, packCredits: 80, totalAvailable: 80, quotaExceeded: true }) }),
    );
    expect(alert).toMatchObject({ id: 'sms-quota-exceeded', severity: 'warning', message: 'Now using pack credits: 80 left.' });
  });

  it('is critical and not dismissible with more members than the plan allows', () => {
    const [alert] = usageAlerts(usage({ planId: 'solo', users: { used: 3, quota: 1, percent: 300 } }));
    expect(alert).toMatchObject({ severity: 'critical', dismissible: false, action: 'plans' });
  });

  it('is critical when the team is at its plan’s user limit (the spec: users at quota is critical)', () => {
    const [full] = usageAlerts(usage({ users: { used: 5, quota: 5, percent: 100 } }));
    expect(full).toMatchObject({ id: 'users-at-quota', severity: 'critical', title: 'All 5 seats in use', action: 'plans' });
    const [solo] = usageAlerts(usage({ planId: 'solo', users: { used: 1, quota: 1, percent: 100 } }));
    expect(solo).toMatchObject({ severity: 'critical', title: 'Your plan is for 1 user', dismissible: true });
    expect(usageAlerts(usage({ users: { used: 4, quota: 5, percent: 80 } }))).toEqual([]);
  });

  it('remembers a dismissal for 24 hours, and a critical one for 4 hours', () => {
    const storage = new MemoryStorage();
    const now = Date.UTC(2026, 10, 23, 9);
    const info = usageAlerts(usage({ sms: meter({ used: 420, percent: 84, remaining: 80, totalAvailable: 80 }) }))[0];
    dismissAlert(info, storage, now);
    expect(isDismissed(info, storage, now + 23 * 3_600_000)).toBe(true);
    expect(isDismissed(info, storage, now + 25 * 3_600_000)).toBe(false);
    const critical = usageAlerts(usage({ users: { used: 6, quota: 5, percent: 120 } }))[0];
    dismissAlert(critical, storage, now);
    expect(isDismissed(critical, storage, now + 3 * 3_600_000)).toBe(true);
    expect(isDismissed(critical, storage, now + 5 * 3_600_000)).toBe(false);
  });
});
