// How the equipment screens show values: en-AU, Melbourne time (spec part 1 §3 and the house plan).

const dateTime = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'medium', timeStyle: 'short' });

/** '24 Nov 2026, 9:30 am' in Melbourne time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** 'Daikin FTXM35', 'Daikin', or '' when neither is known. */
export const makeAndModel = (e: { make?: string | null; model?: string | null }) => [e.make, e.model].filter(Boolean).join(' ');

/** 'Every 6 months', or 'None'. */
export const serviceIntervalLabel = (months: number | null | undefined) => (months ? `Every ${months} months` : 'None');
