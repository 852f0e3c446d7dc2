import { z } from 'zod';
import type { Storage } from '../../integrations/storage/storage.ts';
import { defineJobKind } from '../job-kind.ts';
import type { JobQueue } from '../job-queue.ts';

/**
 * A stored file whose record is gone (a photo, a job, an avatar or blog cover replaced), deleted again until the
 * store answers: retried with back-off for about a day, then dead-lettered where the operator sees it. Deleting a
 * file that is not there is not an error, so a second run is harmless.
 */
export const deleteStoredFileJob = defineJobKind({
  name: 'storage.delete-file',
  payload: z.object({ key: z.string().min(1) }),
  retry: { maxTries: 10, baseDelayMs: 10_000, maxDelayMs: 4 * 3600_000 },
  async run({ key }, job) {
    await job.storage.delete(key);
  },
});

/**
 * Delete a stored file now; when the store refuses (down, throttling), queue the delete instead of dropping it, so
 * no file outlives its record for good. Keys are unique per file, so the key is also the job's idempotency key.
 */
export async function deleteStoredFile(services: { storage: Storage; jobs: Pick<JobQueue, 'send'> }, key: string): Promise<void> {
  try {
    await services.storage.delete(key);
  } catch {
    await services.jobs.send(deleteStoredFileJob, { key }, { key });
  }
}
