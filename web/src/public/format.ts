// Dates and prices as the public pages print them: en-AU, Melbourne time, whole dollars where the price is whole.

const postDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' });

/** '24 November 2026' */
export const formatPostDate = (iso: string) => postDate.format(new Date(iso));

/** AUD cents as '$29' or '$4.50'. */
export const formatDollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);
