import { confirmNewsletterSubscription } from '../domain/newsletter/confirm-subscription.ts';
import { readNewsletterLink } from '../domain/newsletter/read-newsletter-link.ts';
import { subscribeToNewsletter } from '../domain/newsletter/subscribe.ts';
import { unsubscribeFromNewsletter } from '../domain/newsletter/unsubscribe.ts';
import { newsletterTexts } from '../rules/newsletter.ts';
import { implement } from './contract.ts';
import { newsletterContract } from './newsletter.contract.ts';
import { answerLink, type LinkPage } from './newsletter-pages.ts';

type Link = Awaited<ReturnType<typeof readNewsletterLink>>;

/** An opened link: what it would do, with its button, or what it did already. */
const linkViews = {
  confirm: (action: string) => ({
    page: (link: Link): LinkPage =>
      link.done
        ? { title: 'Subscribed', message: newsletterTexts.confirmed }
        : {
            title: 'Confirm your subscription',
            message: `Confirm that ${link.email} may receive the Spanner newsletter.`,
            button: { label: 'Confirm subscription', action },
          },
    json: (link: Link) => ({ success: true as const, message: link.done ? newsletterTexts.confirmed : 'This confirm link works.' }),
  }),
  unsubscribe: (action: string) => ({
    page: (link: Link): LinkPage =>
      link.done
        ? { title: 'Unsubscribed', message: newsletterTexts.unsubscribed }
        : {
            title: 'Unsubscribe',
            message: `${newsletterTexts.unsubscribeQuestion} (${link.email})`,
            button: { label: 'Unsubscribe', action },
          },
    json: (link: Link) => ({ success: true as const, message: link.done ? newsletterTexts.unsubscribed : 'This unsubscribe link works.' }),
  }),
};

/** A POSTed link's outcome: its message as JSON, or as a page with this title. */
const outcome = (title: string) => ({
  page: (r: { message: string }): LinkPage => ({ title, message: r.message }),
  json: (r: { success: true; message: string }) => r,
});

export const newsletterRoutes = implement(newsletterContract, {
  subscribe: ({ ctx, body, req, reply }) =>
    answerLink(req, reply, () => subscribeToNewsletter(ctx, body), {
      page: ({ message }) => ({ title: newsletterTexts.subscribed, message }),
      json: (answer) => answer,
      refused: newsletterTexts.failed,
    }),
  confirmPage: ({ ctx, params, req, reply }) =>
    answerLink(req, reply, () => readNewsletterLink(ctx, params.token, 'confirm'), linkViews.confirm(req.url.split('?')[0])),
  confirm: ({ ctx, params, req, reply }) =>
    answerLink(req, reply, () => confirmNewsletterSubscription(ctx, params.token), outcome('Subscribed')),
  unsubscribePage: ({ ctx, params, req, reply }) =>
    answerLink(req, reply, () => readNewsletterLink(ctx, params.token, 'unsubscribe'), linkViews.unsubscribe(req.url.split('?')[0])),
  unsubscribe: ({ ctx, params, req, reply }) =>
    answerLink(req, reply, () => unsubscribeFromNewsletter(ctx, params.token), outcome('Unsubscribed')),
});
