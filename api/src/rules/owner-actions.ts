// What the owner of Spanner did to an organisation (extended its trial, granted it credits), in words: the
// organisation's admin reads it on the billing page, the owner in the organisation's activity. Pure.

export const OWNER_ACTIONS = { extendTrial: 'owner.extend_trial', grantCredits: 'owner.grant_credits' } as const;
export const OWNER_ACTION_NAMES: readonly string[] = Object.values(OWNER_ACTIONS);

/** A day as the organisation reads it: "12 Dec 2026". */
export const dayOf = (at: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(at));

/**
 * The line an organisation's admin reads for one of the owner's actions ("Spanner extended your trial to 12 Dec
 * 2026", "Spanner added 500 SMS credits"); null for any other audit entry.
 */
export function ownerActionText(action: string, data: unknown, timeZone: string): string | null {
  const d = (data ?? {}) as Record<string, unknown>;
  if (action === OWNER_ACTIONS.extendTrial && typeof d.to === 'string') return `Spanner extended your trial to ${dayOf(d.to, timeZone)}`;
  if (action === OWNER_ACTIONS.grantCredits && typeof d.quantity === 'number') {
    const what = d.channel === 'sms' ? 'SMS' : 'email';
    return `Spanner added ${d.quantity.toLocaleString('en-AU')} ${what} credits`;
  }
  return null;
}
