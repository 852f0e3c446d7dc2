// Getting paid in `npm run bench`: how soon the office sees an invoice Paid after Stripe's
// webhook reaches Spanner, with 100 payments arriving at once across 20 organisations; and payment reminders for
// 10,000 open invoices scheduled and sent within the quotas, with duplicates counted.
//
// Paid live: 20 organisations with an enabled payout account (the local provider: the same Connect webhook handler
// Stripe's events reach), 5 sent invoices each, one office member (manager) of each subscribed to `invoiceChanged`
// over graphql-ws. Each payment is the pair of events Stripe sends for a card payment on the connected account
// (checkout.session.completed and payment_intent.succeeded, signed with the Connect webhook secret), POSTed to
// /api/webhooks/stripe/connect at the same moment. Per invoice: from sending its first POST to its office's
// subscriber hearing status paid. Baseline in the same run: one payment alone, one organisation after another.
//
// Reminders: 10,000 sent or overdue invoices with a balance, each due so that one of its organisation's steps
// (-3, 0, 7, 14, 30 days from due) falls today, across 20 organisations with reminders on (email, SMS or both); some
// organisations' SMS allowance nearly used (one with a pack on top), so some texts are refused for credits. The
// schedule is what the minute job does (queueDuePaymentReminders at an hour inside the reminder hours); the app's
// own workers run the per-organisation and per-invoice jobs until the queue is empty. A second pass an hour later
// must find nothing. Duplicates: (invoice, step, channel) with more than one reminder row, (invoice, channel) with
// more than one message. Sizes: BENCH_PAY_ORGS (20), BENCH_PAY_PER_ORG (5), BENCH_REMINDER_INVOICES (10,000),
// BENCH_REMINDER_ORGS (20).
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { hashPassword } from '../../src/auth/password.ts';
import { signEvent } from '../../src/domain/billing/handle-webhook.ts';
import { queueDuePaymentReminders } from '../../src/domain/payment-reminders/payment-reminder-jobs.ts';
import { mailboxDir, mailboxFolderOf } from '../../src/integrations/email/local.ts';
import { openStorage } from '../../src/integrations/storage/storage-config.ts';
import { PLANS } from '../../src/rules/plans.ts';
import { addDays, dayKeyOf, instantOf, midnightOf, wallClockOf } from '../../src/rules/zoned-time.ts';
import { type Bench, PASSWORD, percentile, round } from './harness.ts';

const ZONE = 'Australia/Melbourne';
const TOTAL_CENTS = 22_000;
const PAID = 'subscription { invoiceChanged { id status balanceCents } }';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchPayments(bench: Bench) {
  await benchPaidLive(bench);
  // BENCH_REMINDER_INVOICES=0: the Paid figures alone.
  if (Number(process.env.BENCH_REMINDER_INVOICES ?? 10_000) > 0) await benchReminders(bench);
}

// ── Paid, live

interface PayOrg {
  orgId: string;
  accountId: string;
  managerId: string;
  managerEmail: string;
  customerEmail: string;
  /** Unmeasured first payment (each subscription heard once), one payment alone, then the burst's. */
  warm: string;
  alone: string;
  burst: string[];
  /** The same, for a customer without an email address: no receipt (and its PDF) is made. */
  quiet: string[];
}

/** The two events Stripe sends for one card payment on a connected account, as bodies to POST. */
function paymentEvents(org: PayOrg, invoiceId: string): string[] {
  const created = Math.floor(Date.now() / 1000);
  const paymentIntent = `pi_bench_${randomUUID().replaceAll('-', '')}`;
  const metadata = { orgId: org.orgId, invoiceId };
  const event = (type: string, object: object) =>
    JSON.stringify({
      id: `evt_bench_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      account: org.accountId,
      created,
      data: { object },
    });
  return [
    event('checkout.session.completed', {
      id: `cs_bench_${randomUUID().replaceAll('-', '')}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      amount_total: TOTAL_CENTS,
      currency: 'aud',
      metadata,
    }),
    event('payment_intent.succeeded', {
      id: paymentIntent,
      object: 'payment_intent',
      amount: TOTAL_CENTS,
      amount_received: TOTAL_CENTS,
      metadata,
    }),
  ];
}

async function seedPayOrgs(bench: Bench, orgs: number, perOrg: number): Promise<PayOrg[]> {
  const db = bench.database.db;
  const stamp = Date.now();
  const passwordHash = await hashPassword(PASSWORD);
  const seeded: PayOrg[] = [];
  for (let i = 0; i < orgs; i++) {
    const { orgId } = await bench.createOrgWithAdmin(`Bench Pay ${i}`);
    const managerEmail = `bench-pay-office-${i}-${stamp}@spanner.test`;
    const manager = await db.user.create({ data: { orgId, name: `Office ${i}`, email: managerEmail, passwordHash, role: 'manager' } });
    const accountId = `acct_local_${orgId}`;
    await db.payoutAccount.create({
      data: { orgId, provider: 'local', accountId, status: 'enabled', chargesEnabled: true, payoutsEnabled: true },
    });
    const customerEmail = `bench-payer-${i}-${stamp}@bench.test`;
    const customer = await db.customer.create({ data: { orgId, name: `Payer ${i}`, email: customerEmail } });
    const quiet = await db.customer.create({ data: { orgId, name: `Payer ${i} (no email)` } });
    const invoices = await db.invoice.createManyAndReturn({
      data: Array.from({ length: 2 * perOrg + 2 }, (_, k) => ({
        orgId,
        number: `INV-${String(k + 1).padStart(4, '0')}`,
        customerId: k < perOrg + 2 ? customer.id : quiet.id,
        title: 'Split system service',
        status: 'sent' as const,
        issueDate: new Date(),
        dueAt: new Date(Date.now() + 14 * 86_400_000),
        sentAt: new Date(),
        subtotalCents: 20_000,
        taxCents: 2_000,
        totalCents: TOTAL_CENTS,
      })),
      select: { id: true },
    });
    await db.invoiceLine.createMany({
      data: invoices.map((inv) => ({
        invoiceId: inv.id,
        position: 0,
        description: 'Split system service',
        quantity: 1,
        unitAmountCents: 20_000,
        taxRate: 10,
        amountCents: 20_000,
        taxCents: 2_000,
        totalCents: TOTAL_CENTS,
      })),
    });
    const ids = invoices.map((inv) => inv.id);
    seeded.push({
      orgId,
      accountId,
      managerId: manager.id,
      managerEmail,
      customerEmail,
      warm: ids[0],
      alone: ids[1],
      burst: ids.slice(2, perOrg + 2),
      quiet: ids.slice(perOrg + 2),
    });
  }
  return seeded;
}

async function benchPaidLive(bench: Bench) {
  const ORGS = Number(process.env.BENCH_PAY_ORGS ?? 20);
  const PER_ORG = Number(process.env.BENCH_PAY_PER_ORG ?? 5);
  const db = bench.database.db;
  const orgs = await seedPayOrgs(bench, ORGS, PER_ORG);
  // The local provider signs with STRIPE_WEBHOOK_SECRET when it is set: the bench signs as Stripe would.
  const secret = `whsec_bench_${randomUUID().replaceAll('-', '')}`;
  const app = await bench.startApp({ LOCAL_PAYMENTS: true, STRIPE_WEBHOOK_SECRET: secret, STRIPE_SECRET_KEY: undefined });
  const heard = new Map<string, number>();
  const paidEvents = new Map<string, number>();
  const clients: ReturnType<typeof createClient>[] = [];
  try {
    // ── One office member of each organisation listening, over graphql-ws with a bearer token
    for (const org of orgs) {
      const token = await bench.signIn(app.url, org.managerEmail, 'token');
      const client = createClient({
        url: `${app.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        lazy: false,
        connectionParams: { authorization: `Bearer ${token}` },
      });
      client.subscribe<{ invoiceChanged: { id: string; status: string } }>(
        { query: PAID },
        {
          next: (v) => {
            const now = performance.now();
            const change = v.data?.invoiceChanged;
            if (change?.status !== 'paid') return;
            paidEvents.set(change.id, (paidEvents.get(change.id) ?? 0) + 1);
            if (!heard.has(change.id)) heard.set(change.id, now);
          },
          error: (e) => console.error('payments bench: subscriber error', e),
          complete: () => {},
        },
      );
      clients.push(client);
    }
    // Each subscription registered on the server (no fixed wait: the server's own count of the member's streams).
    const deadline = Date.now() + 30_000;
    while (orgs.some((o) => app.services.live.streamsOf(o.managerId) < 1)) {
      if (Date.now() > deadline) throw new Error('payments bench: subscribers not registered after 30 s');
      await sleep(20);
    }

    const webhookUrl = `${app.url}/api/webhooks/stripe/connect`;
    const answers: number[] = [];
    const statuses = new Map<number, number>();
    /** POST one payment's two events at once; answers when the first was sent (performance.now()). */
    const pay = (org: PayOrg, invoiceId: string, done: Promise<unknown>[]) => {
      const sent = performance.now();
      for (const body of paymentEvents(org, invoiceId))
        done.push(
          fetch(webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signEvent(body, secret) },
            body,
          })
            .then(async (res) => {
              await res.arrayBuffer();
              answers.push(performance.now() - sent);
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            })
            .catch(() => statuses.set(0, (statuses.get(0) ?? 0) + 1)),
        );
      return sent;
    };
    /** Until each invoice was heard paid, or `ms` passed: the latencies heard, and the invoices never heard. */
    const hear = async (sent: Map<string, number>, ms: number) => {
      const until = Date.now() + ms;
      while ([...sent.keys()].some((id) => !heard.has(id)) && Date.now() < until) await sleep(5);
      const latencies = [...sent].filter(([id]) => heard.has(id)).map(([id, t0]) => (heard.get(id) as number) - t0);
      return { latencies: latencies.sort((a, b) => a - b), missing: [...sent.keys()].filter((id) => !heard.has(id)) };
    };

    // Warm-up, unmeasured: each organisation's first payment (the server's code paths warm, each subscriber heard once).
    for (const org of orgs) {
      const done: Promise<unknown>[] = [];
      const sent = new Map([[org.warm, pay(org, org.warm, done)]]);
      await Promise.all(done);
      const r = await hear(sent, 30_000);
      if (r.missing.length) throw new Error(`payments bench: the office of ${org.orgId} never heard its warm-up payment`);
    }
    answers.length = 0;
    statuses.clear();

    // Baseline: one payment alone, one organisation after another.
    const alone: number[] = [];
    const aloneAnswers: number[] = [];
    let aloneMissing = 0;
    for (const org of orgs) {
      const done: Promise<unknown>[] = [];
      const sent = new Map([[org.alone, pay(org, org.alone, done)]]);
      await Promise.all(done);
      const r = await hear(sent, 30_000);
      alone.push(...r.latencies);
      aloneMissing += r.missing.length;
      await sleep(50);
    }
    alone.sort((a, b) => a - b);
    aloneAnswers.push(...answers);
    const aloneStatuses = new Map(statuses);
    answers.length = 0;
    statuses.clear();

    // The burst: every organisation's invoices paid at the same moment (two webhooks each, all in flight at once).
    const burstOf = async (pick: (o: PayOrg) => string[]) => {
      answers.length = 0;
      statuses.clear();
      const sent = new Map<string, number>();
      const done: Promise<unknown>[] = [];
      const started = performance.now();
      for (let k = 0; k < PER_ORG; k++) for (const org of orgs) sent.set(pick(org)[k], pay(org, pick(org)[k], done));
      await Promise.all(done);
      const answeredIn = performance.now() - started;
      const heardAll = await hear(sent, 60_000);
      const ids = [...sent.keys()];
      const rows = await db.payment.groupBy({ by: ['invoiceId'], where: { invoiceId: { in: ids }, status: 'succeeded' }, _count: true });
      return {
        ids,
        ...heardAll,
        answeredIn,
        webhook: [...answers],
        statuses: new Map(statuses),
        rows: rows.length,
        twice: rows.filter((r) => r._count > 1).length,
        paid: await db.invoice.count({ where: { id: { in: ids }, status: 'paid' } }),
        heardTwice: ids.filter((id) => (paidEvents.get(id) ?? 0) > 1).length,
      };
    };
    /**
     * The receipts are the receipt job's (queued in the ledger's transaction, run by the app's workers after the
     * commit): until none of these organisations' is waiting or running, how long after the burst's first POST.
     */
    const receiptsDone = async (since: number) => {
      const until = Date.now() + 120_000;
      for (;;) {
        const [{ n }] = await db.$queryRawUnsafe<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payouts.payment-receipt' AND state IN ('created', 'retry', 'active') AND data->>'orgId' = ANY($1::text[])`,
          orgs.map((o) => o.orgId),
        );
        if (n === 0 || Date.now() > until) return { waiting: n, after: performance.now() - since };
        await sleep(20);
      }
    };
    const burstStarted = performance.now();
    const burst = await burstOf((o) => o.burst);
    const receipts = await receiptsDone(burstStarted);
    const receiptMails = await db.outgoingMessage.count({
      where: { orgId: { in: orgs.map((o) => o.orgId) }, subject: { startsWith: 'Receipt for invoice' } },
    });
    await sleep(1000);
    const quiet = await burstOf((o) => o.quiet);

    const fmt = (v: number) => round(v, 0).toLocaleString('en-AU');
    const line = (title: string, n: number, latencies: number[], missing: number, webhook: number[], st: Map<number, number>) => {
      const w = [...webhook].sort((a, b) => a - b);
      const other = [...st].filter(([s]) => s !== 200).reduce((sum, [, c]) => sum + c, 0);
      console.log(
        `| ${title} | ${n} | ${latencies.length}${missing ? ` (**${missing} NEVER HEARD**)` : ''} | ${fmt(percentile(latencies, 50))} | **${fmt(
          percentile(latencies, 95),
        )}** | ${fmt(latencies.at(-1) ?? 0)} | ${w.length}, ${other ? `**${other} not 200**` : 'all 200'} | ${fmt(percentile(w, 50))} / ${fmt(percentile(w, 95))} |`,
      );
    };
    console.log(
      `\nPaid, live (${bench.kind}): ${ORGS} organisations, each payment the two signed Connect events POSTed at once to /api/webhooks/stripe/connect; from the first POST's send to the office's invoiceChanged subscriber (graphql-ws) hearing status paid:\n`,
    );
    console.log('| payments | invoices | heard paid | p50 ms | p95 ms | max ms | webhooks answered | webhook answer p50 / p95 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---|---:|');
    line('one alone, one organisation after another (baseline)', orgs.length, alone, aloneMissing, aloneAnswers, aloneStatuses);
    for (const [title, b] of [
      [`${burst.ids.length} at once across ${ORGS} organisations, receipts emailed`, burst],
      [`${quiet.ids.length} at once, customers without an email address (no receipt)`, quiet],
    ] as const) {
      line(title, b.ids.length, b.latencies, b.missing.length, b.webhook, b.statuses);
    }
    const ratio = percentile(alone, 95) ? percentile(burst.latencies, 95) / percentile(alone, 95) : 0;
    console.log(
      `\np95 at once ÷ p95 alone: ${round(ratio, 1)}×; the ${burst.ids.length} payments' webhooks answered in ${fmt(burst.answeredIn)} ms (without receipts ${fmt(
        quiet.answeredIn,
      )} ms). Target: p95 < 5,000 ms — ${
        burst.missing.length
          ? `**FAILED: ${burst.missing.length} invoices never heard paid**`
          : percentile(burst.latencies, 95) < 5000
            ? 'met'
            : '**missed**'
      }.`,
    );
    console.log(
      `Receipts (the receipt job, after the commit): ${receiptMails} customer receipts recorded in all (${orgs.length} warm-up, ${orgs.length} alone, ${burst.ids.length} in the burst); the burst's last made ${fmt(receipts.after)} ms after its first POST${receipts.waiting ? ` (**${receipts.waiting} still waiting**)` : ''}.`,
    );
    for (const [label, b] of [
      ['receipts emailed', burst],
      ['no receipt', quiet],
    ] as const)
      console.log(
        `Ledger (${label}): ${b.rows} of ${b.ids.length} invoices with a succeeded payment, ${b.twice} with two; ${b.paid} paid; subscribers heard ${b.heardTwice} invoices paid twice.`,
      );
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await app.stop();
    // The receipts' PDFs were put in storage for the outbox: removed with the organisations' messages.
    const storage = openStorage(bench.config.storage);
    const kept = await db.outgoingMessage.findMany({ where: { orgId: { in: orgs.map((o) => o.orgId) } }, select: { attachments: true } });
    for (const m of kept)
      for (const a of (m.attachments as { key?: string }[] | null) ?? []) if (a.key) await storage.delete(a.key).catch(() => undefined);
    for (const o of orgs) {
      await db.organization.delete({ where: { id: o.orgId } });
      rmSync(path.join(mailboxDir(bench.config.DATA_DIR), mailboxFolderOf(o.customerEmail)), { recursive: true, force: true });
    }
  }
}

// ── Reminders

type Channels = 'email' | 'sms' | 'both';

interface ReminderOrg {
  orgId: string;
  channels: Channels;
  /** SMS credits left of the allowance before the run (null: the whole allowance) and the pack on top. */
  smsLeft: number | null;
  pack: number;
  invoices: number;
}

/** Each reminder organisation's customers (the same addresses in each: one local mailbox folder per address). */
const CUSTOMERS = 25;
const remindedEmail = (c: number, stamp: number) => `bench-reminded-${c}-${stamp}@bench.test`;

/** The instant the schedule runs at: now when it is inside the reminder hours in Melbourne, else today at noon there. */
function reminderInstant(): Date {
  const now = new Date();
  const hour = wallClockOf(now, ZONE).hour;
  if (hour >= 9 && hour < 17) return now;
  const [y, m, d] = dayKeyOf(now, ZONE).split('-').map(Number);
  return instantOf({ y, m, d, hour: 12, minute: 0 }, ZONE);
}

async function seedReminderOrgs(bench: Bench, orgCount: number, invoiceCount: number, today: string, periodStart: Date, stamp: number) {
  const db = bench.database.db;
  const steps = [-3, 0, 7, 14, 30];
  const orgs: ReminderOrg[] = [];
  const quota = PLANS.enterprise.sms;
  let made = 0;
  for (let i = 0; i < orgCount; i++) {
    const channels = (['email', 'sms', 'both'] as const)[i % 3];
    const invoices = Math.floor(invoiceCount / orgCount) + (i < invoiceCount % orgCount ? 1 : 0);
    // Every second organisation that texts has 150 credits left of its allowance (the first of those a 50-credit pack too).
    const texts = channels !== 'email';
    const near = texts && Math.floor(i / 3) % 2 === 1;
    const smsLeft = near ? 150 : null;
    const pack = near && !orgs.some((o) => o.pack) ? 50 : 0;
    const { orgId } = await bench.createOrgWithAdmin(`Bench Reminders ${i}`);
    await db.organization.update({
      where: { id: orgId },
      data: {
        paymentRemindersEnabled: true,
        paymentReminderSteps: steps,
        paymentReminderByEmail: channels !== 'sms',
        paymentReminderBySms: texts,
      },
    });
    await db.subscription.update({
      where: { orgId },
      data: {
        status: 'active',
        planId: 'enterprise',
        currentPeriodStart: periodStart,
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      },
    });
    if (smsLeft !== null) await db.usageCounter.create({ data: { orgId, channel: 'sms', periodStart, used: quota - smsLeft } });
    if (pack)
      await db.creditPack.create({
        data: { orgId, type: 'sms', productId: 'bench-sms-pack', quantity: pack, remaining: pack, priceCents: 0 },
      });
    const customers = await db.customer.createManyAndReturn({
      data: Array.from({ length: CUSTOMERS }, (_, c) => ({
        orgId,
        name: `Reminded ${c}`,
        email: remindedEmail(c, stamp),
        phone: `04${String(12_000_000 + c * 7919 + i).padStart(8, '0')}`,
      })),
      select: { id: true },
    });
    const rows = Array.from({ length: invoices }, (_, k) => {
      const step = steps[(k + i) % steps.length];
      return {
        orgId,
        number: `INV-${String(k + 1).padStart(5, '0')}`,
        customerId: customers[k % customers.length].id,
        title: 'Service',
        status: step > 0 ? ('overdue' as const) : ('sent' as const),
        issueDate: midnightOf(addDays(today, -step - 14), ZONE),
        dueAt: midnightOf(addDays(today, -step), ZONE),
        sentAt: midnightOf(addDays(today, -step - 14), ZONE),
        subtotalCents: 20_000,
        taxCents: 2_000,
        totalCents: TOTAL_CENTS,
        // One in ten part paid: the reminder asks for the balance.
        paidCents: (k + made) % 10 === 0 ? 5_000 : 0,
      };
    });
    for (let from = 0; from < rows.length; from += 1000) await db.invoice.createMany({ data: rows.slice(from, from + 1000) });
    made += invoices;
    orgs.push({ orgId, channels, smsLeft, pack, invoices });
  }
  return orgs;
}

async function benchReminders(bench: Bench) {
  const INVOICES = Number(process.env.BENCH_REMINDER_INVOICES ?? 10_000);
  const ORGS = Number(process.env.BENCH_REMINDER_ORGS ?? 20);
  const db = bench.database.db;
  const at = reminderInstant();
  const today = dayKeyOf(at, ZONE);
  const periodStart = new Date(Date.now() - 86_400_000);
  const seedStarted = performance.now();
  const stamp = Date.now();
  const orgs = await seedReminderOrgs(bench, ORGS, INVOICES, today, periodStart, stamp);
  const orgIds = orgs.map((o) => o.orgId);
  const seededIn = performance.now() - seedStarted;
  if (bench.database.kind !== 'pglite') await db.$executeRawUnsafe('VACUUM ANALYZE "Invoice", "Customer"');
  const app = await bench.startApp();
  const queueSince = new Date(Date.now() - 60_000);
  /** The queue's jobs of these organisations (sent from now on), by kind and state. */
  const queue = async () => {
    const rows = await db.$queryRawUnsafe<{ name: string; state: string; n: number }[]>(
      `SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job
        WHERE name IN ('payments.reminders-of-org', 'payments.reminder') AND created_on >= $2 AND data->>'orgId' = ANY($1::text[])
        GROUP BY 1, 2`,
      orgIds,
      queueSince,
    );
    const count = (name: string, states: string[]) =>
      rows.filter((r) => r.name === name && states.includes(r.state)).reduce((n, r) => n + r.n, 0);
    const open = ['created', 'retry', 'active'];
    return {
      orgOpen: count('payments.reminders-of-org', open),
      reminderOpen: count('payments.reminder', open),
      reminders: count('payments.reminder', ['created', 'retry', 'active', 'completed', 'failed', 'cancelled']),
      failed: count('payments.reminder', ['failed']) + count('payments.reminders-of-org', ['failed']),
    };
  };
  /** Until no job of these organisations is waiting or running (or `ms` passed): when the schedule and the sends ended. */
  const drain = async (started: number, ms: number) => {
    let scheduledAt = 0;
    for (;;) {
      const q = await queue();
      const t = performance.now() - started;
      if (!scheduledAt && q.orgOpen === 0) scheduledAt = t;
      if (q.orgOpen === 0 && q.reminderOpen === 0) return { scheduledIn: scheduledAt, sentIn: t, ...q, drained: true };
      if (t > ms) return { scheduledIn: scheduledAt, sentIn: t, ...q, drained: false };
      // Looked at four times a second: the look is the bench's, not the app's, and shares the machine with it.
      await sleep(250);
    }
  };
  try {
    const started = performance.now();
    const due = await queueDuePaymentReminders(app.services.jobs, bench.database, at);
    const first = await drain(started, 600_000);

    // A second pass an hour later the same day (inside the reminder hours): every step is recorded, nothing is sent.
    const hour = wallClockOf(at, ZONE).hour;
    const again = new Date(at.getTime() + (hour < 17 ? 1 : -1) * 3_600_000);
    const secondStarted = performance.now();
    const rowsBefore = await db.paymentReminder.count({ where: { orgId: { in: orgIds } } });
    await queueDuePaymentReminders(app.services.jobs, bench.database, again);
    const second = await drain(secondStarted, 120_000);
    const rowsAfter = await db.paymentReminder.count({ where: { orgId: { in: orgIds } } });

    const outcomes = await db.paymentReminder.groupBy({
      by: ['channel', 'outcome'],
      where: { orgId: { in: orgIds } },
      _count: true,
    });
    const of = (channel: string, outcome: string) => outcomes.find((o) => o.channel === channel && o.outcome === outcome)?._count ?? 0;
    const refusedForCredits = await db.paymentReminder.count({
      where: { orgId: { in: orgIds }, outcome: 'refused', reason: { contains: 'credits' } },
    });
    const [{ n: duplicateRows }] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "PaymentReminder" WHERE "orgId" = ANY($1::text[])
        GROUP BY "invoiceId", step, channel HAVING count(*) > 1) d`,
      orgIds,
    );
    const [{ n: duplicateMessages }] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "OutgoingMessage" WHERE "orgId" = ANY($1::text[]) AND "invoiceId" IS NOT NULL
        GROUP BY "invoiceId", channel HAVING count(*) > 1) d`,
      orgIds,
    );
    const messages = await db.outgoingMessage.groupBy({
      by: ['channel'],
      where: { orgId: { in: orgIds } },
      _count: true,
      _sum: { credits: true },
    });
    const messagesOf = (channel: string) => messages.find((m) => m.channel === channel);
    // Expected: one row per invoice and channel of its organisation.
    const expectedRows = orgs.reduce((n, o) => n + o.invoices * (o.channels === 'both' ? 2 : 1), 0);
    const invoicesReminded = await db.paymentReminder.groupBy({ by: ['invoiceId'], where: { orgId: { in: orgIds } } });

    // The allowance: no organisation past its SMS quota, every credit spent paying for a recorded text.
    const quota = PLANS.enterprise.sms;
    const counters = await db.usageCounter.findMany({ where: { orgId: { in: orgIds }, channel: 'sms', periodStart } });
    const packs = await db.creditPack.findMany({ where: { orgId: { in: orgIds }, type: 'sms' } });
    const smsCredits = messagesOf('sms')?._sum.credits ?? 0;
    const spentFromQuota = counters.reduce((n, c) => {
      const o = orgs.find((x) => x.orgId === c.orgId);
      return n + c.used - (o?.smsLeft !== null && o?.smsLeft !== undefined ? quota - o.smsLeft : 0);
    }, 0);
    const spentFromPacks = packs.reduce((n, p) => n + (p.quantity - p.remaining), 0);
    const overQuota = counters.filter((c) => c.used > quota).length;
    const exact = smsCredits === spentFromQuota + spentFromPacks && overQuota === 0;

    const s = (ms: number) => round(ms / 1000, 1);
    console.log(
      `\nPayment reminders (${bench.kind}): ${INVOICES.toLocaleString('en-AU')} open invoices across ${ORGS} organisations (email / SMS / both by turns; ${
        orgs.filter((o) => o.smsLeft !== null).length
      } texting organisations with 150 SMS credits left, one with a 50-credit pack), each with one step due today (${today}, Melbourne); seeded in ${s(seededIn)} s; the minute job's pass at ${wallClockOf(at, ZONE).hour}:${String(wallClockOf(at, ZONE).minute).padStart(2, '0')} there, then the app's workers until the queue is empty:\n`,
    );
    console.log(
      '| organisations due | reminder jobs | scheduled in (s) | all sent in (s) | rows/s | email sent | SMS sent | SMS refused for credits | other refused | failed jobs | duplicate (invoice, step, channel) rows | duplicate messages |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const rowsMade = rowsBefore;
    console.log(
      `| ${due} | ${first.reminders} | ${s(first.scheduledIn)} | ${s(first.sentIn)}${first.drained ? '' : ' **NOT DRAINED**'} | ${round(
        rowsMade / (first.sentIn / 1000),
        0,
      )} | ${of('email', 'sent')} | ${of('sms', 'sent')} | ${refusedForCredits} | ${of('email', 'refused') + of('sms', 'refused') - refusedForCredits} | ${
        first.failed
      } | **${duplicateRows}** | **${duplicateMessages}** |`,
    );
    console.log(
      `\nRows: ${rowsMade} of ${expectedRows} expected (one per invoice and channel), ${invoicesReminded.length} of ${INVOICES} invoices reminded; messages: ${
        messagesOf('email')?._count ?? 0
      } emails, ${messagesOf('sms')?._count ?? 0} texts (${smsCredits} SMS credits). SMS allowance: ${overQuota} organisations past the quota; credits spent ${spentFromQuota} from allowances + ${spentFromPacks} from packs = ${
        spentFromQuota + spentFromPacks
      }: ${exact ? 'exact' : '**MISMATCH**'}.`,
    );
    console.log(
      `Second pass an hour later: ${second.reminders - first.reminders} new reminder jobs, ${rowsAfter - rowsBefore} new reminder rows in ${s(second.sentIn)} s${
        second.drained ? '' : ' **NOT DRAINED**'
      }.`,
    );
    if (duplicateRows || duplicateMessages || rowsAfter !== rowsBefore || rowsMade !== expectedRows || !first.drained)
      console.log('\n**PAYMENT REMINDERS: DUPLICATES, MISSING OR UNSENT REMINDERS — see above**');
  } finally {
    await app.stop();
    for (const o of orgs) await db.organization.delete({ where: { id: o.orgId } });
    for (let c = 0; c < CUSTOMERS; c++)
      rmSync(path.join(mailboxDir(bench.config.DATA_DIR), mailboxFolderOf(remindedEmail(c, stamp))), { recursive: true, force: true });
  }
}
