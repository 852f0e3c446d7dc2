// Webhook fairness in `npm run bench` (BENCH_ONLY=webhookFairness): organisation A queues 5,000 deliveries (10
// endpoints × 500 new customers) to a loopback receiver that answers each after 5 s; meanwhile organisation B creates
// a customer every 200 ms (one endpoint, a receiver that answers at once). Prints B's delay from record (the event's
// timestamp, taken in the write's transaction) to receipt — p50, p95, max — for this checkout's server and, with
// BENCH_BASELINE=<commit>, for that commit's (harness.ts baselineTree; e.g. the last commit with the webhook sweep),
// one after the other on the same database, each its own process. Target: B's p95 under 2 s. PostgreSQL only (two
// processes on one database); BENCH_FAIRNESS_SECONDS sets how long B sends (30 s).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Bench, baselineTree, CONNECTIONS, percentile, round } from './harness.ts';

const ENDPOINTS = 10;
const BACKLOG_CUSTOMERS = 500;
const SLOW_ANSWER_MS = 5_000;
const B_EVERY_MS = 200;

interface Receiver {
  url: string;
  received: number;
  delays: number[];
  close(): Promise<void>;
}

/** A loopback receiver: counts requests and each one's delay since its event's timestamp; answers after `answerMs`. */
async function receiver(answerMs: number): Promise<Receiver> {
  const delays: number[] = [];
  const r = { received: 0, delays } as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      r.received++;
      delays.push(Date.now() - Date.parse(JSON.parse(Buffer.concat(chunks).toString()).timestamp));
      const timer = setTimeout(() => res.writeHead(200).end('ok'), answerMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  r.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return r;
}

async function post(url: string, cookie: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-spanner-csrf': '1' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}

/** One side: a server process of `tree` (or this checkout), A's backlog, then B's deliveries timed. */
async function measureSide(bench: Bench, label: string, tree: string | undefined) {
  const slow = await receiver(SLOW_ANSWER_MS);
  const quick = await receiver(0);
  const a = await bench.createOrgWithAdmin(`Fairness A ${label}`);
  const b = await bench.createOrgWithAdmin(`Fairness B ${label}`);
  const server = await bench.startProcesses(1, { WEBHOOKS_ALLOW_PRIVATE: 'true' }, { tree });
  try {
    const [url] = server.urls;
    const aCookie = await bench.signIn(url, a.email);
    const bCookie = await bench.signIn(url, b.email);
    for (let n = 0; n < ENDPOINTS; n++)
      await post(`${url}/api/integrations/webhooks`, aCookie, { url: `${slow.url}/${n}`, events: ['customer.created'] });
    await post(`${url}/api/integrations/webhooks`, bCookie, { url: quick.url, events: ['customer.created'] });
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let i = next++; i < BACKLOG_CUSTOMERS; i = next++) await post(`${url}/api/customers`, aCookie, { name: `Backlog ${i}` });
      }),
    );
    const queuedIn = (Date.now() - started) / 1000;
    const seconds = Number(process.env.BENCH_FAIRNESS_SECONDS ?? 30);
    const sends = Math.floor((seconds * 1000) / B_EVERY_MS);
    for (let i = 0; i < sends; i++) {
      const at = Date.now();
      await post(`${url}/api/customers`, bCookie, { name: `Quiet ${i}` });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, B_EVERY_MS - (Date.now() - at))));
    }
    // B's last deliveries arrive (or 60 s pass: the figure then counts what arrived, and says how many did not).
    const deadline = Date.now() + 60_000;
    while (quick.received < sends && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const delays = [...quick.delays].sort((x, y) => x - y);
    return {
      label,
      queuedIn,
      sends,
      arrived: quick.received,
      slowReceived: slow.received,
      p50: round(percentile(delays, 50), 0),
      p95: round(percentile(delays, 95), 0),
      max: delays.at(-1) ?? 0,
    };
  } finally {
    await server.stop();
    await Promise.all([slow.close(), quick.close()]);
    for (const org of [a, b]) {
      // The queue's jobs of the organisations go with them (pg-boss's own table; none on the baseline's side).
      await bench.database.db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE data->>'orgId' = $1`, org.orgId).catch(() => {});
      await bench.database.db.organization.delete({ where: { id: org.orgId } });
    }
  }
}

export async function benchWebhookFairness(bench: Bench) {
  if (!process.env.DATABASE_URL) {
    console.log('\nwebhookFairness: skipped (needs PostgreSQL: set DATABASE_URL)');
    return;
  }
  const baseline = baselineTree(process.env.BENCH_BASELINE);
  const sides = [];
  if (baseline) sides.push(await measureSide(bench, `baseline ${baseline.commit}`, baseline.tree));
  sides.push(await measureSide(bench, 'this checkout', undefined));
  console.log(
    `\nWebhook fairness: A queues ${ENDPOINTS * BACKLOG_CUSTOMERS} deliveries to a receiver answering in ${SLOW_ANSWER_MS / 1000} s; B creates a customer every ${B_EVERY_MS} ms; B's delay from record to receipt:\n`,
  );
  console.log("| server | A's backlog queued in | B sent | B arrived | A's requests received | B p50 ms | B p95 ms | B max ms |");
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of sides)
    console.log(
      `| ${s.label} | ${round(s.queuedIn, 1)} s | ${s.sends} | ${s.arrived} | ${s.slowReceived} | ${s.p50} | ${s.p95} | ${s.max} |`,
    );
}
