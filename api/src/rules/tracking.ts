// Advertising events (spec part 1 §7 POST /api/tiktok/track, part 2 §7 and §9). Pure: shared by the API and the
// public pages' pixel loader.

/** What a visitor's page may report. */
export const PAGE_EVENTS = ['ViewContent', 'ClickButton'] as const;
export type PageEvent = (typeof PAGE_EVENTS)[number];

/** What Spanner records itself, after the operation committed (TikTok's standard event names). */
export const SERVER_EVENTS = {
  registration: 'CompleteRegistration',
  subscription: 'Subscribe',
  lead: 'Lead',
  jobCreated: 'JobCreated',
  invoiceGenerated: 'InvoiceGenerated',
  quoteCreated: 'QuoteCreated',
} as const;
export type ServerEvent = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];

export const TRACKING_CURRENCY = 'AUD';

/** The pixel loads on the first interaction, or after this long idle (requestIdleCallback's timeout) … */
export const PIXEL_IDLE_TIMEOUT_MS = 5000;
/** … or, where the browser has no requestIdleCallback, after this long. */
export const PIXEL_FALLBACK_MS = 2000;
