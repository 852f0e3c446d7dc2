import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Every answered request, by the route pattern it matched (`/api/jobs/:id`, never the raw URL, so ids and query
 * strings never become labels); a request no route matched counts as `unmatched`.
 */
export function recordRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (req, reply, done) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    metrics.httpRequests.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc(labels);
    done();
  });
}
