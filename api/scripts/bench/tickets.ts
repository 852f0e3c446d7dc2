// The support-ticket measures of `npm run bench`: the staff queue over 50,000 tickets in 500
// organisations — a filtered page's latency and SQL statements per request (constant whatever the page size) over
// REST and GraphQL — and the time from a staff reply (POST /api/support-tickets/{id}/messages) to its delivery on
// the customer's graphql-ws subscription.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { hashPassword } from '../../src/auth/password.ts';
import type { Database } from '../../src/db/client.ts';
import { type Bench, type BenchRequest, CONNECTIONS, PASSWORD, percentile, printTable, round } from './harness.ts';

const STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;

export async function benchTickets(bench: Bench) {
  const { database } = bench;
  const TICKETS = Number(process.env.BENCH_TICKETS ?? 50_000);
  const ORGS = Number(process.env.BENCH_TICKET_ORGS ?? 500);
  const ROUNDS = Number(process.env.BENCH_REPLIES ?? 30);
  const seeded = await seedTickets(database, TICKETS, ORGS);
  const app = await bench.startApp();
  const staffCookie = await signIn(app.url, '/support/api/auth/login', seeded.staffEmail);
  const QUEUE = (limit: number) =>
    `{ supportTickets(filter: { status: "open", priority: "high", assignedTo: "all_assignments" }, page: 3, limit: ${limit}) { total pages tickets { id title orgName priority status assignedToName createdAt updatedAt } } }`;
  const gqlRequest = (query: string): BenchRequest => ({
    url: `${app.url}/graphql`,
    method: 'POST',
    headers: { cookie: staffCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const requests: { title: string; request: BenchRequest; small: BenchRequest; alone?: boolean }[] = [
    {
      title: `REST GET /api/support-tickets?status=open&priority=high&page=3 (${TICKETS} tickets, ${ORGS} orgs)`,
      request: { url: `${app.url}/api/support-tickets?status=open&priority=high&page=3&limit=20`, headers: { cookie: staffCookie } },
      small: { url: `${app.url}/api/support-tickets?status=open&priority=high&page=3&limit=5`, headers: { cookie: staffCookie } },
    },
    {
      title: 'REST the same page with a search (word in the title or organisation)',
      request: { url: `${app.url}/api/support-tickets?search=sync&page=1&limit=20`, headers: { cookie: staffCookie } },
      small: { url: `${app.url}/api/support-tickets?search=sync&page=1&limit=5`, headers: { cookie: staffCookie } },
      alone: true,
    },
    { title: 'GraphQL supportTickets (the same filtered page)', request: gqlRequest(QUEUE(20)), small: gqlRequest(QUEUE(5)) },
  ];
  const table = [];
  for (const r of requests) {
    const probe = await bench.probe(r.request);
    const small = await bench.probe(r.small);
    if (probe.status !== 200 || small.status !== 200) throw new Error(`${r.title}: ${probe.status}`);
    // One viewer at a time (the latency a user sees), then the bench's concurrency (throughput); the search, which
    // reads every ticket's text, alone.
    for (const connections of r.alone ? [1] : [1, CONNECTIONS]) {
      const m = await bench.measure(r.title, r.request, { connections });
      table.push({
        ...m,
        extra: { 'SQL statements (20 rows)': probe.statements, 'SQL statements (5 rows)': small.statements, connections },
      });
    }
  }
  console.log(`\nSupport tickets: the staff queue over ${TICKETS} tickets in ${ORGS} organisations:\n`);
  printTable(table);

  // ── A staff reply delivered to the customer's subscription
  const customerToken = await signIn(app.url, '/api/auth/login', seeded.customerEmail, 'token');
  const times = await replyDelivery(app.url, staffCookie, customerToken, seeded.liveTicketId, ROUNDS);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`\nStaff reply → customer's supportTicketChanged delivery (one server, in-memory events, ${ROUNDS} replies):\n`);
  console.log('| deliveries | p50 ms | p95 ms | p99 ms |');
  console.log('|---:|---:|---:|---:|');
  console.log(
    `| ${sorted.length} | ${round(percentile(sorted, 50))} | ${round(percentile(sorted, 95))} | ${round(percentile(sorted, 99))} |`,
  );
  await app.stop();
  await database.db.organization.deleteMany({ where: { id: { in: seeded.orgIds } } });
  await database.db.supportStaff.delete({ where: { id: seeded.staffId } });
}

async function signIn(url: string, path: string, email: string, mode: 'cookie' | 'token' = 'cookie'): Promise<string> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(mode === 'token' ? { 'auth-mode': 'token' } : {}) },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status}`);
  if (mode === 'token') return ((await res.json()) as { accessToken: string }).accessToken;
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function replyDelivery(url: string, staffCookie: string, customerToken: string, ticketId: string, rounds: number): Promise<number[]> {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    connectionParams: { authorization: `Bearer ${customerToken}` },
  });
  let waiting: { text: string; t0: number; done: (ms: number) => void } | undefined;
  client.subscribe<{ supportTicketChanged: { message: { message: string } | null } }>(
    { query: `subscription { supportTicketChanged(ticketId: "${ticketId}") { kind message { message } } }` },
    {
      next: (v) => {
        const now = performance.now();
        if (waiting && v.data?.supportTicketChanged.message?.message === waiting.text) waiting.done(now - waiting.t0);
      },
      error: (e) => console.error('subscriber error', e),
      complete: () => {},
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times: number[] = [];
  const WARMUP = 3;
  for (let r = 0; r < WARMUP + rounds; r++) {
    const text = `Reply ${r} ${randomUUID()}`;
    const t0 = performance.now();
    const delivered = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the reply was not delivered')), 10_000);
      waiting = {
        text,
        t0,
        done: (ms) => {
          clearTimeout(timer);
          resolve(ms);
        },
      };
    });
    const res = await fetch(`${url}/api/support-tickets/${ticketId}/messages`, {
      method: 'POST',
      headers: { cookie: staffCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ message: text }),
    });
    if (res.status !== 201) throw new Error(`reply failed: ${res.status}`);
    const ms = await delivered;
    if (r >= WARMUP) times.push(ms);
  }
  await client.dispose();
  return times;
}

/** `orgs` organisations with one member each and `count` tickets spread over them, and a support staff member. */
async function seedTickets(database: Database, count: number, orgs: number) {
  const db = database.db;
  const stamp = Date.now();
  const passwordHash = await hashPassword(PASSWORD);
  const created = await db.organization.createManyAndReturn({
    data: Array.from({ length: orgs }, (_, i) => ({ name: `Bench Tickets ${i} ${i % 7 === 0 ? 'Sync Co' : 'Pty Ltd'}` })),
    select: { id: true },
  });
  const orgIds = created.map((o) => o.id);
  const users = await db.user.createManyAndReturn({
    data: orgIds.map((orgId, i) => ({
      orgId,
      name: `Bench member ${i}`,
      email: `bench-tickets-${stamp}-${i}@spanner.test`,
      passwordHash,
      role: 'admin' as const,
    })),
    select: { id: true, orgId: true, email: true },
  });
  const staff = await db.supportStaff.create({ data: { email: `bench-desk-${stamp}@spanner.test`, name: 'Bench Desk', passwordHash } });
  const start = Date.parse('2026-01-01T00:00:00Z');
  const BATCH = 5_000;
  for (let from = 0; from < count; from += BATCH) {
    await db.ticket.createMany({
      data: Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => {
        const i = from + k;
        const user = users[i % users.length]!;
        return {
          orgId: user.orgId,
          submittedById: user.id,
          title: `Ticket ${i}: ${i % 11 === 0 ? 'calendar sync' : 'invoice email'} problem`,
          description: 'Steps to reproduce and what happened instead.',
          status: STATUSES[i % 4]!,
          priority: PRIORITIES[(i >> 2) % 4]!,
          assignedToId: i % 3 === 0 ? staff.id : null,
          createdAt: new Date(start + i * 60_000),
          updatedAt: new Date(start + i * 60_000),
        };
      }),
    });
  }
  const live = await db.ticket.create({
    data: { orgId: users[0]!.orgId, submittedById: users[0]!.id, title: 'Live reply bench', description: 'Delivery latency' },
  });
  return { orgIds, staffId: staff.id, staffEmail: staff.email, customerEmail: users[0]!.email, liveTicketId: live.id };
}
