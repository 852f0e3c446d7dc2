import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSyncRoute } from './fake-sync-route';
import { allChanges, wipeOutbox } from './outbox-store';
import { addAsNew, deleteEntry, editEntry, queueChange, syncOutbox } from './sync';
import type { SyncChange } from './sync-request';

// Correcting and removing notes, hours and parts through the outbox: a change still waiting takes a correction in
// place (one change, one key) and leaves the outbox when removed; otherwise the correction or removal is its own
// change, sent to the entry's id — for an entry added offline, the id the server gave its add.

const USER = 'user-1';
type Sent = { url: string; method: string; key: string | null; body: unknown };
/** The changes of each sync request the last server() was sent. */
let lastSyncs: SyncChange[][] = [];

function offline(is: boolean) {
  vi.stubGlobal('navigator', { ...navigator, onLine: !is });
}

/** A server answering each request with the next answer given (then 200 with a new id), recording what it was sent. */
function server(answers: { status: number; body?: unknown }[] = []) {
  const sent: Sent[] = [];
  offline(false);
  const { fetch, syncs } = withSyncRoute(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({
      url,
      method: String(init.method),
      key: headers.get('idempotency-key'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const a = answers.shift() ?? { status: 200, body: { id: `server-${sent.length}` } };
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status });
  });
  vi.stubGlobal('fetch', vi.fn(fetch));
  lastSyncs = syncs;
  return sent;
}

beforeEach(() => offline(true));
afterEach(() => wipeOutbox());

describe('corrections and removals through the outbox', () => {
  it('corrects a note still waiting in place: one change, its key, its new words', async () => {
    const add = await queueChange(USER, { kind: 'note', jobId: 'j1', text: 'Fan noisy' });
    await editEntry(USER, { kind: 'note', jobId: 'j1', addSeq: add.seq }, { text: 'Fan bearing noisy' }, { text: 'Fan noisy' });
    const changes = await allChanges();
    expect(changes.map((c) => [c.kind, c.label, c.key])).toEqual([['note', 'Note: Fan bearing noisy', add.key]]);
    const sent = server();
    await syncOutbox(USER);
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([['POST', '/api/jobs/j1/notes', { text: 'Fan bearing noisy' }]]);
  });

  it('removes an entry still waiting from the outbox: nothing is sent', async () => {
    const add = await queueChange(USER, { kind: 'hours', jobId: 'j1', hours: 1 });
    await deleteEntry(USER, { kind: 'hours', jobId: 'j1', addSeq: add.seq }, '1 hour');
    expect(await allChanges()).toEqual([]);
  });

  it('corrects a saved entry once however often it is edited before it is sent (the fields changed), and removes it with its own key', async () => {
    const target = { kind: 'part' as const, jobId: 'j1', entryId: 'p1' };
    await editEntry(USER, target, { partName: 'Filter', quantity: 2 }, { partName: 'Filter', quantity: 1 });
    await editEntry(USER, target, { partName: 'Filter', quantity: 3, unitAmountCents: 4500 }, { partName: 'Filter', quantity: 2 });
    await editEntry(USER, { kind: 'note', jobId: 'j1', entryId: 'n1' }, { text: 'Corrected' }, { text: 'Corected' });
    await deleteEntry(USER, { kind: 'hours', jobId: 'j1', entryId: 'h1' }, '1 hour');
    const changes = await allChanges();
    expect(changes.map((c) => [c.label, c.state])).toEqual([
      ['Edit part: 3 × Filter at $45.00 = $135.00', 'waiting'],
      ['Edit note: Corrected', 'waiting'],
      ['Delete hours: 1 hour', 'waiting'],
    ]);
    const sent = server();
    await syncOutbox(USER);
    expect(sent.map((s) => [s.method, s.url, s.body, s.key])).toEqual([
      ['PUT', '/api/jobs/j1/parts/p1', { quantity: 3 }, changes[0].key],
      ['PUT', '/api/jobs/j1/notes/n1', { text: 'Corrected' }, changes[1].key],
      ['DELETE', '/api/jobs/j1/hours/h1', undefined, changes[2].key],
    ]);
  });

  it('drops a waiting correction when the entry is removed', async () => {
    const target = { kind: 'note' as const, jobId: 'j1', entryId: 'n1' };
    await editEntry(USER, target, { text: 'Corrected' }, { text: 'Old words' });
    await deleteEntry(USER, target, 'Old words');
    expect((await allChanges()).map((c) => c.label)).toEqual(['Delete note: Old words']);
  });

  it('sends a correction of an entry added offline, once on its way, to the id the server gave it', async () => {
    const add = await queueChange(USER, { kind: 'note', jobId: 'j1', text: 'First words' });
    // The add went out but its answer was lost: it may be on the server, so it is not changed in place.
    server([{ status: 503 }]);
    await syncOutbox(USER);
    offline(true);
    await editEntry(USER, { kind: 'note', jobId: 'j1', addSeq: add.seq }, { text: 'Better words' }, { text: 'First words' });
    expect((await allChanges()).map((c) => c.label)).toEqual(['Note: First words', 'Edit note: Better words']);
    const sent = server([{ status: 201, body: { id: 'n-made' } }]);
    await syncOutbox(USER);
    // The correction waits for its add's answer (the id), so it goes in the next sync.
    expect(lastSyncs.map((sync) => sync.map((c) => c.method))).toEqual([['POST'], ['PUT']]);
    // Removed afterwards, through the same reference: the id is known by now.
    offline(true);
    await deleteEntry(USER, { kind: 'note', jobId: 'j1', addSeq: add.seq }, 'Better words');
    const later = server();
    await syncOutbox(USER);
    expect(later.map((s) => [s.method, s.url])).toEqual([['DELETE', '/api/jobs/j1/notes/n-made']]);
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/api/jobs/j1/notes'],
      ['PUT', '/api/jobs/j1/notes/n-made'],
    ]);
    expect(sent[0].key).toBe(add.key);
  });

  it('needs attention when the entry was deleted on the server meanwhile; added again as new on request', async () => {
    await editEntry(USER, { kind: 'hours', jobId: 'j1', entryId: 'h1' }, { hours: 2, description: 'Coil clean' }, { hours: 1 });
    const sent = server([
      { status: 404, body: { error: 'Hours entry not found' } },
      { status: 200, body: { id: 'j1', title: 'Service', status: 'in_progress' } },
      { status: 200, body: [{ id: 'h2' }] },
    ]);
    await syncOutbox(USER);
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['PUT', '/api/jobs/j1/hours/h1'],
      ['GET', '/api/jobs/j1'],
      ['GET', '/api/jobs/j1/hours'],
    ]);
    const [refused] = await allChanges();
    expect([refused.state, refused.problem, refused.server]).toEqual([
      'needs-attention',
      'Hours entry not found',
      { status: 'in_progress', title: 'Service', entryGone: true },
    ]);
    offline(true);
    await addAsNew(USER, refused);
    expect((await allChanges()).map((c) => [c.label, c.state])).toEqual([['Hours: 2 — Coil clean', 'waiting']]);
  });

  it('sends only the fields the technician changed, so the office’s correction of another field stays', async () => {
    const hours = { kind: 'hours' as const, jobId: 'j1', entryId: 'h1' };
    const part = { kind: 'part' as const, jobId: 'j1', entryId: 'p1' };
    await editEntry(USER, hours, { hours: 2, description: 'Regas' }, { hours: 1, description: 'Regas' });
    await editEntry(USER, part, { partName: 'Filter', quantity: 2 }, { partName: 'Filter', quantity: 1 });
    // Later the name too, while the quantity's correction still waits: one change, both fields.
    await editEntry(USER, part, { partName: 'Filter replacement', quantity: 2 }, { partName: 'Filter', quantity: 2 });
    // Saving the form unchanged changes nothing.
    await editEntry(USER, { kind: 'note', jobId: 'j1', entryId: 'n1' }, { text: 'Same' }, { text: 'Same' });
    // Clearing a description is a change of it: sent as null.
    await editEntry(USER, { kind: 'hours', jobId: 'j1', entryId: 'h2' }, { hours: 1 }, { hours: 1, description: 'Old' });
    const sent = server();
    await syncOutbox(USER);
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/jobs/j1/hours/h1', { hours: 2 }],
      ['/api/jobs/j1/parts/p1', { partName: 'Filter replacement', quantity: 2 }],
      ['/api/jobs/j1/hours/h2', { description: null }],
    ]);
  });
});
