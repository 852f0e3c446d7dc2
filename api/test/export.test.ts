import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/domain/imports/csv.ts';
import type { Agent } from './agent.ts';
import { TAX_DETAILS } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';

// The full export: the whole organisation as one ZIP of CSV and JSON with its photos and PDFs, for admins, also
// after the subscription lapsed, recorded in the audit log, with no secrets in it.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
let jobId: string;
const lines = [{ description: 'Service call', quantity: 1, unit_amount: 9_900, tax_rate: 10 }];

beforeAll(async () => {
  t = await startTestApp();
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

/** The ZIP as the browser downloads it (the agent's cookies), unpacked. */
async function download(agent: Agent, url: string) {
  const res = await t.app.app.inject({
    method: 'GET',
    url: new URL(url).pathname,
    remoteAddress: t.clientAddress,
    headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { res, files: res.statusCode === 200 ? unzipSync(new Uint8Array(res.rawPayload)) : {} };
}

const text = (files: Record<string, Uint8Array>, name: string) => Buffer.from(files[name]).toString('utf8');
/** A CSV file of the export as objects keyed by its header. */
function rows(files: Record<string, Uint8Array>, name: string) {
  const [header, ...records] = parseCsv(text(files, name));
  return records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe('an admin exports the organisation', () => {
  let files: Record<string, Uint8Array>;
  beforeAll(async () => {
    const asked = await o.as.admin.post('/api/export');
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({
      id: expect.any(String),
      url: expect.stringContaining(`/api/export/${asked.body.id}`),
      expires_at: expect.any(String),
    });
    const { res, files: unpacked } = await download(o.as.admin, asked.body.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="spanner-export-\d{4}-\d\d-\d\d\.zip"$/);
    files = unpacked;
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
    expect(Object.keys(members[0])).toEqual(['id', 'name', 'email', 'role', 'color', 'lastLoginAt', 'createdAt', 'updatedAt']);
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

  it("never downloads another organisation's export, nor an expired one", async () => {
    const asked = await o.as.admin.post('/api/export');
    expect((await download(other.as.admin, asked.body.url)).res.statusCode).toBe(404);
    expect((await download(o.as.manager, asked.body.url)).res.statusCode).toBe(403);
    await t.database.db.dataExport.update({ where: { id: asked.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await download(o.as.admin, asked.body.url);
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
    const asked = await other.as.admin.gql(
      'mutation { requestExport { ... on RequestedExport { url expiresAt } ... on AppError { code } } }',
    );
    const { res, files } = await download(other.as.admin, asked.data.requestExport.url);
    expect(res.statusCode).toBe(200);
    expect(rows(files, 'quotes.csv').map((q) => q.title)).toEqual(['Their quote']);
  });
});

describe('a prepared export after a reload', () => {
  it('is read back, over REST and GraphQL, until its link expires; never by another organisation or a manager', async () => {
    const r = await jobsOrg(t, 'Reload Co');
    expect((await r.as.admin.get('/api/export')).body).toEqual({ latest: null });
    const asked = await r.as.admin.post('/api/export');
    // The page is reloaded: the latest export of the organisation comes back with its link.
    const again = await r.as.admin.get('/api/export');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ latest: asked.body });
    const gql = await r.as.admin.gql('{ latestExport { id url expiresAt } }');
    expect(gql.data.latestExport).toEqual({ id: asked.body.id, url: asked.body.url, expiresAt: asked.body.expires_at });
    expect((await download(r.as.admin, again.body.latest.url)).res.statusCode).toBe(200);
    expect((await other.as.admin.get('/api/export')).body.latest?.id).not.toBe(asked.body.id);
    expect((await r.as.manager.get('/api/export')).status).toBe(403);
    await t.database.db.dataExport.update({ where: { id: asked.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await r.as.admin.get('/api/export')).body).toEqual({ latest: null });
    expect((await r.as.admin.gql('{ latestExport { id } }')).data.latestExport).toBeNull();
  });
});
