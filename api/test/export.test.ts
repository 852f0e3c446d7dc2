import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExportJob, exportStorageKey } from '../src/domain/export/build-export-job.ts';
import { WITHHELD_LINK } from '../src/domain/messaging/send-email.ts';
import type { Storage } from '../src/integrations/storage/storage.ts';
import { Agent } from './agent.ts';
import { TAX_DETAILS } from './documents-fixtures.ts';
import { byHand, download, rows, text } from './export-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';
import { lastEmailTo } from './mailbox.ts';

// The full export: asked for, built in the background into storage with its progress on the row, then emailed as a
// link; the whole organisation as one ZIP of CSV and JSON with its photos and PDFs, for admins, also after the
// subscription lapsed, recorded in the audit log, with no secrets in it.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
let jobId: string;
const lines = [{ description: 'Service call', quantity: 1, unit_amount: 9_900, tax_rate: 10 }];

/**
 * The workers' storage holds the first build at its first photo until released: the build is then past every table
 * and short of its photos and PDFs, so its progress can be seen between the two ends without racing the build.
 */
function holdingFirstPhoto(storage: Storage) {
  let reached!: () => void;
  let release!: () => void;
  const atPhoto = new Promise<void>((r) => {
    reached = r;
  });
  const released = new Promise<void>((r) => {
    release = r;
  });
  let held = false;
  const holding: Storage = {
    ...storage,
    async get(key) {
      if (key.startsWith('job-photos/') && !held) {
        held = true;
        reached();
        await released;
      }
      return storage.get(key);
    },
  };
  return { storage: holding, atPhoto, release };
}
let hold: ReturnType<typeof holdingFirstPhoto>;

beforeAll(async () => {
  t = await startTestApp();
  hold = holdingFirstPhoto(t.app.services.storage);
  await t.app.services.jobs.startWorkers({ ...t.app.services, storage: hold.storage });
  o = await jobsOrg(t, 'Export Co');
  other = await jobsOrg(t, 'Not Exported');
  await t.database.db.organization.update({ where: { id: o.org.id }, data: TAX_DETAILS });
  const job = await insertJob(t, o, {
    title: 'Split repair',
    scheduledAt: new Date(),
    techIds: [o.tech.id],
    confirmationToken: 'c'.repeat(40),
  });
  jobId = job.id;
  // What the job cost: the technician at $60 an hour, the filter at $8.00 each; a day of theirs on the timesheet.
  await t.database.db.user.update({ where: { id: o.tech.id }, data: { costRateCents: 6000 } });
  await t.database.db.itemPreset.create({ data: { orgId: o.org.id, name: 'Filter', unitAmountCents: 1500, costCents: 800 } });
  const yesterday = new Date(Date.now() - 86_400_000);
  const shift = await o.as.tech.post('/api/timesheets/shifts', {
    start: new Date(yesterday.setUTCHours(0, 0, 0, 0)).toISOString(),
    end: new Date(yesterday.setUTCHours(1, 0, 0, 0)).toISOString(),
  });
  expect(shift.status, JSON.stringify(shift.body)).toBe(201);
  await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1.5 });
  await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Filter', quantity: 2 });
  await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Replaced filters, line one\nand "two"' });
  const photo = await o.as.tech.request(
    'POST',
    `/api/jobs/${job.id}/photos`,
    multipart([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: PNG }]),
  );
  expect(photo.status).toBeLessThan(300);
  expect((await o.as.tech.post(`/api/jobs/${job.id}/complete`, { notes: 'All good' })).status).toBe(200);
  expect((await o.as.admin.post('/api/quotes', { title: 'Ducted heating', customerId: o.customers.acme.id, lines })).status).toBe(201);
  expect((await o.as.admin.post('/api/invoices', { customerId: o.customers.acme.id, lines })).status).toBe(201);
  await other.as.admin.post('/api/quotes', { title: 'Their quote', customerId: other.customers.acme.id, lines });
});
afterAll(() => t.close());

type ExportJson = { id: string; state: string; progress: { done: number; total: number }; url: string | null; expires_at: string | null };

/** The export as the card lists it. */
async function listed(agent: Agent, id: string): Promise<ExportJson> {
  const res = await agent.get('/api/export');
  expect(res.status).toBe(200);
  const found = (res.body.exports as ExportJson[]).find((e) => e.id === id);
  if (!found) throw new Error(`export ${id} is not listed`);
  return found;
}

/** Ask the card's question until the export has left `building` (the worker's build ends in ready or failed). */
async function untilBuilt(agent: Agent, id: string): Promise<ExportJson> {
  for (;;) {
    const e = await listed(agent, id);
    if (e.state !== 'building') return e;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Ask for an export and wait for its build: its listing once ready. */
async function exported(agent: Agent): Promise<ExportJson> {
  const asked = await agent.post('/api/export');
  expect(asked.status).toBe(201);
  const built = await untilBuilt(agent, asked.body.id);
  expect(built.state).toBe('ready');
  return built;
}

describe('an admin exports the organisation', () => {
  let files: Record<string, Uint8Array>;
  let asked: { id: string; url: string };
  beforeAll(async () => {
    const res = await o.as.admin.post('/api/export');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), state: 'building', url: null, expires_at: null });
    // The build is past its tables and waits at the first photo: the card shows how far it is.
    await hold.atPhoto;
    const midway = await listed(o.as.admin, res.body.id);
    expect(midway.state).toBe('building');
    expect(midway.progress.done).toBeGreaterThan(0);
    expect(midway.progress.done).toBeLessThan(midway.progress.total);
    expect(midway.url).toBeNull();
    expect((await download(t, o.as.admin, `http://x/api/export/${res.body.id}`)).res.statusCode).toBe(409);
    hold.release();
    const ready = await untilBuilt(o.as.admin, res.body.id);
    expect(ready).toMatchObject({ state: 'ready', progress: { done: midway.progress.total, total: midway.progress.total } });
    expect(ready.url).toContain(`/api/export/${res.body.id}`);
    expect(Date.parse(ready.expires_at as string) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    asked = { id: res.body.id, url: ready.url as string };
    const { res: got, files: unpacked } = await download(t, o.as.admin, asked.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/zip');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="spanner-export-\d{4}-\d\d-\d\d\.zip"$/);
    files = unpacked;
  });

  it('emails the link to the admin who asked, and keeps the link out of the stored copy', async () => {
    const mail = await lastEmailTo(t, o.admin.email, 'Your Spanner export is ready');
    expect(mail.text).toContain(asked.url);
    const stored = await t.database.db.outgoingMessage.findFirstOrThrow({
      where: { orgId: o.org.id, to: o.admin.email, subject: 'Your Spanner export is ready' },
    });
    expect(stored.body).not.toContain(asked.url);
    expect(stored.body).toContain(WITHHELD_LINK);
  });

  it('holds every table as CSV, the organisation and a manifest as JSON', () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'organisation.json',
        'manifest.json',
        'jobs.json',
        'customers.csv',
        'equipment.csv',
        'jobs.csv',
        'job-notes.csv',
        'job-hours.csv',
        'job-parts.csv',
        'job-photos.csv',
        'completed-jobs.csv',
        'completed-job-charges.csv',
        'quotes.csv',
        'quote-lines.csv',
        'invoices.csv',
        'invoice-lines.csv',
        'members.csv',
        'price-list.csv',
        'timesheet-weeks.csv',
        'shifts.csv',
        'shift-segments.csv',
        'timesheet-leave.csv',
        'job-profit.csv',
        'tickets.csv',
        'ticket-messages.csv',
      ]),
    );
    expect(JSON.parse(text(files, 'organisation.json'))).toMatchObject({ name: 'Export Co', abn: TAX_DETAILS.abn });
    const manifest = JSON.parse(text(files, 'manifest.json'));
    expect(manifest.rows).toMatchObject({ 'customers.csv': 2, 'jobs.csv': 1, 'quotes.csv': 1, 'invoices.csv': 1, 'members.csv': 4 });
    expect(manifest.missingFiles).toEqual([]);
  });

  it('carries the jobs with their notes, hours, parts and photos, and the completed job', () => {
    expect(rows(files, 'jobs.csv')).toEqual([
      expect.objectContaining({
        id: jobId,
        title: 'Split repair',
        status: 'done',
        technicianIds: o.tech.id,
        customerId: o.customers.acme.id,
      }),
    ]);
    expect(rows(files, 'job-notes.csv')).toEqual([expect.objectContaining({ jobId, text: 'Replaced filters, line one\nand "two"' })]);
    expect(rows(files, 'job-hours.csv')).toEqual([expect.objectContaining({ jobId, hours: '1.5' })]);
    expect(rows(files, 'job-parts.csv')).toEqual([expect.objectContaining({ jobId, partName: 'Filter', quantity: '2' })]);
    const [photo] = rows(files, 'job-photos.csv');
    expect(photo.file).toMatch(new RegExp(`^photos/${jobId}/`));
    expect(Buffer.from(files[photo.file]).length).toBeGreaterThan(0);
    expect(rows(files, 'completed-jobs.csv')).toEqual([expect.objectContaining({ jobId, notes: 'All good' })]);
  });

  it('carries the timesheets and what each completed job made, as the report counts it', () => {
    expect(rows(files, 'shifts.csv')).toEqual([expect.objectContaining({ userId: o.tech.id, endAt: expect.any(String) })]);
    expect(rows(files, 'timesheet-weeks.csv')).toEqual([expect.objectContaining({ userId: o.tech.id, status: 'open' })]);
    // 1.5 h at $60 = $90.00 of labour, 2 filters at $8.00 = $16.00; nothing invoiced yet, so no margin %.
    expect(rows(files, 'job-profit.csv')).toEqual([
      expect.objectContaining({
        jobId,
        revenueCents: '0',
        labourMinutes: '90',
        labourCostCents: '9000',
        materialsCostCents: '1600',
        costCents: '10600',
        marginCents: '-10600',
        marginPercent: '',
        uncostedMaterials: '',
      }),
    ]);
  });

  it('carries each job whole in jobs.json', () => {
    const [job] = JSON.parse(text(files, 'jobs.json'));
    expect(job).toMatchObject({
      id: jobId,
      title: 'Split repair',
      customer: { id: o.customers.acme.id, name: 'Export Co Acme Cafe' },
      technicians: [{ id: o.tech.id, name: o.tech.name }],
      notes: [expect.objectContaining({ text: 'Replaced filters, line one\nand "two"' })],
      hours: [expect.objectContaining({ hours: 1.5 })],
      parts: [expect.objectContaining({ partName: 'Filter', quantity: 2 })],
      photos: [expect.objectContaining({ file: expect.stringMatching(new RegExp(`^photos/${jobId}/`)) })],
      completedJobId: expect.any(String),
    });
    expect(job).not.toHaveProperty('confirmationToken');
  });

  it('carries the quotes and invoices with their lines and PDFs', () => {
    const [quote] = rows(files, 'quotes.csv');
    expect(quote).toMatchObject({ title: 'Ducted heating', totalCents: '10890' });
    expect(rows(files, 'quote-lines.csv')).toEqual([expect.objectContaining({ quoteId: quote.id, description: 'Service call' })]);
    const pdfs = Object.keys(files).filter((f) => /^(quotes|invoices)\/.+\.pdf$/.test(f));
    expect(pdfs).toHaveLength(2);
    for (const pdf of pdfs) expect(Buffer.from(files[pdf]).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists the members without password hashes, and no tokens anywhere', async () => {
    const members = rows(files, 'members.csv');
    expect(members.map((m) => m.email).sort()).toEqual([o.admin.email, o.manager.email, o.tech.email, o.tech2.email].sort());
    expect(Object.keys(members[0])).toEqual([
      'id',
      'name',
      'email',
      'role',
      'color',
      'lastLoginAt',
      'costRateCents',
      'payrollEmployeeId',
      'createdAt',
      'updatedAt',
    ]);
    const hash = (await t.database.db.user.findUniqueOrThrow({ where: { id: o.admin.id } })).passwordHash as string;
    const everything = Object.values(files)
      .map((f) => Buffer.from(f).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain(hash);
    expect(everything).not.toContain('c'.repeat(40));
    expect(everything).not.toMatch(/passwordHash|tokenHash|confirmationToken/);
  });

  it("holds nothing of another organisation's", () => {
    const everything = Object.values(files)
      .map((f) => Buffer.from(f).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain('Not Exported');
    expect(everything).not.toContain('Their quote');
  });

  it('is recorded in the audit log', async () => {
    const entries = await t.database.db.auditLog.findMany({ where: { orgId: o.org.id, action: 'organisation.export' } });
    expect(entries[0]).toMatchObject({ actorType: 'user', actorId: o.admin.id, entity: 'data_export' });
  });
});

describe('who may export', () => {
  it('is admins only, over REST and GraphQL', async () => {
    expect((await o.as.manager.post('/api/export')).status).toBe(403);
    expect((await o.as.tech.post('/api/export')).status).toBe(403);
    const gql = await o.as.manager.gql('mutation { requestExport { ... on AppError { code } } }');
    expect(gql.errors?.[0]?.extensions?.code ?? gql.data?.requestExport?.code).toBe('FORBIDDEN');
  });

  it('is refused to a read-only API key, over REST and GraphQL, and nothing is recorded', async () => {
    const made = await o.as.admin.post('/api/integrations/api-keys', { name: 'Export reader', role: 'read_only' });
    expect(made.status).toBe(201);
    const key = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
    const before = await t.database.db.dataExport.count({ where: { orgId: o.org.id } });
    expect((await key.post('/api/export')).status).toBe(403);
    const gql = await key.gql('mutation { requestExport { ... on AppError { code } } }');
    expect(gql.errors?.[0]?.extensions?.code ?? gql.data?.requestExport?.code).toBe('FORBIDDEN');
    expect((await key.get('/api/export')).status).toBe(403);
    expect(await t.database.db.dataExport.count({ where: { orgId: o.org.id } })).toBe(before);
  });

  it("never downloads another organisation's export, nor an expired one", async () => {
    const asked = await exported(o.as.admin);
    expect((await download(t, other.as.admin, asked.url as string)).res.statusCode).toBe(404);
    expect((await download(t, o.as.manager, asked.url as string)).res.statusCode).toBe(403);
    await t.database.db.dataExport.update({ where: { id: asked.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await download(t, o.as.admin, asked.url as string);
    expect(expired.res.statusCode).toBe(404);
    expect(expired.res.json()).toEqual({ error: 'This export link has expired. Ask for a new export.' });
  });

  it('works when the subscription has lapsed, over GraphQL too', async () => {
    await t.database.db.subscription.update({
      where: { orgId: other.org.id },
      data: { status: 'canceled', currentPeriodEnd: new Date(Date.now() - 86_400_000) },
    });
    // A premium action is refused…
    expect((await other.as.admin.post('/api/quotes', { title: 'Refused', lines })).status).toBe(402);
    // …the export is not.
    const asked = await other.as.admin.gql('mutation { requestExport { ... on DataExport { id state } ... on AppError { code } } }');
    expect(asked.data.requestExport.state).toBe('building');
    const built = await untilBuilt(other.as.admin, asked.data.requestExport.id);
    const gql = await other.as.admin.gql('{ recentExports { id state url progressDone progressTotal } }');
    expect(gql.data.recentExports[0]).toEqual({
      id: built.id,
      state: 'ready',
      url: built.url,
      progressDone: built.progress.total,
      progressTotal: built.progress.total,
    });
    const { res, files } = await download(t, other.as.admin, built.url as string);
    expect(res.statusCode).toBe(200);
    expect(rows(files, 'quotes.csv').map((q) => q.title)).toEqual(['Their quote']);
  });
});

describe('the recent exports', () => {
  it('are listed over REST and GraphQL to admins of the organisation only, newest first; asking while one builds answers that one', async () => {
    const r = await jobsOrg(t, 'Reload Co');
    expect((await r.as.admin.get('/api/export')).body).toEqual({ exports: [] });
    const first = await exported(r.as.admin);
    const asked = await r.as.admin.post('/api/export');
    const again = await r.as.admin.post('/api/export');
    // Asked twice while it builds: the same export, not a second build.
    expect(again.body.id).toBe(asked.body.id);
    const second = await untilBuilt(r.as.admin, asked.body.id);
    const list = (await r.as.admin.get('/api/export')).body.exports as ExportJson[];
    expect(list.map((e) => e.id)).toEqual([second.id, first.id]);
    const gql = await r.as.admin.gql('{ recentExports { id state } }');
    expect(gql.data.recentExports).toEqual([
      { id: second.id, state: 'ready' },
      { id: first.id, state: 'ready' },
    ]);
    expect((await other.as.admin.get('/api/export')).body.exports.map((e: ExportJson) => e.id)).not.toContain(first.id);
    expect((await r.as.manager.get('/api/export')).status).toBe(403);
    expect((await r.as.manager.gql('{ recentExports { id } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await t.database.db.dataExport.update({ where: { id: first.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await listed(r.as.admin, first.id)).toMatchObject({ state: 'expired', url: null });
  });
});

describe('a build that fails', () => {
  it('is retried by the queue; after the last try it is marked failed, and trying again builds it', async () => {
    const f = await jobsOrg(t, 'Failing Co');
    const admin = f.as.admin;
    // An export whose build runs here, by hand, against a store that refuses every write.
    const row = await t.database.db.dataExport.create({ data: { orgId: f.org.id, requestedById: f.admin.id } });
    const broken: Storage = { ...t.app.services.storage, put: async () => Promise.reject(new Error('store refused the write')) };
    const job = (attempt: number) => byHand(t, attempt, { storage: broken });
    await expect(buildExportJob.run({ orgId: f.org.id, exportId: row.id }, job(1))).rejects.toThrow('store refused the write');
    // A try that failed with tries left: still building (the queue tries again), no file, no link.
    expect(await listed(admin, row.id)).toMatchObject({ state: 'building', url: null });
    expect(await t.app.services.storage.size(exportStorageKey(f.org.id, row.id))).toBeNull();
    await expect(buildExportJob.run({ orgId: f.org.id, exportId: row.id }, job(buildExportJob.retry.maxTries))).rejects.toThrow();
    const failed = await listed(admin, row.id);
    expect(failed).toMatchObject({ state: 'failed', url: null, failure: expect.stringContaining('could not be built') });
    expect((await download(t, admin, `http://x/api/export/${row.id}`)).res.statusCode).toBe(409);
    // Trying again queues a build the workers run.
    const retried = await admin.gql(`mutation { retryExport(id: "${row.id}") { ... on DataExport { state } ... on AppError { code } } }`);
    expect(retried.data.retryExport).toEqual({ state: 'building' });
    expect((await admin.post(`/api/export/${row.id}/retry`)).status).toBe(409);
    const built = await untilBuilt(admin, row.id);
    expect(built.state).toBe('ready');
    const { res, files } = await download(t, admin, built.url as string);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(text(files, 'manifest.json')).organisation).toBe('Failing Co');
  });

  it('in the middle leaves no file behind', async () => {
    const f = await jobsOrg(t, 'Half Co');
    const job = await insertJob(t, f, { title: 'Has a photo', scheduledAt: new Date(), techIds: [f.tech.id] });
    await f.as.tech.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: PNG }]),
    );
    const row = await t.database.db.dataExport.create({ data: { orgId: f.org.id, requestedById: f.admin.id } });
    // The store writes for real; reading the photo fails once the tables are written.
    const failing: Storage = { ...t.app.services.storage, get: async () => Promise.reject(new Error('photo unreadable')) };
    await expect(buildExportJob.run({ orgId: f.org.id, exportId: row.id }, byHand(t, 1, { storage: failing }))).rejects.toThrow(
      'photo unreadable',
    );
    expect(await t.app.services.storage.size(exportStorageKey(f.org.id, row.id))).toBeNull();
    const after = await t.database.db.dataExport.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ status: 'building', storageKey: null });
    expect(after.progressDone).toBeGreaterThan(0);
  });
});
