import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundSync, OUTBOX_SYNC_TAG } from './background-sync';
import type { Change } from './changes';
import { withSyncRoute } from './fake-sync-route';
import { allChanges, putChange, wipeOutbox } from './outbox-store';
import { OUTBOX_LOCK } from './send';

// Background Sync in the service worker (src/sw.ts): when the browser fires the outbox's tag — with no window of the
// app open — the worker sends the signed-in user's waiting changes itself, in order, with their keys and the headers
// and cookies a window's calls carry, and marks them as the window does; while any still wait the sync fails.

type Seen = { url: string; method: string; headers: Headers; credentials?: RequestCredentials };

/** A server: who is signed in (null: no one), and what each write answers (then 201 with an id). */
function server(user: string | null, answers: (number | 'offline')[] = []) {
  const seen: Seen[] = [];
  const { fetch } = withSyncRoute(async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (url === '/api/auth/me') {
      expect(init.credentials).toBe('include');
      return user ? Response.json({ user: { id: user } }) : Response.json({ error: 'Not signed in' }, { status: 401 });
    }
    const answer = answers.shift() ?? 201;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    seen.push({ url, method: String(init.method), headers, credentials: init.credentials });
    return Response.json({ id: `made-${seen.length}` }, { status: answer });
  });
  vi.stubGlobal('fetch', vi.fn(fetch));
  return seen;
}

/** The worker's sync handler, registered on a fake worker scope. */
function worker() {
  let handler: ((event: { tag: string; waitUntil(p: Promise<unknown>): void }) => void) | undefined;
  backgroundSync({ addEventListener: (_type, listener) => (handler = listener) });
  return (tag: string) => {
    let done: Promise<unknown> | undefined;
    handler?.({ tag, waitUntil: (p) => (done = p) });
    return done;
  };
}

const change = (userId: string, text: string): Change => ({
  kind: 'note',
  jobId: 'j1',
  text,
  key: crypto.randomUUID(),
  userId,
  label: `Note: ${text}`,
  state: 'waiting',
  madeAt: new Date().toISOString(),
});

afterEach(() => wipeOutbox());

describe('Background Sync in the service worker', () => {
  it('sends the signed-in user’s changes in order, with their keys, the CSRF header and cookies, and marks them sent', async () => {
    const first = await putChange(change('u1', 'First'));
    const second = await putChange(change('u1', 'Second'));
    await putChange(change('someone-else', 'Not theirs'));
    const seen = server('u1');
    await expect(worker()(OUTBOX_SYNC_TAG)).resolves.toBeUndefined();
    expect(seen.map((s) => [s.method, s.url, s.headers.get('idempotency-key')])).toEqual([
      ['POST', '/api/jobs/j1/notes', first.key],
      ['POST', '/api/jobs/j1/notes', second.key],
    ]);
    for (const s of seen) {
      expect(s.headers.get('x-spanner-csrf')).toBe('1');
      expect(s.headers.get('x-user-id')).toBe('u1');
      expect(s.credentials).toBe('include');
    }
    const after = await allChanges();
    expect(after.map((c) => [c.userId, c.state])).toEqual([
      ['u1', 'sent'],
      ['u1', 'sent'],
      ['someone-else', 'waiting'],
    ]);
    // The id the server gave an added note: later corrections of it are sent there.
    expect(after[0].entryId).toBe('made-1');
  });

  it('fails while changes still wait, so the browser tries again later; nothing overtakes the one that failed', async () => {
    await putChange(change('u1', 'First'));
    await putChange(change('u1', 'Second'));
    const seen = server('u1', ['offline']);
    await expect(worker()(OUTBOX_SYNC_TAG)).rejects.toThrow('still has changes waiting');
    expect(seen).toHaveLength(0);
    expect((await allChanges()).map((c) => c.state)).toEqual(['waiting', 'waiting']);
  });

  it('marks a refused change as needing attention, as the window does', async () => {
    await putChange(change('u1', 'Refused'));
    server('u1', [400]);
    await worker()(OUTBOX_SYNC_TAG);
    expect((await allChanges()).map((c) => c.state)).toEqual(['needs-attention']);
  });

  it('sends nothing when no one is signed in, and leaves other tags alone', async () => {
    await putChange(change('u1', 'Waits for a sign-in'));
    const seen = server(null);
    await expect(worker()(OUTBOX_SYNC_TAG)).resolves.toBeUndefined();
    expect(worker()('another-tag')).toBeUndefined();
    expect(seen).toHaveLength(0);
    expect((await allChanges()).map((c) => c.state)).toEqual(['waiting']);
  });

  it('sends holding the outbox’s Web Lock, the one a window’s run holds', async () => {
    await putChange(change('u1', 'Locked'));
    server('u1');
    const request = vi.fn((_name: string, run: () => Promise<unknown>) => run());
    vi.stubGlobal('navigator', { ...navigator, onLine: true, locks: { request } });
    await worker()(OUTBOX_SYNC_TAG);
    expect(request).toHaveBeenCalledWith(OUTBOX_LOCK, expect.any(Function));
    expect((await allChanges()).map((c) => c.state)).toEqual(['sent']);
  });
});
