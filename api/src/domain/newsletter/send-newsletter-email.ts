import type { Context } from '../../context.ts';
import { newsletterMailScope } from '../../db/cross-organisation.ts';
import { publicLink } from '../messaging/public-link.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
import { issueNewsletterToken, unsubscribePath } from './newsletter-links.ts';

export interface NewsletterEmail {
  subject: string;
  text: string;
  /** Private links in the text besides the unsubscribe link (the confirm link). */
  secrets?: string[];
}

/**
 * Every email to a newsletter address goes through here: Spanner's own mail (no organisation, never counted, never
 * listed), with a fresh unsubscribe link of its own as a visible footer and as one-click unsubscribe headers
 * (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058), and every private link kept out of the stored copy.
 */
export async function sendNewsletterEmail(
  ctx: Parameters<typeof newsletterMailScope>[0] & Pick<Context, 'config' | 'storage' | 'jobs'>,
  subscriber: { id: string; email: string },
  email: NewsletterEmail,
): Promise<void> {
  const db = newsletterMailScope(ctx);
  const unsubscribe = publicLink(ctx.config, unsubscribePath(await issueNewsletterToken(db, subscriber.id, 'unsubscribe')));
  const text = [
    email.text,
    '',
    '--',
    `You get this email because this address was entered in the newsletter form of Spanner (${publicLink(ctx.config, '/')}).`,
    `Unsubscribe at once: ${unsubscribe}`,
  ].join('\n');
  await sendOrganisationEmail({ db, config: ctx.config, storage: ctx.storage, jobs: ctx.jobs }, null, {
    to: subscriber.email,
    subject: email.subject,
    text,
    secrets: [...(email.secrets ?? []), unsubscribe],
    accountMail: true,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
