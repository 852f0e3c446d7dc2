import { refund, takeAttempt } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { newsletterTexts } from '../../rules/newsletter.ts';
import { SERVER_EVENTS } from '../../rules/tracking.ts';
import { recordTrackingEvent } from '../tracking/record-tracking-event.ts';
import type { NewsletterAnswer } from './newsletter-answers.ts';
import { linkLimits } from './newsletter-limits.ts';
import { findNewsletterToken, isSubscribed } from './newsletter-links.ts';

/**
 * The confirm button of the emailed link (POST /api/public/newsletter/confirm/{token}): consent given now — the
 * subscriber's confirmedAt is set (and an earlier unsubscribe lifted), once; the link is spent. Pressing it again
 * while subscribed answers the same; an expired, spent or unknown link answers 404. A newly confirmed address is a
 * newsletter lead for the advertising events.
 */
export async function confirmNewsletterSubscription(ctx: Context, token: string): Promise<NewsletterAnswer> {
  const limits = linkLimits(ctx);
  await takeAttempt(ctx.db, limits, newsletterTexts.tooManyLinks);
  const link = await findNewsletterToken(ctx.db, token, 'confirm');
  const now = new Date();
  if (!link || (link.expiresAt && link.expiresAt <= now)) throw notFound(newsletterTexts.linkInvalid);
  const confirmed = await ctx.db.$transaction(async (tx) => {
    const spent = await tx.newsletterToken.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
    if (!spent.count) return false;
    await tx.newsletterSubscriber.update({ where: { id: link.subscriber.id }, data: { confirmedAt: now, unsubscribedAt: null } });
    return true;
  });
  if (!confirmed && !isSubscribed(link.subscriber)) throw notFound(newsletterTexts.linkInvalid);
  await refund(
    ctx.db,
    limits.map((l) => l.key),
  );
  if (confirmed)
    await recordTrackingEvent(ctx, {
      eventType: SERVER_EVENTS.lead,
      orgId: null,
      content: { contentType: 'newsletter', contentName: 'Newsletter subscription', contentCategory: link.subscriber.source },
    });
  return { success: true, message: newsletterTexts.confirmed };
}
