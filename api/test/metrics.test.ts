import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_NAMES } from '../src/metrics/metrics.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { wsClient } from './live-clients.ts';

// GET /metrics as Prometheus scrapes it: behind METRICS_TOKEN, every documented name present, and the counters
// moved by the requests a member makes (REST by its route pattern, GraphQL by its operation name).

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN });
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

async function scrape(token = TOKEN) {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of one sample line: `name{labels} value`, labels in any order; 0 when it is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-z_:]+)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('is refused without the token, or with another', async () => {
    const none = await fetch(`${url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain('spanner_');
    expect((await scrape('metrics-token-for-the-test-0123456789abcdeX')).status).toBe(401);
  });

  it('shows every documented name, in the Prometheus text format', async () => {
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of Object.values(METRIC_NAMES)) expect(text).toContain(`# TYPE ${name} `);
    // Process memory and event-loop delay (the client library's defaults).
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    for (const queue of ['webhook_pending', 'webhook_due']) {
      expect(text).toMatch(new RegExp(`^${METRIC_NAMES.queueDepth}\\{queue="${queue}"\\} \\d+$`, 'm'));
    }
    // Email waiting for SMTP is the job queue's to count now, with SMS and reminders (one count, not two).
    expect(text).not.toContain(`${METRIC_NAMES.queueDepth}{queue="email"}`);
    for (const kind of ['messaging.email', 'messaging.reminder-sms'])
      expect(text).toMatch(new RegExp(`^${METRIC_NAMES.jobsQueued}\\{kind="${kind}"\\} \\d+$`, 'm'));
    expect(sample(text, METRIC_NAMES.draining)).toBe(0);
  });

  it('counts requests by route pattern and GraphQL operation name, statements, and live subscriptions', async () => {
    const { admin } = await createOrg(t, 'Metrics', ['admin']);
    const agent = new Agent(t);
    await agent.login(admin.email, PASSWORD);
    const before = (await scrape()).text;

    const customer = await agent.post('/api/customers', { name: 'Counted Customer' });
    expect(customer.status).toBe(201);
    expect((await agent.get(`/api/customers/${customer.body.customer.id}`)).status).toBe(200);
    const me = await agent.gql('query MetricsWhoAmI { me { id } }');
    expect(me.data.me.id).toBe(admin.id);
    const token = (await new Agent(t).post('/api/auth/login', { email: admin.email, password: PASSWORD }, { 'auth-mode': 'token' })).body
      .accessToken;
    const live = wsClient(url, token, 'subscription MetricsSchedule { scheduleChanged { jobId } }');
    while (t.app.services.live.streamsOf(admin.id) !== 1) await new Promise((r) => setTimeout(r, 10));

    const after = (await scrape()).text;
    const count = (text: string, labels: Record<string, string>) => sample(text, `${METRIC_NAMES.httpRequests}_count`, labels);
    // The route pattern, never the id in the URL.
    expect(count(after, { method: 'GET', route: '/api/customers/:id', status: '200' })).toBe(
      count(before, { method: 'GET', route: '/api/customers/:id', status: '200' }) + 1,
    );
    expect(after).not.toContain(customer.body.customer.id);
    expect(count(after, { method: 'POST', route: '/api/customers', status: '201' })).toBeGreaterThan(
      count(before, { method: 'POST', route: '/api/customers', status: '201' }),
    );
    const operation = (text: string, name: string) => sample(text, `${METRIC_NAMES.graphqlOperations}_count`, { operation: name });
    expect(operation(after, 'MetricsWhoAmI')).toBe(operation(before, 'MetricsWhoAmI') + 1);
    expect(operation(after, 'MetricsSchedule')).toBe(1);
    expect(sample(after, `${METRIC_NAMES.dbStatements}_count`)).toBeGreaterThan(sample(before, `${METRIC_NAMES.dbStatements}_count`));
    expect(sample(after, METRIC_NAMES.liveSubscriptions)).toBeGreaterThanOrEqual(1);
    expect(sample(after, METRIC_NAMES.liveConnections)).toBeGreaterThanOrEqual(1);
    // The pool's figures on PostgreSQL (PGlite has no pool: the gauge has no samples there).
    if (t.database.kind === 'postgres') expect(sample(after, METRIC_NAMES.dbPool, { state: 'total' })).toBeGreaterThan(0);
    else expect(after).not.toMatch(new RegExp(`^${METRIC_NAMES.dbPool}\\{`, 'm'));
    await live.dispose();
  });

  it('counts a GraphQL operation whose result carries errors', async () => {
    const errors = (text: string) => sample(text, METRIC_NAMES.graphqlErrors, { operation: 'MetricsAnonymousMe' });
    const before = errors((await scrape()).text);
    const res = await new Agent(t).gql('query MetricsAnonymousMe { me { id } }');
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(errors((await scrape()).text)).toBe(before + 1);
  });
});

describe('without METRICS_TOKEN', () => {
  it('production serves no metrics at all', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production' });
    try {
      const res = await new Agent(prod).get('/metrics');
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('spanner_');
    } finally {
      await prod.close();
    }
  });
});
