import { SYNC_PATH, type SyncChange } from './sync-request';

// For tests: a fake server's sync route (POST /api/sync), answering each change of a sync as the fake answers that
// change sent alone to its route — with the sync's own headers and credentials, as the server passes the caller on —
// and stopping, as the server does, at an answer that says the change could not be applied now. A sync with photos
// (multipart) sends each photo to its upload route in a form of its own, from the part its change names.

type Route = (url: string, init: RequestInit) => Promise<Response>;

/** `route` with the sync route in front; `requests` records each request's path, `syncs` each sync's changes. */
export function withSyncRoute(route: Route): { fetch: Route; requests: string[]; syncs: SyncChange[][] } {
  const syncs: SyncChange[][] = [];
  const requests: string[] = [];
  const fetch: Route = async (url, init = {}) => {
    requests.push(url);
    if (url !== SYNC_PATH) return route(url, init);
    const form = typeof init.body === 'string' ? undefined : (init.body as FormData);
    const changes = (form ? JSON.parse(String(form.get('changes'))) : JSON.parse(String(init.body)).changes) as SyncChange[];
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
      if (change.body) headers.set('content-type', 'application/json');
      else headers.delete('content-type');
      let body: BodyInit | undefined = change.body ? JSON.stringify(change.body) : undefined;
      if (change.file !== undefined && form) {
        body = new FormData();
        body.append('photo', form.get(change.file) as Blob);
      }
      const answer = await route(change.path, { ...init, method: change.method, headers, body });
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
