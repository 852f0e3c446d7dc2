/** A map search for an address, opened in a new tab by Navigate (spec part 2 §2). */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** When a customer was added: '3 March 2026', in the organisation's zone. */
export { formatLongDate as formatDay } from '@rules/zoned-time';
