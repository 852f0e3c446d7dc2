import { z } from 'zod';
import { route } from './contract.ts';

// The public newsletter, double opt-in: subscribe, then confirm through the emailed link; every newsletter email has
// an unsubscribe link (one-click, RFC 8058). Each link opened in a browser is a page with one button (opening it
// changes nothing, so mail scanners change nothing); the button, the mail program and API clients POST.

const answer = z.object({ success: z.literal(true), message: z.string() });
const token = z.object({ token: z.string().max(200) });

export const newsletterContract = {
  subscribe: route({
    method: 'POST',
    path: '/api/public/newsletter/subscribe',
    summary:
      'Subscribe {email, source (the form: blog by default)}: emails a confirm link; the same answer for any address; limited per email and per client address (429). A page without JavaScript may post the form (answered with a page)',
    access: 'public',
    body: z.object({ email: z.unknown().optional(), source: z.unknown().optional() }),
    response: answer,
    formBody: true,
    bodyLimit: 4096,
  }),
  confirmPage: route({
    method: 'GET',
    path: '/api/public/newsletter/confirm/{token}',
    summary: 'The emailed confirm link: a page with a Confirm button (HTML), or whether it works (JSON); changes nothing',
    access: 'public',
    params: token,
    response: answer,
  }),
  confirm: route({
    method: 'POST',
    path: '/api/public/newsletter/confirm/{token}',
    summary: 'Confirm the subscription: the address counts as subscribed from now; 404 for an unknown, spent or expired link',
    access: 'public',
    params: token,
    rawBody: true,
    bodyLimit: 1024,
    response: answer,
  }),
  unsubscribePage: route({
    method: 'GET',
    path: '/api/public/newsletter/unsubscribe/{token}',
    summary: "A newsletter email's unsubscribe link: a page with an Unsubscribe button (HTML), or whether it works (JSON); changes nothing",
    access: 'public',
    params: token,
    response: answer,
  }),
  unsubscribe: route({
    method: 'POST',
    path: '/api/public/newsletter/unsubscribe/{token}',
    summary: 'Unsubscribe at once: the one-click POST of the mail program (List-Unsubscribe=One-Click), the page, or an API client',
    access: 'public',
    params: token,
    rawBody: true,
    bodyLimit: 1024,
    response: answer,
  }),
} as const;
