// HTTP 402 and the GraphQL codes TRIAL_EXPIRED / SUBSCRIPTION_REQUIRED become the subscription modals
// (spec part 1 §8). Pure, so the rules are tested without a browser.

export interface SubscriptionPrompt {
  code: 'TRIAL_EXPIRED' | 'SUBSCRIPTION_REQUIRED';
  title: string;
  message: string;
  action: { label: string; url: string };
}

const FALLBACK_ACTION = { label: 'Upgrade Now', url: '/subscription' };

const DEFAULTS = {
  TRIAL_EXPIRED: { title: 'Trial Expired', message: 'Your 14-day trial has expired. Upgrade now to continue!' },
  SUBSCRIPTION_REQUIRED: { title: 'Premium Feature', message: 'This feature requires an active subscription.' },
} as const;

type Code = keyof typeof DEFAULTS;

function prompt(code: Code, message?: unknown, action?: unknown): SubscriptionPrompt {
  const a = action as { label?: unknown; url?: unknown } | undefined;
  return {
    code,
    title: DEFAULTS[code].title,
    message: typeof message === 'string' && message ? message : DEFAULTS[code].message,
    action: typeof a?.label === 'string' && typeof a?.url === 'string' ? { label: a.label, url: a.url } : FALLBACK_ACTION,
  };
}

/** From a GraphQL error's extensions (code, action) and message. */
export function promptFromCode(code: unknown, message?: unknown, action?: unknown): SubscriptionPrompt | null {
  return code === 'TRIAL_EXPIRED' || code === 'SUBSCRIPTION_REQUIRED' ? prompt(code, message, action) : null;
}

/**
 * From an HTTP 402 body. JSON: its code, message and action. Not JSON: text mentioning the code, 'trial has
 * expired' or 'subscription required' gives the fallback modal (action 'Upgrade Now' → /subscription).
 */
export function promptFrom402(bodyText: string): SubscriptionPrompt | null {
  try {
    const body = JSON.parse(bodyText) as { code?: unknown; message?: unknown; error?: unknown; action?: unknown };
    const p = promptFromCode(body.code, body.message ?? body.error, body.action);
    if (p) return p;
  } catch {
    // not JSON: fall through to the text rules
  }
  const text = bodyText.toLowerCase();
  if (text.includes('trial_expired') || text.includes('trial has expired')) return { ...prompt('TRIAL_EXPIRED'), action: FALLBACK_ACTION };
  if (text.includes('subscription_required') || text.includes('subscription required'))
    return { ...prompt('SUBSCRIPTION_REQUIRED'), action: FALLBACK_ACTION };
  return null;
}
