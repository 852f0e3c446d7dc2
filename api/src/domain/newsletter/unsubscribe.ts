import { refund, takeAttempt } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { newsletterTexts } from '../../rules/newsletter.ts';
import type { NewsletterAnswer } from './newsletter-answers.ts';
import { linkLimits } from './newsletter-limits.ts';
import { findNewsletterToken } from './newsletter-links.ts';

/**
 * An unsubscribe link of a newsletter email, posted: by the mail program's one-click unsubscribe (RFC 8058, body
 * "List-Unsubscribe=One-Click") or the page's button (POST /api/public/newsletter/unsubscribe/{token}). It takes
 * effect at once: the address stops counting as subscribed and its pending confirm links stop working. The links
 * keep working for as long as the email may be read; posting one again answers the same.
 */
export async function unsubscribeFromNewsletter(ctx: Context, token: string): Promise<NewsletterAnswer> {
  const limits = linkLimits(ctx);
  await takeAttempt(ctx.db, limits, newsletterTexts.tooManyLinks);
  const link = await findNewsletterToken(ctx.db, token, 'unsubscribe');
  if (!link) throw notFound(newsletterTexts.linkInvalid);
  const subscriberId = link.subscriber.id;
  await ctx.db.$transaction([
    ctx.db.newsletterSubscriber.updateMany({ where: { id: subscriberId, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } }),
    ctx.db.newsletterToken.deleteMany({ where: { subscriberId, purpose: 'confirm', usedAt: null } }),
  ]);
  await refund(
    ctx.db,
    limits.map((l) => l.key),
  );
  return { success: true, message: newsletterTexts.unsubscribed };
}
