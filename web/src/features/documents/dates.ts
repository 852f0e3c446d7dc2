import { formatLongDay } from '@rules/zoned-time';

// The API gives a document's days as 'YYYY-MM-DD' in the organisation's zone: shown as they are, never shifted.

/** '23 November 2026' (the same function the PDF and the emails use), or 'None'. */
export const dayText = (key: string | null | undefined) => (key ? formatLongDay(key) : 'None');
