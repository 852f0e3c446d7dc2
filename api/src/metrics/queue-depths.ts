import type { Database } from '../db/client.ts';
import { webhookDeliveryScope } from '../db/cross-organisation.ts';

/** A scrape reads the counts at most this often; Prometheus scraping every few seconds costs two counts a period. */
const CACHE_MS = 5000;

/**
 * The work waiting in the shared database, counted over every organisation (numbers only): webhook deliveries
 * pending, and those due now. Email and SMS are counted by the job queue per kind (spanner_jobs_*, job-counts.ts).
 */
export function queueDepths(database: Database): () => Promise<Record<string, number>> {
  let cached: { at: number; depths: Promise<Record<string, number>> } | undefined;
  const count = async () => {
    const now = new Date();
    const deliveries = webhookDeliveryScope(database).webhookDelivery;
    const [webhookPending, webhookDue] = await Promise.all([
      deliveries.count({ where: { status: 'pending' } }),
      deliveries.count({ where: { status: 'pending', nextAttemptAt: { lte: now } } }),
    ]);
    return { webhook_pending: webhookPending, webhook_due: webhookDue };
  };
  return () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const depths = count();
      cached = { at: Date.now(), depths };
      // A failed count is not kept: the next scrape asks again.
      depths.catch(() => {
        if (cached?.depths === depths) cached = undefined;
      });
    }
    return cached.depths;
  };
}
