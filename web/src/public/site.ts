// The public site's fixed facts: name, words used in titles and link previews, and where the apps are.

export const SITE_NAME = 'Spanner';
export const SITE_TAGLINE = 'Job management for Australian trade businesses';
export const SITE_DESCRIPTION =
  'Spanner runs your trade business from one place: jobs, scheduling, customers and equipment, quotes and invoices, and SMS job confirmations. 14-day free trial, no credit card.';
/** The image link previews show (1280 × 720, in web/public). */
export const SHARE_IMAGE = '/media/spanner-dashboard.png';
/** The demo video and the frame shown until it is played. */
export const DEMO_VIDEO = '/media/spanner-demo.webm';
export const DEMO_POSTER = '/media/spanner-dashboard.png';
/** The mobile apps' store listing (the app stores' search for Spanner until the listing's own address is known). */
export const APP_STORE_URL = 'https://apps.apple.com/au/search?term=spanner%20job%20management';
export const PLAY_STORE_URL = 'https://play.google.com/store/search?q=spanner%20job%20management&c=apps';
export const CONTACT_EMAIL = 'privacy@spanner.com.au';
export const TRIAL_CALL = 'Jobs, scheduling, quotes and invoices in one place. Try it free for 14 days, no credit card needed.';
