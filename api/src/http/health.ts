import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** How long a load balancer or client should wait before asking again while the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;
/** A database that has not answered `SELECT 1` by then counts as unreachable. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * Readiness, honestly: 200 `{ ok: true }` when the database answers, 503 `{ ok: false }` with Retry-After when it
 * does not (down, restarting, unreachable, or too slow to answer), so a load balancer stops sending traffic here.
 */
export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/api/health', async (req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.db.$queryRaw`SELECT 1`, timeout]);
      return { ok: true, database: database.kind };
    } catch (err) {
      req.log.warn({ err }, 'health: the database is unreachable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      return reply.status(503).send({ ok: false, database: database.kind, error: 'The database is unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
