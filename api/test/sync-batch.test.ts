import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '../src/domain/idempotency/idempotent.ts';
import { crossOriginMessages } from '../src/http/cross-origin.ts';
import { MAX_SYNC_CHANGES, syncMessages } from '../src/rest/sync.contract.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// POST /api/sync: a device's outbox in one request. Each change is applied by its own route, in order, once per key;
// a refused change does not stop the next, one that could not be applied now stops the rest.

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Sync Batch Co');
});
afterAll(() => t.close());

interface SyncChange {
  key: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}
const sync = (a: Agent, changes: unknown, headers?: Record<string, string>) => a.post('/api/sync', { changes }, headers);
const note = (jobId: string, text: string, key = randomUUID()): SyncChange => ({
  key,
  method: 'POST',
  path: `/api/jobs/${jobId}/notes`,
  body: { text },
});
const notesOf = async (jobId: string) =>
  (await t.database.db.jobNote.findMany({ where: { jobId }, orderBy: { createdAt: 'asc' } })).map((n) => n.text);

describe('POST /api/sync', () => {
  it('applies each change once, in order, through its own route; the same sync again is answered from the stored results', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id], status: 'scheduled' });
    const changes: SyncChange[] = [
      note(job.id, 'First'),
      { key: randomUUID(), method: 'POST', path: `/api/jobs/${job.id}/hours`, body: { hours: 1.5, description: 'Diagnosis' } },
      { key: randomUUID(), method: 'POST', path: `/api/jobs/${job.id}/parts`, body: { partName: 'Filter', quantity: 2 } },
      note(job.id, 'Second'),
      { key: randomUUID(), method: 'POST', path: `/api/jobs/${job.id}/complete`, body: { notes: 'All good', fromStatus: 'scheduled' } },
    ];
    const first = await sync(o.as.tech, changes);
    expect(first.status).toBe(200);
    expect(first.body.outcomes.map((c: { key: string; status: number }) => [c.key, c.status])).toEqual(
      changes.map((c) => [c.key, c.key === changes[4].key ? 200 : 201]),
    );
    // Each body as its own route answers it.
    expect(first.body.outcomes[0].body).toMatchObject({ text: 'First', id: expect.any(String) });
    expect(first.body.outcomes[4].body).toMatchObject({ success: true, completed_job_id: expect.any(String) });
    expect(await notesOf(job.id)).toEqual(['First', 'Second']);

    const again = await sync(o.as.tech, changes);
    expect(again.status).toBe(200);
    expect(again.body.outcomes.map((c: { replayed?: boolean }) => c.replayed)).toEqual([true, true, true, true, true]);
    expect(again.body.outcomes.map((c: { body: unknown }) => c.body)).toEqual(first.body.outcomes.map((c: { body: unknown }) => c.body));
    expect(await notesOf(job.id)).toEqual(['First', 'Second']);
    expect(await t.database.db.jobHours.count({ where: { jobId: job.id } })).toBe(1);
    expect(await t.database.db.jobPart.count({ where: { jobId: job.id } })).toBe(1);
  });

  it('answers a key reused for another change 422 and still applies the others; a refused change does not stop the next', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const used = note(job.id, 'Kept');
    expect((await sync(o.as.tech, [used])).body.outcomes[0].status).toBe(201);
    const answer = await sync(o.as.tech, [
      note(job.id, 'Before'),
      { ...used, body: { text: 'Another change with the same key' } },
      { key: randomUUID(), method: 'POST', path: `/api/jobs/${job.id}/hours`, body: { hours: 99 } },
      { key: randomUUID(), method: 'PUT', path: `/api/jobs/${job.id}/notes/no-such-note`, body: { text: 'Gone' } },
      note(job.id, 'After'),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.outcomes.map((c: { status: number }) => c.status)).toEqual([201, 422, 400, 404, 201]);
    expect(answer.body.outcomes[1].body.error).toBe(idempotencyMessages.reused);
    expect(await notesOf(job.id)).toEqual(['Kept', 'Before', 'After']);
  });

  it('stops at a change that cannot be applied now: the ones after it are not tried, and are applied when sent again', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    // The key of a first request still being applied (its answer not stored yet): the route asks to try again later.
    const busy = note(job.id, 'Busy');
    const row = await t.database.db.idempotencyKey.create({ data: { orgId: o.org.id, userId: o.tech.id, key: busy.key } });
    const changes = [note(job.id, 'One'), busy, note(job.id, 'Three')];
    const answer = await sync(o.as.tech, changes);
    expect(answer.body.outcomes).toEqual([
      expect.objectContaining({ key: changes[0].key, status: 201 }),
      expect.objectContaining({ key: busy.key, status: 409, retryAfterSeconds: 2 }),
      { key: changes[2].key, status: null, body: null },
    ]);
    expect(await notesOf(job.id)).toEqual(['One']);
    await t.database.db.idempotencyKey.delete({ where: { id: row.id } });
    const later = await sync(o.as.tech, changes);
    expect(later.body.outcomes.map((c: { status: number; replayed?: boolean }) => [c.status, !!c.replayed])).toEqual([
      [201, true],
      [201, false],
      [201, false],
    ]);
    expect(await notesOf(job.id)).toEqual(['One', 'Busy', 'Three']);
  });

  it("keeps keys per member: another member's change with the same key is their own; another organisation's job is not found", async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id, o.tech2.id] });
    const key = randomUUID();
    expect((await sync(o.as.tech, [note(job.id, 'From Jake', key)])).body.outcomes[0]).toMatchObject({ status: 201 });
    const theirs = (await sync(o.as.tech2, [note(job.id, 'From Sam', key)])).body.outcomes[0];
    expect(theirs).toMatchObject({ status: 201, body: { text: 'From Sam' } });
    expect(theirs.replayed).toBeUndefined();
    const other = await jobsOrg(t, 'Sync Elsewhere Co');
    expect((await sync(other.as.admin, [note(job.id, 'Not yours', key)])).body.outcomes[0]).toMatchObject({ status: 404 });
    expect(await notesOf(job.id)).toEqual(['From Jake', 'From Sam']);
  });

  it('refuses a change its own route refuses the caller (a read-only API key: 403), and goes on', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const made = await o.as.admin.post('/api/integrations/api-keys', { name: 'Sync reader', role: 'read_only' });
    expect(made.status).toBe(201);
    const reader = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
    const alone = await reader.post(`/api/jobs/${job.id}/notes`, { text: 'Alone' });
    const answer = await sync(reader, [note(job.id, 'Read only'), note(job.id, 'Still read only')]);
    expect(answer.status).toBe(200);
    expect(answer.body.outcomes.map((c: { status: number; body: unknown }) => [c.status, c.body])).toEqual([
      [alone.status, alone.body],
      [alone.status, alone.body],
    ]);
    expect(alone.status).toBe(403);
    expect(await notesOf(job.id)).toEqual([]);
  });

  it('refuses bad input whole, with a message that says what is wrong, before applying anything', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const cases: [unknown, number, string][] = [
      ['not a list', 400, 'changes must be a list of changes'],
      [[], 400, 'changes is empty'],
      [[{ method: 'POST', path: `/api/jobs/${job.id}/notes`, body: { text: 'x' } }], 400, 'key is required'],
      [[{ ...note(job.id, 'x'), key: 'two words' }], 400, idempotencyMessages.invalid],
      [[{ ...note(job.id, 'x'), method: 'PATCH' }], 400, 'method must be POST, PUT or DELETE'],
      [[note(job.id, 'Fine'), { ...note(job.id, 'x'), path: '/api/customers' }], 400, syncMessages.notOutbox],
      [[{ ...note(job.id, 'x'), path: `/api/jobs/${job.id}/photos` }], 400, syncMessages.notOutbox],
      [[{ ...note(job.id, 'x'), path: `/api/jobs/${job.id}/notes?x=1` }], 400, syncMessages.notOutbox],
      [[{ ...note(job.id, 'x'), method: 'DELETE', path: `/api/jobs/${job.id}` }], 400, syncMessages.notOutbox],
      [Array.from({ length: MAX_SYNC_CHANGES + 1 }, () => note(job.id, 'Many')), 413, syncMessages.tooMany],
    ];
    for (const [changes, status, message] of cases) {
      const answer = await sync(o.as.tech, changes);
      expect([answer.status, answer.body.error]).toEqual([status, expect.stringContaining(message)]);
    }
    const big = await sync(o.as.tech, [note(job.id, 'x'.repeat(1100 * 1024))]);
    expect([big.status, big.body.error]).toEqual([413, 'The request body is larger than this route takes']);
    expect(await notesOf(job.id)).toEqual([]);
  });

  it('needs a signed-in member and a request no other site could send (CSRF)', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    expect((await sync(new Agent(t), [note(job.id, 'Anonymous')])).status).toBe(401);
    const cookie = [...o.as.tech.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const forged = await t.app.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ changes: [note(job.id, 'Forged')] }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe(crossOriginMessages.simpleWrite);
    expect(await notesOf(job.id)).toEqual([]);
  });
});
