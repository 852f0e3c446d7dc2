import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import { getLocalCheckout, payLocalCheckout } from '../domain/billing/local-checkout.ts';
import { AppError, parseInput } from '../errors.ts';
import { LOCAL_CHECKOUT_PATH } from '../integrations/payments/local.ts';
import { formatAud } from '../rules/money.ts';
import { CSRF_HEADER, isAllowedOrigin, requestHost } from './origins.ts';

// The local payment provider's checkout page: server-rendered HTML with no inline script or style (the CSP of
// http/security-headers.ts applies), a script file that posts the payment as JSON with the CSRF header, and that
// POST. Stands in for Stripe's hosted page when no STRIPE_SECRET_KEY is set.

type ContextFactory = (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;

export const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of the local provider (this checkout, the local invoice pay page): its style sheet, no inline style or script. */
export const page = (title: string, body: string) => `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)} · Spanner</title><link rel="stylesheet" href="${LOCAL_CHECKOUT_PATH}.css"></head>
<body><main>${body}</main></body></html>`;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1a1f24;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:3rem 1rem;padding:2rem;border-radius:12px;max-width:26rem;width:100%;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}.note{color:#4a5560;font-size:.9rem}
button{font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:8px;padding:.75rem 1.5rem;width:100%;cursor:pointer}
button:disabled{background:#6b7280}a{color:#1d4ed8}[role=alert]{color:#b91c1c;min-height:1.5rem}
button.other{background:#fff;color:#1d4ed8;border:2px solid #1d4ed8;margin-top:.75rem}button.other:disabled{color:#6b7280;border-color:#6b7280}
.methods{margin:1rem 0}.methods h2,.pending h2{font-size:1rem;margin:1.25rem 0 .25rem}.pending{border-top:1px solid #d5dbe1;margin-top:1.5rem}
.pending li{margin:.5rem 0}.pending .row{display:flex;gap:.5rem}.pending .row button{margin-top:.25rem}`;

/**
 * The Pay buttons: each posts {session} — and its data-method, or data-payment and data-outcome, when it has them —
 * as JSON with the CSRF header to its data-action, then follows the answer's url.
 */
const SCRIPT = `for (const button of document.querySelectorAll('button[data-action]')) button.addEventListener('click', async () => {
  const status = document.getElementById('status'); const all = document.querySelectorAll('button[data-action]');
  for (const b of all) b.disabled = true; status.textContent = '';
  const { action, session, method, payment, outcome } = button.dataset;
  try {
    const res = await fetch(action, { method: 'POST', credentials: 'same-origin',
      headers: { 'content-type': 'application/json', '${CSRF_HEADER}': '1' },
      body: JSON.stringify({ session, ...(method ? { method } : {}), ...(payment ? { payment, outcome } : {}) }) });
    const body = await res.json().catch(() => ({}));
    if (!res.ok || !body.url) throw new Error(body.error || 'Payment failed. Please try again.');
    location.assign(body.url);
  } catch (err) { status.textContent = err.message; for (const b of all) b.disabled = false; }
});`;

export function registerLocalCheckout(app: FastifyInstance, config: Config, contextOf: ContextFactory) {
  app.get(`${LOCAL_CHECKOUT_PATH}.css`, async (_req, reply) => reply.type('text/css').header('cache-control', 'no-cache').send(STYLE));
  app.get(`${LOCAL_CHECKOUT_PATH}.js`, async (_req, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-cache').send(SCRIPT),
  );

  app.get(LOCAL_CHECKOUT_PATH, async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const session = typeof (req.query as Record<string, unknown>).session === 'string' ? (req.query as { session: string }).session : '';
    try {
      const ctx = await contextOf(req, reply);
      const view = await getLocalCheckout(ctx, session);
      return reply.send(
        page(
          'Checkout',
          `<h1>Pay ${html(view.orgName)}'s order</h1>
<p>${html(view.item)}</p>
<p class="amount">${html(formatAud(view.amountCents))} <small>${html(view.every)}, GST included</small></p>
${
  view.checkout.completedAt
    ? '<p>This checkout has been paid.</p><p><a href="/settings?tab=billing">Back to Spanner</a></p>'
    : `<button id="pay" type="button" data-action="${LOCAL_CHECKOUT_PATH}/pay" data-session="${html(view.checkout.id)}">Pay ${html(formatAud(view.amountCents))}</button>
<p id="status" role="alert"></p>`
}
<p class="note">Local checkout: this server has no Stripe key, so no card is charged.</p>
<p><a href="/settings?tab=billing">Cancel and return to Spanner</a></p>
<script src="${LOCAL_CHECKOUT_PATH}.js"></script>`,
        ),
      );
    } catch (err) {
      const app = err instanceof AppError ? err : null;
      if (!app) throw err;
      const signIn = app.code === 'UNAUTHENTICATED';
      return reply
        .status(app.status)
        .send(
          page(
            'Checkout',
            `<h1>${signIn ? 'Sign in to pay' : 'Checkout unavailable'}</h1><p>${html(app.message)}</p><p><a href="${signIn ? '/login' : '/settings?tab=billing'}">${signIn ? 'Sign in' : 'Back to Spanner'}</a></p>`,
          ),
        );
    }
  });

  const payBody = z.object({ session: z.string({ error: 'session is required' }).min(1, 'session is required').max(200) });
  app.post(`${LOCAL_CHECKOUT_PATH}/pay`, async (req, reply) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, requestHost(req.headers, config.TRUST_PROXY), config)) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted');
    }
    const ctx = await contextOf(req, reply);
    const { session } = parseInput(payBody, req.body ?? {});
    return payLocalCheckout(ctx, session);
  });
}
