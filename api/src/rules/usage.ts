// Usage against a plan's quota (users, SMS, email; spec part 1 §9): the thresholds at which a meter turns orange
// and red. Pure: shared by the API and the web app.

export type UsageLevel = 'normal' | 'warning' | 'danger';

/** From 80 % of the quota a meter warns (orange). */
export const USAGE_WARNING_PERCENT = 80;
/** From 100 %, or once the quota is flagged exceeded, it is red. */
export const USAGE_DANGER_PERCENT = 100;

/** Percent of quota used; a zero quota counts as fully used once anything is used. */
export function usagePercent(used: number, quota: number): number {
  if (quota <= 0) return used > 0 ? 100 : 0;
  return (used / quota) * 100;
}

/** The level of a percentage of quota used. */
export function usageLevel(percent: number, exceeded = false): UsageLevel {
  if (exceeded || percent >= USAGE_DANGER_PERCENT) return 'danger';
  if (percent >= USAGE_WARNING_PERCENT) return 'warning';
  return 'normal';
}

/** The level of `used` against `quota`. */
export const usageLevelOf = (used: number, quota: number, exceeded = false): UsageLevel => usageLevel(usagePercent(used, quota), exceeded);

/**
 * Users against the plan's user limit (spec part 1 §9: "users at quota is critical"): a team at its limit can add
 * nobody, so the meter is red and the alert critical from the last seat taken, not only once over it.
 */
export const usersAtQuota = (used: number, quota: number): boolean => used >= quota;
export const usersLevel = (used: number, quota: number): UsageLevel => (usersAtQuota(used, quota) ? 'danger' : usageLevelOf(used, quota));
export const usersAlertSeverity = (used: number, quota: number): AlertSeverity | null => (usersAtQuota(used, quota) ? 'critical' : null);

/** The usage widget refreshes this often; editor screens accept an answer this old (spec part 1 §9, part 2 §9). */
export const USAGE_REFRESH_MS = 60_000;
export const USAGE_EDITOR_CACHE_MS = 30_000;

/** 'Running low' in the usage logic: SMS at 5 or fewer credits available, email at 20 or fewer. */
export const LOW_CREDITS = { sms: 5, email: 20 } as const;
/** The messaging banners warn earlier for SMS (10 or fewer). */
export const LOW_CREDITS_BANNER = { sms: 10, email: 20 } as const;
export const isLowOnCredits = (channel: 'sms' | 'email', totalAvailable: number, limits: Record<'sms' | 'email', number> = LOW_CREDITS) =>
  totalAvailable <= limits[channel];

export type AlertSeverity = 'critical' | 'error' | 'warning' | 'info';
/** How long a dismissed usage alert stays hidden: critical 4 hours (and flagged non-dismissible), others 24 hours. */
export const ALERT_DISMISS_MS: Record<AlertSeverity, number> = {
  critical: 4 * 3_600_000,
  error: 24 * 3_600_000,
  warning: 24 * 3_600_000,
  info: 24 * 3_600_000,
};

export interface MessageMeter {
  used: number;
  quota: number;
  percent: number;
  remaining: number;
  packCredits: number;
  totalAvailable: number;
  quotaExceeded: boolean;
  allExhausted: boolean;
}

/** A channel's meter (spec part 1 §3 Usage): `used` counts what the plan's quota paid for this period. */
export function messageMeter(used: number, quota: number, packCredits: number): MessageMeter {
  const remaining = Math.max(0, quota - used);
  return {
    used,
    quota,
    percent: Math.round(usagePercent(used, quota)),
    remaining,
    packCredits,
    totalAvailable: remaining + packCredits,
    quotaExceeded: used >= quota,
    allExhausted: remaining + packCredits === 0,
  };
}

/** Usage data is valid only with numeric used and quota for users, sms and email and string periodEnd, planId and status (§5). */
export function isValidUsage(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  const meter = (m: unknown) =>
    !!m &&
    typeof m === 'object' &&
    typeof (m as { used?: unknown }).used === 'number' &&
    typeof (m as { quota?: unknown }).quota === 'number';
  return (
    meter(d.users) &&
    meter(d.sms) &&
    meter(d.email) &&
    typeof d.periodEnd === 'string' &&
    typeof d.planId === 'string' &&
    typeof d.subscriptionStatus === 'string'
  );
}
