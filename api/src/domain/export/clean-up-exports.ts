import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { exportCleanUpScope } from '../../db/cross-organisation.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import { EXPORT_FAILED } from './build-export-job.ts';

/**
 * A build whose row has not moved for this long is dead: its worker died on the last try (the queue dead-letters
 * such a job without running our code) or the job was lost. A live build touches its row at every percent, and its
 * tries (an hour's lease each, three tries) end well within it.
 */
export const DEAD_BUILD_MS = 6 * 3600_000;

/** When the clean-up runs: every hour, at a minute no other hourly work is likely to pick. */
export const EXPORT_CLEAN_UP_CRON = '23 * * * *';

/**
 * Every organisation's expired exports lose their stored ZIP (the row stays, listed as expired, for the record), and
 * builds that died are marked failed so their admins can try again. A file whose delete fails stays listed for the
 * next run (its key is only cleared once it is gone).
 */
export async function cleanUpExports(services: { db: Db; storage: Storage }, now = new Date()) {
  const scope = exportCleanUpScope(services);
  const expired = await scope.dataExport.findMany({
    where: { status: 'ready', expiresAt: { lte: now }, storageKey: { not: null } },
    select: { id: true, storageKey: true },
    take: 500,
  });
  let deleted = 0;
  for (const row of expired) {
    await services.storage.delete(row.storageKey as string);
    await scope.dataExport.updateMany({ where: { id: row.id, storageKey: row.storageKey }, data: { storageKey: null } });
    deleted++;
  }
  const { count: failed } = await scope.dataExport.updateMany({
    where: { status: 'building', updatedAt: { lte: new Date(now.getTime() - DEAD_BUILD_MS) } },
    data: { status: 'failed', failure: EXPORT_FAILED },
  });
  return { deleted, failed };
}

export const cleanUpExportsJob = defineJobKind({
  name: 'export.clean-up',
  payload: z.object({}),
  concurrency: 1,
  schedule: { cron: EXPORT_CLEAN_UP_CRON, tz: 'UTC' },
  async run(_payload, job) {
    const { deleted, failed } = await cleanUpExports(job);
    if (deleted || failed) job.log('export clean-up', { deleted, failed });
  },
});
