import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Change } from './changes';
import { withSyncRoute } from './fake-sync-route';
import { allChanges, putChange, wipeOutbox } from './outbox-store';
import { nextSend, sendTogether } from './send';
import { applyAnyway, queueChange, syncOutbox } from './sync';
import { MAX_SYNC_PHOTOS, type SyncChange } from './sync-request';

const USER = 'user-1';
type Sent = { url: string; method: string; key: string | null; body: unknown };
/** The changes of each sync request the last server() was sent. */
let lastSyncs: SyncChange[][] = [];
/** The paths of every request the last server() was sent (a sync's changes not among them). */
let lastRequests: string[] = [];

/** A server that answers each request with the next status given (then 201), recording what it was sent. */
function server(answers: (number | 'offline' | { status: number; body?: unknown; headers?: Record<string, string> })[] = []) {
  const sent: Sent[] = [];
  const { fetch, syncs, requests } = withSyncRoute(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const answer = answers.shift() ?? 201;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    sent.push({
      url,
      method: String(init.method),
      key: headers.get('idempotency-key'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const a = typeof answer === 'number' ? { status: answer } : answer;
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status, headers: a.headers });
  });
  vi.stubGlobal('fetch', vi.fn(fetch));
  lastSyncs = syncs;
  lastRequests = requests;
  return sent;
}

/** Queue without sending yet (the network is gone), as made offline. */
async function queueOffline(...inputs: Parameters<typeof queueChange>[1][]) {
  server(inputs.map(() => 'offline' as const));
  for (const input of inputs) await queueChange(USER, input);
  await syncOutbox(USER);
}

/** A change as the outbox keeps it, waiting, with the key `k-{seq}`. */
const made = (seq: number, input: Parameters<typeof queueChange>[1]): Change =>
  ({ ...input, seq, key: `k-${seq}`, userId: USER, label: 'Change', state: 'waiting', madeAt: new Date().toISOString() }) as Change;

/** A FormData that records its parts as given (name, value, file name). */
class RecordedForm {
  parts: [string, unknown, string | undefined][] = [];
  append(name: string, value: unknown, filename?: string) {
    this.parts.push([name, value, filename]);
  }
  get(name: string) {
    return this.parts.find(([n]) => n === name)?.[1] ?? null;
  }
}

afterEach(async () => {
  await syncOutbox(USER).catch(() => {});
  await wipeOutbox();
});

describe('the outbox', () => {
  it('keeps changes made offline, waiting, each with its own key', async () => {
    await queueOffline({ kind: 'note', jobId: 'j1', text: 'Found a leak' }, { kind: 'hours', jobId: 'j1', hours: 1.5 });
    const changes = await allChanges();
    expect(changes.map((c) => [c.label, c.state])).toEqual([
      ['Note: Found a leak', 'waiting'],
      ['Hours: 1.5', 'waiting'],
    ]);
    expect(new Set(changes.map((c) => c.key)).size).toBe(2);
  });

  it('sends a change made while a run was ending (its last read done, its lock not yet given back) in a run after it', async () => {
    // The run's lock is held a moment after the run has read the outbox for the last time, as a busy phone does.
    let readOut!: () => void;
    const read = new Promise<void>((resolve) => {
      readOut = resolve;
    });
    let release!: () => void;
    const ending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const request = vi.fn(async (_name: string, run: () => Promise<unknown>) => {
      const result = await run();
      readOut();
      await ending;
      return result;
    });
    vi.stubGlobal('navigator', { ...navigator, onLine: true, locks: { request } });
    const sent = server();
    const running = syncOutbox(USER);
    await read;
    await queueChange(USER, { kind: 'note', jobId: 'j1', text: 'Made as the run ended' });
    release();
    await running;
    await vi.waitFor(() => expect(sent.map((s) => s.url)).toEqual(['/api/jobs/j1/notes']));
    await vi.waitFor(async () => expect((await allChanges()).map((c) => c.state)).toEqual(['sent']));
  });

  it('sends them in the order they were made, with the keys made with them, and marks them sent', async () => {
    await queueOffline(
      { kind: 'note', jobId: 'j1', text: 'Found a leak' },
      { kind: 'part', jobId: 'j1', partName: 'Filter', quantity: 2 },
      { kind: 'complete', jobId: 'j1', notes: 'Done' },
    );
    const keys = (await allChanges()).map((c) => c.key);
    const sent = server();
    expect(await syncOutbox(USER)).toBe(3);
    expect(sent.map((s) => [s.method, s.url, s.key])).toEqual([
      ['POST', '/api/jobs/j1/notes', keys[0]],
      ['POST', '/api/jobs/j1/parts', keys[1]],
      ['POST', '/api/jobs/j1/complete', keys[2]],
    ]);
    expect(sent[1].body).toEqual({ partName: 'Filter', quantity: 2 });
    expect((await allChanges()).map((c) => c.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('stops at a change that could not be sent, so nothing overtakes it, and sends it again with the same key', async () => {
    await queueOffline({ kind: 'note', jobId: 'j1', text: 'First' }, { kind: 'note', jobId: 'j1', text: 'Second' });
    const [first] = await allChanges();
    const lost = server([{ status: 503, headers: { 'retry-after': '5' } }]);
    expect(await syncOutbox(USER)).toBe(0);
    expect(lost).toHaveLength(1);
    expect((await allChanges()).map((c) => c.state)).toEqual(['waiting', 'waiting']);
    const again = server();
    await syncOutbox(USER);
    expect(again.map((s) => s.key)).toEqual([first.key, expect.any(String)]);
    expect(again[0].key).toBe(lost[0].key);
  });

  it('marks a refused change as needing attention with the server’s reason, and sends the ones after it', async () => {
    await queueOffline(
      { kind: 'status', jobId: 'j1', status: 'in_progress', fromStatus: 'scheduled' },
      { kind: 'note', jobId: 'j1', text: 'Still here' },
    );
    const reason =
      'This job is now Cancelled: it was changed while your move from Scheduled to In Progress was waiting, so yours was not made';
    const sent = server([{ status: 409, body: { error: reason } }]);
    await syncOutbox(USER);
    expect(sent[0].body).toEqual({ status: 'in_progress', fromStatus: 'scheduled' });
    const [status, note] = await allChanges();
    expect([status.state, status.problem]).toEqual(['needs-attention', reason]);
    expect(note.state).toBe('sent');
  });

  it('sends a change cut off mid-send (the app closed) again with its key', async () => {
    await putChange({
      kind: 'note',
      jobId: 'j1',
      text: 'Mid-sync',
      key: 'k-1',
      userId: USER,
      label: 'Note',
      state: 'sending',
      madeAt: new Date().toISOString(),
    });
    const sent = server();
    await syncOutbox(USER);
    expect(sent.map((s) => s.key)).toEqual(['k-1']);
  });

  it("sends only the signed-in user's changes, and is emptied by a wipe", async () => {
    await putChange({
      kind: 'note',
      jobId: 'j1',
      text: 'Theirs',
      key: 'k-2',
      userId: 'someone-else',
      label: 'Note',
      state: 'waiting',
      madeAt: new Date().toISOString(),
    });
    const sent = server();
    await syncOutbox(USER);
    expect(sent).toEqual([]);
    await wipeOutbox();
    expect(await allChanges()).toEqual([]);
  });

  it('reads the job as the server has it now when a status change or completion is refused, and sends completion with fromStatus', async () => {
    await queueOffline(
      { kind: 'complete', jobId: 'j1', notes: 'Fixed', fromStatus: 'in_progress' },
      { kind: 'note', jobId: 'j2', text: 'For a job since deleted' },
    );
    // Both changes go in one sync; the jobs are read after its answers.
    const sent = server([
      { status: 409, body: { error: 'This job is now Cancelled' } },
      { status: 404, body: { error: 'Job not found' } },
      { status: 200, body: { id: 'j1', title: 'Leaking unit', status: 'cancelled' } },
      { status: 404, body: { error: 'Job not found' } },
    ]);
    await syncOutbox(USER);
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/api/jobs/j1/complete'],
      ['POST', '/api/jobs/j2/notes'],
      ['GET', '/api/jobs/j1'],
      ['GET', '/api/jobs/j2'],
    ]);
    expect(sent[0].body).toEqual({ notes: 'Fixed', fromStatus: 'in_progress' });
    const [complete, note] = await allChanges();
    expect([complete.state, complete.server]).toEqual(['needs-attention', { status: 'cancelled', title: 'Leaking unit' }]);
    expect([note.state, note.server, note.label]).toEqual(['needs-attention', { gone: true }, 'Note: For a job since deleted']);
  });

  it('applies a refused completion anyway: a cancelled job is reopened from its status now, then completed, after the rest', async () => {
    await queueOffline({ kind: 'complete', jobId: 'j1', fromStatus: 'in_progress' });
    server([{ status: 409 }, { status: 200, body: { title: 'T', status: 'cancelled' } }]);
    await syncOutbox(USER);
    const [refused] = await allChanges();
    server(['offline', 'offline']);
    await applyAnyway(USER, refused, 'cancelled');
    const changes = await allChanges();
    expect(changes.map((c) => [c.kind, c.state, c.kind === 'status' || c.kind === 'complete' ? c.fromStatus : null])).toEqual([
      ['status', 'waiting', 'cancelled'],
      ['complete', 'waiting', 'in_progress'],
    ]);
    expect(changes[0].key).not.toBe(refused.key);
    const sent = server();
    await syncOutbox(USER);
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ['PUT', '/api/jobs/j1', { status: 'in_progress', fromStatus: 'cancelled' }],
      ['POST', '/api/jobs/j1/complete', { fromStatus: 'in_progress' }],
    ]);
  });

  it('sends photos in the same sync as the changes around them, in the order they were made, each in the part its change names', async () => {
    const photo = new Blob([new Uint8Array(100)], { type: 'image/jpeg' });
    await queueOffline(
      { kind: 'note', jobId: 'j1', text: 'Found a leak' },
      { kind: 'photo', jobId: 'j1', photo, filename: 'leak.jpg' },
      { kind: 'hours', jobId: 'j1', hours: 1.5 },
      { kind: 'photo', jobId: 'j1', photo, filename: 'seal.jpg' },
      { kind: 'complete', jobId: 'j1', notes: 'Fixed' },
    );
    const keys = (await allChanges()).map((c) => c.key);
    // jsdom's FormData takes only its own Blobs, not the copy the test's IndexedDB gives back: a form that records.
    const forms: RecordedForm[] = [];
    vi.stubGlobal(
      'FormData',
      class extends RecordedForm {
        constructor() {
          super();
          forms.push(this);
        }
      },
    );
    const sent = server();
    expect(await syncOutbox(USER)).toBe(5);
    expect(lastRequests).toEqual(['/api/sync']);
    expect(lastSyncs.map((sync) => sync.map((c) => [c.method, c.path, c.key, c.file]))).toEqual([
      [
        ['POST', '/api/jobs/j1/notes', keys[0], undefined],
        ['POST', '/api/jobs/j1/photos', keys[1], keys[1]],
        ['POST', '/api/jobs/j1/hours', keys[2], undefined],
        ['POST', '/api/jobs/j1/photos', keys[3], keys[3]],
        ['POST', '/api/jobs/j1/complete', keys[4], undefined],
      ],
    ]);
    // The sync's form: the list as JSON in its field, then each photo under its change's key, with its file name.
    expect(forms[0].parts.map(([name, , filename]) => [name, filename])).toEqual([
      ['changes', undefined],
      [keys[1], 'leak.jpg'],
      [keys[3], 'seal.jpg'],
    ]);
    expect(JSON.parse(String(forms[0].get('changes'))).map((c: SyncChange) => c.key)).toEqual(keys);
    expect(sent.map((s) => [s.url, s.key])).toEqual([
      ['/api/jobs/j1/notes', keys[0]],
      ['/api/jobs/j1/photos', keys[1]],
      ['/api/jobs/j1/hours', keys[2]],
      ['/api/jobs/j1/photos', keys[3]],
      ['/api/jobs/j1/complete', keys[4]],
    ]);
    expect((await allChanges()).map((c) => c.state)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });

  it('keeps each change of a sync as the server answered it: refused ones need attention, and one it could not apply stops the rest', async () => {
    await queueOffline(
      { kind: 'note', jobId: 'j1', text: 'One' },
      { kind: 'hours', jobId: 'j1', hours: 99 },
      { kind: 'note', jobId: 'j1', text: 'Three' },
      { kind: 'note', jobId: 'j1', text: 'Four' },
      { kind: 'note', jobId: 'j1', text: 'Five' },
    );
    const keys = (await allChanges()).map((c) => c.key);
    server([201, { status: 400, body: { error: 'Hours must be 0.5 to 8' } }, 201, { status: 503, headers: { 'retry-after': '5' } }]);
    expect(await syncOutbox(USER)).toBe(2);
    expect(lastRequests).toEqual(['/api/sync']);
    expect((await allChanges()).map((c) => [c.state, c.problem])).toEqual([
      ['sent', undefined],
      ['needs-attention', 'Hours must be 0.5 to 8'],
      ['sent', undefined],
      ['waiting', undefined],
      ['waiting', undefined],
    ]);
    server();
    expect(await syncOutbox(USER)).toBe(2);
    expect(lastSyncs.map((sync) => sync.map((c) => c.key))).toEqual([[keys[3], keys[4]]]);
  });

  it('marks every change of a sync the server refused whole (signed out) as needing attention', async () => {
    await queueOffline({ kind: 'note', jobId: 'j1', text: 'One' }, { kind: 'note', jobId: 'j1', text: 'Two' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Not signed in' }, { status: 401 })),
    );
    await syncOutbox(USER);
    expect((await allChanges()).map((c) => [c.state, c.problem])).toEqual([
      ['needs-attention', 'Sign in again, then try this change again'],
      ['needs-attention', 'Sign in again, then try this change again'],
    ]);
  });

  it('sends a long outbox in syncs of at most 200 changes', async () => {
    for (let i = 0; i < 250; i++)
      await putChange({
        kind: 'note',
        jobId: 'j1',
        text: `Note ${i}`,
        key: `k-${i}`,
        userId: USER,
        label: 'Note',
        state: 'waiting',
        madeAt: new Date().toISOString(),
      });
    server();
    expect(await syncOutbox(USER)).toBe(250);
    expect(lastSyncs.map((sync) => sync.length)).toEqual([200, 50]);
    expect(lastSyncs.flat().map((c) => c.key)).toEqual(Array.from({ length: 250 }, (_, i) => `k-${i}`));
  });

  it('sends a sync with a photo as multipart (the list, then the photo in its part), JSON without one', async () => {
    const photo = new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });
    const requests: { init: RequestInit; timeout?: number }[] = [];
    const transport = async (_path: string, init: RequestInit, timeout?: number) => {
      requests.push({ init, timeout });
      return Response.json({ outcomes: [] });
    };
    await sendTogether([made(1, { kind: 'note', jobId: 'j1', text: 'Leak' })], transport);
    await sendTogether(
      [made(2, { kind: 'note', jobId: 'j1', text: 'Leak' }), made(3, { kind: 'photo', jobId: 'j1', photo, filename: 'a.jpg' })],
      transport,
    );
    expect(new Headers(requests[0].init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(requests[0].init.body)).changes).toHaveLength(1);
    const form = requests[1].init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    // The browser writes the multipart content type with its boundary.
    expect(new Headers(requests[1].init.headers).has('content-type')).toBe(false);
    expect([...form.keys()]).toEqual(['changes', 'k-3']);
    expect(JSON.parse(String(form.get('changes')))).toEqual([
      { key: 'k-2', method: 'POST', path: '/api/jobs/j1/notes', body: { text: 'Leak' } },
      { key: 'k-3', method: 'POST', path: '/api/jobs/j1/photos', file: 'k-3' },
    ]);
    const part = form.get('k-3') as File;
    expect([part.name, part.size]).toEqual(['a.jpg', 1000]);
  });

  it("gives a sync the time its photos' bytes need on a slow phone network, other syncs about the usual 30 s", async () => {
    const timeouts: number[] = [];
    const transport = async (_path: string, _init: RequestInit, timeout = 0) => {
      timeouts.push(timeout);
      return Response.json({ outcomes: [] });
    };
    const photo = new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' });
    await sendTogether([made(1, { kind: 'note', jobId: 'j1', text: 'Found a leak' })], transport);
    const photos = [1, 2, 3].map((i) => made(i, { kind: 'photo', jobId: 'j1', photo, filename: `coil-${i}.jpg` }));
    await sendTogether(photos, transport);
    expect(timeouts[0]).toBeLessThan(32_000);
    // Slow 3G uploads 400 kbit/s (50,000 bytes a second): three 2 MB photos need about 126 s there.
    expect(timeouts[1]).toBeGreaterThan(30_000 + ((3 * photo.size) / 50_000) * 1000 * 2);
  });
});

describe('nextSend', () => {
  const photo = (seq: number, bytes: number) =>
    made(seq, { kind: 'photo', jobId: 'j1', photo: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename: `${seq}.jpg` });
  const note = (seq: number) => made(seq, { kind: 'note', jobId: 'j1', text: `Note ${seq}` });
  const seqs = (changes: Change[]) => changes.map((c) => c.seq);

  it('takes photos together with the changes around them', () => {
    expect(seqs(nextSend([note(1), photo(2, 170_000), note(3), photo(4, 170_000), note(5)]))).toEqual([1, 2, 3, 4, 5]);
    expect(seqs(nextSend([photo(1, 170_000), note(2)]))).toEqual([1, 2]);
  });

  it("stops before the photo that would pass the sync's photo budget (8 MB) or count, and sends a larger photo alone", () => {
    const MB = 1024 * 1024;
    expect(seqs(nextSend([note(1), photo(2, 3 * MB), note(3), photo(4, 3 * MB), photo(5, 3 * MB), note(6)]))).toEqual([1, 2, 3, 4]);
    expect(seqs(nextSend([photo(5, 3 * MB), note(6)]))).toEqual([5, 6]);
    expect(seqs(nextSend([note(1), photo(2, 9 * MB), note(3)]))).toEqual([1]);
    expect(seqs(nextSend([photo(2, 9 * MB), note(3), photo(4, 1000)]))).toEqual([2, 3]);
    const many = Array.from({ length: MAX_SYNC_PHOTOS + 5 }, (_, i) => photo(i + 1, 1000));
    expect(nextSend(many)).toHaveLength(MAX_SYNC_PHOTOS);
  });
});
