import type { Db } from '../../db/client.ts';
import { EXPORT_TABLES } from './export-tables.ts';

/** How far a build is: rows and files written of those counted as it started, written to its row now and then. */
export interface ExportProgress {
  readonly total: number;
  /** `n` more rows or files are in the ZIP. */
  step(n: number): Promise<void>;
}

/**
 * What a build of the organisation writes: every table's rows, the jobs again in jobs.json, each photo, each
 * quote's and invoice's PDF, each form's answers and each sign-off's PDF. Counted once as the build starts; rows added meanwhile make it run a little past 100 %,
 * which the reads clamp.
 */
export async function countExportSteps(db: Db, orgId: string): Promise<number> {
  const tables = await Promise.all(EXPORT_TABLES.map((t) => t.count(db, orgId)));
  const files = await Promise.all([
    db.job.count(),
    db.jobPhoto.count(),
    db.quote.count(),
    db.invoice.count(),
    db.jobForm.count(),
    db.jobSignOff.count(),
  ]);
  return [...tables, ...files].reduce((a, b) => a + b, 0);
}

/**
 * Progress written to the export's row at each whole percent (at most about a hundred updates however large the
 * organisation), each update also touching `updatedAt`, which tells the clean-up the build is alive.
 */
export function exportProgress(db: Db, exportId: string, total: number, signal?: AbortSignal): ExportProgress {
  let done = 0;
  let written = 0;
  const every = Math.max(1, Math.ceil(total / 100));
  return {
    total,
    async step(n) {
      // The lease ran out (another worker may be building it now): stop writing rather than race it.
      signal?.throwIfAborted();
      done += n;
      if (done - written < every) return;
      written = done;
      await db.dataExport.updateMany({ where: { id: exportId, status: 'building' }, data: { progressDone: done } });
    },
  };
}
