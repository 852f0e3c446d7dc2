// How the equipment screens show values: en-AU, the organisation's time zone (spec part 1 §3 and the house plan).

/** '24 Nov 2026, 9:30 am' in the zone. */
export { formatMediumDateTime as formatDateTime } from '@rules/zoned-time';

/** 'Daikin FTXM35', 'Daikin', or '' when neither is known. */
export const makeAndModel = (e: { make?: string | null; model?: string | null }) => [e.make, e.model].filter(Boolean).join(' ');
