// What the newsletter's operations answer: read shape B, declared projections (docs/architecture.md, "Two read
// shapes"). Nothing of a subscriber leaves the domain but these.

/** The answer of a subscribe, a confirm or an unsubscribe: the same words whatever the address's state. */
export interface NewsletterAnswer {
  success: true;
  message: string;
}

/** A confirm or unsubscribe link opened in a browser: whose it is, and whether its button has nothing left to do. */
export interface NewsletterLinkState {
  email: string;
  done: boolean;
}
