import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { hashPassword } from '../src/auth/password.ts';
import type { Config } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { sendOrganisationEmail } from '../src/domain/messaging/send-email.ts';
import { queueBookingSms } from '../src/domain/service/booking-sms.ts';
import { queueWebhookEvents } from '../src/domain/webhooks/queue-webhook-events.ts';
import { newWebhookSecret } from '../src/domain/webhooks/signing.ts';
import { CSRF_HEADER } from '../src/http/origins.ts';
import { JobQueue } from '../src/jobs/job-queue.ts';
import { JOB_KINDS } from '../src/jobs/kinds.ts';
import { trialEndFrom } from '../src/rules/plans.ts';

// The clients of the fault run (fault-run.ts): HTTP calls through the load balancer that say whether a write was
// acknowledged, refused or left uncertain, and live subscribers that keep every event with the connection (segment)
// it arrived on, so what each one saw can be checked against what was written.

/** How a call ended: answered 2xx (acknowledged), answered 4xx (refused: nothing was written), or uncertain. */
export type Outcome = 'acked' | 'refused' | 'uncertain';

export interface Answer {
  outcome: Outcome;
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  body: any;
}

export interface Caller {
  /**
   * Every call that did not end 2xx, by the fault under way when it ended, by status (0: no answer): a call made just
   * before the kill and cut by it counts against the kill, not against the calm before it.
   */
  errors: Map<string, Map<number, number>>;
  /** The first answer of each kind of failure, by phase and status. */
  samples: Map<string, string>;
  phase: string;
  call(
    method: string,
    path: string,
    opts?: { auth?: string; json?: unknown; raw?: { payload: Buffer; headers: Record<string, string> } },
  ): Promise<Answer>;
}

export function caller(baseUrl: string): Caller {
  const count = (phase: string, status: number, body: string, what: string) => {
    const key = `${phase}: ${status || 'no answer'} (${what})`;
    if (!c.samples.has(key)) c.samples.set(key, body.slice(0, 200));
    const byStatus = c.errors.get(phase) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    c.errors.set(phase, byStatus);
  };
  const c: Caller = {
    errors: new Map(),
    samples: new Map(),
    phase: 'before faults',
    async call(method, path, { auth, json, raw } = {}) {
      const headers: Record<string, string> = { [CSRF_HEADER]: '1' };
      if (auth?.startsWith('Bearer ')) headers.authorization = auth;
      else if (auth) headers.cookie = auth;
      let body: BodyInit | undefined;
      if (json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(json);
      } else if (raw) {
        Object.assign(headers, raw.headers);
        body = new Uint8Array(raw.payload);
      }
      try {
        const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {}
        const outcome: Outcome = res.status < 300 ? 'acked' : res.status < 500 && res.status !== 429 ? 'refused' : 'uncertain';
        if (outcome !== 'acked') count(c.phase, res.status, text, `${method} ${path}`);
        return { outcome, status: res.status, body: parsed };
      } catch (error) {
        count(c.phase, 0, String(error), `${method} ${path}`);
        return { outcome: 'uncertain', status: 0, body: String(error) };
      }
    },
  };
  return c;
}

export interface Segment {
  connectedAt: number;
  closedAt?: number;
  closeCode?: number;
  /** When its first event arrived: from then on its subscription is certainly registered on the server. */
  firstEventAt?: number;
  // biome-ignore lint/suspicious/noExplicitAny: events are read field by field
  events: { at: number; data: any }[];
}

export interface Subscriber {
  name: string;
  segments: Segment[];
  /** Errors that ended the subscription (it is not subscribed again while its socket stays open). */
  failures: unknown[];
  /** The current connection, while connected. */
  open(): Segment | undefined;
  dispose(): Promise<void>;
}

/**
 * A graphql-ws subscriber through the load balancer that reconnects whenever its socket closes (as the web app does)
 * and subscribes again; every connection is a new segment.
 */
export function subscriber(name: string, baseUrl: string, token: string, query: string, variables?: Record<string, unknown>): Subscriber {
  const segments: Segment[] = [];
  const failures: unknown[] = [];
  let current: Segment | undefined;
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** retries, 1000))),
    connectionParams: { authorization: `Bearer ${token}` },
  });
  client.on('connected', () => {
    current = { connectedAt: Date.now(), events: [] };
    segments.push(current);
  });
  client.on('closed', (event) => {
    if (!current) return;
    current.closedAt = Date.now();
    current.closeCode = (event as { code?: number }).code;
    current = undefined;
  });
  client.subscribe(
    { query, variables },
    {
      next: (value) => {
        const at = Date.now();
        if (!current) return;
        current.firstEventAt ??= at;
        current.events.push({ at, data: value.data });
      },
      // The server ended the subscription with an error while the socket stayed open: it hears nothing more.
      error: (error) => {
        failures.push(error);
      },
      complete: () => {},
    },
  );
  return { name, segments, failures, open: () => current, dispose: () => client.dispose() as Promise<void> };
}

// ── Deliveries under faults: emails, SMS and webhooks for many organisations, queued while the faults happen.

export interface DeliveryCounts {
  organisations: number;
  emails: number;
  sms: number;
  webhooks: number;
}

/** What the run queues and how it is sent (every channel on the job queue, in the writing transaction). */
export interface DeliveryLoadOptions extends DeliveryCounts {
  /** The run's database, reached directly (not through the gate): the load's own writes. */
  database: Database;
  databaseUrl: string;
  /** The configuration the API processes run with (SMTP, Twilio, PUBLIC_URL), for the domain functions called here. */
  config: Config;
  /** The receiver every organisation's endpoint posts to. */
  receiverUrl: string;
  /** A receiver that always answers 500: the deliveries made to fail on purpose. */
  failingUrl: string;
  /** How many events go to the failing receiver (one organisation's second endpoint). */
  failing: number;
}

/** One piece of queued work: what identifies it in the fakes and the rows, and whether its write committed. */
interface Item {
  channel: 'email' | 'SMS' | 'webhook' | 'failing';
  org: number;
  /** The email's subject, the job title in the SMS, or the job id in the webhook's body. */
  mark: string;
  outcome: 'acked' | 'pending';
  tries: number;
  /** Its place in its channel's share (0 to 1): the channels are interleaved by it. */
  order: number;
}

/**
 * The writes of the delivery load, through the functions the product's routes call: an email recorded with its
 * delivery job (sendOrganisationEmail in a transaction, as a quote or invite email is), a service visit booked with
 * its confirmation text's job (queueBookingSms, as the service board's booking does) and a job created with its
 * webhook deliveries' jobs (queueWebhookEvents, as every write does). The API processes' workers send them all.
 * Batches of ten items run in one transaction each; one that fails (the database away) is tried again, after
 * checking whether it committed after all.
 */
export async function deliveryLoad(options: DeliveryLoadOptions) {
  const { database, config } = options;
  const db = database.db;
  const jobs = new JobQueue(database, { databaseUrl: options.databaseUrl, kinds: JOB_KINDS, log: () => {} });
  await jobs.start();
  const passwordHash = await hashPassword('correct-horse');
  const orgs: { id: string; name: string; userId: string; customerId: string }[] = [];
  for (let i = 0; i < options.organisations; i++) {
    const org = await db.organization.create({
      data: {
        name: `Delivery Org ${i + 1}`,
        subscription: { create: { status: 'trial', planId: 'pro', trialEnd: trialEndFrom(new Date()) } },
      },
    });
    const user = await db.user.create({
      data: {
        orgId: org.id,
        name: `Admin ${i + 1}`,
        email: `admin@delivery-${i + 1}-${org.id.slice(0, 8)}.test`,
        passwordHash,
        role: 'admin',
      },
    });
    const customer = await db.customer.create({
      data: { orgId: org.id, name: `Customer ${i + 1}`, contactName: `Cam ${i + 1}`, phone: `0412 ${String(100_000 + i).slice(-6)}` },
    });
    await db.webhookEndpoint.create({
      data: { orgId: org.id, url: `${options.receiverUrl}/org/${i + 1}`, events: ['job.created'], secret: newWebhookSecret() },
    });
    if (i === 0 && options.failing)
      await db.webhookEndpoint.create({
        data: { orgId: org.id, url: `${options.failingUrl}/down`, events: ['job.updated'], secret: newWebhookSecret() },
      });
    orgs.push({ id: org.id, name: org.name, userId: user.id, customerId: customer.id });
  }

  // The work, spread across the organisations and interleaved by channel, so every channel meets every fault.
  const items: Item[] = [];
  const spread = (channel: Item['channel'], total: number, mark: (org: number, n: number) => string) => {
    for (let n = 0; n < total; n++) {
      const org = channel === 'failing' ? 0 : n % orgs.length;
      items.push({ channel, org, mark: mark(org, n), outcome: 'pending', tries: 0, order: n / total });
    }
  };
  spread('email', options.emails, (o, n) => `Delivery email ${o + 1}-${n + 1}`);
  spread('SMS', options.sms, (o, n) => `Delivery visit ${o + 1}-${n + 1}`);
  spread('webhook', options.webhooks, (o, n) => `Delivery hook ${o + 1}-${n + 1}`);
  spread('failing', options.failing, (o, n) => `Delivery failing ${o + 1}-${n + 1}`);
  items.sort((a, b) => a.order - b.order);
  const tomorrow = new Date(Date.now() + 86_400_000);

  async function write(tx: Db, item: Item) {
    const org = orgs[item.org];
    if (item.channel === 'email') {
      await sendOrganisationEmail({ db: tx, config, jobs }, org.id, {
        to: `customer-${item.org + 1}@delivery.test`,
        subject: item.mark,
        text: `${item.mark}: your invoice is attached.`,
        counted: true,
      });
      return;
    }
    const job = await tx.job.create({
      data: {
        orgId: org.id,
        title: item.mark,
        customerId: org.customerId,
        status: 'scheduled',
        scheduledAt: tomorrow,
      },
      select: { id: true },
    });
    if (item.channel === 'SMS') await queueBookingSms({ jobs }, tx as never, { orgId: org.id, sentById: org.userId }, [job.id]);
    else await queueWebhookEvents(jobs, tx, org.id, [{ type: item.channel === 'failing' ? 'job.updated' : 'job.created', id: job.id }]);
  }

  /** Whether the item's write is in the database (a batch whose answer was lost may have committed). */
  async function committed(item: Item) {
    const org = orgs[item.org].id;
    if (item.channel === 'email') return (await db.outgoingMessage.count({ where: { orgId: org, subject: item.mark } })) > 0;
    return (await db.job.count({ where: { orgId: org, title: item.mark } })) > 0;
  }

  let failures = 0;
  return {
    items,
    orgs,
    failures: () => failures,
    acked: () => items.filter((i) => i.outcome === 'acked').length,
    done: () => items.every((i) => i.outcome === 'acked'),
    /**
     * Writes the items, ten a transaction, until every one is acknowledged (a failed batch is tried again), at a pace
     * that spreads them until `spreadUntil` (a time), so that every fault meets deliveries being written and sent.
     */
    async run(spreadUntil: number) {
      const started = Date.now();
      const taken = new Set<Item>();
      const open = () => items.filter((i) => i.outcome === 'pending' && !taken.has(i));
      async function writer() {
        for (;;) {
          // Ahead of the pace (the share written beyond the share of the time gone): wait a little.
          const ahead = 1 - open().length / items.length > (Date.now() - started) / Math.max(1, spreadUntil - started);
          if (ahead) {
            await new Promise((r) => setTimeout(r, 50));
            continue;
          }
          const batch = open().slice(0, 10);
          if (!batch.length) return;
          for (const item of batch) taken.add(item);
          try {
            // A busy machine can take longer than Prisma's default 5 s for a batch: that is slowness, not a fault.
            await db.$transaction(
              async (tx) => {
                for (const item of batch) await write(tx as unknown as Db, item);
              },
              { timeout: 60_000, maxWait: 60_000 },
            );
            for (const item of batch) item.outcome = 'acked';
          } catch {
            failures++;
            for (const item of batch) item.tries++;
            // The commit may have happened with its answer lost: then the batch is there and is not written again.
            try {
              if (await committed(batch[0])) for (const item of batch) item.outcome = 'acked';
            } catch {}
            await new Promise((r) => setTimeout(r, 200));
          } finally {
            for (const item of batch) taken.delete(item);
          }
        }
      }
      // Four writers side by side, as four requests would be: one alone cannot write thousands in the run's time.
      await Promise.all([writer(), writer(), writer(), writer()]);
    },
    close: () => jobs.stop(),
  };
}

export type DeliveryLoad = Awaited<ReturnType<typeof deliveryLoad>>;

/** What the outside world received, per channel, against what the load wrote (and what the rule allows). */
export interface DeliveryReport {
  /** Acknowledged writes, per channel. */
  written: Record<string, number>;
  received: Record<string, number>;
  /** Acknowledged, never received, and nothing left that would send it. */
  lost: Record<string, number>;
  /** Not received yet, with a job still queued or running (one a killed process held waits for its lease). */
  waiting: Record<string, number>;
  /** Received more than once (the same email subject, SMS text or webhook-id). */
  duplicated: Record<string, number>;
  /** SMS recorded and claimed by a process killed before Twilio answered: at most once lets it go unsent. */
  smsLeftByKill: number;
  /** Dead letters and failed deliveries other than those made to fail on purpose. */
  unexpectedFailures: string[];
  /** Dead letters of the deliveries made to fail on purpose. */
  deadLettersOnPurpose: number;
  writeRetries: number;
}

export interface DeliveryFakes {
  mail: { raw: string }[];
  sms: Record<string, string>[];
  hooks: { headers: Record<string, string | string[] | undefined>; body: string }[];
  failing: { body: string }[];
}

/** Counts each mark as the fakes received it. */
function receivedMarks(fakes: DeliveryFakes) {
  const count = new Map<string, number>();
  const add = (mark: string | undefined) => mark && count.set(mark, (count.get(mark) ?? 0) + 1);
  for (const m of fakes.mail) add(m.raw.match(/^Subject: (Delivery email \d+-\d+)\s*$/m)?.[1]);
  for (const s of fakes.sms) add(s.Body?.match(/Delivery visit \d+-\d+/)?.[0]);
  const hookIds = new Map<string, Set<string>>();
  for (const h of fakes.hooks) {
    const title = (JSON.parse(h.body) as { data?: { title?: string } }).data?.title;
    if (!title) continue;
    add(title);
    const ids = hookIds.get(title) ?? new Set();
    ids.add(String(h.headers['webhook-id']));
    hookIds.set(title, ids);
  }
  for (const f of fakes.failing) add((JSON.parse(f.body) as { data?: { title?: string } }).data?.title);
  return { count, hookIds };
}

/** Whether every acknowledged write has been received (the failing receiver's are never delivered). */
export function deliveriesArrived(load: DeliveryLoad, fakes: DeliveryFakes): boolean {
  const { count } = receivedMarks(fakes);
  return load.items.every((i) => i.channel === 'failing' || (i.outcome === 'acked' && (count.get(i.mark) ?? 0) > 0));
}

const STILL_TO_RUN = `state IN ('created', 'retry', 'active')`;
const DELIVERY_JOBS = `name IN ('messaging.email', 'messaging.booking-sms', 'webhook.deliver')`;

/** The load's rows (messages, jobs, webhook deliveries) and the marks of those a delivery job matching `jobsWhere` would send. */
async function marksOfJobs(load: DeliveryLoad, database: Database, jobsWhere: string, ...values: unknown[]) {
  const db = database.db;
  const orgIds = load.orgs.map((o) => o.id);
  const messages = await db.outgoingMessage.findMany({
    where: { orgId: { in: orgIds }, OR: [{ subject: { startsWith: 'Delivery email' } }, { channel: 'sms' }] },
    select: { id: true, subject: true, body: true, status: true, channel: true, jobId: true },
  });
  const jobs = await db.job.findMany({ where: { orgId: { in: orgIds } }, select: { id: true, title: true } });
  const jobTitle = new Map(jobs.map((j) => [j.id, j.title]));
  const deliveries = await db.webhookDelivery.findMany({
    where: { orgId: { in: orgIds } },
    select: { id: true, status: true, payload: true, endpoint: { select: { url: true } } },
  });
  const toRun = new Set(
    (
      await db.$queryRawUnsafe<{ mark: string }[]>(
        `SELECT COALESCE(data->>'messageId', data->>'jobId', data->>'deliveryId') AS mark FROM pgboss.job
          WHERE ${DELIVERY_JOBS} AND ${jobsWhere}`,
        ...values,
      )
    ).map((r) => r.mark),
  );
  const marks = new Set<string>();
  for (const m of messages) if (toRun.has(m.id)) marks.add(m.subject ?? '');
  for (const j of jobs) if (toRun.has(j.id)) marks.add(j.title);
  for (const d of deliveries) if (toRun.has(d.id)) marks.add(jobTitle.get((d.payload as { data?: { id?: string } })?.data?.id ?? '') ?? '');
  return { messages, jobTitle, deliveries, marks };
}

/**
 * Whether an acknowledged write not received yet may still arrive by `deadline`: its job is running since
 * `heldBefore` (the end of the last fault), or queued or due again by then and not held back by its organisation's
 * cap (jobs/fairness.ts) full of jobs running since before it. A job running since before the faults ended is held
 * until its lease runs out (15 minutes for an email): a killed process held it, or its process could not record its
 * outcome while the database was away; when that is after the deadline, it and every job the cap holds back behind it
 * cannot run in time, nor can one backing off past the deadline. Waiting for those proves nothing: they are reported as waiting for a job.
 */
export async function deliveriesStillDue(
  load: DeliveryLoad,
  fakes: DeliveryFakes,
  database: Database,
  heldBefore: number,
  deadline: number,
): Promise<boolean> {
  const { count } = receivedMarks(fakes);
  const { marks } = await marksOfJobs(
    load,
    database,
    `((state = 'active' AND (started_on >= $2 OR started_on + expire_in <= $1))
      OR (state IN ('created', 'retry') AND start_after <= $1
       AND (SELECT count(*) FROM pgboss.job held WHERE held.name = pgboss.job.name AND held.state = 'active'
             AND held.started_on < $2 AND held.started_on + held.expire_in > $1
             AND held.data->>'orgId' = pgboss.job.data->>'orgId') < ($3::jsonb->>pgboss.job.name)::int))`,
    new Date(deadline),
    new Date(heldBefore),
    JSON.stringify(Object.fromEntries(JOB_KINDS.map((k) => [k.name, k.perOrganisation]))),
  );
  return load.items.some((i) => i.channel !== 'failing' && i.outcome === 'acked' && !count.get(i.mark) && marks.has(i.mark));
}

export async function checkDeliveries(load: DeliveryLoad, fakes: DeliveryFakes, database: Database): Promise<DeliveryReport> {
  const db = database.db;
  const { count, hookIds } = receivedMarks(fakes);
  const raw = <T>(sql: string, ...values: unknown[]) => db.$queryRawUnsafe<T[]>(sql, ...values);
  // The rows behind each item, and the jobs that would still send them.
  const { messages, jobTitle, deliveries, marks: waitingMarks } = await marksOfJobs(load, database, STILL_TO_RUN);
  // An SMS recorded (and claimed) but still queued: the job saw its record and did not send again (at most once).
  const smsQueued = new Set(
    messages.filter((m) => m.channel === 'sms' && m.status === 'queued').map((m) => jobTitle.get(m.jobId ?? '') ?? ''),
  );

  const channels = ['email', 'SMS', 'webhook'] as const;
  const zero = () => Object.fromEntries(channels.map((c) => [c, 0])) as Record<string, number>;
  const report: DeliveryReport = {
    written: zero(),
    received: zero(),
    lost: zero(),
    waiting: zero(),
    duplicated: zero(),
    smsLeftByKill: 0,
    unexpectedFailures: [],
    deadLettersOnPurpose: 0,
    writeRetries: load.failures(),
  };
  for (const item of load.items) {
    if (item.channel === 'failing' || item.outcome !== 'acked') continue;
    const c = item.channel;
    report.written[c]++;
    const n = count.get(item.mark) ?? 0;
    if (n > 0) report.received[c]++;
    if (c === 'webhook' ? (hookIds.get(item.mark)?.size ?? 0) < n : n > 1) report.duplicated[c]++;
    if (n > 0) continue;
    if (waitingMarks.has(item.mark)) report.waiting[c]++;
    else if (c === 'SMS' && smsQueued.has(item.mark)) report.smsLeftByKill++;
    else report.lost[c]++;
  }

  // Failures: only the deliveries to the receiver that always answers 500 may fail or be dead-lettered.
  const onPurpose = new Set(deliveries.filter((d) => d.endpoint.url.includes('/down')).map((d) => d.id));
  for (const d of deliveries)
    if (d.status === 'failed' && !onPurpose.has(d.id)) report.unexpectedFailures.push(`webhook delivery ${d.id} failed`);
  for (const m of messages) if (m.status === 'failed') report.unexpectedFailures.push(`${m.channel} ${m.subject ?? m.jobId} failed`);
  const dead = await raw<{ name: string; mark: string; message: string }>(
    `SELECT name, COALESCE(data->>'messageId', data->>'jobId', data->>'deliveryId', '') AS mark, COALESCE(output->>'message', '') AS message
       FROM pgboss.job WHERE state = 'failed'`,
  );
  for (const d of dead) {
    if (d.name === 'webhook.deliver' && onPurpose.has(d.mark)) report.deadLettersOnPurpose++;
    else report.unexpectedFailures.push(`dead letter ${d.name} ${d.mark}: ${d.message}`);
  }
  return report;
}
