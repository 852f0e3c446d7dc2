export type UsageLevel = 'normal' | 'warning' | 'danger';

/**
 * The spec's usage thresholds: 80 % or more is a warning (orange); 100 % or more, or an exceeded quota, is red.
 * The one place this rule lives in the design system.
 */
export function usageLevel(percent: number, exceeded = false): UsageLevel {
  if (exceeded || percent >= 100) return 'danger';
  if (percent >= 80) return 'warning';
  return 'normal';
}

/** Percent of quota used; a zero quota counts as fully used once anything is used. */
export function usagePercent(used: number, quota: number): number {
  if (quota <= 0) return used > 0 ? 100 : 0;
  return (used / quota) * 100;
}
