import { refund, takeAttempt } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { newsletterTexts } from '../../rules/newsletter.ts';
import type { NewsletterLinkState } from './newsletter-answers.ts';
import { linkLimits } from './newsletter-limits.ts';
import { findNewsletterToken, isSubscribed, type NewsletterLinkPurpose } from './newsletter-links.ts';

/**
 * A confirm or unsubscribe link opened in a browser, before its button is pressed: whether it works (404 with
 * newsletterTexts.linkInvalid when not), and whether it would change anything. Opening changes nothing, so a mail
 * scanner that follows every link neither subscribes nor unsubscribes anyone.
 */
export async function readNewsletterLink(ctx: Context, token: string, purpose: NewsletterLinkPurpose): Promise<NewsletterLinkState> {
  const limits = linkLimits(ctx);
  await takeAttempt(ctx.db, limits, newsletterTexts.tooManyLinks);
  const link = await findNewsletterToken(ctx.db, token, purpose);
  const usable = link && (!link.expiresAt || link.expiresAt > new Date()) && (!link.usedAt || isSubscribed(link.subscriber));
  if (!link || !usable) throw notFound(newsletterTexts.linkInvalid);
  await refund(
    ctx.db,
    limits.map((l) => l.key),
  );
  const done = purpose === 'confirm' ? isSubscribed(link.subscriber) : !!link.subscriber.unsubscribedAt;
  return { email: link.subscriber.email, done };
}
