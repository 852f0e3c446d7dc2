// The public site's fixed facts: name, words used in titles and link previews, and the demo's media.

export const SITE_NAME = 'Spanner';
export const SITE_TAGLINE = 'Job management for Australian trade businesses';
export const SITE_DESCRIPTION =
  'Spanner runs your trade business from one place: jobs, scheduling, customers and equipment, quotes and invoices, and SMS job confirmations. 14-day free trial, no credit card.';
/** The image link previews show (1280 × 720, in web/public). */
export const SHARE_IMAGE = '/media/spanner-dashboard.png';
/** The demo video and the frame shown until it is played. */
export const DEMO_VIDEO = '/media/spanner-demo.webm';
export const DEMO_POSTER = '/media/spanner-dashboard.png';
export const CONTACT_EMAIL = 'privacy@spanner.com.au';
export const TRIAL_CALL = 'Jobs, scheduling, quotes and invoices in one place. Try it free for 14 days, no credit card needed.';
