import { PLANS, type PlanId, userQuotaMessage } from '@rules/plans';
import { ALERT_DISMISS_MS, type AlertSeverity, isLowOnCredits, USAGE_WARNING_PERCENT, usersAlertSeverity } from '@rules/usage';
import type { MessageMeter, Usage } from './billing-api';

// Usage alerts (spec part 1 §4): severities critical, error, warning, info. A dismissal is remembered in browser
// storage with its time — critical for 4 hours (and critical alerts offer no dismiss), the others for 24 hours.

export type Severity = AlertSeverity;

export interface UsageAlert {
  id: string;
  severity: Severity;
  /** How its banner looks when that is milder than its severity: a full team is information, nothing is wrong. */
  tone?: Severity;
  title: string;
  message: string;
  dismissible: boolean;
  /** What the alert offers: buy a pack, or change the plan. */
  action: 'packs' | 'plans';
}

const NAMES = { sms: 'SMS', email: 'email' } as const;

function messageAlerts(kind: 'sms' | 'email', m: MessageMeter): UsageAlert[] {
  const name = NAMES[kind];
  const base = { dismissible: true, action: 'packs' as const };
  if (m.allExhausted)
    return [
      {
        ...base,
        id: `${kind}-exhausted`,
        severity: 'error',
        title: `No ${name} credits left`,
        message: `Your plan's ${name} allowance and your pack credits are used up. Buy a pack or upgrade to keep sending.`,
      },
    ];
  if (m.quotaExceeded)
    return [
      {
        ...base,
        id: `${kind}-quota-exceeded`,
        severity: 'warning',
        title: `Monthly ${name} allowance used`,
        message: `Now using pack credits: ${m.totalAvailable.toLocaleString('en-AU')} left.`,
      },
    ];
  if (isLowOnCredits(kind, m.totalAvailable))
    return [
      {
        ...base,
        id: `${kind}-low`,
        severity: 'warning',
        title: `${kind === 'sms' ? 'SMS' : 'Email'} credits running low`,
        message: `${m.totalAvailable.toLocaleString('en-AU')} left this period.`,
      },
    ];
  if (m.percent >= USAGE_WARNING_PERCENT)
    return [
      {
        ...base,
        id: `${kind}-nearing`,
        severity: 'info',
        title: `${Math.round(m.percent)}% of this month's ${name} used`,
        message: `${m.remaining.toLocaleString('en-AU')} left in your plan's allowance.`,
      },
    ];
  return [];
}

/** The alerts a usage answer calls for, most severe first. */
export function usageAlerts(usage: Usage): UsageAlert[] {
  const alerts: UsageAlert[] = [];
  const plan = PLANS[usage.planId as PlanId] ?? PLANS.free;
  if (usage.users.used > usage.users.quota) {
    // More members than the plan allows (after a downgrade or a lapse): nothing new can be added until this changes.
    alerts.push({
      id: 'users-over-quota',
      severity: 'critical',
      title: 'More team members than your plan allows',
      message: `${usage.users.used} members on a plan for ${usage.users.quota}. ${userQuotaMessage(plan)}`,
      dismissible: false,
      action: 'plans',
    });
  } else if (usersAlertSeverity(usage.users.used, usage.users.quota)) {
    // At the limit (spec: users at quota is critical): the team works, but nobody can be added. Critical, so a
    // dismissal hides it for 4 hours only; unlike the over-quota alert it can be dismissed, since a one-person plan
    // is always at its limit. Shown in the info tone: nothing has gone wrong, it says what adding a member needs.
    alerts.push({
      id: 'users-at-quota',
      severity: 'critical',
      tone: 'info',
      title: usage.users.quota === 1 ? 'Your plan is for 1 user' : `All ${usage.users.quota} seats in use`,
      message: userQuotaMessage(plan),
      dismissible: true,
      action: 'plans',
    });
  }
  alerts.push(...messageAlerts('sms', usage.sms), ...messageAlerts('email', usage.email));
  const order: Severity[] = ['critical', 'error', 'warning', 'info'];
  return alerts.sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
}

const key = (id: string) => `spanner.usage-alert.${id}`;

/** Remember that the alert was dismissed now. */
export function dismissAlert(alert: UsageAlert, storage: Storage = localStorage, now = Date.now()): void {
  storage.setItem(key(alert.id), String(now));
}

/** Whether a dismissal still hides the alert (4 hours for critical, 24 for the others). */
export function isDismissed(alert: UsageAlert, storage: Storage = localStorage, now = Date.now()): boolean {
  const at = Number(storage.getItem(key(alert.id)));
  return Number.isFinite(at) && at > 0 && now - at < ALERT_DISMISS_MS[alert.severity];
}
