import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '../src/http/idempotency/idempotent.ts';
import type { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// Correcting and removing notes, hours and parts with an Idempotency-Key (the offline outbox's corrections): applied
// once, a repeat answered from the stored result — a removal's repeat too, though the entry is gone by then — and the
// key with a different request refused (422), over REST and GraphQL.

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Idem Entries Co');
});
afterAll(() => t.close());

const keyed = (key: string) => ({ 'idempotency-key': key });

/** A job of the technician's with one note, one hours entry and one part, added over REST. */
async function jobWithEntries() {
  const job = await insertJob(t, o, { techIds: [o.tech.id] });
  const note = (await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Fan noisy' })).body;
  const hours = (await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1, description: 'Diagnosis' })).body;
  const part = (await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Filter', quantity: 1 })).body;
  return { job, note, hours, part };
}

const ENTRIES = [
  { kind: 'notes', body: { text: 'Fan bearing noisy' }, other: { text: 'Something else' } },
  { kind: 'hours', body: { hours: 1.5, description: 'Diagnosis and repair' }, other: { hours: 2 } },
  { kind: 'parts', body: { partName: 'Filter', quantity: 3 }, other: { partName: 'Filter', quantity: 4 } },
] as const;

describe('REST corrections and removals with an Idempotency-Key', () => {
  for (const entry of ENTRIES) {
    it(`corrects ${entry.kind} once: a repeat answers the stored result, the key with another body 422`, async () => {
      const made = await jobWithEntries();
      const id = made[entry.kind === 'notes' ? 'note' : entry.kind === 'hours' ? 'hours' : 'part'].id;
      const path = `/api/jobs/${made.job.id}/${entry.kind}/${id}`;
      const key = randomUUID();
      const first = await o.as.tech.put(path, entry.body, keyed(key));
      expect(first.status).toBe(200);
      // The office corrects it again meanwhile: the repeat changes nothing back.
      await o.as.admin.put(path, entry.other);
      const again = await o.as.tech.put(path, entry.body, keyed(key));
      expect([again.status, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
      expect(again.body).toEqual(first.body);
      const listed = (await o.as.tech.get(`/api/jobs/${made.job.id}/${entry.kind}`)).body as { id: string }[];
      expect(listed.find((e) => e.id === id)).toMatchObject(entry.kind === 'notes' ? entry.other : {});
      const reused = await o.as.tech.put(path, entry.other, keyed(key));
      expect(reused.status).toBe(422);
      expect(reused.body.error).toBe(idempotencyMessages.reused);
    });

    it(`removes ${entry.kind} once: a repeat answers the stored 200 though it is gone, another entry with the key 422`, async () => {
      const made = await jobWithEntries();
      const id = made[entry.kind === 'notes' ? 'note' : entry.kind === 'hours' ? 'hours' : 'part'].id;
      const key = randomUUID();
      const path = `/api/jobs/${made.job.id}/${entry.kind}/${id}`;
      const first = await o.as.tech.request('DELETE', path, { headers: keyed(key) });
      expect(first.status).toBe(200);
      const again = await o.as.tech.request('DELETE', path, { headers: keyed(key) });
      expect([again.status, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
      expect(again.body).toEqual(first.body);
      // Without the key the entry is simply not there any more.
      expect((await o.as.tech.request('DELETE', path)).status).toBe(404);
      const other = await jobWithEntries();
      const otherId = other[entry.kind === 'notes' ? 'note' : entry.kind === 'hours' ? 'hours' : 'part'].id;
      const reused = await o.as.tech.request('DELETE', `/api/jobs/${other.job.id}/${entry.kind}/${otherId}`, { headers: keyed(key) });
      expect(reused.status).toBe(422);
      expect((await o.as.tech.get(`/api/jobs/${other.job.id}/${entry.kind}`)).body).toHaveLength(1);
    });
  }

  it('answers a correction of an entry deleted meanwhile 404, keeping no answer: the key is free for the retry', async () => {
    const made = await jobWithEntries();
    const path = `/api/jobs/${made.job.id}/notes/${made.note.id}`;
    await o.as.admin.request('DELETE', path);
    const key = randomUUID();
    expect((await o.as.tech.put(path, { text: 'Too late' }, keyed(key))).status).toBe(404);
    expect((await o.as.tech.put(path, { text: 'Too late' }, keyed(key))).status).toBe(404);
  });
});

const gql = (a: Agent, query: string, variables: Record<string, unknown>, key: string) =>
  a.request('POST', '/graphql', { body: { query, variables }, headers: { 'content-type': 'application/json', ...keyed(key) } });

const UPDATE_NOTE =
  'mutation($jobId: ID!, $id: ID!, $text: String!) { updateJobNote(jobId: $jobId, id: $id, text: $text) { __typename ... on JobNote { id text } ... on AppError { code message } } }';
const DELETE_HOURS =
  'mutation($jobId: ID!, $id: ID!) { deleteJobHours(jobId: $jobId, id: $id) { __typename ... on DeleteJobEntryPayload { id } ... on AppError { code message } } }';
const UPDATE_PART =
  'mutation($jobId: ID!, $id: ID!, $partName: String!, $quantity: Int) { updateJobPart(jobId: $jobId, id: $id, partName: $partName, quantity: $quantity) { __typename ... on JobPart { id quantity } ... on AppError { code message } } }';

describe('GraphQL corrections and removals with an Idempotency-Key', () => {
  it('corrects a note once; a repeat is marked replayed; other variables with the key 422', async () => {
    const made = await jobWithEntries();
    const key = randomUUID();
    const vars = { jobId: made.job.id, id: made.note.id, text: 'Over GraphQL' };
    const first = await gql(o.as.tech, UPDATE_NOTE, vars, key);
    expect(first.body.data.updateJobNote.text).toBe('Over GraphQL');
    await o.as.admin.put(`/api/jobs/${made.job.id}/notes/${made.note.id}`, { text: 'The office’s words' });
    const again = await gql(o.as.tech, UPDATE_NOTE, vars, key);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.extensions).toEqual({ idempotentReplayed: true });
    expect((await t.database.db.jobNote.findUniqueOrThrow({ where: { id: made.note.id } })).text).toBe('The office’s words');
    const reused = await gql(o.as.tech, UPDATE_NOTE, { ...vars, text: 'Different' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('corrects a part once and removes hours once; a repeat of the removal answers its stored result', async () => {
    const made = await jobWithEntries();
    const partKey = randomUUID();
    const partVars = { jobId: made.job.id, id: made.part.id, partName: 'Filter', quantity: 5 };
    expect((await gql(o.as.tech, UPDATE_PART, partVars, partKey)).body.data.updateJobPart.quantity).toBe(5);
    expect((await gql(o.as.tech, UPDATE_PART, partVars, partKey)).body.extensions).toEqual({ idempotentReplayed: true });
    const key = randomUUID();
    const vars = { jobId: made.job.id, id: made.hours.id };
    const first = await gql(o.as.tech, DELETE_HOURS, vars, key);
    expect(first.body.data.deleteJobHours).toEqual({ __typename: 'DeleteJobEntryPayload', id: made.hours.id });
    const again = await gql(o.as.tech, DELETE_HOURS, vars, key);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.extensions).toEqual({ idempotentReplayed: true });
    const reused = await gql(o.as.tech, DELETE_HOURS, { ...vars, id: made.part.id }, key);
    expect(reused.status).toBe(422);
    expect(await t.database.db.jobHours.count({ where: { jobId: made.job.id } })).toBe(0);
    expect(await t.database.db.jobPart.count({ where: { jobId: made.job.id } })).toBe(1);
  });
});
