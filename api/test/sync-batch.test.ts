import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossOriginMessages } from '../src/http/cross-origin.ts';
import { idempotencyMessages } from '../src/http/idempotency/idempotent.ts';
import { MAX_SYNC_CHANGES, MAX_SYNC_PHOTO_MB, MAX_SYNC_PHOTOS, syncMessages } from '../src/rest/sync.contract.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';

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
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
  file?: string;
}
const sync = (a: Agent, changes: unknown, headers?: Record<string, string>) => a.post('/api/sync', { changes }, headers);
const note = (jobId: string, text: string, key = randomUUID()): SyncChange => ({
  key,
  method: 'POST',
  path: `/api/jobs/${jobId}/notes`,
  body: { text },
});
const photo = (jobId: string, file: string, key = randomUUID()): SyncChange => ({
  key,
  method: 'POST',
  path: `/api/jobs/${jobId}/photos`,
  file,
});
/** A sync with photos, as a browser sends it: the list of changes as JSON in the field changes, then each photo's part. */
async function syncWithPhotos(a: Agent, changes: unknown, parts: Record<string, Buffer>) {
  const form = new FormData();
  form.append('changes', JSON.stringify(changes));
  for (const [name, bytes] of Object.entries(parts))
    form.append(name, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), `${name}.png`);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return a.request('POST', '/api/sync', { payload, headers: { 'content-type': request.headers.get('content-type') as string } });
}
/** A PNG that differs from the others by its trailing byte (stored photos are told apart by their bytes). */
const png = (n: number) => Buffer.concat([PNG, Buffer.from([n])]);
const photosOf = (jobId: string) => t.database.db.jobPhoto.count({ where: { jobId } });
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

  it('refuses a read-only API key the whole sync, as each of its routes refuses it (403), applying nothing', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const made = await o.as.admin.post('/api/integrations/api-keys', { name: 'Sync reader', role: 'read_only' });
    expect(made.status).toBe(201);
    const reader = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
    const alone = await reader.post(`/api/jobs/${job.id}/notes`, { text: 'Alone' });
    const answer = await sync(reader, [note(job.id, 'Read only'), note(job.id, 'Still read only')]);
    expect([answer.status, answer.body]).toEqual([alone.status, alone.body]);
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
      [[{ ...note(job.id, 'x'), method: 'GET' }], 400, 'method must be POST, PUT, PATCH or DELETE'],
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

  describe('with photos (multipart)', () => {
    it('applies notes and photos in order, each photo through its upload route; the photos are readable; the same sync again replays', async () => {
      const job = await insertJob(t, o, { techIds: [o.tech.id] });
      const changes = [note(job.id, 'Before'), photo(job.id, 'first'), note(job.id, 'Between'), photo(job.id, 'second')];
      const parts = { first: png(1), second: png(2) };
      const answer = await syncWithPhotos(o.as.tech, changes, parts);
      expect(answer.status).toBe(200);
      expect(answer.body.outcomes.map((c: { key: string; status: number }) => [c.key, c.status])).toEqual(changes.map((c) => [c.key, 201]));
      expect(await notesOf(job.id)).toEqual(['Before', 'Between']);
      const [first, second] = [answer.body.outcomes[1].body, answer.body.outcomes[3].body];
      expect(first).toMatchObject({ id: expect.any(String), url: expect.any(String) });
      // Applied one after another, in the order sent.
      const stored = await t.database.db.jobPhoto.findMany({ where: { jobId: job.id }, orderBy: { createdAt: 'asc' } });
      expect(stored.map((p) => p.id)).toEqual([first.id, second.id]);
      const cookie = [...o.as.tech.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      for (const [made, bytes] of [
        [first, parts.first],
        [second, parts.second],
      ] as const) {
        const file = await t.app.app.inject({ method: 'GET', url: made.url, headers: { cookie } });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(bytes)).toBe(true);
      }

      const again = await syncWithPhotos(o.as.tech, changes, parts);
      expect(again.body.outcomes.map((c: { status: number; replayed?: boolean }) => [c.status, c.replayed])).toEqual(
        changes.map(() => [201, true]),
      );
      expect(again.body.outcomes.map((c: { body: unknown }) => c.body)).toEqual(answer.body.outcomes.map((c: { body: unknown }) => c.body));
      expect(await photosOf(job.id)).toBe(2);
      expect(await notesOf(job.id)).toEqual(['Before', 'Between']);
    });

    it("answers a photo with its route's refusal (a job the technician does not see, a photo too large) and applies the others", async () => {
      const mine = await insertJob(t, o, { techIds: [o.tech.id] });
      const theirs = await insertJob(t, o, { techIds: [o.tech2.id] });
      const alone = multipart([{ field: 'photo', filename: 'alone.png', type: 'image/png', bytes: png(3) }]);
      const refused = await o.as.tech.request('POST', `/api/jobs/${theirs.id}/photos`, alone);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      const big = Buffer.alloc(11 * 1024 * 1024);
      const answer = await syncWithPhotos(
        o.as.tech,
        [note(mine.id, 'One'), photo(theirs.id, 'theirs'), photo(mine.id, 'big'), photo(mine.id, 'mine'), note(mine.id, 'Two')],
        { theirs: png(3), big, mine: png(4) },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.outcomes.map((c: { status: number }) => c.status)).toEqual([201, refused.status, 413, 201, 201]);
      expect(answer.body.outcomes[1].body).toEqual(refused.body);
      expect(await photosOf(theirs.id)).toBe(0);
      expect(await photosOf(mine.id)).toBe(1);
      expect(await notesOf(mine.id)).toEqual(['One', 'Two']);
    });

    it('refuses a missing part, a part no change names, a file on another route, too many or too large photos, before applying anything', async () => {
      const job = await insertJob(t, o, { techIds: [o.tech.id] });
      const cases: [unknown, Record<string, Buffer>, number, string][] = [
        [[note(job.id, 'x'), photo(job.id, 'gone')], { other: png(5) }, 400, syncMessages.missingPart('gone')],
        [[note(job.id, 'x'), photo(job.id, 'a')], { a: png(5), extra: png(6) }, 400, syncMessages.unnamedPart('extra')],
        [[photo(job.id, 'a'), photo(job.id, 'a')], { a: png(5) }, 400, syncMessages.partTwice('a')],
        [[note(job.id, 'x'), { ...note(job.id, 'x'), file: 'a' }], { a: png(5) }, 400, syncMessages.notFileRoute],
        [
          Array.from({ length: MAX_SYNC_PHOTOS + 1 }, (_, i) => photo(job.id, `p${i}`)),
          Object.fromEntries(Array.from({ length: MAX_SYNC_PHOTOS + 1 }, (_, i) => [`p${i}`, png(i)])),
          413,
          syncMessages.tooManyPhotos,
        ],
        [
          [note(job.id, 'x'), photo(job.id, 'huge')],
          { huge: Buffer.alloc(MAX_SYNC_PHOTO_MB * 1024 * 1024 + 1) },
          413,
          syncMessages.photosTooLarge,
        ],
      ];
      for (const [changes, parts, status, message] of cases) {
        const answer = await syncWithPhotos(o.as.tech, changes, parts);
        expect([answer.status, answer.body.error]).toEqual([status, message]);
      }
      // A photo change sent as JSON has no part either.
      const json = await sync(o.as.tech, [note(job.id, 'x'), photo(job.id, 'a')]);
      expect([json.status, json.body.error]).toEqual([400, syncMessages.missingPart('a')]);
      expect(await notesOf(job.id)).toEqual([]);
      expect(await photosOf(job.id)).toBe(0);
    });
  });
});
