import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Storage } from '../integrations/storage/storage.ts';

/** How long a load balancer or client should wait before asking again while a dependency is out of reach. */
export const RETRY_AFTER_SECONDS = 5;
/** A dependency that has not answered by then counts as unreachable. */
const PROBE_TIMEOUT_MS = 3000;

export interface Readiness {
  database: Database;
  /** Redis, when the event bus uses it. */
  redis?: () => Promise<unknown>;
  storage: Storage;
  /** True from SIGTERM on: the process is finishing its requests and will stop. */
  draining: () => boolean;
}

type Probe = { name: 'database' | 'redis' | 'storage'; run: () => Promise<unknown>; failure: string };

function withTimeout(work: () => Promise<unknown>, what: string): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} probe timed out`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([Promise.resolve().then(work), timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /api/health`, liveness: 200 while the process runs and serves requests; it reads nothing (no database), so a
 * database outage never gets healthy processes restarted.
 *
 * `GET /api/ready`, readiness for the load balancer: 200 `{ ok: true }` when the database answers `SELECT 1`, Redis
 * answers PING (when configured) and the file storage answers its check, each within 3 s; 503 `{ ok: false, error }`
 * with Retry-After when one does not, and from SIGTERM on while the process drains (so traffic goes elsewhere).
 */
export function registerHealth(app: FastifyInstance, readiness: Readiness) {
  app.get('/api/health', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });

  const probes: Probe[] = [
    { name: 'database', run: () => readiness.database.db.$queryRaw`SELECT 1`, failure: 'The database is unreachable' },
    ...(readiness.redis ? [{ name: 'redis' as const, run: readiness.redis, failure: 'Redis is unreachable' }] : []),
    { name: 'storage', run: () => readiness.storage.check(), failure: 'The file storage is unreachable' },
  ];

  app.get('/api/ready', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.draining()) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ ok: false, draining: true, error: 'This process is shutting down' });
    }
    const results = await Promise.all(
      probes.map((probe) =>
        withTimeout(probe.run, probe.name).then(
          () => [probe.name, 'ok'] as const,
          (err: unknown) => {
            req.log.warn({ err }, `ready: ${probe.failure}`);
            return [probe.name, 'unreachable'] as const;
          },
        ),
      ),
    );
    const checks = Object.fromEntries(results);
    const failed = probes.find((probe) => checks[probe.name] !== 'ok');
    if (!failed) return { ok: true, database: readiness.database.kind, checks };
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(503).send({ ok: false, database: readiness.database.kind, error: failed.failure, checks });
  });
}
