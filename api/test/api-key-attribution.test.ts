import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';

// What an API key writes is attributed to it: the job diary names the key (and the member it acts as) on the notes,
// hours, parts and photos it added, over REST and GraphQL; the audit log has each write it made — and none it was
// refused.

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp({ API_KEY_REQUESTS_PER_MINUTE: '1000' });
  o = await jobsOrg(t, 'Keyed Diary');
});
afterAll(() => t.close());

/** A manager-like key the admin made, acting as the organisation's manager. */
async function managerKey(name: string) {
  const made = await o.as.admin.post('/api/integrations/api-keys', { name, role: 'manager', member_id: o.manager.id });
  expect(made.status).toBe(201);
  return new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
}

const keyEntries = async () =>
  (await t.database.db.auditLog.findMany({ where: { orgId: o.org.id, actorType: 'api_key' }, orderBy: { createdAt: 'asc' } })).map((e) => [
    e.action,
    (e.data as { by: string }).by,
  ]);

describe('the job diary names the key', () => {
  it('on notes, hours, parts and photos a key added, over REST and GraphQL; a person’s own entries name only them', async () => {
    const key = await managerKey('Xero sync');
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const note = await key.post(`/api/jobs/${job.id}/notes`, { text: 'Imported from Xero' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ author_name: o.manager.name, api_key_name: 'Xero sync' });
    const part = await key.post(`/api/jobs/${job.id}/parts`, { partName: 'Filter', quantity: 2 });
    expect(part.body).toMatchObject({ part_name: 'Filter', api_key_name: 'Xero sync' });
    const hours = await key.gql(
      `mutation { addJobHours(jobId: "${job.id}", hours: 1.5) { ... on JobHours { apiKeyName user { name } } } }`,
    );
    expect(hours.data.addJobHours).toEqual({ apiKeyName: 'Xero sync', user: { name: o.manager.name } });
    const photo = await key.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: PNG }]),
    );
    expect(photo.status).toBe(201);
    expect(photo.body.api_key_name).toBe('Xero sync');
    expect((await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'On site' })).status).toBe(201);

    // The office reads the diary over REST …
    const notes = await o.as.admin.get(`/api/jobs/${job.id}/notes`);
    expect(
      notes.body.map((n: { text: string; author_name: string; api_key_name: string | null }) => [n.text, n.author_name, n.api_key_name]),
    ).toEqual([
      ['On site', o.tech.name, null],
      ['Imported from Xero', o.manager.name, 'Xero sync'],
    ]);
    expect((await o.as.admin.get(`/api/jobs/${job.id}/hours`)).body[0].api_key_name).toBe('Xero sync');
    expect((await o.as.admin.get(`/api/jobs/${job.id}/parts`)).body[0].api_key_name).toBe('Xero sync');
    expect((await o.as.admin.get(`/api/jobs/${job.id}/photos`)).body[0].api_key_name).toBe('Xero sync');
    // … and over GraphQL, as the job page does; the technician on the job sees the key's name too.
    const diary = await o.as.tech.gql(
      `{ job(id: "${job.id}") { notes { text apiKeyName author { name } } hours { apiKeyName } parts { apiKeyName } photos { apiKeyName } } }`,
    );
    expect(diary.errors).toBeUndefined();
    expect(diary.data.job).toEqual({
      notes: [
        { text: 'On site', apiKeyName: null, author: { name: o.tech.name } },
        { text: 'Imported from Xero', apiKeyName: 'Xero sync', author: { name: o.manager.name } },
      ],
      hours: [{ apiKeyName: 'Xero sync' }],
      parts: [{ apiKeyName: 'Xero sync' }],
      photos: [{ apiKeyName: 'Xero sync' }],
    });
  });

  it('keeps naming a key after it is revoked (the diary is history)', async () => {
    const key = await managerKey('Old website');
    const job = await insertJob(t, o, {});
    await key.post(`/api/jobs/${job.id}/notes`, { text: 'Booked online' });
    const { id } = (await o.as.admin.get('/api/integrations/api-keys')).body.find((k: { name: string }) => k.name === 'Old website');
    expect((await o.as.admin.request('DELETE', `/api/integrations/api-keys/${id}`)).status).toBe(200);
    expect((await o.as.admin.get(`/api/jobs/${job.id}/notes`)).body[0].api_key_name).toBe('Old website');
  });
});

describe('the audit log has the writes a key made, not those it was refused', () => {
  it('over GraphQL: a mutation answered with an error, or refused, is not a write; in one operation only the one that succeeded is', async () => {
    await t.database.db.auditLog.deleteMany({ where: { orgId: o.org.id } });
    const key = await managerKey('Careful sync');
    const invalid = await key.gql(
      'mutation { createCustomer(input: { name: "", phone: "0400 000 006" }) { __typename ... on AppError { code } } }',
    );
    expect(invalid.data.createCustomer).toEqual({ __typename: 'AppError', code: 'VALIDATION' });
    const missing = await key.gql('mutation { addJobNote(jobId: "00000000-0000-4000-8000-000000000000", text: "x") { __typename } }');
    expect(missing.data.addJobNote.__typename).toBe('AppError');
    // Without asking for __typename the answer does not show the failure: the server knows it all the same.
    const silent = await key.gql('mutation { createCustomer(input: { name: "", phone: "0400 000 007" }) { ... on Customer { id } } }');
    expect(silent.data.createCustomer).toEqual({});
    const both = await key.gql(
      'mutation { made: createItemPreset(input: { name: "Call-out", unitAmountCents: 9900 }) { __typename } refused: createCustomer(input: { name: "" }) { __typename } }',
    );
    expect([both.data.made.__typename, both.data.refused.__typename]).toEqual(['ItemPreset', 'AppError']);
    expect(await keyEntries()).toEqual([['mutation createItemPreset', "API key 'Careful sync'"]]);
  });

  it('over REST: a route that answers an error is not a write', async () => {
    await t.database.db.auditLog.deleteMany({ where: { orgId: o.org.id } });
    const key = await managerKey('Careful REST');
    expect((await key.post('/api/customers', { name: '' })).status).toBe(400);
    expect((await key.post('/api/jobs/00000000-0000-4000-8000-000000000000/notes', { text: 'x' })).status).toBe(404);
    expect((await key.post('/api/customers', { name: 'From the website', phone: '0400 000 008' })).status).toBe(201);
    expect(await keyEntries()).toEqual([['POST /api/customers', "API key 'Careful REST'"]]);
  });
});
