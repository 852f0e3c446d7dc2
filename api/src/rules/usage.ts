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

/** SMS or email left (plan allowance and pack credits together) at which the usage widget says 'running low'. */
export const LOW_CREDITS = { sms: 5, email: 20 } as const;

/** …and at which the credit banners of the send dialogs warn (with 'Send Anyway'); spec part 2 §9. */
export const LOW_CREDITS_BANNER = { sms: 10, email: 20 } as const;

/** How often the usage widget refreshes, and how fresh it must be on editor screens (spec part 1 §7). */
export const USAGE_REFRESH_MS = 60_000;
export const USAGE_EDITOR_MAX_AGE_MS = 30_000;
