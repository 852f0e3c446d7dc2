import os from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, gql, launch, login, openPage } from './browser';
import { outboxStates, savedJobIds, savedOnDevice } from './device-copy';

// `npm run bench -w web -- offline-sync`: a technician with the app installed (service worker registered, the next
// week saved on the device) works without signal, then the phone finds a slow network: how long the outbox takes to
// empty, how many requests that is, and that the server holds each change exactly once. Two runs on the same device:
// 95 changes without photos (notes, hours, parts, 5 completions), then 100 with 10 photos of 2 MB each. Also the
// size of what the device keeps for a week of 40 jobs. Times are printed, never asserted; the outbox emptying and
// 0 duplicates are.
//
// The notes, hours, parts and completions are written into the app's outbox (IndexedDB `spanner-outbox`, store
// `changes`) as the app's queueChange writes them (src/offline/outbox/sync.ts: an Idempotency-Key per change, label,
// state 'waiting') — writing 90 of them through the job page's forms would measure the forms, not the sync. The
// photos are real camera-sized JPEGs (4032 × 3024, about 2 MB, drawn in the page) chosen in each job's offline page,
// so the app makes them smaller as it does a technician's (src/offline/outbox/photo-to-keep.ts) before keeping them.
// The app's own top bar must count them ("Outbox 95") before the network comes back, and the app's own sync sends
// them.
//
// Network: Chrome DevTools' "Slow 3G" preset (front_end/core/sdk/NetworkManager.ts: latency 400 ms × 5 = 2,000 ms,
// download and upload 500 kbit/s × 0.8 = 400 kbit/s = 50,000 bytes/s), over CDP `Network.emulateNetworkConditions`,
// with the CPU slowed 4× (`Emulation.setCPUThrottlingRate`), as Lighthouse's mobile profile slows it.

const TECHNICIAN = 'jake@coolair.com.au';
const OFFICE = 'manager@coolair.com.au';
const JOBS_IN_WEEK = 40;
const PHOTO_BYTES = Number(process.env.BENCH_OFFLINE_PHOTO_MB ?? 2) * 1024 * 1024;
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_SLOWDOWN = 4;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Kind = 'note' | 'hours' | 'part' | 'photo' | 'complete';
/** One change as the bench asks for it; the page turns it into the outbox's record. */
interface Planned {
  kind: Kind;
  jobId: string;
  text?: string;
  hours?: number;
  partName?: string;
  quantity?: number;
  filename?: string;
  /** A completion's job status as the device has it (the job page sends it, so a job that moved on is a conflict). */
  fromStatus?: string;
}

/** The session cookie of a sign-in (as the form's call makes it). */
async function sessionCookie(email: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function officeGql<T>(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-spanner-csrf': '1', origin: baseUrl() },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The office books `count` jobs for the technician over the next 7 days, each for a demo customer. */
async function bookWeek(cookie: string, techId: string, count: number, tag: string): Promise<string[]> {
  const { customers } = await officeGql<{ customers: { edges: { node: { id: string } }[] } }>(
    cookie,
    '{ customers(first: 20) { edges { node { id } } } }',
  );
  const ids: string[] = [];
  const start = Date.now() + 30 * 60_000;
  for (let i = 0; i < count; i++) {
    const { createJob } = await officeGql<{ createJob: { id?: string; message?: string } }>(
      cookie,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } ... on AppError { message } } }',
      {
        input: {
          title: `${tag} visit ${i + 1}`,
          description: 'Quarterly service: filters, coils, refrigerant pressures, drain and condensate pump.',
          jobType: 'service',
          // Spread over the next 7 days (inside the 8 days the device keeps).
          scheduledAt: new Date(start + Math.floor((i * 6.5 * 24 * 3600_000) / count)).toISOString(),
          assignedTechIds: [techId],
          customerId: customers.edges[i % customers.edges.length]?.node.id,
        },
      },
    );
    if (!createJob.id) throw new Error(`booking failed: ${createJob.message}`);
    ids.push(createJob.id);
  }
  return ids;
}

/** notes, hours, parts and photos over `jobs`, then a completion each for the first `completions` of them. */
function plan(
  jobs: string[],
  status: string,
  tag: string,
  counts: { note: number; hours: number; part: number; photo: number; complete: number },
): Planned[] {
  const out: Planned[] = [];
  const job = (i: number) => jobs[i % jobs.length];
  for (let i = 0; i < counts.note; i++)
    out.push({ kind: 'note', jobId: job(i), text: `${tag} note ${i + 1}: coils cleaned, pressures normal` });
  for (let i = 0; i < counts.hours; i++) out.push({ kind: 'hours', jobId: job(i + 1), hours: 0.5 + (i % 4) * 0.5 });
  for (let i = 0; i < counts.part; i++)
    out.push({ kind: 'part', jobId: job(i + 2), partName: `${tag} filter ${i + 1}`, quantity: 1 + (i % 3) });
  for (let i = 0; i < counts.photo; i++) out.push({ kind: 'photo', jobId: job(i + 3), filename: `${tag}-photo-${i + 1}.jpg` });
  for (let i = 0; i < counts.complete; i++) out.push({ kind: 'complete', jobId: jobs[i], text: `${tag} completed`, fromStatus: status });
  return out;
}

/**
 * `count` camera-sized photos (4032 × 3024 JPEGs of about `bytes` each), drawn in the page: a sky-to-ground gradient,
 * shapes, and fine noise as a phone's sensor leaves it, encoded at the JPEG quality that comes nearest to `bytes`.
 */
async function cameraPhotos(page: Page, count: number, bytes: number): Promise<Buffer[]> {
  const encoded = await page.evaluate(
    async ({ count, bytes }) => {
      const canvas = new OffscreenCanvas(4032, 3024);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      let seed = 7;
      const random = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      const draw = (n: number) => {
        const sky = context.createLinearGradient(0, 0, 0, 3024);
        sky.addColorStop(0, `hsl(${(n * 37) % 360} 60% 70%)`);
        sky.addColorStop(1, `hsl(${(n * 37 + 120) % 360} 40% 30%)`);
        context.fillStyle = sky;
        context.fillRect(0, 0, 4032, 3024);
        for (let i = 0; i < 40; i++) {
          context.fillStyle = `hsl(${random() * 360} 50% ${30 + random() * 40}% / 0.6)`;
          context.fillRect(random() * 4032, random() * 3024, 200 + random() * 1200, 100 + random() * 900);
        }
        const image = context.getImageData(0, 0, 4032, 3024);
        for (let i = 0; i < image.data.length; i += 4) {
          const grain = (random() - 0.5) * 36;
          image.data[i] += grain;
          image.data[i + 1] += grain;
          image.data[i + 2] += grain;
        }
        context.putImageData(image, 0, 0);
      };
      const toBase64 = async (blob: Blob) => {
        const raw = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let o = 0; o < raw.length; o += 32768) text += String.fromCharCode(...raw.subarray(o, o + 32768));
        return btoa(text);
      };
      draw(0);
      let quality = 0.9;
      let best = { quality, gap: Number.POSITIVE_INFINITY };
      for (const q of [0.95, 0.92, 0.9, 0.85, 0.8, 0.75, 0.7, 0.6, 0.5]) {
        const size = (await canvas.convertToBlob({ type: 'image/jpeg', quality: q })).size;
        if (Math.abs(size - bytes) < best.gap) best = { quality: q, gap: Math.abs(size - bytes) };
      }
      quality = best.quality;
      const photos: string[] = [];
      for (let n = 0; n < count; n++) {
        if (n > 0) draw(n);
        photos.push(await toBase64(await canvas.convertToBlob({ type: 'image/jpeg', quality })));
      }
      return photos;
    },
    { count, bytes },
  );
  return encoded.map((b) => Buffer.from(b, 'base64'));
}

/** Chooses each photo in its job's offline page, as the technician does; the app makes it smaller and keeps it. */
async function choosePhotos(page: Page, photos: Planned[], files: Buffer[]): Promise<void> {
  for (const [i, c] of photos.entries()) {
    await page.goto(`/jobs/${c.jobId}`);
    const input = page.locator('input[type="file"]');
    await input.waitFor({ state: 'attached' });
    await input.setInputFiles({ name: c.filename as string, mimeType: 'image/jpeg', buffer: files[i] });
    await page.getByRole('list', { name: 'Waiting to send' }).getByText(`Photo: ${c.filename}`).waitFor();
  }
}

/** Writes the changes (no photos) into the app's outbox as queueChange does, then tells the app's screens (its channel). */
async function queue(page: Page, userId: string, changes: Planned[]): Promise<void> {
  await page.evaluate(
    async ({ userId, changes }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('spanner-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true });
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const c of changes) {
        const input =
          c.kind === 'note'
            ? { kind: c.kind, jobId: c.jobId, text: c.text, label: `Note: ${c.text}` }
            : c.kind === 'hours'
              ? { kind: c.kind, jobId: c.jobId, hours: c.hours, label: `Hours: ${c.hours}` }
              : c.kind === 'part'
                ? { kind: c.kind, jobId: c.jobId, partName: c.partName, quantity: c.quantity, label: `Part: ${c.quantity} × ${c.partName}` }
                : { kind: c.kind, jobId: c.jobId, notes: c.text, fromStatus: c.fromStatus, label: 'Complete the job' };
        const record = { ...input, key: crypto.randomUUID(), userId, state: 'waiting', madeAt: new Date().toISOString() };
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('changes', 'readwrite');
          tx.objectStore('changes').put(record);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
      new BroadcastChannel('spanner-outbox').postMessage('changed');
    },
    { userId, changes },
  );
}

/** The bytes of the photos the outbox keeps (as made smaller on the device). */
const keptPhotoBytes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('spanner-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('changes').objectStore('changes').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { photo?: Blob }[]).reduce((n, c) => n + (c.photo?.size ?? 0), 0));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** Removes the sent changes (the app keeps them listed for a day), so the next run starts from an empty outbox. */
const clearOutbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('spanner-outbox');
        open.onsuccess = () => {
          const tx = open.result.transaction('changes', 'readwrite');
          tx.objectStore('changes').clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/** What the device keeps: the saved week's records serialised, and the origin's usage as the browser counts it. */
const deviceSize = (page: Page) =>
  page.evaluate(async () => {
    const copyBytes = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('spanner-device-copy');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const all = db.transaction('copies').objectStore('copies').getAll();
        all.onsuccess = () => {
          db.close();
          resolve(new Blob([JSON.stringify(all.result)]).size);
        };
        all.onerror = () => reject(all.error);
      };
    });
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return { copyBytes, usage: estimate.usage ?? 0, details: estimate.usageDetails ?? {} };
  });

interface ServerJob {
  status: string;
  notes: { text: string }[];
  hours: { hours: number }[];
  parts: { partName: string }[];
  photos: { id: string }[];
  completion: { id: string } | null;
}

/** Rows the server holds per kind for this run's changes (read as the office would), against what was queued. */
async function serverCounts(page: Page, jobs: string[], tag: string, planned: Planned[]) {
  const held: Record<Kind, number> = { note: 0, hours: 0, part: 0, photo: 0, complete: 0 };
  const queued: Record<Kind, number> = { note: 0, hours: 0, part: 0, photo: 0, complete: 0 };
  for (const c of planned) queued[c.kind]++;
  const hoursByJob = new Map<string, number>();
  const photosByJob = new Map<string, number>();
  for (const c of planned) {
    if (c.kind === 'hours') hoursByJob.set(c.jobId, (hoursByJob.get(c.jobId) ?? 0) + 1);
    if (c.kind === 'photo') photosByJob.set(c.jobId, (photosByJob.get(c.jobId) ?? 0) + 1);
  }
  for (const id of jobs) {
    const { job } = await gql<{ job: ServerJob }>(
      page,
      'query($id: ID!) { job(id: $id) { status notes { text } hours { hours } parts { partName } photos { id } completion { id } } }',
      { id },
    );
    held.note += job.notes.filter((n) => n.text.startsWith(`${tag} note `)).length;
    held.part += job.parts.filter((p) => p.partName.startsWith(`${tag} filter `)).length;
    held.complete += planned.some((c) => c.kind === 'complete' && c.jobId === id) && job.completion ? 1 : 0;
    // Hours and photos carry no text of the run: each run's jobs are its own, so the job's rows are the run's.
    held.hours += hoursByJob.has(id) ? job.hours.length : 0;
    held.photo += photosByJob.has(id) ? job.photos.length : 0;
  }
  return { held, queued };
}

interface RunFigures {
  changes: number;
  photoMb: number;
  keptPhotoMb: number;
  syncs: number;
  seconds: number;
  requests: number;
  writes: number;
  held: Record<Kind, number>;
  queued: Record<Kind, number>;
  load: string;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** Offline: queue `planned`; then slowed CPU and network, online: time until the outbox holds nothing unsent. */
async function syncRun(page: Page, cdp: CDPSession, userId: string, jobs: string[], tag: string, planned: Planned[]): Promise<RunFigures> {
  const context = page.context();
  const photos = planned.filter((c) => c.kind === 'photo');
  const files = photos.length ? await cameraPhotos(page, photos.length, PHOTO_BYTES) : [];
  await context.setOffline(true);
  // In the order planned: the notes, hours and parts, the photos, then the completions.
  await queue(
    page,
    userId,
    planned.filter((c) => c.kind !== 'photo' && c.kind !== 'complete'),
  );
  await choosePhotos(page, photos, files);
  await queue(
    page,
    userId,
    planned.filter((c) => c.kind === 'complete'),
  );
  // The app's own top bar counts what it will send.
  await page.getByRole('link', { name: `Outbox ${planned.length}` }).waitFor();
  const keptPhotoMb = (await keptPhotoBytes(page)) / 1024 / 1024;

  let requests = 0;
  let writes = 0;
  let syncs = 0;
  const onRequest = (r: { method(): string; url(): string }) => {
    if (!r.url().startsWith(baseUrl())) return;
    requests++;
    if (r.method() !== 'GET' && r.url().includes('/api/jobs/')) writes++;
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/sync') syncs++;
  };
  context.on('request', onRequest);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const loadBefore = load();
  // Online, then at once the slow network (Playwright's setOffline(false) clears the page's network conditions).
  const started = Date.now();
  await context.setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  let states: Record<string, number> = {};
  await expect
    .poll(
      async () => {
        states = await outboxStates(page);
        return (states.waiting ?? 0) + (states.sending ?? 0);
      },
      { timeout: 1_800_000, interval: 250 },
    )
    .toBe(0);
  const seconds = (Date.now() - started) / 1000;
  context.off('request', onRequest);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(states, 'every change sent, none needing attention').toEqual({ sent: planned.length });
  const { held, queued } = await serverCounts(page, jobs, tag, planned);
  await clearOutbox(page);
  return {
    changes: planned.length,
    photoMb: files.reduce((n, f) => n + f.length, 0) / 1024 / 1024,
    keptPhotoMb,
    syncs,
    seconds,
    requests,
    writes,
    held,
    queued,
    load: `${loadBefore} → ${load()}`,
  };
}

describe('offline outbox sync', () => {
  it('prints how long 95 and 100 changes take to send on Slow 3G with a 4× slower CPU, and the device copy of a week', {
    timeout: 3_600_000,
  }, async () => {
    const office = await sessionCookie(OFFICE);
    const page = await openPage(browser, 390, { serviceWorker: true });
    await login(page, TECHNICIAN);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const { me } = await gql<{ me: { id: string } }>(page, '{ me { id } }');
    const tag = `Sync ${Date.now().toString(36)}`;
    const week = await bookWeek(office, me.id, JOBS_IN_WEEK, tag);

    // Installed: the service worker active, and the next week (the 40 jobs booked) saved on the device.
    await savedOnDevice(page, week, { timeout: 120_000 });
    const saved = await savedJobIds(page);
    const size = await deviceSize(page);

    // As the job page sends it: the job's status as the device saved it (the office's new bookings: all the same).
    const { job: booked } = await gql<{ job: { status: string } }>(page, 'query($id: ID!) { job(id: $id) { status } }', { id: week[0] });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Two runs on disjoint jobs of the week: 5 completions each, the other changes spread over 15 jobs each.
    const first = week.slice(0, 20);
    const second = week.slice(20, 40);
    const withoutPhotos = plan(first, booked.status, `${tag} A`, { note: 37, hours: 27, part: 26, photo: 0, complete: 5 });
    const withPhotos = plan(second, booked.status, `${tag} B`, { note: 35, hours: 25, part: 25, photo: 10, complete: 5 });
    const a = await syncRun(page, cdp, me.id, first, `${tag} A`, withoutPhotos);
    const b = await syncRun(page, cdp, me.id, second, `${tag} B`, withPhotos);

    const kinds: Kind[] = ['note', 'hours', 'part', 'photo', 'complete'];
    const row = (name: string, r: RunFigures, target: string) =>
      `| ${name} | ${r.changes} | ${r.photoMb.toFixed(1)} MB → ${r.keptPhotoMb.toFixed(2)} MB | **${r.seconds.toFixed(1)} s** | ${target} | ${r.requests} (${r.syncs} syncs, ${r.writes} photo uploads) | ` +
      `${kinds.map((k) => `${r.held[k]}/${r.queued[k]}`).join(' ')} | ${kinds.reduce((n, k) => n + Math.max(0, r.held[k] - r.queued[k]), 0)} | ${r.load} |`;
    const usage = Object.entries(size.details)
      .map(([k, v]) => `${k} ${(v / 1024).toFixed(0)} KB`)
      .join(', ');
    console.log(
      [
        `Offline outbox sync: ${TECHNICIAN}, Chrome "Slow 3G" (2,000 ms latency, 400 kbit/s down and up), CPU ${CPU_SLOWDOWN}× slower`,
        '| run | changes | photos taken → kept | outbox empty after | target | requests (syncs, photo uploads) | server rows / queued: note hours part photo complete | duplicates | load average (1, 5, 15 min) before → after |',
        '|---|---:|---:|---:|---|---|---|---:|---|',
        row('without photos', a, '< 10 s'),
        row('with 10 photos', b, '< 60 s'),
        '',
        `Device copy, ${JOBS_IN_WEEK} jobs booked in the next 7 days (${saved.length} jobs saved): IndexedDB records ${(size.copyBytes / 1024).toFixed(1)} KB serialised; ` +
          `navigator.storage.estimate() usage ${(size.usage / 1024 / 1024).toFixed(2)} MB (${usage || 'no breakdown'})`,
      ].join('\n'),
    );
    for (const r of [a, b]) expect(r.held, 'the server holds each change once').toEqual(r.queued);
    await page.context().close();
  });
});
