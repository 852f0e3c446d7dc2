import { z } from 'zod';
import { takeAttempt } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { asRequestScopes } from '../../db/cross-organisation.ts';
import { outsideDb } from '../../db/scoped.ts';
import { parseInput } from '../../errors.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import {
  CONFIRM_LINK_DAYS,
  DEFAULT_NEWSLETTER_SOURCE,
  NEWSLETTER_CONSENT,
  NEWSLETTER_SOURCE,
  newsletterTexts,
} from '../../rules/newsletter.ts';
import { publicLink } from '../messaging/public-link.ts';
import type { NewsletterAnswer } from './newsletter-answers.ts';
import { subscribeLimits } from './newsletter-limits.ts';
import { confirmPath, isSubscribed, issueNewsletterToken } from './newsletter-links.ts';
import { sendNewsletterEmail } from './send-newsletter-email.ts';

const subscribeSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input == null ? newsletterTexts.emailRequired : newsletterTexts.emailInvalid) })
    .trim()
    .toLowerCase()
    .min(1, newsletterTexts.emailRequired)
    .max(254, newsletterTexts.emailInvalid)
    .pipe(z.email(newsletterTexts.emailInvalid)),
  source: z
    .string({ error: 'source must be the name of the form (letters, digits and dashes)' })
    .trim()
    .toLowerCase()
    .regex(NEWSLETTER_SOURCE, 'source must be the name of the form (letters, digits and dashes)')
    .nullish()
    .transform((s) => s ?? DEFAULT_NEWSLETTER_SOURCE),
});

/**
 * The public newsletter form (POST /api/public/newsletter/subscribe {email, source}), double opt-in: the request is
 * recorded — when, from which form, the wording the form showed — and a confirm link is emailed; the address counts
 * as subscribed only once the link is confirmed. The answer is the same for a new address, an unconfirmed one and
 * one already subscribed (then nothing changes and nothing is sent), and comes before the email is sent (by a job,
 * which survives a restart of the process), so it tells nobody whether an address is on the list. One row per address, however often it subscribes.
 */
export async function subscribeToNewsletter(ctx: Context, input: unknown): Promise<NewsletterAnswer> {
  const { email, source } = parseInput(subscribeSchema, input);
  await takeAttempt(ctx.db, subscribeLimits(ctx, email), newsletterTexts.tooMany);
  const answer: NewsletterAnswer = { success: true, message: newsletterTexts.checkInbox };
  const existing = await ctx.db.newsletterSubscriber.findUnique({ where: { email }, select: { confirmedAt: true, unsubscribedAt: true } });
  if (existing && isSubscribed(existing)) return answer;
  const request = { source, consentWording: NEWSLETTER_CONSENT, requestedAt: new Date() };
  const subscriber = await ctx.db.newsletterSubscriber.upsert({
    where: { email },
    create: { email, ...request },
    update: request,
    select: { id: true, email: true },
  });
  await ctx.jobs.send(newsletterConfirmEmailJob, { subscriberId: subscriber.id, email: subscriber.email });
  return answer;
}

/**
 * The confirm link of this request, by email. An earlier unused link keeps working until it expires: a visitor who
 * subscribed twice may open either email first, and the rate limit caps how many links one address gets.
 */
async function emailConfirmLink(
  ctx: Parameters<typeof sendNewsletterEmail>[0] & Pick<Context, 'db'>,
  subscriber: { id: string; email: string },
): Promise<void> {
  const expiresAt = new Date(Date.now() + CONFIRM_LINK_DAYS * 24 * 60 * 60_000);
  const link = publicLink(ctx.config, confirmPath(await issueNewsletterToken(ctx.db, subscriber.id, 'confirm', expiresAt)));
  await sendNewsletterEmail(ctx, subscriber, {
    subject: 'Confirm your subscription to the Spanner newsletter',
    text: [
      'Hi,',
      '',
      'Someone (we hope you) asked to receive the Spanner newsletter at this address. Confirm your subscription here:',
      '',
      link,
      '',
      `The link works for ${CONFIRM_LINK_DAYS} days. If you did not ask, ignore this email: you will get no newsletter.`,
      '',
      `What the form said: "${NEWSLETTER_CONSENT}"`,
    ].join('\n'),
    secrets: [link],
  });
}

/** The confirm link's email, sent after the answer (a repeated run sends a newer link; either works). */
export const newsletterConfirmEmailJob = defineJobKind({
  name: 'newsletter.confirm-email',
  payload: z.object({ subscriberId: z.string(), email: z.string() }),
  async run({ subscriberId, email }, ctx) {
    await emailConfirmLink(
      { db: outsideDb(ctx.db), ...asRequestScopes(ctx), config: ctx.config, storage: ctx.storage, jobs: ctx.jobs },
      { id: subscriberId, email },
    );
  },
});
