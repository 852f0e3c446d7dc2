import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { tenantDb } from '../../db/scoped.ts';
import { defineJobKind, type JobContext } from '../../jobs/job-kind.ts';
import { formatDateTime } from '../../rules/zoned-time.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
import { can } from '../policy.ts';
import { EXPORT_LINK_DAYS, exportDownloadPath } from './export-info.ts';
import { countExportSteps, exportProgress } from './export-progress.ts';
import { storeExport } from './write-export.ts';

/** Where an export's ZIP is stored. */
export const exportStorageKey = (orgId: string, exportId: string) => `exports/${orgId}/${exportId}.zip`;

/** What the admin reads when every try failed (the error itself goes to the log, not to them). */
export const EXPORT_FAILED = 'The export could not be built. Try again; if it fails again, contact support.';

export const exportReadyEmail = (organisation: string, url: string, until: string) => ({
  subject: 'Your Spanner export is ready',
  text: [
    `The full export of ${organisation} you asked for is ready to download:`,
    '',
    url,
    '',
    `The link works for the admins of ${organisation}, signed in to Spanner, until ${until}. After that the file is deleted; ask for a new export in Settings → Integrations.`,
  ].join('\n'),
});

const payload = z.object({ orgId: z.string(), exportId: z.string() });

/**
 * The export's ZIP built in the background: counted, written into storage with its progress on the row, then in one
 * transaction marked ready (with its link's expiry) and emailed to the admin who asked. A failed try is retried
 * from the start (a worker that died mid-build leaves no file: storage writes whole files only); after the last try
 * the export is marked failed and the card offers to try again. A try finding the export no longer building (ready
 * already: its first run's completion was lost) does nothing, so the admin is emailed once.
 */
export const buildExportJob = defineJobKind({
  name: 'export.build',
  payload,
  // A very large organisation takes minutes (docs/benchmark.md): an hour's lease before another worker takes over.
  expireInSeconds: 3600,
  concurrency: 1,
  perOrganisation: 1,
  retry: { maxTries: 3, baseDelayMs: 30_000 },
  async run({ orgId, exportId }, job) {
    const db = tenantDb(job.db, orgId);
    const row = await db.dataExport.findFirst({ where: { id: exportId }, select: { status: true } });
    if (row?.status !== 'building') return;
    try {
      await build(db, job, orgId, exportId);
    } catch (error) {
      if (job.attempt >= buildExportJob.retry.maxTries)
        await db.dataExport.updateMany({ where: { id: exportId, status: 'building' }, data: { status: 'failed', failure: EXPORT_FAILED } });
      throw error;
    }
  },
});

async function build(db: Db, job: JobContext, orgId: string, exportId: string) {
  const total = await countExportSteps(db, orgId);
  await db.dataExport.updateMany({ where: { id: exportId, status: 'building' }, data: { progressDone: 0, progressTotal: total } });
  const key = exportStorageKey(orgId, exportId);
  const exportedAt = new Date();
  const sizeBytes = await storeExport(
    { db, storage: job.storage, orgId, exportedAt, progress: exportProgress(db, exportId, total, job.signal) },
    key,
  );
  job.signal.throwIfAborted();
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + EXPORT_LINK_DAYS * 86_400_000);
  const marked = await db.$transaction(async (tx) => {
    const { count } = await tx.dataExport.updateMany({
      where: { id: exportId, status: 'building' },
      data: { status: 'ready', storageKey: key, sizeBytes, readyAt, expiresAt, progressDone: total, failure: null },
    });
    if (count) await emailReadyLink(tx, job, exportId, expiresAt);
    return count > 0;
  });
  // Failed by the clean-up meanwhile (it took the build for dead): the file is nobody's.
  if (!marked) await job.storage.delete(key);
}

/** The link to the admin who asked, in the transaction that marks the export ready (sent once it commits). */
async function emailReadyLink(tx: Prisma.TransactionClient, job: JobContext, exportId: string, expiresAt: Date) {
  const row = await tx.dataExport.findFirst({
    where: { id: exportId },
    select: { orgId: true, requestedBy: { select: { email: true, role: true } }, org: { select: { name: true, timeZone: true } } },
  });
  // The admin who asked may have left, or may no longer export: the card still lists the export for those who may.
  if (!row?.requestedBy || !can({ user: { role: row.requestedBy.role } }, 'exportData')) return;
  const url = `${job.config.PUBLIC_URL}${exportDownloadPath(exportId)}`;
  // Recorded in this transaction with its delivery job (SMTP is never spoken inside it): sent once it commits.
  await sendOrganisationEmail({ db: tx, config: job.config, storage: job.storage, jobs: job.jobs }, row.orgId, {
    to: row.requestedBy.email,
    ...exportReadyEmail(row.org.name, url, formatDateTime(expiresAt, row.org.timeZone)),
    secrets: [url],
    accountMail: true,
  });
}
