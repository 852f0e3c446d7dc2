// Files in an S3-compatible store (s3rver in this process, as in the tests, through the real AWS client): a 10 MB
// photo uploaded through POST /api/jobs/{id}/photos and downloaded back, PHOTO_ROUNDS times each, then the full
// export of a job with BENCH_STORAGE_EXPORT_MB (1,024) of photos, every one read from the store into the ZIP as it is
// built in the background into the store, then the ZIP downloaded (the export row: build and download together). Measured per phase: time, MB/s, and this process's resident memory (server, store and client share it)
// sampled every 100 ms — before, at its peak and by tenth. Flat means no whole file is held on the way.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { loadConfig } from '../../src/config.ts';
import { CSRF_HEADER } from '../../src/http/origins.ts';
import { openStorage } from '../../src/integrations/storage/storage-config.ts';
import { startS3Server } from '../../test/s3-server.ts';
import type { Bench } from './harness.ts';

const PHOTO_BYTES = 10 * 1024 * 1024;
const PHOTO_ROUNDS = Number(process.env.BENCH_STORAGE_ROUNDS ?? 20);
const EXPORT_MB = Number(process.env.BENCH_STORAGE_EXPORT_MB ?? 1024);
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Resident memory sampled every 100 ms while `run` goes. */
async function watched(run: () => Promise<number>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(process.memoryUsage().rss), 100);
  const t0 = Date.now();
  let bytes: number;
  try {
    bytes = await run();
  } finally {
    clearInterval(timer);
  }
  const seconds = (Date.now() - t0) / 1000;
  const peak = Math.max(before, ...samples);
  const tenths = Array.from({ length: 10 }, (_, i) =>
    mb(samples[Math.min(samples.length - 1, Math.floor(((i + 1) * samples.length) / 10) - 1)] ?? 0),
  );
  return { seconds, bytes, before, peak, tenths };
}

/** `size` bytes of a PNG-looking file made as they are read. */
function generatedPhoto(size: number) {
  const block = randomBytes(256 * 1024);
  return Readable.from(
    (function* () {
      yield PNG_HEAD;
      for (let sent = PNG_HEAD.length; sent < size; sent += block.length) yield block.subarray(0, Math.min(block.length, size - sent));
    })(),
  );
}

async function readAll(res: Response) {
  if (!res.body) return 0;
  let bytes = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  return bytes;
}

export async function benchStorage(bench: Bench) {
  const s3 = await startS3Server('spanner-bench');
  const storageSettings = loadConfig({ NODE_ENV: 'production', ...s3.env }).storage;
  const org = await bench.createOrgWithAdmin('Bench Storage Co');
  const db = bench.database.db;
  const app = await bench.startApp({ storage: storageSettings, MAX_UPLOAD_MB: 11 });
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const job = await db.job.create({ data: { orgId: org.orgId, title: 'Storage bench', status: 'scheduled' } });
    const photo = Buffer.concat([PNG_HEAD, randomBytes(PHOTO_BYTES - PNG_HEAD.length)]);
    const blob = new Blob([photo], { type: 'image/png' });
    const form = () => {
      const f = new FormData();
      f.append('photo', blob, 'photo.png');
      return f;
    };
    let url = '';
    const upload = await watched(async () => {
      for (let i = 0; i < PHOTO_ROUNDS; i++) {
        const res = await fetch(`${app.url}/api/jobs/${job.id}/photos`, {
          method: 'POST',
          body: form(),
          headers: { cookie, [CSRF_HEADER]: '1' },
        });
        if (res.status !== 201) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
        url = ((await res.json()) as { url: string }).url;
      }
      return PHOTO_ROUNDS * PHOTO_BYTES;
    });
    const download = await watched(async () => {
      let bytes = 0;
      for (let i = 0; i < PHOTO_ROUNDS; i++) bytes += await readAll(await fetch(`${app.url}${url}`, { headers: { cookie } }));
      return bytes;
    });

    // The export's photos go straight into the store (generated as they are written) with their rows.
    const store = openStorage(storageSettings);
    const count = Math.ceil(EXPORT_MB / 10);
    for (let i = 0; i < count; i++) {
      const storageKey = `job-photos/${org.orgId}/${job.id}/export-${i}.png`;
      await store.put(storageKey, generatedPhoto(PHOTO_BYTES), 'image/png');
      await db.jobPhoto.create({ data: { orgId: org.orgId, jobId: job.id, storageKey, contentType: 'image/png', sizeBytes: PHOTO_BYTES } });
    }
    const asked = await fetch(`${app.url}/api/export`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
    if (asked.status !== 201) throw new Error(`POST /api/export: ${asked.status} ${await asked.text()}`);
    const { id } = (await asked.json()) as { id: string };
    // Built in the background into the store (the workers of this process), then downloaded from it.
    const exported = await watched(async () => {
      for (;;) {
        const list = (await (await fetch(`${app.url}/api/export`, { headers: { cookie } })).json()) as {
          exports: { id: string; state: string; url: string | null }[];
        };
        const built = list.exports.find((e) => e.id === id);
        if (built?.state === 'ready' && built.url) return readAll(await fetch(built.url, { headers: { cookie } }));
        if (built?.state !== 'building') throw new Error(`export build ended ${built?.state}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    });

    console.log(`\nFiles in an S3-compatible store (s3rver in process), resident memory of the one process:\n`);
    const row = (label: string, m: Awaited<ReturnType<typeof watched>>) =>
      console.log(
        `  ${label.padEnd(34)} ${m.seconds.toFixed(1).padStart(6)} s ${(mb(m.bytes) / m.seconds).toFixed(0).padStart(5)} MB/s` +
          `   rss ${mb(m.before)} MB before, peak ${mb(m.peak)} MB (+${mb(m.peak - m.before)})   by tenth: ${m.tenths.join(' ')}`,
      );
    row(`${PHOTO_ROUNDS} × 10 MB photo upload`, upload);
    row(`${PHOTO_ROUNDS} × 10 MB photo download`, download);
    row(`full export, ${mb(exported.bytes)} MB ZIP (${count} photos)`, exported);
  } finally {
    await app.stop();
    await db.organization.delete({ where: { id: org.orgId } });
    await s3.close();
  }
}
