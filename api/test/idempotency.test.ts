import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '../src/http/idempotency/idempotent.ts';
import type { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';

// Writes sent with an Idempotency-Key (the offline outbox's retries): applied once per organisation, member and key.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Idem Co');
  other = await jobsOrg(t, 'Idem Other');
});
afterAll(() => t.close());

const keyed = (key: string) => ({ 'idempotency-key': key });
const notesOn = (jobId: string) => t.database.db.jobNote.count({ where: { jobId } });

describe('REST writes with an Idempotency-Key', () => {
  it('adds a note once and answers a repeat with the same status and body', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    const first = await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Compressor replaced' }, keyed(key));
    const again = await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Compressor replaced' }, keyed(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await notesOn(job.id)).toBe(1);
  });

  it('refuses the key with a different body (422) and applies nothing more', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1.5 }, keyed(key));
    const changed = await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 2 }, keyed(key));
    expect(changed.status).toBe(422);
    expect(changed.body.error).toBe(idempotencyMessages.reused);
    const elsewhere = await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'x' }, keyed(key));
    expect(elsewhere.status).toBe(422);
    expect(await t.database.db.jobHours.count({ where: { jobId: job.id } })).toBe(1);
    expect(await notesOn(job.id)).toBe(0);
  });

  it('keeps keys per member and organisation: the same key from someone else is their own change', async () => {
    const mine = await insertJob(t, o, { techIds: [o.tech.id, o.tech2.id] });
    const theirs = await insertJob(t, other, { techIds: [other.tech.id] });
    const key = randomUUID();
    const a = await o.as.tech.post(`/api/jobs/${mine.id}/parts`, { partName: 'Filter' }, keyed(key));
    const b = await o.as.tech2.post(`/api/jobs/${mine.id}/parts`, { partName: 'Filter' }, keyed(key));
    const c = await other.as.tech.post(`/api/jobs/${theirs.id}/parts`, { partName: 'Filter' }, keyed(key));
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(3);
    expect(await t.database.db.jobPart.count({ where: { jobId: mine.id } })).toBe(2);
    expect(await t.database.db.jobPart.count({ where: { jobId: theirs.id } })).toBe(1);
  });

  it('applies a key sent twice at once only once: the other answer is the stored one or "still being applied" (409)', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    const send = () => o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Twice at once' }, keyed(key));
    const answers = await Promise.all([send(), send(), send()]);
    expect(await notesOn(job.id)).toBe(1);
    const applied = answers.filter((a) => a.status === 201);
    expect(applied.length).toBeGreaterThanOrEqual(1);
    expect(new Set(applied.map((a) => a.body.id)).size).toBe(1);
    for (const a of answers.filter((a) => a.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.error).toBe(idempotencyMessages.inFlight);
    }
    const later = await send();
    expect([later.status, later.body.id]).toEqual([201, applied[0].body.id]);
  });

  it('keeps no answer for a refused write: the same key applies once the request is right', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    expect((await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: ' ' }, keyed(key))).status).toBe(400);
    expect((await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Fixed it' }, keyed(key))).status).toBe(201);
    expect(await notesOn(job.id)).toBe(1);
  });

  it('decides rights again on a repeat: a manager demoted meanwhile is refused', async () => {
    const org = await jobsOrg(t, 'Idem Demoted');
    const theirJob = await insertJob(t, org);
    const key = randomUUID();
    expect((await org.as.manager.request('DELETE', `/api/jobs/${theirJob.id}`, { headers: keyed(key) })).status).toBe(200);
    await t.database.db.user.update({ where: { id: org.manager.id }, data: { role: 'technician' } });
    expect((await org.as.manager.request('DELETE', `/api/jobs/${theirJob.id}`, { headers: keyed(key) })).status).toBe(403);
  });

  it('completes a job once: a repeat answers the completion, one follow-up booked', async () => {
    const job = await insertJob(t, o, {
      techIds: [o.tech.id],
      jobType: 'service',
      scheduledAt: new Date(),
      equipmentIds: [o.equipment.split.id],
    });
    const key = randomUUID();
    const first = await o.as.tech.post(`/api/jobs/${job.id}/complete`, { notes: 'Serviced' }, keyed(key));
    const again = await o.as.tech.post(`/api/jobs/${job.id}/complete`, { notes: 'Serviced' }, keyed(key));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await t.database.db.completedJob.count({ where: { jobId: job.id } })).toBe(1);
    expect(await t.database.db.job.count({ where: { followUpOfId: job.id } })).toBe(1);
  });

  it('changes a status and edits fields once', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id], status: 'scheduled' });
    const key = randomUUID();
    const first = await o.as.tech.put(`/api/jobs/${job.id}`, { status: 'in_progress' }, keyed(key));
    expect(first.status).toBe(200);
    // The office moves it on meanwhile: the repeat changes nothing back.
    await t.database.db.job.update({ where: { id: job.id }, data: { status: 'confirmed' } });
    const again = await o.as.tech.put(`/api/jobs/${job.id}`, { status: 'in_progress' }, keyed(key));
    expect(again.body).toEqual(first.body);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe('confirmed');
  });

  it('uploads a photo once, and refuses the key with other bytes', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    const upload = (bytes: Buffer) => {
      const body = multipart([{ field: 'photo', filename: 'unit.png', type: 'image/png', bytes }]);
      return o.as.tech.request('POST', `/api/jobs/${job.id}/photos`, {
        payload: body.payload,
        headers: { ...body.headers, ...keyed(key) },
      });
    };
    const first = await upload(PNG);
    const again = await upload(PNG);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const changed = await upload(Buffer.concat([PNG, Buffer.from([0])]));
    expect(changed.status).toBe(422);
    expect(await t.database.db.jobPhoto.count({ where: { jobId: job.id } })).toBe(1);
    expect((await o.as.tech.get(first.body.url)).status).toBe(200);
  });

  it('refuses a malformed key with 400', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const res = await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'x' }, keyed('has spaces in it'));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(idempotencyMessages.invalid);
    expect(await notesOn(job.id)).toBe(0);
  });
});

const ADD_NOTE =
  'mutation($jobId: ID!, $text: String!) { addJobNote(jobId: $jobId, text: $text) { ... on JobNote { id text } ... on AppError { code message } } }';

const gql = (a: Agent, query: string, variables: Record<string, unknown>, key: string) =>
  a.request('POST', '/graphql', { body: { query, variables }, headers: { 'content-type': 'application/json', ...keyed(key) } });

describe('GraphQL mutations with an Idempotency-Key', () => {
  it('adds a note once; a repeat gets the stored answer, marked replayed', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    const first = await gql(o.as.tech, ADD_NOTE, { jobId: job.id, text: 'Over GraphQL' }, key);
    const again = await gql(o.as.tech, ADD_NOTE, { jobId: job.id, text: 'Over GraphQL' }, key);
    expect(first.body.data.addJobNote.text).toBe('Over GraphQL');
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.extensions).toEqual({ idempotentReplayed: true });
    expect(await notesOn(job.id)).toBe(1);
  });

  it('answers the key with other variables 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    await gql(o.as.tech, ADD_NOTE, { jobId: job.id, text: 'One' }, key);
    const changed = await gql(o.as.tech, ADD_NOTE, { jobId: job.id, text: 'Two' }, key);
    expect(changed.status).toBe(422);
    expect(changed.body.errors[0]).toMatchObject({ message: idempotencyMessages.reused, extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await notesOn(job.id)).toBe(1);
  });

  it('keeps no typed failure: a refused note is tried again with the same key', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    const refused = await gql(o.as.tech, ADD_NOTE, { jobId: job.id, text: ' ' }, key);
    expect(refused.body.data.addJobNote.code).toBe('VALIDATION');
    const applied = await gql(o.as.tech, ADD_NOTE, { jobId: job.id, text: 'Now with words' }, key);
    expect(applied.body.data.addJobNote.text).toBe('Now with words');
  });

  it('keeps keys per organisation and member', async () => {
    const mine = await insertJob(t, o, { techIds: [o.tech.id, o.tech2.id] });
    const theirs = await insertJob(t, other, { techIds: [other.tech.id] });
    const key = randomUUID();
    await gql(o.as.tech, ADD_NOTE, { jobId: mine.id, text: 'Same words' }, key);
    const b = await gql(o.as.tech2, ADD_NOTE, { jobId: mine.id, text: 'Same words' }, key);
    const c = await gql(other.as.tech, ADD_NOTE, { jobId: theirs.id, text: 'Same words' }, key);
    expect(b.body.extensions).toBeUndefined();
    expect(c.body.extensions).toBeUndefined();
    expect(await notesOn(mine.id)).toBe(2);
    expect(await notesOn(theirs.id)).toBe(1);
  });

  it('applies a key sent twice at once only once', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => gql(o.as.tech, ADD_NOTE, { jobId: job.id, text: 'Racing' }, key)));
    expect(await notesOn(job.id)).toBe(1);
    for (const a of answers.filter((a) => !a.body.data)) expect(a.body.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
  });

  it('decides rights again on a repeat: deleteJob by a manager demoted meanwhile is refused', async () => {
    const org = await jobsOrg(t, 'Idem Gql Demoted');
    const job = await insertJob(t, org);
    const key = randomUUID();
    const del = 'mutation($id: ID!) { deleteJob(id: $id) { ... on DeleteJobPayload { id } ... on AppError { code } } }';
    expect((await gql(org.as.manager, del, { id: job.id }, key)).body.data.deleteJob.id).toBe(job.id);
    await t.database.db.user.update({ where: { id: org.manager.id }, data: { role: 'technician' } });
    const again = await gql(org.as.manager, del, { id: job.id }, key);
    expect(again.status).toBe(403);
    expect(again.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('completes a job once over GraphQL', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const key = randomUUID();
    const complete = 'mutation($id: ID!) { completeJob(id: $id) { ... on CompletedJob { id } ... on AppError { code message } } }';
    const first = await gql(o.as.tech, complete, { id: job.id }, key);
    const again = await gql(o.as.tech, complete, { id: job.id }, key);
    expect(first.body.data.completeJob.id).toEqual(expect.any(String));
    expect(again.body.data).toEqual(first.body.data);
    expect(await t.database.db.completedJob.count({ where: { jobId: job.id } })).toBe(1);
  });
});
