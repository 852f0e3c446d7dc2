import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { KindCounts } from '../jobs/operator-reads.ts';

// What GET /metrics shows (Prometheus text format). Every name is listed in METRIC_NAMES and in the operations docs;
// api/test/metrics.test.ts scrapes them. One registry per app (tests run several apps in one process).

/** Seconds: a cheap read is a few milliseconds, an export or a PDF can take seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a statement is usually well under a millisecond; a slow one shows in the upper buckets. */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
/** Seconds: an event crosses Redis in about a millisecond; a congested bus takes longer. */
const BUS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

export const METRIC_NAMES = {
  httpRequests: 'spanner_http_request_duration_seconds',
  httpErrors: 'spanner_http_request_errors_total',
  graphqlOperations: 'spanner_graphql_operation_duration_seconds',
  graphqlErrors: 'spanner_graphql_operation_errors_total',
  dbPool: 'spanner_db_pool_connections',
  dbStatements: 'spanner_db_statement_duration_seconds',
  busLag: 'spanner_event_bus_lag_seconds',
  liveConnections: 'spanner_live_connections',
  liveSubscriptions: 'spanner_live_subscriptions',
  queueDepth: 'spanner_queue_depth',
  draining: 'spanner_draining',
  jobsQueued: 'spanner_jobs_queued',
  jobsOldestQueued: 'spanner_jobs_oldest_queued_seconds',
  jobsFailed: 'spanner_jobs_failed',
  jobsDeadLettered: 'spanner_jobs_dead_lettered',
} as const;

export type Metrics = ReturnType<typeof createMetrics>;

/** The numbers read when Prometheus scrapes (gauges), from whoever holds them. */
export interface MetricSources {
  /** PostgreSQL pool: connections in total, idle, and requests waiting for one; absent on PGlite. */
  pool?: () => { total: number; idle: number; waiting: number };
  /** graphql-ws sockets and the live streams (subscriptions over graphql-ws and server-sent events) open now. */
  live: () => { connections: number; subscriptions: number };
  /** Queued work by queue, counted in the database (cached by the caller). */
  queues: () => Promise<Record<string, number>>;
  draining: () => boolean;
  /** The background job queue per kind, counted in the database (cached by the caller). */
  jobs?: () => Promise<KindCounts[]>;
}

export function createMetrics() {
  const registry = new Registry();
  // process_* and nodejs_* under their usual names (memory, CPU, event-loop delay, heap, handles), as dashboards expect.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    httpRequests: new Histogram({
      name: METRIC_NAMES.httpRequests,
      help: 'HTTP requests by method, route pattern and status code: rate from _count, latency from the buckets',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    httpErrors: new Counter({
      name: METRIC_NAMES.httpErrors,
      help: 'HTTP requests answered with a server error (5xx), by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    graphqlOperations: new Histogram({
      name: METRIC_NAMES.graphqlOperations,
      help: 'GraphQL operations executed (HTTP and graphql-ws), by operation name and type',
      labelNames: ['operation', 'type'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    graphqlErrors: new Counter({
      name: METRIC_NAMES.graphqlErrors,
      help: 'GraphQL operations whose result carried errors, by operation name and type',
      labelNames: ['operation', 'type'] as const,
      registers,
    }),
    dbStatements: new Histogram({
      name: METRIC_NAMES.dbStatements,
      help: 'SQL statements sent to the database, by how long they took',
      buckets: STATEMENT_BUCKETS,
      registers,
    }),
    busLag: new Histogram({
      name: METRIC_NAMES.busLag,
      help: 'Time a probe event takes from publish to delivery back to this process on the event bus (Redis or in memory)',
      buckets: BUS_BUCKETS,
      registers,
    }),
    /** Read at scrape time from the sources given. */
    observe(sources: MetricSources) {
      new Gauge({
        name: METRIC_NAMES.dbPool,
        help: 'PostgreSQL connections of this process: total open, idle, and requests waiting for one (absent on PGlite)',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const pool = sources.pool?.();
          if (!pool) return;
          this.set({ state: 'total' }, pool.total);
          this.set({ state: 'idle' }, pool.idle);
          this.set({ state: 'in_use' }, pool.total - pool.idle);
          this.set({ state: 'waiting' }, pool.waiting);
        },
      });
      new Gauge({
        name: METRIC_NAMES.liveConnections,
        help: 'graphql-ws sockets open on this process',
        registers,
        collect() {
          this.set(sources.live().connections);
        },
      });
      new Gauge({
        name: METRIC_NAMES.liveSubscriptions,
        help: 'Live subscriptions (graphql-ws and server-sent events) open on this process',
        registers,
        collect() {
          this.set(sources.live().subscriptions);
        },
      });
      new Gauge({
        name: METRIC_NAMES.queueDepth,
        help: 'Work waiting in the shared database: emails for SMTP, webhook deliveries pending and due now',
        labelNames: ['queue'] as const,
        registers,
        async collect() {
          for (const [queue, depth] of Object.entries(await sources.queues())) this.set({ queue }, depth);
        },
      });
      jobGauges(sources, registers);
      new Gauge({
        name: METRIC_NAMES.draining,
        help: '1 while this process is shutting down (its /api/ready answers 503), else 0',
        registers,
        collect() {
          this.set(sources.draining() ? 1 : 0);
        },
      });
    },
  };
  return metrics;
}

/** The job queue per kind (jobs/operator-reads.ts): one read of the counts serves the four gauges of a scrape. */
function jobGauges(sources: MetricSources, registers: Registry[]) {
  let scrape: Promise<KindCounts[]> | undefined;
  const counts = () => {
    scrape ??= (sources.jobs?.() ?? Promise.resolve([])).finally(() => setImmediate(() => (scrape = undefined)));
    return scrape;
  };
  const gauge = (name: string, help: string, read: (c: KindCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers,
      async collect() {
        for (const c of await counts()) this.set({ kind: c.kind }, read(c));
      },
    });
  gauge(METRIC_NAMES.jobsQueued, 'Background jobs waiting to run, by kind (due now or later, retries included)', (c) => c.queued);
  gauge(
    METRIC_NAMES.jobsOldestQueued,
    'How long the longest-waiting due job of each kind has waited (seconds)',
    (c) => c.oldestQueuedSeconds,
  );
  gauge(METRIC_NAMES.jobsFailed, 'Background jobs whose last try failed and that wait for their next try, by kind', (c) => c.failed);
  gauge(METRIC_NAMES.jobsDeadLettered, 'Background jobs out of tries (dead letters an operator can retry), by kind', (c) => c.deadLettered);
}
