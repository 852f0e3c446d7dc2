import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

/** /metrics is served with METRICS_TOKEN set (to the bearer of that token), and openly outside production. */
export function metricsServed(config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>): boolean {
  return !!config.METRICS_TOKEN || config.NODE_ENV !== 'production';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The presented bearer token against METRICS_TOKEN, in constant time (both hashed to the same length first). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * GET /metrics in Prometheus's text format. With METRICS_TOKEN: 401 without `Authorization: Bearer <token>`.
 * Without it: 404 in production (nothing about the processes is shown to whoever asks), open elsewhere.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Config, metrics: Metrics): void {
  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metricsServed(config)) return reply.status(404).send({ error: 'Not found' });
    if (config.METRICS_TOKEN && !bearerMatches(req.headers.authorization, config.METRICS_TOKEN)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ error: 'The metrics need their token' });
    }
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
