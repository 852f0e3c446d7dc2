import { formatDateTime } from '@rules/zoned-time';

// Display helpers of the jobs screens: the organisation's time zone and AUD (en-AU), through Intl.

export const whenText = (iso: string | null | undefined, timeZone: string) => (iso ? formatDateTime(iso, timeZone) : 'Not scheduled');

/** '$1,234.50'. */
export { formatAud as money } from '@rules/money';

export const hoursText = (h: number) => (h === 1 ? '1 hour' : `${h} hours`);

/** 'https://www.google.com/maps/search/?api=1&query=…' for Navigate. */
