// The analytics range, kept in the address (?range=month|90d|12m|custom&from=YYYY-MM-DD&to=YYYY-MM-DD) so a range
// can be shared and the back button works. Dates are Melbourne calendar dates, inclusive, as ownerAnalytics reads them,
// checked by the rule every owner report reads (rules/report-range.ts).
import { checkReportRange } from '@rules/report-range';
import { addDays, addMonths, DEFAULT_TIME_ZONE, dayKeyOf, startOfMonth } from '@rules/zoned-time';

export const RANGE_KEYS = ['month', '90d', '12m', 'custom'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export const RANGE_LABELS: Record<RangeKey, string> = {
  month: 'This month',
  '90d': '90 days',
  '12m': '12 months',
  custom: 'Custom',
};

export type RangeChoice =
  | { ok: true; key: RangeKey; from: string; to: string }
  | { ok: false; key: 'custom'; from: string; to: string; message: string };

/** Today's date in a time zone (Melbourne by default: the business's figures are kept in Melbourne days). */
export const todayIn = (timeZone = DEFAULT_TIME_ZONE, now = new Date()): string => dayKeyOf(now, timeZone);

/** The dates a preset stands for on `today`: 12 months are whole months, the analytics being read by month. */
export function presetRange(key: Exclude<RangeKey, 'custom'>, today: string): { from: string; to: string } {
  switch (key) {
    case 'month':
      return { from: startOfMonth(today), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case '12m':
      return { from: startOfMonth(addMonths(today, -11)), to: today };
  }
}

/** The message for a custom range that cannot be shown, or null: the rule every owner report reads, and no future. */
export function customRangeProblem(from: string, to: string, today: string): string | null {
  const checked = checkReportRange(from || undefined, to || undefined, today);
  if ('message' in checked) return checked.message;
  if (!from || !to) return 'Choose the first and last day of the range';
  if (to > today) return 'To cannot be after today';
  return null;
}

/** The range the address asks for; an unknown or missing `range` is this month. */
export function parseRange(search: URLSearchParams, today: string): RangeChoice {
  const asked = search.get('range');
  const key: RangeKey = (RANGE_KEYS as readonly string[]).includes(asked ?? '') ? (asked as RangeKey) : 'month';
  if (key !== 'custom') return { ok: true, key, ...presetRange(key, today) };
  const from = (search.get('from') ?? '').trim();
  const to = (search.get('to') ?? '').trim();
  const message = customRangeProblem(from, to, today);
  return message ? { ok: false, key, from, to, message } : { ok: true, key, from, to };
}

/** The address's query for a range. */
export function rangeSearch(key: RangeKey, custom?: { from: string; to: string }): string {
  const params = new URLSearchParams({ range: key });
  if (key === 'custom') {
    params.set('from', custom?.from ?? '');
    params.set('to', custom?.to ?? '');
  }
  return `?${params}`;
}
