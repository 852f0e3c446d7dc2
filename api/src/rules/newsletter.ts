// The public newsletter form (spec part 2 §5, §7, §8) and its consent record (double opt-in, for the Spam Act 2003
// and the large mailbox providers). Pure: shared by the API and the web form, so the form shows the wording the
// API records as agreed to.

export const newsletterTexts = {
  /** A blank email: the title and description the form shows (spec part 2 §5). */
  emailRequired: 'Email required',
  emailRequiredDescription: 'Please enter your email address to subscribe.',
  emailInvalid: 'Enter a valid email',
  /** Success, then what happens next (double opt-in). */
  subscribed: 'Successfully subscribed!',
  checkInbox: 'Check your inbox: open the link we just sent to confirm your subscription.',
  /** Failure: this title with the server's message, or the fallback. */
  failed: 'Subscription failed',
  failedFallback: 'Failed to subscribe',
  tooMany: 'Too many subscribe requests. Please wait a while and try again.',
  tooManyLinks: 'Too many requests. Please wait a while and try again.',
  confirmed: 'Your subscription is confirmed. Welcome to the Spanner newsletter!',
  linkInvalid: 'This link is not valid or has expired. Subscribe again to get a new one.',
  unsubscribeQuestion: 'Unsubscribe from the Spanner newsletter?',
  unsubscribed: 'You are unsubscribed. You will get no more newsletters from Spanner.',
} as const;

/** What the form shows beside the button, and what the consent record keeps as agreed to. */
export const NEWSLETTER_CONSENT =
  'By subscribing you agree to receive the Spanner newsletter by email: tips for trade businesses and product news. We first email you a link to confirm, and every newsletter has a link to unsubscribe at once.';

/** The form a subscription came from ('blog', 'blog-post', 'landing'): short, lower case, letters, digits, dashes. */
export const NEWSLETTER_SOURCE = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const DEFAULT_NEWSLETTER_SOURCE = 'blog';

/** Days a confirm link works. */
export const CONFIRM_LINK_DAYS = 7;
