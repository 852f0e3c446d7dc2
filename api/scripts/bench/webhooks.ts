// Webhooks in `npm run bench`: 1,000 events (customers created over REST, CONNECTIONS at a time) fanned out to 5
// endpoints on local receivers, one of them always answering 500. Prints deliveries per second (first attempts),
// the delay from the change's commit to its arrival (p50, p95, max, at the four answering receivers) and the
// duplicates those receivers saw (the same webhook-id twice at one endpoint): the target is p95 < 1 s, 0 duplicates.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type Bench, CONNECTIONS, percentile, round } from './harness.ts';

const EVENTS = 1000;
const ENDPOINTS = 5;

interface Receiver {
  url: string;
  ids: Map<string, number>;
  delays: number[];
  close(): Promise<void>;
}

/** A local receiver: records each webhook-id and its delay since the event's timestamp; `failing` answers 500. */
async function receiver(failing: boolean): Promise<Receiver> {
  const ids = new Map<string, number>();
  const delays: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      ids.set(id, (ids.get(id) ?? 0) + 1);
      delays.push(Date.now() - Date.parse(JSON.parse(Buffer.concat(chunks).toString()).timestamp));
      res.writeHead(failing ? 500 : 200).end(failing ? 'down' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    ids,
    delays,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function benchWebhooks(bench: Bench) {
  const db = bench.database.db;
  const org = await bench.createOrgWithAdmin('Bench Webhooks');
  const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, (_, i) => receiver(i === ENDPOINTS - 1)));
  const app = await bench.startApp({ WEBHOOKS_ALLOW_PRIVATE: true });
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const headers = { cookie, 'content-type': 'application/json', 'x-spanner-csrf': '1' };
    for (const r of receivers) {
      const res = await fetch(`${app.url}/api/integrations/webhooks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: r.url, events: ['customer.created'] }),
      });
      if (res.status !== 201) throw new Error(`webhook endpoint: ${res.status} ${await res.text()}`);
    }
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let i = next++; i < EVENTS; i = next++) {
          const res = await fetch(`${app.url}/api/customers`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: `Bench hook ${i}` }),
          });
          if (res.status !== 201) throw new Error(`customer: ${res.status} ${await res.text()}`);
        }
      }),
    );
    const createdIn = (performance.now() - started) / 1000;
    // Every endpoint has had its first attempt at every event (the failing one's retries come 5 s later).
    const firstAttempts = () => receivers.reduce((n, r) => n + r.ids.size, 0);
    while (firstAttempts() < EVENTS * ENDPOINTS) await new Promise((resolve) => setTimeout(resolve, 20));
    const seconds = (performance.now() - started) / 1000;
    const answering = receivers.slice(0, -1);
    const delays = answering.flatMap((r) => r.delays).sort((a, b) => a - b);
    const duplicates = answering.reduce((n, r) => n + [...r.ids.values()].filter((c) => c > 1).length, 0);
    const delivered = await db.webhookDelivery.count({ where: { orgId: org.orgId, status: 'delivered' } });
    const waiting = await db.webhookDelivery.count({ where: { orgId: org.orgId, status: 'pending', attempts: { gt: 0 } } });
    console.log(
      `\nWebhooks: ${EVENTS} events to ${ENDPOINTS} endpoints (one answering 500), created ${CONNECTIONS} at a time (in ${round(createdIn, 1)} s):\n`,
    );
    console.log('| deliveries | delivered | failing, to retry | deliveries/s | p50 ms | p95 ms | max ms | duplicates |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${EVENTS * ENDPOINTS} | ${delivered} | ${waiting} | ${round((EVENTS * ENDPOINTS) / seconds, 0)} | ${round(percentile(delays, 50), 0)} | ${round(
        percentile(delays, 95),
        0,
      )} | ${delays.at(-1) ?? 0} | ${duplicates} |`,
    );
  } finally {
    await app.stop();
    await Promise.all(receivers.map((r) => r.close()));
    await db.organization.delete({ where: { id: org.orgId } });
  }
}
