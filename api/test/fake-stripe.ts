import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startProviderServer } from './provider-server.ts';

// A local stand-in for Stripe's API (https://api.stripe.com/v1) that the real `stripe` SDK talks to through its
// host/port/protocol options (STRIPE_API_HOST/PORT/PROTOCOL). It answers the few calls Spanner makes — Checkout
// Sessions, the billing portal, retrieving and updating a subscription — with Stripe-shaped objects, and records
// every request (method, path, the form body decoded into nested objects) for tests to assert on.
//
// Stripe Connect, statefully: accounts (made with onboarding to do), account links, Checkout Sessions made on a
// connected account (the `Stripe-Account` header, recorded on the session), refunds listed per charge on an account,
// and Idempotency-Key answered as Stripe does (the same key gives the first answer again). `event()` makes an event
// as Stripe sends it to a Connect webhook endpoint, signed as Stripe signs (the SDK's own test header).
// Refunds on a connected account (POST /v1/refunds with a payment_intent): refused beyond what its PaymentIntent has
// left, answered with the status `refundStatus` says (succeeded unless a test asks pending or failed), and listed on
// the charge `ch_of_<payment intent>` for GET /v1/refunds.
// Bank rails (BECS Direct Debit, PayTo): a session keeps its `allowed_payment_method_types` (card when none is given; a type
// Stripe does not know, or one an Australian account cannot take, is refused as Stripe refuses it), and
// `sessionEvents` makes what Stripe sends when the customer pays it by one of them — a bank payment completes unpaid
// with its PaymentIntent processing, and settles or fails in later events.
// Card disputes: `disputeEvent` makes a charge.dispute.* event on a session's connected account as Stripe sends it
// (the Dispute object of the session's charge `ch_of_<payment intent>`: id du_…, amount, status, evidence due by).

export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; past_due: string[]; disabled_reason: string | null };
  metadata: Record<string, string>;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  /** The connected account the session was made on (its Stripe-Account header), null on the platform */
  account: string | null;
  mode: string;
  amount_total: number;
  currency: string;
  payment_intent: string;
  payment_status: 'unpaid' | 'paid';
  /** What the customer may pay the session by (card unless the request named others). */
  payment_method_types: string[];
  metadata: Record<string, string>;
  payment_intent_data: { metadata?: Record<string, string> } | null;
  url: string;
}

/** What happens to a session's payment: paid by card, or by a bank rail that is pending, then settles or fails. */
export type SessionStep = 'card' | 'bank_pending' | 'bank_settled' | 'bank_failed';

export interface FakeRefund {
  id: string;
  object?: 'refund';
  amount: number;
  status: string;
  charge: string;
  payment_intent?: string;
  metadata?: Record<string, string>;
}

/** The charge the fake says a PaymentIntent made. */
export const chargeOf = (paymentIntent: string) => `ch_of_${paymentIntent}`;

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
  /** Connected accounts, by id. */
  accounts: Map<string, FakeAccount>;
  /** Checkout Sessions, by id. */
  sessions: Map<string, FakeSession>;
  /** Refunds of a charge on an account (GET /v1/refunds?charge=… answers them). */
  refunds: Map<string, FakeRefund[]>;
  /** PaymentIntents a refund may be made on (each session's is added; a test adds those it makes up), by id. */
  intents: Map<string, { amount: number; account: string }>;
  /** The status the next refunds are answered with. */
  refundStatus: 'succeeded' | 'pending' | 'failed';
  /** Runs after a refund is made and before Stripe answers (its webhook arriving first); null for none. */
  beforeRefundAnswer: ((refund: FakeRefund) => Promise<void>) | null;
  /** The business finishes (or has not finished) onboarding: the account's new state. */
  updateAccount(id: string, patch: Partial<FakeAccount>): FakeAccount;
  /** An event as Stripe posts it to a Connect endpoint: the body and its Stripe-Signature header. */
  event(
    type: string,
    object: object,
    options: { account?: string; secret: string; created?: number },
  ): { payload: string; signature: string };
  /**
   * The events Stripe sends for a step of a session's payment, each signed: `card` — completed paid and the
   * PaymentIntent succeeded; `bank_pending` (by `method`, which must be one of the session's types) — completed
   * unpaid and the PaymentIntent processing; `bank_settled` / `bank_failed` — the async outcome and the
   * PaymentIntent's succeeded / payment_failed, days later (`created`).
   */
  sessionEvents(
    sessionId: string,
    step: SessionStep,
    options: { secret: string; method?: string; created?: number },
  ): { type: string; payload: string; signature: string }[];
  /**
   * A card dispute's event on the session's account: `created` (needs_response, evidence due in 7 days unless `dueBy`
   * says), `updated` (under_review), `funds_withdrawn`, `won` / `lost` (charge.dispute.closed with that status). The
   * dispute is the session's whole amount unless `amount` says; its id `du_of_<payment intent>` unless `id` does.
   */
  disputeEvent(
    sessionId: string,
    step: DisputeStep,
    options: { secret: string; created?: number; amount?: number; id?: string; dueBy?: number },
  ): { type: string; payload: string; signature: string };
  /** Make the next request answer this Stripe error (status and message) instead. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

export type DisputeStep = 'created' | 'updated' | 'funds_withdrawn' | 'won' | 'lost';

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

/** The payment method types an Australian account's Checkout Session takes here (Stripe refuses others). */
const STRIPE_AU_METHOD_TYPES = new Set(['card', 'au_becs_debit', 'payto', 'afterpay_clearpay', 'zip', 'link']);

/**
 * What an app needs to talk to this fake through the real SDK: Stripe keys, the platform's and (for Stripe Connect)
 * the connected accounts' webhook secrets, and the fake's host, port and protocol.
 */
export function fakeStripeEnv(stripe: FakeStripe, secrets: { webhook: string; connect?: string }): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fake_spanner',
    STRIPE_WEBHOOK_SECRET: secrets.webhook,
    ...(secrets.connect ? { STRIPE_CONNECT_WEBHOOK_SECRET: secrets.connect } : {}),
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const subscriptions: FakeStripe['subscriptions'] = new Map();
  const accounts: FakeStripe['accounts'] = new Map();
  const sessions: FakeStripe['sessions'] = new Map();
  const refunds: FakeStripe['refunds'] = new Map();
  const answered = new Map<string, [number, object]>();
  const intents: FakeStripe['intents'] = new Map();
  const state = {
    refundStatus: 'succeeded' as FakeStripe['refundStatus'],
    beforeRefundAnswer: null as FakeStripe['beforeRefundAnswer'],
  };
  const now = () => Math.floor(Date.now() / 1000);
  let failure: { status: number; message: string } | null = null;

  const answer = (req: StripeRequest): [number, object] => {
    if (failure) {
      const { status, message } = failure;
      failure = null;
      return [status, { error: { type: 'invalid_request_error', message } }];
    }
    const { method, path, body } = req;
    const onAccount = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : null;
    if (onAccount && !accounts.has(onAccount)) {
      return [403, { error: { type: 'invalid_request_error', message: `No such account: '${onAccount}'` } }];
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const id = nextId('acct');
      const account: FakeAccount = {
        id,
        object: 'account',
        type: body.type ?? 'standard',
        country: body.country ?? 'AU',
        email: body.email ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: {
          currently_due: ['external_account', 'tos_acceptance.date'],
          past_due: [],
          disabled_reason: 'requirements.past_due',
        },
        metadata: body.metadata ?? {},
      };
      accounts.set(id, account);
      return [200, account];
    }
    const accountPath = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === 'GET' && accountPath) {
      const account = accounts.get(decodeURIComponent(accountPath[1]));
      return account ? [200, account] : [404, { error: { type: 'invalid_request_error', message: 'No such account' } }];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(body.account))
        return [400, { error: { type: 'invalid_request_error', message: `No such account: '${body.account}'` } }];
      const id = nextId('acctlink');
      return [200, { object: 'account_link', url: `https://connect.stripe.test/setup/s/${id}`, created: now(), expires_at: now() + 300 }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      // stripe@23's API version names the list allowed_payment_method_types (a filter; it replaced payment_method_types).
      const listed = body.allowed_payment_method_types ?? body.payment_method_types;
      const types: string[] = Array.isArray(listed) ? listed : ['card'];
      const unknown = types.find((t) => !STRIPE_AU_METHOD_TYPES.has(t));
      if (unknown)
        return [400, { error: { type: 'invalid_request_error', message: `The payment method type provided: ${unknown} is invalid.` } }];
      const id = nextId('cs_test');
      const items = (body.line_items ?? []) as { quantity?: string; price_data?: { unit_amount?: string } }[];
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        account: onAccount,
        mode: body.mode,
        amount_total: items.reduce((sum, i) => sum + Number(i.price_data?.unit_amount ?? 0) * Number(i.quantity ?? 1), 0),
        currency: 'aud',
        payment_intent: nextId('pi'),
        payment_status: 'unpaid',
        payment_method_types: types,
        metadata: body.metadata ?? {},
        payment_intent_data: body.payment_intent_data ?? null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      if (onAccount) intents.set(session.payment_intent, { amount: session.amount_total, account: onAccount });
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body.payment_intent);
      if (!onAccount || !intent || intent.account !== onAccount)
        return [400, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${body.payment_intent}'` } }];
      const charge = chargeOf(body.payment_intent);
      const made = refunds.get(charge) ?? [];
      const left = intent.amount - made.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount ? Number(body.amount) : left;
      if (amount > left)
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
            },
          },
        ];
      const refund: FakeRefund = {
        id: nextId('re'),
        object: 'refund',
        amount,
        status: state.refundStatus,
        charge,
        payment_intent: body.payment_intent,
        metadata: body.metadata ?? {},
      };
      refunds.set(charge, [...made, refund]);
      return [200, refund];
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = onAccount ? (refunds.get(body.charge) ?? []) : [];
      return [200, { object: 'list', data, has_more: false, url: '/v1/refunds' }];
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

  const signedEvent: FakeStripe['event'] = (type, object, { account, secret, created = now() }) => {
    const payload = JSON.stringify({
      id: nextId('evt'),
      object: 'event',
      type,
      created,
      ...(account ? { account } : {}),
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  };

  const { server } = await startProviderServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        body: decodeForm(req.method === 'GET' ? url.search.slice(1) : text),
        headers: req.headers,
      };
      requests.push(recorded);
      // Stripe's idempotency: a POST with a key already answered gets that answer again (per account).
      const key = recorded.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const keyOf = typeof key === 'string' ? `${req.headers['stripe-account'] ?? ''} ${key}` : null;
      const [status, json] = (keyOf && answered.get(keyOf)) || answer(recorded);
      if (keyOf && status < 500) answered.set(keyOf, [status, json]);
      if (recorded.path === '/v1/refunds' && recorded.method === 'POST' && status === 200 && state.beforeRefundAnswer)
        await state.beforeRefundAnswer(json as FakeRefund);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(json));
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    subscriptions,
    accounts,
    sessions,
    refunds,
    intents,
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(status) {
      state.refundStatus = status;
    },
    get beforeRefundAnswer() {
      return state.beforeRefundAnswer;
    },
    set beforeRefundAnswer(hook) {
      state.beforeRefundAnswer = hook;
    },
    updateAccount(id, patch) {
      const account = accounts.get(id);
      if (!account) throw new Error(`fake Stripe has no account ${id}`);
      Object.assign(account, patch);
      return account;
    },
    event: signedEvent,
    sessionEvents(sessionId, step, { secret, method, created = now() }) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      const bank = step !== 'card';
      const paidBy = bank ? (method ?? 'au_becs_debit') : 'card';
      if (!session.payment_method_types.includes(paidBy))
        throw new Error(`session ${sessionId} does not offer ${paidBy} (${session.payment_method_types.join(', ')})`);
      const account = session.account ?? undefined;
      const metadata = session.payment_intent_data?.metadata ?? session.metadata;
      const intent = (status: string) => ({
        id: session.payment_intent,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: status === 'succeeded' ? session.amount_total : 0,
        status,
        payment_method_types: [paidBy],
        metadata,
      });
      const completed = (paymentStatus: 'paid' | 'unpaid') => ({ ...session, payment_status: paymentStatus });
      const steps: Record<SessionStep, [string, object][]> = {
        card: [
          ['checkout.session.completed', completed('paid')],
          ['payment_intent.succeeded', intent('succeeded')],
        ],
        bank_pending: [
          ['checkout.session.completed', completed('unpaid')],
          ['payment_intent.processing', intent('processing')],
        ],
        bank_settled: [
          ['checkout.session.async_payment_succeeded', completed('paid')],
          ['payment_intent.succeeded', intent('succeeded')],
        ],
        bank_failed: [
          ['checkout.session.async_payment_failed', completed('unpaid')],
          ['payment_intent.payment_failed', intent('requires_payment_method')],
        ],
      };
      return steps[step].map(([type, object]) => ({ type, ...signedEvent(type, object, { account, secret, created }) }));
    },
    disputeEvent(sessionId, step, { secret, created = now(), amount, id, dueBy }) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe has no session ${sessionId}`);
      const [type, status] = (
        {
          created: ['charge.dispute.created', 'needs_response'],
          updated: ['charge.dispute.updated', 'under_review'],
          funds_withdrawn: ['charge.dispute.funds_withdrawn', 'needs_response'],
          won: ['charge.dispute.closed', 'won'],
          lost: ['charge.dispute.closed', 'lost'],
        } as const
      )[step];
      const dispute = {
        id: id ?? `du_of_${session.payment_intent}`,
        object: 'dispute',
        amount: amount ?? session.amount_total,
        currency: 'aud',
        charge: `ch_of_${session.payment_intent}`,
        payment_intent: session.payment_intent,
        created,
        evidence_details: { due_by: dueBy ?? created + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        reason: 'fraudulent',
        status,
      };
      return { type, ...signedEvent(type, dispute, { account: session.account ?? undefined, secret, created }) };
    },
    failNext(status, message) {
      failure = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
