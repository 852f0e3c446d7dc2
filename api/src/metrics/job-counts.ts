import type { JobQueue } from '../jobs/job-queue.ts';
import type { KindCounts } from '../jobs/operator-reads.ts';

/** A scrape reads the queue's counts at most this often (they are one grouped count over pg-boss's job table). */
const CACHE_MS = 5000;

/** The job queue's counts per kind for /metrics, cached; a failed read is not kept (the next scrape asks again). */
export function jobCounts(queue: JobQueue): () => Promise<KindCounts[]> {
  let cached: { at: number; counts: Promise<KindCounts[]> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const counts = queue.counts();
      cached = { at: Date.now(), counts };
      counts.catch(() => {
        if (cached?.counts === counts) cached = undefined;
      });
    }
    return cached.counts;
  };
}
