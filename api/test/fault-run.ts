import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { withServer } from './database-server.ts';
import {
  type Answer,
  caller,
  checkDeliveries,
  type DeliveryCounts,
  type DeliveryFakes,
  type DeliveryReport,
  deliveriesArrived,
  deliveriesStillDue,
  deliveryLoad,
  type Segment,
  type Subscriber,
  subscriber,
} from './fault-load.ts';
import { startRoundRobinProxy, startTcpGate } from './fault-proxy.ts';
import { createOrg, createStaff, PASSWORD } from './harness.ts';
import { multipart, PNG } from './jobs-fixtures.ts';
import { startFakeSmtp, startFakeTwilio, TWILIO } from './messaging-fakes.ts';
import { startRedisChild } from './redis-child.ts';
import { startS3Server } from './s3-server.ts';
import { type SpannerProcess, spawnSpanner } from './spanner-process.ts';
import { startReceiver } from './webhook-receiver.ts';

// Proof under faults: three Spanner processes on one PostgreSQL database (reached through a TCP gate), one Redis of
// the run's own and a local S3-compatible store, behind a round-robin load balancer, under a mixed load — jobs
// written and read, photos uploaded, jobs rescheduled with live schedule subscribers on every process, a support
// ticket answered live, job SMS and webhook deliveries — while one process is killed (-9) and replaced, Redis is
// killed and started again, and PostgreSQL goes away (every connection cut, new ones refused) and comes back.
// Meanwhile (`deliveries`) emails, booking texts and webhook deliveries for many organisations are queued through the
// product's own functions and sent by the processes' job workers to local SMTP, Twilio and webhook receivers, one of
// which always answers 500. Afterwards it reads back what was acknowledged and counts what the outside world
// received, against each channel's written rule (docs/messaging.md, docs/integrations.md): email and webhooks at least
// once, SMS at most once; only the deliveries made to fail may fail.
// faults.test.ts runs it for about 18 s; `npm run bench` (BENCH_ONLY=faults) for 60 s.

export interface FaultRunOptions {
  seconds: number;
  /** A migrated PostgreSQL database of the run's own. */
  databaseUrl: string;
  /** How long PostgreSQL stays away (ms). */
  postgresDownMs?: number;
  log?: (line: string) => void;
  /** The API bundle to run (spanner-process.ts); src/main.ts under tsx without it. */
  entry?: string;
  /** Emails, SMS and webhook deliveries queued for this many organisations during the faults; none without it. */
  deliveries?: DeliveryCounts;
  /** How long the deliveries may take to arrive after the load (ms; 60 s by default). */
  deliverySettleMs?: number;
}

export interface FaultReport {
  table: string;
  lost: Record<string, number>;
  duplicated: Record<string, number>;
  outOfOrder: number;
  /** Live schedule changes delivered with `job: null` for a job that still exists. */
  withoutJob: number;
  subscriptionErrors: number;
  /** Calls answered 500: a bug (an outage is 503, a killed process no answer). */
  serverErrors: number;
  /** Subscribers whose last connection lasted from before the last fault to the end, and how many events each saw. */
  stayedConnected: { name: string; events: number }[];
  /** Every subscriber's connection at the end (reconnected or not) and how many events it heard since it opened. */
  listeningAtEnd: { name: string; events: number | null }[];
  /** Reconnections after each fault (segments that started after it): proof by events that clients came back. */
  reconnected: Record<string, number>;
  errors: Record<string, number>;
  recoveryMs: Record<string, number>;
  counts: Record<string, number>;
  /** The delivery load's outcome, when there was one. */
  deliveries?: DeliveryReport;
}

const SCHEDULE = 'subscription { scheduleChanged { id kind jobId job { scheduledAt } } }';
const TICKET = 'subscription($id: ID) { supportTicketChanged(ticketId: $id) { kind message { message } } }';
const RESCHEDULED_JOBS = 12;
const SUBSCRIBERS = 6;

interface Write {
  value: number;
  startedAt: number;
  endedAt: number;
  outcome: Answer['outcome'];
}

const until = async (condition: () => boolean | Promise<boolean>, giveUpMs: number) => {
  const end = Date.now() + giveUpMs;
  while (!(await condition()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
};

export async function runFaults(options: FaultRunOptions): Promise<FaultReport> {
  const log = options.log ?? (() => {});
  const seconds = options.seconds;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-faults-'));
  const direct = new URL(options.databaseUrl);
  const databaseName = direct.pathname.slice(1);
  const cleanups: (() => Promise<unknown>)[] = [];
  const processes: SpannerProcess[] = [];
  try {
    const s3 = await startS3Server('spanner-faults');
    cleanups.push(() => s3.close());
    const redis = await startRedisChild();
    cleanups.push(() => redis.close());
    const gate = await startTcpGate({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => gate.close());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const twilio = await startFakeTwilio();
    cleanups.push(() => twilio.close());
    const smtp = await startFakeSmtp();
    cleanups.push(() => smtp.close());
    const hooks = await startReceiver();
    cleanups.push(() => hooks.close());
    const down = await startReceiver(() => ({ status: 500, body: 'down' }));
    cleanups.push(() => down.close());
    const proxy = await startRoundRobinProxy([]);
    cleanups.push(() => proxy.close());
    const db = await openDatabase({ databaseUrl: options.databaseUrl });
    cleanups.push(() => db.close());

    const gated = new URL(options.databaseUrl);
    gated.hostname = gate.host;
    gated.port = String(gate.port);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: gated.toString(),
      REDIS_URL: redis.url,
      ...s3.env,
      PUBLIC_URL: proxy.url,
      WEB_DIST: path.join(dataDir, 'no-web'),
      TWILIO_ACCOUNT_SID: TWILIO.sid,
      TWILIO_AUTH_TOKEN: TWILIO.token,
      TWILIO_FROM: TWILIO.from,
      TWILIO_API_URL: twilio.url,
      SMTP_URL: smtp.url,
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: 'error',
      SHUTDOWN_TIMEOUT_MS: '5000',
    };
    const spawnOne = async () => {
      const p = await spawnSpanner(env, options.entry);
      processes.push(p);
      proxy.targets.push(p.url);
      return p;
    };
    // The first process makes the job queues on the fresh database before the other two start: three making them at
    // once can deadlock in pg-boss's create_queue and stop a process at start (a start-up race, not a fault here).
    await spawnOne();
    await Promise.all([spawnOne(), spawnOne()]);
    log(`three API processes behind ${proxy.url}: ${proxy.targets.join(', ')}`);

    // ── The business: an admin, a manager, two technicians, a customer with a mobile, support staff; signed in.
    const ctx = { database: db };
    const org = await createOrg(ctx, 'Faults Plumbing', ['admin', 'manager', 'technician', 'technician']);
    const customer = await db.db.customer.create({
      data: { orgId: org.org.id, name: 'Faults Customer', phone: '0412 345 678', contactName: 'Fay Ault' },
    });
    const staff = await createStaff(ctx, `desk-${randomBytes(3).toString('hex')}@spanner.test`);
    const http = caller(proxy.url);
    const tokenOf = async (email: string) => {
      const res = await fetch(`${proxy.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'auth-mode': 'token' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const body = await res.json();
      if (!body.accessToken) throw new Error(`login failed for ${email}: ${JSON.stringify(body)}`);
      return `Bearer ${body.accessToken as string}`;
    };
    const admin = await tokenOf(org.admin.email);
    const manager = await tokenOf(org.manager.email);
    const staffLogin = await fetch(`${proxy.url}/support/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff.email, password: PASSWORD }),
    });
    const staffCookie = staffLogin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const hook = await http.call('POST', '/api/integrations/webhooks', {
      auth: admin,
      json: { url: `${receiver.url}/in`, events: ['job.created'] },
    });
    if (hook.outcome !== 'acked') throw new Error(`webhook endpoint: ${hook.status} ${JSON.stringify(hook.body)}`);
    const ticket = await http.call('POST', '/api/support-tickets', {
      auth: admin,
      json: { title: 'Live replies under faults', description: 'Replies must arrive once each, in order.' },
    });
    if (ticket.outcome !== 'acked') throw new Error(`ticket: ${ticket.status} ${JSON.stringify(ticket.body)}`);
    const ticketId: string = ticket.body.id;

    // Organisations of their own for the delivery load, each with a customer and an endpoint on `hooks`; the first
    // also with an endpoint on `down`, which answers 500 to every delivery.
    const deliveries = options.deliveries
      ? await deliveryLoad({
          ...options.deliveries,
          database: db,
          databaseUrl: options.databaseUrl,
          config: loadConfig({ ...env, DATABASE_URL: options.databaseUrl, LOG_LEVEL: 'silent' }),
          receiverUrl: hooks.url,
          failingUrl: down.url,
          failing: 5,
        })
      : null;
    if (deliveries) cleanups.push(() => deliveries.close());
    const fakes: DeliveryFakes = { mail: smtp.received, sms: twilio.sent, hooks: hooks.received, failing: down.received };

    // Jobs that are rescheduled over and over, each to a time it never had before (so an event names its write).
    const base = Date.UTC(2026, 11, 1, 0, 0);
    let step = 0;
    const writes = new Map<string, Write[]>();
    for (let i = 0; i < RESCHEDULED_JOBS; i++) {
      const res = await http.call('POST', '/api/jobs', {
        auth: manager,
        json: { title: `Rescheduled ${i}`, customerId: customer.id, scheduledAt: new Date(base + step++ * 60_000).toISOString() },
      });
      if (res.outcome !== 'acked') throw new Error(`job: ${res.status} ${JSON.stringify(res.body)}`);
      writes.set(res.body.id, []);
    }
    const rescheduled = [...writes.keys()];

    // ── Live subscribers through the load balancer: round robin puts two on each process.
    const scheduleSubs: Subscriber[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) scheduleSubs.push(subscriber(`schedule ${i + 1}`, proxy.url, manager.slice(7), SCHEDULE));
    const ticketSubs: Subscriber[] = [];
    for (let i = 0; i < 3; i++) ticketSubs.push(subscriber(`ticket ${i + 1}`, proxy.url, admin.slice(7), TICKET, { id: ticketId }));
    const subs = [...scheduleSubs, ...ticketSubs];
    cleanups.push(() => Promise.all(subs.map((s) => s.dispose())));
    await until(() => subs.every((s) => s.open()), 30_000);

    // ── The load.
    let running = true;
    const created: { id: string; title: string }[] = [];
    const photos: { jobId: string; id: string; sha: string }[] = [];
    const replies: { message: string; startedAt: number; outcome: Answer['outcome'] }[] = [];
    const sms: { body: string; outcome: Answer['outcome'] }[] = [];
    let reads = 0;
    let n = 0;
    const jobWriter = async (who: string) => {
      while (running) {
        const title = `Load job ${++n}`;
        const res = await http.call('POST', '/api/jobs', { auth: who, json: { title, customerId: customer.id } });
        if (res.outcome === 'acked') created.push({ id: res.body.id, title });
        const list = await http.call('GET', '/api/jobs?limit=20', { auth: who });
        if (list.outcome === 'acked') reads++;
        const last = created.at(-1);
        if (last && (await http.call('GET', `/api/jobs/${last.id}`, { auth: who })).outcome === 'acked') reads++;
      }
    };
    const rescheduler = async (jobs: string[]) => {
      while (running) {
        for (const jobId of jobs) {
          if (!running) return;
          const value = base + step++ * 60_000;
          const startedAt = Date.now();
          const res = await http.call('PATCH', `/api/jobs/${jobId}/schedule`, {
            auth: manager,
            json: { scheduledAt: new Date(value).toISOString() },
          });
          writes.get(jobId)?.push({ value, startedAt, endedAt: Date.now(), outcome: res.outcome });
        }
      }
    };
    const uploader = async () => {
      while (running) {
        const job = created.at(-1);
        if (!job) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const bytes = Buffer.concat([PNG, randomBytes(2048)]);
        const res = await http.call('POST', `/api/jobs/${job.id}/photos`, {
          auth: admin,
          raw: multipart([{ field: 'photo', filename: 'site.png', type: 'image/png', bytes }]),
        });
        if (res.outcome === 'acked') photos.push({ jobId: job.id, id: res.body.id, sha: createHash('sha256').update(bytes).digest('hex') });
      }
    };
    const replier = async () => {
      let i = 0;
      while (running) {
        const message = `Reply ${++i} from the desk`;
        const startedAt = Date.now();
        const res = await http.call('POST', `/api/support-tickets/${ticketId}/messages`, { auth: staffCookie, json: { message } });
        replies.push({ message, startedAt, outcome: res.outcome });
        // A desk answers at a human pace: a reply every few hundred milliseconds, not as fast as the socket allows.
        await new Promise((r) => setTimeout(r, 150));
      }
    };
    const texter = async () => {
      let i = 0;
      while (running) {
        const job = rescheduled[i % rescheduled.length];
        const body = `Faults SMS #${++i}.`;
        const res = await http.call('POST', `/api/jobs/${job}/sms/confirm`, { auth: manager, json: { messageOverride: body } });
        sms.push({ body, outcome: res.outcome });
        await new Promise((r) => setTimeout(r, 400));
      }
    };
    const half = Math.ceil(rescheduled.length / 2);
    // The deliveries are written over most of the run, so each fault meets some being written and some being sent.
    const deliveryWrites = deliveries?.run(Date.now() + seconds * 1000 * 0.8);
    const load = Promise.all([
      jobWriter(manager),
      jobWriter(admin),
      rescheduler(rescheduled.slice(0, half)),
      rescheduler(rescheduled.slice(half)),
      uploader(),
      replier(),
      texter(),
    ]);

    // ── The faults, spread over the run.
    const recoveryMs: Record<string, number> = {};
    const faultStarted: Record<string, number> = {};
    const started = Date.now();
    /** A time as ms from the start of the load, for the report's explanations. */
    const at = (t: number | undefined) => (t === undefined ? '—' : `${t - started} ms`);
    // Acknowledged work on every path so far. Each stage of the run lasts its share of `seconds` and, on a machine
    // too busy to get through much in that time, until every path has had one more acknowledgement: each fault then
    // meets load on every path, and the run always ends with writes made after the last fault, however slow it is.
    const progress = () => [
      created.length,
      reads,
      [...writes.values()].flat().filter((w) => w.outcome === 'acked').length,
      photos.length,
      replies.filter((r) => r.outcome === 'acked').length,
      sms.filter((m) => m.outcome === 'acked').length,
    ];
    let stageStart = progress();
    // Each fault also waits for its share of the delivery load to be written (on a busy machine the writes take
    // longer than the mixed load's seconds), so every fault meets deliveries being written and sent at any count.
    const deliveriesWritten = (fraction: number) => !deliveries || deliveries.acked() >= Math.floor(fraction * deliveries.items.length);
    const waitUntilFraction = async (fraction: number, alsoUntil: () => boolean = () => true) => {
      const left = started + seconds * 1000 * fraction - Date.now();
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      const before = stageStart;
      await until(() => progress().every((count, i) => count > before[i]) && deliveriesWritten(fraction) && alsoUntil(), 300_000);
      stageStart = progress();
    };

    await waitUntilFraction(0.15);
    http.phase = 'kill -9 one process';
    faultStarted[http.phase] = Date.now();
    const victim = processes[1];
    victim.child.kill('SIGKILL');
    await victim.exited;
    proxy.targets.splice(proxy.targets.indexOf(victim.url), 1);
    log(`killed ${victim.url} (-9)`);
    // The replacement starts while the load and the next faults go on (an orchestrator does not wait either).
    const killedAt = faultStarted[http.phase];
    const replacement = spawnOne().then((p) => {
      recoveryMs['kill -9: replacement serving'] = Date.now() - killedAt;
      log(`replacement serving on ${p.url}`);
    });

    await waitUntilFraction(0.4);
    http.phase = 'Redis restart';
    faultStarted[http.phase] = Date.now();
    await redis.kill();
    await redis.start();
    recoveryMs['Redis restart: Redis back'] = Date.now() - faultStarted[http.phase];
    log('Redis killed and started again');

    await waitUntilFraction(0.65);
    http.phase = 'PostgreSQL restart';
    faultStarted[http.phase] = Date.now();
    gate.shut();
    await withServer(options.databaseUrl, (pg) =>
      pg.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName]),
    );
    log(`PostgreSQL away: ${gate.cut} connections cut`);
    await new Promise((r) => setTimeout(r, options.postgresDownMs ?? 3000));
    gate.open();
    const reopened = Date.now();
    log('PostgreSQL back');
    // Recovered when a write made after it came back is acknowledged.
    for (;;) {
      const res = await http.call('GET', '/api/jobs?limit=1', { auth: manager });
      if (res.outcome === 'acked') break;
    }
    recoveryMs['PostgreSQL restart: first answer after'] = Date.now() - reopened;

    // The load goes on until every subscriber is listening again and has heard a change since it (re)connected, so
    // the loss check below covers what each heard after the faults.
    await waitUntilFraction(1, () => subs.every((s) => (s.open()?.events.length ?? 0) > 0));
    http.phase = 'after faults';
    running = false;
    await load;
    if (deliveries) log(`delivery load: ${deliveries.acked()} of ${deliveries.items.length} written when the other load stopped`);
    await deliveryWrites;
    await replacement;
    log('load stopped; waiting for deliveries and subscribers to settle');

    // ── Settle: webhook deliveries sent, subscribers caught up with the last value of every job.
    const pendingDeliveries = () => db.db.webhookDelivery.count({ where: { orgId: org.org.id, status: 'pending' } });
    await until(async () => (await pendingDeliveries()) === 0, 30_000);
    const finalValue = new Map(
      (await db.db.job.findMany({ where: { id: { in: rescheduled } }, select: { id: true, scheduledAt: true } })).map((j) => [
        j.id,
        j.scheduledAt?.getTime(),
      ]),
    );
    const lastSeen = (segment: Segment, jobId: string) => {
      for (let i = segment.events.length - 1; i >= 0; i--) {
        const e = segment.events[i].data?.scheduleChanged;
        if (e?.jobId === jobId && e.kind === 'RESCHEDULED') return new Date(e.job?.scheduledAt).getTime();
      }
      return undefined;
    };
    await until(
      () =>
        scheduleSubs.every((s) => {
          const open = s.open();
          return (
            !open ||
            rescheduled.every(
              (j) => !writes.get(j)?.some((w) => w.startedAt > (open.firstEventAt ?? Infinity)) || lastSeen(open, j) === finalValue.get(j),
            )
          );
        }),
      30_000,
    );
    await until(() => ticketSubs.every((s) => (s.open()?.events.length ?? 0) >= 1), 10_000);

    // ── What was acknowledged is there.
    const lost: Record<string, number> = {};
    const duplicated: Record<string, number> = {};
    const counts: Record<string, number> = {};
    const jobsThere = new Set(
      (await db.db.job.findMany({ where: { id: { in: created.map((c) => c.id) } }, select: { id: true, title: true } })).map(
        (j) => `${j.id} ${j.title}`,
      ),
    );
    lost['job created'] = created.filter((c) => !jobsThere.has(`${c.id} ${c.title}`)).length;
    counts['jobs created (acknowledged)'] = created.length;
    counts['job reads answered'] = reads;

    let reschedulesLost = 0;
    let acked = 0;
    for (const jobId of rescheduled) {
      const list = writes.get(jobId) ?? [];
      acked += list.filter((w) => w.outcome === 'acked').length;
      const lastAcked = list.findLastIndex((w) => w.outcome === 'acked');
      const final = finalValue.get(jobId);
      // The job holds its last acknowledged time, or a later write's whose answer was lost.
      const fine = lastAcked < 0 || list.slice(lastAcked).some((w) => w.value === final && w.outcome !== 'refused');
      if (!fine) reschedulesLost++;
    }
    lost.reschedule = reschedulesLost;
    counts['reschedules (acknowledged)'] = acked;

    let photosLost = 0;
    for (const photo of photos) {
      const res = await fetch(`${proxy.url}/api/jobs/${photo.jobId}/photos/${photo.id}/file`, { headers: { authorization: admin } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || createHash('sha256').update(body).digest('hex') !== photo.sha) photosLost++;
    }
    lost.photo = photosLost;
    counts['photos uploaded (acknowledged)'] = photos.length;

    const messagesThere = new Set(
      (await db.db.ticketMessage.findMany({ where: { ticketId }, select: { message: true } })).map((m) => m.message),
    );
    const ackedReplies = replies.filter((r) => r.outcome === 'acked');
    lost['ticket reply'] = ackedReplies.filter((r) => !messagesThere.has(r.message)).length;
    counts['ticket replies (acknowledged)'] = ackedReplies.length;

    // ── Nothing sent twice, nothing acknowledged left unsent.
    const smsSent = new Map<string, number>();
    for (const m of twilio.sent) {
      const key = m.Body.match(/Faults SMS #\d+\./)?.[0] ?? m.Body;
      smsSent.set(key, (smsSent.get(key) ?? 0) + 1);
    }
    const ackedSms = sms.filter((s) => s.outcome === 'acked');
    lost.SMS = ackedSms.filter((s) => !smsSent.has(s.body)).length;
    duplicated.SMS = [...smsSent.values()].filter((c) => c > 1).length;
    counts['SMS sent (acknowledged)'] = ackedSms.length;

    const byWebhookId = new Map<string, number[]>();
    for (const r of receiver.received) {
      const id = String(r.headers['webhook-id']);
      byWebhookId.set(id, [...(byWebhookId.get(id) ?? []), r.at]);
    }
    const repeated = [...byWebhookId].filter(([, times]) => times.length > 1);
    duplicated.webhook = repeated.length;
    for (const [id, times] of repeated) log(`webhook ${id} received ${times.length} times, at ${times.map(at).join(', ')}`);
    const webhookDeliveries = await db.db.webhookDelivery.findMany({
      where: { orgId: org.org.id },
      select: {
        id: true,
        messageId: true,
        status: true,
        payload: true,
        attempts: true,
        nextAttemptAt: true,
        error: true,
      },
    });
    const jobsWithDelivery = new Set(webhookDeliveries.map((d) => (d.payload as { data?: { id?: string } })?.data?.id));
    lost.webhook =
      webhookDeliveries.filter((d) => d.status === 'delivered' && !byWebhookId.has(d.messageId)).length +
      created.filter((c) => jobsThere.has(`${c.id} ${c.title}`) && !jobsWithDelivery.has(c.id)).length;
    counts['webhooks received'] = byWebhookId.size;
    // A delivery whose job a killed process held is sent again once the job's lease (60 s) has run out: waiting for
    // its job, not lost. One still pending with no job left to send it would be lost.
    const toRun = new Set(
      (
        await db.db.$queryRawUnsafe<{ id: string }[]>(
          `SELECT data->>'deliveryId' AS id FROM pgboss.job WHERE name = 'webhook.deliver' AND state IN ('created', 'retry', 'active')`,
        )
      ).map((r) => r.id),
    );
    const pendingNow = webhookDeliveries.filter((d) => d.status === 'pending');
    counts['webhook deliveries still pending, waiting for their job'] = pendingNow.filter((d) => toRun.has(d.id)).length;
    counts['webhook deliveries still pending with no job to send them'] = pendingNow.filter((d) => !toRun.has(d.id)).length;
    for (const d of webhookDeliveries.filter((d) => d.status === 'pending'))
      log(
        `webhook delivery still pending: ${d.attempts} attempts, next at ${at(d.nextAttemptAt.getTime())}, ` +
          `job ${toRun.has(d.id) ? 'queued' : 'none'}, last error ${d.error ?? '—'}`,
      );

    // ── The delivery load: everything acknowledged arrives (bounded: a job a killed process held waits for its
    // lease, and one that failed while PostgreSQL was away for its back-off), then each channel against its rule.
    let deliveryReport: DeliveryReport | undefined;
    if (deliveries) {
      const settleStarted = Date.now();
      const settleEnd = settleStarted + (options.deliverySettleMs ?? 60_000);
      let said = Date.now();
      let looked = 0;
      await until(async () => {
        if (Date.now() - said > 10_000) {
          said = Date.now();
          log(`deliveries arrived so far: ${fakes.mail.length} emails, ${fakes.sms.length} SMS, ${fakes.hooks.length} webhooks`);
        }
        if (deliveriesArrived(deliveries, fakes)) return true;
        // What is left waits for leases or backs off past the end: no need to watch it longer. A job running since
        // before PostgreSQL came back is held until its lease runs out: the killed process held it, or its process
        // could not record its outcome while the database was away.
        if (Date.now() - looked < 1000) return false;
        looked = Date.now();
        return !(await deliveriesStillDue(deliveries, fakes, db, reopened, settleEnd));
      }, settleEnd - settleStarted);
      recoveryMs['deliveries: all arrived after the load'] = Date.now() - settleStarted;
      deliveryReport = await checkDeliveries(deliveries, fakes, db);
      const r = deliveryReport;
      for (const c of Object.keys(r.written)) {
        counts[`${c} queued by the delivery load (acknowledged)`] = r.written[c];
        counts[`${c} of the delivery load received`] = r.received[c];
        counts[`${c} of the delivery load waiting for a job`] = r.waiting[c];
        lost[`delivery load: ${c}`] = r.lost[c];
        duplicated[`delivery load: ${c}`] = r.duplicated[c];
      }
      counts['SMS left unsent by the killed process (at most once)'] = r.smsLeftByKill;
      counts['dead letters of the receiver answering 500 (on purpose)'] = r.deadLettersOnPurpose;
      counts['delivery load write batches tried again'] = r.writeRetries;
      for (const f of r.unexpectedFailures.slice(0, 10)) log(`unexpected failure: ${f}`);
    }

    // ── Live subscribers: within each connection every event once and in order; a connection open at the end saw
    // every acknowledged write made after its first event.
    let outOfOrder = 0;
    const outOfOrderSeen: string[] = [];
    let withoutJob = 0;
    let liveLost = 0;
    let liveDuplicated = 0;
    // Each loss, with its times in ms from the start of the load and the faults' start times, to say where it fell.
    const lostLive: string[] = [];
    for (const s of scheduleSubs) {
      for (const segment of s.segments) {
        // A change heard twice on one connection has its id twice. (Counting a job's changes against its writes
        // cannot tell: a publish made while Redis was away goes out when it is back, on a connection opened since.)
        const ids = segment.events.map((e) => e.data?.scheduleChanged?.id).filter(Boolean);
        liveDuplicated += ids.length - new Set(ids).size;
        for (const jobId of rescheduled) {
          const list = writes.get(jobId) ?? [];
          const index = new Map(list.map((w, i) => [w.value, i]));
          const events = segment.events.map((e) => e.data?.scheduleChanged).filter((e) => e?.jobId === jobId && e.kind === 'RESCHEDULED');
          // No job in this load is deleted: a change delivered without its job (a read that failed) would have the
          // client drop the job from its schedule.
          withoutJob += events.filter((e) => !e.job).length;
          const seen = events.filter((e) => e.job).map((e) => index.get(new Date(e.job?.scheduledAt).getTime()) ?? -1);
          for (let i = 1; i < seen.length; i++)
            if (seen[i] < seen[i - 1]) {
              outOfOrder++;
              if (outOfOrderSeen.length < 12) {
                const write = (k: number) => {
                  const w = list[k];
                  return w ? `#${k} ${w.outcome} ${at(w.startedAt)}–${at(w.endedAt)}` : `#${k} none`;
                };
                const heard = segment.events.filter((e) => e.data?.scheduleChanged?.jobId === jobId && e.data?.scheduleChanged?.job);
                outOfOrderSeen.push(
                  `${s.name} (connected ${at(segment.connectedAt)}): job ${jobId.slice(0, 8)} heard ${write(seen[i - 1])} at ${at(heard[i - 1]?.at)}, ` +
                    `then ${write(seen[i])} at ${at(heard[i]?.at)}`,
                );
              }
            }
          if (segment.closedAt === undefined && segment.firstEventAt !== undefined) {
            const must = list.filter((w) => w.outcome === 'acked' && w.startedAt > (segment.firstEventAt ?? 0)).length;
            const after = segment.events.filter((e) => e.at >= (segment.firstEventAt ?? 0)).map((e) => e.data?.scheduleChanged);
            const got = after.filter((e) => e?.jobId === jobId && e.kind === 'RESCHEDULED').length;
            if (got < must) {
              liveLost += must - got;
              lostLive.push(
                `${s.name}: ${must - got} of ${must} changes of job ${jobId} not heard; connection ${at(segment.connectedAt)}, first event ${at(segment.firstEventAt)}; ` +
                  `acknowledged writes after it ${list
                    .filter((w) => w.outcome === 'acked' && w.startedAt > (segment.firstEventAt ?? 0))
                    .map((w) => `${at(w.startedAt)}–${at(w.endedAt)}`)
                    .join(', ')}; heard at ${
                    segment.events
                      .filter((e) => e.data?.scheduleChanged?.jobId === jobId && e.at >= (segment.firstEventAt ?? 0))
                      .map((e) => at(e.at))
                      .join(', ') || 'never'
                  }`,
              );
            }
          }
        }
      }
    }
    for (const s of ticketSubs) {
      for (const segment of s.segments) {
        const seen = segment.events.map((e) => e.data?.supportTicketChanged?.message?.message).filter(Boolean) as string[];
        liveDuplicated += seen.length - new Set(seen).size;
        const order = seen.map((m) => Number(m.match(/Reply (\d+)/)?.[1]));
        for (let i = 1; i < order.length; i++) if (order[i] < order[i - 1]) outOfOrder++;
        if (segment.closedAt === undefined && segment.firstEventAt !== undefined) {
          const must = ackedReplies.filter((r) => r.startedAt > (segment.firstEventAt ?? 0));
          const unheard = must.filter((r) => !seen.includes(r.message));
          liveLost += unheard.length;
          for (const r of unheard)
            lostLive.push(
              `${s.name}: reply "${r.message}" (${at(r.startedAt)}) not heard; connection ${at(segment.connectedAt)}, first event ${at(segment.firstEventAt)}`,
            );
        }
      }
    }
    for (const line of outOfOrderSeen) log(`out of order: ${line}`);
    lost['live event'] = liveLost;
    if (lostLive.length) {
      log(
        `faults started at ${Object.entries(faultStarted)
          .map(([what, t]) => `${what} ${at(t)}`)
          .join(', ')}`,
      );
      for (const line of lostLive) log(`live event lost: ${line}`);
    }
    for (const [key, body] of http.samples) log(`first failed call, ${key}: ${body}`);
    // What the processes logged as errors (a 500 is a bug to find; the first few of each process).
    for (const p of processes) {
      const lines = p
        .output()
        .split('\n')
        .filter((line) => /"level":50|Error/.test(line));
      for (const line of lines.slice(0, 3)) log(`${p.url} logged: ${line.slice(0, 600)}`);
    }
    const subscriptionErrors = subs.reduce((n, s) => n + s.failures.length, 0);
    for (const s of subs) for (const f of s.failures) log(`${s.name}: subscription ended by ${JSON.stringify(f)}`);
    duplicated['live event'] = liveDuplicated;

    const lastFault = faultStarted['PostgreSQL restart'];
    const stayedConnected = subs
      .filter(
        (s) => s.segments.length && s.segments.at(-1)?.closedAt === undefined && (s.segments.at(-1)?.connectedAt ?? Infinity) < lastFault,
      )
      .map((s) => ({ name: s.name, events: s.segments.at(-1)?.events.length ?? 0 }));
    const listeningAtEnd = subs.map((s) => ({ name: s.name, events: s.open()?.events.length ?? null }));
    const reconnected: Record<string, number> = {};
    const faults = Object.entries(faultStarted).sort((a, b) => a[1] - b[1]);
    for (const [i, [name, from]] of faults.entries()) {
      const to = faults[i + 1]?.[1] ?? Infinity;
      const gaps = subs.flatMap((s) =>
        s.segments.flatMap((seg, k) => {
          const previous = s.segments[k - 1];
          return k > 0 && seg.connectedAt >= from && seg.connectedAt < to && previous.closedAt ? [seg.connectedAt - previous.closedAt] : [];
        }),
      );
      reconnected[name] = gaps.length;
      if (gaps.length) recoveryMs[`${name}: slowest client reconnect`] = Math.max(...gaps);
    }
    const errors = Object.fromEntries(
      [...http.errors].map(([phase, byStatus]) => [phase, [...byStatus.values()].reduce((a, b) => a + b, 0)]),
    );
    // A 500 is a bug (an outage is answered 503 with Retry-After; a process killed mid-call leaves no answer).
    const serverErrors = [...http.errors.values()].reduce((n, byStatus) => n + (byStatus.get(500) ?? 0), 0);
    const errorText = (phase: string) =>
      `${errors[phase]} (${[...(http.errors.get(phase) ?? [])].map(([status, n]) => `${status || 'no answer'}×${n}`).join(', ')})`;

    const rows: [string, string][] = [
      ...Object.entries(counts).map(([k, v]): [string, string] => [k, String(v)]),
      ...Object.entries(lost).map(([k, v]): [string, string] => [`lost: ${k}`, String(v)]),
      ...Object.entries(duplicated).map(([k, v]): [string, string] => [`sent twice: ${k}`, String(v)]),
      ['live events out of order', String(outOfOrder)],
      ['live changes delivered without their job', String(withoutJob)],
      ['subscriptions ended by an error', String(subscriptionErrors)],
      ['calls answered 500', String(serverErrors)],
      ['subscribers connected through the last fault', `${stayedConnected.length} of ${subs.length}`],
      ...Object.entries(reconnected).map(([k, v]): [string, string] => [`clients reconnected after ${k}`, String(v)]),
      ...Object.keys(errors).map((k): [string, string] => [`failed calls during ${k}`, errorText(k)]),
      ...Object.entries(recoveryMs).map(([k, v]): [string, string] => [`${k} (ms)`, String(v)]),
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    const table = [
      `Proof under faults: ${seconds} s of mixed load, 3 API processes`,
      ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`),
    ].join('\n');
    return {
      table,
      lost,
      duplicated,
      outOfOrder,
      withoutJob,
      subscriptionErrors,
      serverErrors,
      stayedConnected,
      listeningAtEnd,
      reconnected,
      errors,
      recoveryMs,
      counts,
      deliveries: deliveryReport,
    };
  } finally {
    for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
