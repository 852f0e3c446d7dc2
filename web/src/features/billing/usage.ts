import type { Usage } from './billing-api';

// Spec part 1 §5: usage data is valid only if users, sms and email each have numeric used and quota, and periodEnd,
// planId and subscriptionStatus are strings; otherwise the widget shows 'Unable to load usage data'.

const meterOk = (m: unknown) => {
  const x = m as { used?: unknown; quota?: unknown } | null;
  return !!x && typeof x.used === 'number' && typeof x.quota === 'number';
};

export function isValidUsage(value: unknown): value is Usage {
  const u = value as Record<string, unknown> | null;
  return (
    !!u &&
    meterOk(u.users) &&
    meterOk(u.sms) &&
    meterOk(u.email) &&
    typeof u.periodEnd === 'string' &&
    typeof u.planId === 'string' &&
    typeof u.subscriptionStatus === 'string'
  );
}

export const USAGE_ERROR = 'Unable to load usage data';
