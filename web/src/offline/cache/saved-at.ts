import { dayKeyOf, formatInstant, timeText } from '@rules/zoned-time';

/**
 * When the copy was saved, as the offline bar says it, in the organisation's zone: '7:42 am' today, else with the
 * day: '7:42 am on Mon, 23 Nov'.
 */
export function savedAtText(savedAt: string, timeZone: string, now: Date): string {
  const time = timeText(savedAt, timeZone);
  if (dayKeyOf(savedAt, timeZone) === dayKeyOf(now, timeZone)) return time;
  return `${time} on ${formatInstant(savedAt, timeZone, { weekday: 'short', day: 'numeric', month: 'short' })}`;
}

/** The offline bar's words: 'Offline — showing what was saved at 7:42 am'. */
export const offlineBarText = (savedAt: string, timeZone: string, now: Date) =>
  `Offline — showing what was saved at ${savedAtText(savedAt, timeZone, now)}`;
