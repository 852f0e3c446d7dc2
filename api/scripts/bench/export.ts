// The full export of `npm run bench`: an organisation with 100,000 jobs (each with a technician, one in five with a
// note, one in ten with hours and a part) and 5,000 photos of 40 KB in the app's storage (STORAGE_URL; the local folder by default), downloaded as one ZIP
// by an admin: built in the background into storage, then downloaded. Measured: the build's time, the ZIP's size, and
// this process's resident memory (server, workers and client share it) sampled every 100 ms — before, at its peak,
// and through the build, to show it stays flat while the rows and files stream through — then the download's time.
import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { CSRF_HEADER } from '../../src/http/origins.ts';
import { openStorage } from '../../src/integrations/storage/storage-config.ts';
import type { Bench } from './harness.ts';

const JOBS = Number(process.env.BENCH_EXPORT_JOBS ?? 100_000);
const PHOTOS = Number(process.env.BENCH_EXPORT_PHOTOS ?? 5_000);
const PHOTO_BYTES = 40 * 1024;
const CUSTOMERS = 2_000;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A full collection on demand (the bench runs without --expose-gc): what is left after it is what the process holds. */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}
/** Memory the process holds alive: the JavaScript heap, and buffers outside it (rows, files, the ZIP's chunks). */
const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

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
    const { id } = (await asked.json()) as { id: string };

    // The build runs in this process's workers: memory is sampled from the request to the export being ready.
    const gc = fullCollection();
    gc();
    const before = process.memoryUsage().rss;
    const heldBefore = held();
    let peak = before;
    const samples: number[] = [];
    // Every 2 s a full collection, then what is still held: flat if the build keeps nothing that grows with the data
    // (the resident figure also counts garbage not yet collected, which depends on when V8 collects).
    const heldSamples: number[] = [];
    let ticks = 0;
    const timer = setInterval(() => {
      if (++ticks % 20 === 0) {
        gc();
        heldSamples.push(held());
      }
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
      samples.push(rss);
    }, 100);
    const t0 = Date.now();
    let built: { state: string; url: string | null; size_bytes: number | null; progress: { done: number; total: number } };
    try {
      for (;;) {
        const list = (await (await fetch(`${app.url}/api/export`, { headers: { cookie } })).json()) as {
          exports: (typeof built & { id: string })[];
        };
        built = list.exports.find((e) => e.id === id) as typeof built;
        if (built.state !== 'building') break;
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      clearInterval(timer);
    }
    const buildSeconds = (Date.now() - t0) / 1000;
    if (built.state !== 'ready' || !built.url) throw new Error(`export build ended ${built.state}`);
    const after = process.memoryUsage().rss;
    const t1 = Date.now();
    let bytes = 0;
    const res = await fetch(built.url, { headers: { cookie } });
    if (res.status !== 200 || !res.body) throw new Error(`export download: ${res.status} ${await res.text()}`);
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    const downloadSeconds = (Date.now() - t1) / 1000;
    // The memory through the build in tenths of its time: flat means the last tenth is no higher than the second.
    const byTenth = (list: number[]) =>
      Array.from({ length: 10 }, (_, i) => mb(list[Math.min(list.length - 1, Math.floor(((i + 1) * list.length) / 10) - 1)] ?? 0));
    const tenths = byTenth(samples);
    console.log(`\nFull export, ${JOBS} jobs and ${PHOTOS} photos (${mb(PHOTOS * PHOTO_BYTES)} MB of photos):\n`);
    console.log(
      `  build (in the background) ${buildSeconds.toFixed(1)} s, ${built.progress.total} rows and files, ${mb(built.size_bytes ?? 0)} MB ZIP stored`,
    );
    console.log(`  resident memory        ${mb(before)} MB before, peak ${mb(peak)} MB (+${mb(peak - before)} MB), ${mb(after)} MB after`);
    console.log(`  memory by tenth (MB)   ${tenths.join(' ')}`);
    console.log(
      `  held after a full collection (heap + buffers, MB): ${mb(heldBefore)} before, by tenth ${byTenth(heldSamples).join(' ')}, ` +
        `most ${mb(Math.max(heldBefore, ...heldSamples))}`,
    );
    console.log(
      `  download of the stored ZIP  ${downloadSeconds.toFixed(1)} s (${mb(bytes)} MB, ${(mb(bytes) / downloadSeconds).toFixed(1)} MB/s)`,
    );
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
