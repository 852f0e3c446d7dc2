import { SYNC_PATH, type SyncChange } from './sync-request';

// For tests: a fake server's sync route (POST /api/sync), answering each change of a sync as the fake answers that
// change sent alone to its route — with the sync's own headers and credentials, as the server passes the caller on —
// and stopping, as the server does, at an answer that says the change could not be applied now.

type Route = (url: string, init: RequestInit) => Promise<Response>;

/** `route` with the sync route in front; `requests` records each request's path, `syncs` each sync's changes. */
export function withSyncRoute(route: Route): { fetch: Route; requests: string[]; syncs: SyncChange[][] } {
  const syncs: SyncChange[][] = [];
  const requests: string[] = [];
  const fetch: Route = async (url, init = {}) => {
    requests.push(url);
    if (url !== SYNC_PATH) return route(url, init);
    const { changes } = JSON.parse(String(init.body)) as { changes: SyncChange[] };
    syncs.push(changes);
    const outcomes = [];
    let stopped = false;
    for (const change of changes) {
      if (stopped) {
        outcomes.push({ key: change.key, status: null, body: null });
        continue;
      }
      const headers = new Headers(init.headers);
      headers.set('idempotency-key', change.key);
      if (!change.body) headers.delete('content-type');
      const answer = await route(change.path, {
        ...init,
        method: change.method,
        headers,
        body: change.body ? JSON.stringify(change.body) : undefined,
      });
      const retryAfter = answer.headers.get('retry-after');
      outcomes.push({
        key: change.key,
        status: answer.status,
        body: await answer.json().catch(() => null),
        ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
      });
      stopped = answer.status >= 500 || answer.status === 408 || retryAfter !== null;
    }
    return Response.json({ outcomes });
  };
  return { fetch, requests, syncs };
}
