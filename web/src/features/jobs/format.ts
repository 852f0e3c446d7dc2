import { formatDateTime } from '@rules/zoned-time';
import { useEffect, useState } from 'react';

// Display helpers of the jobs screens: the organisation's time zone and AUD (en-AU), through Intl.

export const whenText = (iso: string | null | undefined, timeZone: string) => (iso ? formatDateTime(iso, timeZone) : 'Not scheduled');

/** '$1,234.50'. */
export { formatAud as money } from '@rules/money';

export const hoursText = (h: number) => (h === 1 ? '1 hour' : `${h} hours`);

/** 'https://www.google.com/maps/search/?api=1&query=…' for Navigate. */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The value once it has stopped changing for `ms` (search boxes query the server after typing pauses). */
export function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Admin and manager delete jobs and completed jobs (the API enforces the same). */
export const isOffice = (role: string | null | undefined) => role === 'admin' || role === 'manager';
