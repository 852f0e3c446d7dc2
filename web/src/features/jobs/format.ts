import { formatDateTime } from '@rules/zoned-time';

// Display helpers of the jobs screens: Melbourne time and AUD (en-AU), through Intl.

export const whenText = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : 'Not scheduled');

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
export const money = (cents: number) => aud.format(cents / 100);

export const hoursText = (h: number) => (h === 1 ? '1 hour' : `${h} hours`);

/** 'https://www.google.com/maps/search/?api=1&query=…' for Navigate. */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
