// Dates on the support screens, en-AU: the main app shows the organisation's zone; the staff portal, which serves
// every organisation, the staff member's own (undefined zone: the browser's).

export const ticketDateTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

export const ticketDate = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone }).format(new Date(iso));
