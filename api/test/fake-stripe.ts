import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProviderServer } from './provider-server.ts';

// A local stand-in for Stripe's API (https://api.stripe.com/v1) that the real `stripe` SDK talks to through its
// host/port/protocol options (STRIPE_API_HOST/PORT/PROTOCOL). It answers the few calls Spanner makes — Checkout
// Sessions, the billing portal, retrieving and updating a subscription — with Stripe-shaped objects, and records
// every request (method, path, the form body decoded into nested objects) for tests to assert on.

export interface StripeRequest {
  method: string;
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: form bodies are read field by field
  body: Record<string, any>;
  headers: http.IncomingHttpHeaders;
}

export interface FakeStripe {
  port: number;
  requests: StripeRequest[];
  /** The subscriptions the fake knows (GET /v1/subscriptions/{id} answers them). */
  subscriptions: Map<string, { id: string; itemId: string; priceId: string; customer: string }>;
  /** Make the next request answer this Stripe error (status and message) instead. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

type Nested = Record<string, unknown>;

/** `line_items[0][price_data][currency]=aud` → { line_items: [{ price_data: { currency: 'aud' } }] }. */
export function decodeForm(text: string): Nested {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    const last = path.pop() as string;
    for (const part of path) {
      node[part] ??= {};
      node = node[part] as Nested;
    }
    node[last] = value;
  }
  return arrays(root) as Nested;
}

/** Objects whose keys are all 0..n-1 become arrays. */
function arrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Nested).map(([k, v]) => [k, arrays(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

let seq = 0;
const nextId = (prefix: string) => `${prefix}_fake_${++seq}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const subscriptions: FakeStripe['subscriptions'] = new Map();
  let failure: { status: number; message: string } | null = null;

  const answer = (req: StripeRequest): [number, object] => {
    if (failure) {
      const { status, message } = failure;
      failure = null;
      return [status, { error: { type: 'invalid_request_error', message } }];
    }
    const { method, path, body } = req;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      return [
        200,
        { id, object: 'checkout.session', mode: body.mode, url: `https://checkout.stripe.test/c/pay/${id}`, metadata: body.metadata ?? {} },
      ];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return [200, { id, object: 'billing_portal.session', customer: body.customer, url: `https://billing.stripe.test/p/session/${id}` }];
    }
    const sub = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const known = sub && subscriptions.get(decodeURIComponent(sub[1]));
    if (known) {
      if (method === 'POST' && body.items?.[0]?.price) known.priceId = body.items[0].price;
      return [
        200,
        {
          id: known.id,
          object: 'subscription',
          status: 'active',
          customer: known.customer,
          cancel_at_period_end: body.cancel_at_period_end === 'true',
          items: { object: 'list', data: [{ id: known.itemId, object: 'subscription_item', price: { id: known.priceId } }] },
        },
      ];
    }
    return [404, { error: { type: 'invalid_request_error', message: `No such route: ${method} ${path}` } }];
  };

  const { server } = await startProviderServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        body: decodeForm(req.method === 'GET' ? url.search.slice(1) : text),
        headers: req.headers,
      };
      requests.push(recorded);
      const [status, json] = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(json));
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    subscriptions,
    failNext(status, message) {
      failure = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
