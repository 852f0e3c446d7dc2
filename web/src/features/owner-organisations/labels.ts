import { formatInstant } from '@rules/zoned-time';
import type { Tone } from '@spanner/design-system';

// Words and tones of the owner's organisation pages.

export type StatusName = 'trial' | 'active' | 'past_due' | 'canceled';

/** A subscription's status in words: a trial whose end has passed reads 'Trial ended'. */
export function statusOf(
  status: StatusName | null | undefined,
  trialEnd?: string | null,
  now: number = Date.now(),
): { label: string; tone: Tone } {
  if (!status) return { label: 'No subscription', tone: 'grey' };
  if (status === 'trial') {
    const ended = !!trialEnd && new Date(trialEnd).getTime() < now;
    return ended ? { label: 'Trial ended', tone: 'orange' } : { label: 'Trial', tone: 'blue' };
  }
  if (status === 'active') return { label: 'Active', tone: 'green' };
  if (status === 'past_due') return { label: 'Past due', tone: 'red' };
  return { label: 'Canceled', tone: 'grey' };
}

export const PLAN_NAMES: Record<string, string> = { free: 'Free', solo: 'Solo', pro: 'Pro', enterprise: 'Enterprise' };

export const STATUS_FILTERS = [
  { id: 'all', label: 'All statuses' },
  { id: 'trial', label: 'Trial' },
  { id: 'active', label: 'Active' },
  { id: 'past_due', label: 'Past due' },
  { id: 'canceled', label: 'Canceled' },
];

/** A day: "12 Dec 2026". */
export const shortDay = (iso: string | null | undefined, timeZone: string) =>
  iso ? formatInstant(iso, timeZone, { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

export const MOVEMENT_TONES: Record<string, Tone> = {
  new: 'green',
  expansion: 'teal',
  reactivation: 'purple',
  contraction: 'orange',
  churn: 'red',
};
