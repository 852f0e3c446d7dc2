import { formatDateTime } from '@rules/zoned-time';

// Display helpers of the jobs screens: the organisation's time zone and AUD (en-AU), through Intl.

export const whenText = (iso: string | null | undefined, timeZone: string) => (iso ? formatDateTime(iso, timeZone) : 'Not scheduled');

/** '$1,234.50'. */
export { formatAud as money } from '@rules/money';

/**
 * Who wrote a diary entry: the member, or — when an API key wrote it — "API key 'Xero sync' (as Jane Admin)", the key
 * and the member it acts as.
 */
export function writerText(member: string | null | undefined, apiKeyName: string | null | undefined): string {
  if (!apiKeyName) return member ?? 'Someone';
  return `API key '${apiKeyName}'${member ? ` (as ${member})` : ''}`;
}

export { hoursText } from '../../kit/entry-forms';

/** 'https://www.google.com/maps/search/?api=1&query=…' for Navigate. */
