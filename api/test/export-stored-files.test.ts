import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStorageKey } from '../src/domain/export/build-export-job.ts';
import { cleanUpExports, cleanUpExportsJob, DEAD_BUILD_MS, EXPORT_CLEAN_UP_CRON } from '../src/domain/export/clean-up-exports.ts';
import { builtExportUrl } from './export-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';

// Stored files outlive nothing: an expired export's ZIP is deleted by the scheduled clean-up (and a build that died
// is marked failed so it can be tried again), and a file whose delete the store refused is deleted later by a job.

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Stored Files Co');
});
afterAll(() => t.close());

const exportId = (url: string) => new URL(url).pathname.split('/').at(-1) as string;

describe('the export clean-up', () => {
  it('deletes an expired export’s file, keeps its row listed as expired, and leaves a live one alone', async () => {
    const expiring = exportId(await builtExportUrl(t, o.as.admin, o.org.id));
    const live = exportId(await builtExportUrl(t, o.as.admin, o.org.id));
    const storage = t.app.services.storage;
    expect(await storage.size(exportStorageKey(o.org.id, expiring))).toBeGreaterThan(0);
    await t.database.db.dataExport.update({ where: { id: expiring }, data: { expiresAt: new Date(Date.now() - 1000) } });

    await cleanUpExportsJob.run(
      {},
      { ...t.app.services, jobId: 'by-hand', attempt: 1, signal: new AbortController().signal, log: () => {} },
    );

    expect(await storage.size(exportStorageKey(o.org.id, expiring))).toBeNull();
    expect(await storage.size(exportStorageKey(o.org.id, live))).toBeGreaterThan(0);
    const list = (await o.as.admin.get('/api/export')).body.exports as { id: string; state: string }[];
    expect(list.find((e) => e.id === expiring)?.state).toBe('expired');
    expect(list.find((e) => e.id === live)?.state).toBe('ready');
    const gone = await o.as.admin.get(`/api/export/${expiring}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'This export link has expired. Ask for a new export.' });
  });

  it('marks a build whose row stopped moving as failed, so its admins can try again', async () => {
    const dead = await t.database.db.dataExport.create({ data: { orgId: o.org.id, requestedById: o.admin.id } });
    const alive = await t.database.db.dataExport.create({ data: { orgId: o.org.id, requestedById: o.admin.id } });
    await t.database.db.$executeRawUnsafe(
      `UPDATE "DataExport" SET "updatedAt" = $1 WHERE id = $2`,
      new Date(Date.now() - DEAD_BUILD_MS - 60_000),
      dead.id,
    );
    expect((await cleanUpExports(t.app.services)).failed).toBe(1);
    const rows = await t.database.db.dataExport.findMany({
      where: { id: { in: [dead.id, alive.id] } },
      select: { id: true, status: true },
    });
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [dead.id]: 'failed', [alive.id]: 'building' });
    await t.database.db.dataExport.delete({ where: { id: alive.id } });
  });

  it('runs on a schedule every hour, set when the server listens', async () => {
    const url = await t.app.start(0, '127.0.0.1');
    expect(url).toMatch(/^http:/);
    const [schedule] = await t.database.db.$queryRawUnsafe<{ cron: string; timezone: string }[]>(
      'SELECT cron, timezone FROM pgboss.schedule WHERE name = $1',
      cleanUpExportsJob.name,
    );
    expect(schedule).toEqual({ cron: EXPORT_CLEAN_UP_CRON, timezone: 'UTC' });
  });
});

describe('a stored file the store refused to delete', () => {
  it('is deleted later by a job, retried until the store answers', async () => {
    const job = await insertJob(t, o, { title: 'Photo to remove', scheduledAt: new Date(), techIds: [o.tech.id] });
    const up = await o.as.tech.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: PNG }]),
    );
    expect(up.status).toBeLessThan(300);
    const photo = await t.database.db.jobPhoto.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true, storageKey: true } });
    const storage = t.app.services.storage;
    const realDelete = storage.delete;
    // The store is down for deletes while the photo is removed: the removal still succeeds for the technician.
    storage.delete = async () => Promise.reject(new Error('store unavailable'));
    try {
      expect((await o.as.tech.request('DELETE', `/api/jobs/${job.id}/photos/${photo.id}`)).status).toBe(200);
    } finally {
      storage.delete = realDelete;
    }
    expect(await storage.size(photo.storageKey)).toBeGreaterThan(0);
    const [queued] = await t.database.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'storage.delete-file' AND data->>'key' = $1`,
      photo.storageKey,
    );
    expect(queued.n).toBe(1);
    // The store is back: the workers delete the file.
    await t.app.services.jobs.startWorkers(t.app.services);
    while ((await storage.size(photo.storageKey)) !== null) await new Promise((r) => setTimeout(r, 50));
  });
});
