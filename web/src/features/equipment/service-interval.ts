import {
  SERVICE_INTERVAL_HOURS,
  SERVICE_INTERVAL_MONTHS,
  serviceIntervalHoursMessage,
  serviceIntervalMonthsMessage,
  serviceRegimeOf,
} from '@rules/service-regimes';

// The equipment form's service interval as the person chooses it (none, 6 or 12 months, any months, hours run, or
// both whichever comes first; or a preset), and the interval fields the API stores. Pure: the form and its tests.

export type IntervalKind = 'none' | '6' | '12' | 'months' | 'hours' | 'both';

export interface IntervalChoice {
  kind: IntervalKind;
  months: number | null;
  hours: number | null;
  /** The preset it came from (rules/service-regimes.ts); cleared when a number is changed by hand. */
  regime: string | null;
}

export interface IntervalFields {
  serviceIntervalMonths: number | null;
  serviceIntervalHours: number | null;
  serviceRegime: string | null;
}

export const INTERVAL_KINDS: { id: IntervalKind; label: string }[] = [
  { id: 'none', label: 'None' },
  { id: '6', label: '6 months' },
  { id: '12', label: '12 months' },
  { id: 'months', label: 'Every … months' },
  { id: 'hours', label: 'Every … hours run' },
  { id: 'both', label: 'Months or hours, whichever comes first' },
];

export const usesMonths = (kind: IntervalKind) => kind === 'months' || kind === 'both';
export const usesHours = (kind: IntervalKind) => kind === 'hours' || kind === 'both';

/** The choice an equipment's stored interval reads as. */
export function choiceOf(e: Partial<IntervalFields> | null | undefined): IntervalChoice {
  const months = e?.serviceIntervalMonths ?? null;
  const hours = e?.serviceIntervalHours ?? null;
  const regime = e?.serviceRegime ?? null;
  if (months && hours) return { kind: 'both', months, hours, regime };
  if (hours) return { kind: 'hours', months: null, hours, regime };
  if (months === 6 || months === 12) return { kind: months === 6 ? '6' : '12', months, hours: null, regime };
  if (months) return { kind: 'months', months, hours: null, regime };
  return { kind: 'none', months: null, hours: null, regime: null };
}

/** A preset's interval as a choice. */
export function choiceOfRegime(key: string): IntervalChoice | null {
  const regime = serviceRegimeOf(key);
  if (!regime) return null;
  return { ...choiceOf({ serviceIntervalMonths: regime.intervalMonths, serviceIntervalHours: regime.intervalHours }), regime: key };
}

/** The fields to send, or the field errors (by the API's field names) when a number is missing or out of range. */
export function intervalFieldsOf(c: IntervalChoice): { fields: IntervalFields } | { errors: Record<string, string> } {
  const months = c.kind === '6' ? 6 : c.kind === '12' ? 12 : usesMonths(c.kind) ? c.months : null;
  const hours = usesHours(c.kind) ? c.hours : null;
  const errors: Record<string, string> = {};
  const inRange = (n: number | null, r: { min: number; max: number }) => n !== null && Number.isInteger(n) && n >= r.min && n <= r.max;
  if (usesMonths(c.kind) && !inRange(months, SERVICE_INTERVAL_MONTHS)) errors.serviceIntervalMonths = serviceIntervalMonthsMessage;
  if (usesHours(c.kind) && !inRange(hours, SERVICE_INTERVAL_HOURS)) errors.serviceIntervalHours = serviceIntervalHoursMessage;
  if (Object.keys(errors).length) return { errors };
  return { fields: { serviceIntervalMonths: months, serviceIntervalHours: hours, serviceRegime: c.kind === 'none' ? null : c.regime } };
}

/** 'Every 6 months', 'Every 250 hours run', 'Every 3 months or 250 hours, whichever comes first', or 'None'. */
export function intervalLabel(e: Partial<IntervalFields> | null | undefined): string {
  const months = e?.serviceIntervalMonths ?? null;
  const hours = e?.serviceIntervalHours ?? null;
  const m = months === 1 ? 'month' : `${months} months`;
  const h = `${hours?.toLocaleString('en-AU')} hours`;
  if (months && hours) return `Every ${m} or ${h}, whichever comes first`;
  if (hours) return `Every ${h} run`;
  if (months) return `Every ${m}`;
  return 'None';
}
