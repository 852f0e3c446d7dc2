// The full export of `npm run bench`: an organisation with 100,000 jobs (each with a technician, one in five with a
// note, one in ten with hours and a part) and 5,000 photos of 40 KB in the app's storage (STORAGE_URL; the local folder by default), downloaded as one ZIP
// over HTTP by an admin. Measured: the time to the last byte, the ZIP's size, and this process's resident memory
// (server and client share it) sampled every 100 ms — before, at its peak, and through the download, to show it stays
// flat while the rows and files stream through.
import { randomBytes } from 'node:crypto';
import { CSRF_HEADER } from '../../src/http/origins.ts';
import { openStorage } from '../../src/integrations/storage/storage-config.ts';
import type { Bench } from './harness.ts';

const JOBS = Number(process.env.BENCH_EXPORT_JOBS ?? 100_000);
const PHOTOS = Number(process.env.BENCH_EXPORT_PHOTOS ?? 5_000);
const PHOTO_BYTES = 40 * 1024;
const CUSTOMERS = 2_000;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function benchExport(bench: Bench) {
  const started = Date.now();
  const org = await bench.createOrgWithAdmin('Bench Export Co');
  await seed(bench, org.orgId);
  console.log(`\n(seeded ${JOBS} jobs and ${PHOTOS} photos in ${Math.round((Date.now() - started) / 1000)} s)`);
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const asked = await fetch(`${app.url}/api/export`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
    if (asked.status !== 201) throw new Error(`POST /api/export: ${asked.status} ${await asked.text()}`);
    const { url } = (await asked.json()) as { url: string };

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const samples: number[] = [];
    const timer = setInterval(() => {
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
      samples.push(rss);
    }, 100);
    const t0 = Date.now();
    let bytes = 0;
    try {
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`export download: ${res.status} ${await res.text()}`);
      const reader = res.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    } finally {
      clearInterval(timer);
    }
    const seconds = (Date.now() - t0) / 1000;
    // The memory through the download in tenths of its time: flat means the last tenth is no higher than the second.
    const tenths = Array.from({ length: 10 }, (_, i) =>
      mb(samples[Math.min(samples.length - 1, Math.floor(((i + 1) * samples.length) / 10) - 1)] ?? 0),
    );
    console.log(`\nFull export, ${JOBS} jobs and ${PHOTOS} photos (${mb(PHOTOS * PHOTO_BYTES)} MB of photos):\n`);
    console.log(`  download time          ${seconds.toFixed(1)} s (${mb(bytes)} MB ZIP, ${(mb(bytes) / seconds).toFixed(1)} MB/s)`);
    console.log(`  resident memory        ${mb(before)} MB before, peak ${mb(peak)} MB (+${mb(peak - before)} MB)`);
    console.log(`  memory by tenth (MB)   ${tenths.join(' ')}`);
  } finally {
    await app.stop();
    await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
}

/** Rows set-based in one transaction; the photo files written to the storage folder the app reads. */
async function seed(bench: Bench, orgId: string) {
  const db = bench.database.db;
  await db.$transaction(
    async (tx) => {
      const sql = (text: string, ...values: unknown[]) => tx.$executeRawUnsafe(text, ...values);
      await sql(`SET LOCAL session_replication_role = replica`);
      await sql(
        `INSERT INTO "Customer" (id, "orgId", name, street, suburb, state, postcode, "updatedAt")
         SELECT gen_random_uuid(), $1, 'Customer ' || i, i || ' High Street', 'Preston', 'VIC', '3072', now()
         FROM generate_series(1, $2::int) i`,
        orgId,
        CUSTOMERS,
      );
      await sql(
        `WITH cust AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "Customer" WHERE "orgId" = $1)
         INSERT INTO "Job" (id, "orgId", title, status, "scheduledAt", "customerId", description, "updatedAt")
         SELECT gen_random_uuid(), $1, 'Service split system #' || i, 'scheduled',
                timestamptz '2025-01-01Z' + (i % 700) * interval '1 day', cust.id, 'Annual service, check filters and drain', now()
         FROM generate_series(0, $2::int - 1) i JOIN cust ON cust.n = i % $3`,
        orgId,
        JOBS,
        CUSTOMERS,
      );
      await sql(
        `INSERT INTO "JobTechnician" ("jobId", "userId")
         SELECT j.id, u.id FROM "Job" j, "User" u WHERE j."orgId" = $1 AND u."orgId" = $1`,
        orgId,
      );
      const everyNth = (n: number) =>
        `(SELECT id, row_number() OVER (ORDER BY id) AS n FROM "Job" WHERE "orgId" = $1) j WHERE j.n % ${n} = 0`;
      await sql(
        `INSERT INTO "JobNote" (id, "orgId", "jobId", text) SELECT gen_random_uuid(), $1, j.id, 'Replaced the filters; drain was clear' FROM ${everyNth(5)}`,
        orgId,
      );
      await sql(`INSERT INTO "JobHours" (id, "orgId", "jobId", hours) SELECT gen_random_uuid(), $1, j.id, 1.5 FROM ${everyNth(10)}`, orgId);
      await sql(
        `INSERT INTO "JobPart" (id, "orgId", "jobId", "partName", quantity) SELECT gen_random_uuid(), $1, j.id, 'Filter', 2 FROM ${everyNth(10)}`,
        orgId,
      );
      await sql(
        `INSERT INTO "JobPhoto" (id, "orgId", "jobId", "storageKey", "contentType", "sizeBytes")
         SELECT p, $1, j.id, 'job-photos/' || $1 || '/' || j.id || '/' || p || '.jpg', 'image/jpeg', $3
         FROM (SELECT id, gen_random_uuid()::text AS p, row_number() OVER (ORDER BY id) AS n FROM "Job" WHERE "orgId" = $1) j
         WHERE j.n <= $2`,
        orgId,
        PHOTOS,
        PHOTO_BYTES,
      );
    },
    { timeout: 600_000 },
  );
  // One random (incompressible, like a JPEG) file per photo, where the app's storage finds it.
  const photos = await db.jobPhoto.findMany({ where: { orgId }, select: { storageKey: true } });
  const bytes = randomBytes(PHOTO_BYTES);
  const storage = openStorage(bench.config.storage);
  for (const p of photos) await storage.put(p.storageKey, bytes, 'image/jpeg');
}
