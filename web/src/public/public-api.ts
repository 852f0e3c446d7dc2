// The public pages' few writes to the API, with plain fetch (no Apollo, nothing of the app's request layer): the
// CSRF header the API requires on every write, JSON in and out, and the server's `error` text on failure.

/** The API's cross-site request check (api/src/http/cross-origin.ts) requires it on writes. */
const CSRF_HEADER = 'x-spanner-csrf';

export class PublicApiError extends Error {}

/** POST a JSON body; resolves to the answer's JSON, or throws PublicApiError with the server's `error` (or none). */
export async function postPublic<T>(path: string, body: unknown, init: Pick<RequestInit, 'keepalive' | 'signal'> = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (!response.ok) throw new PublicApiError(typeof answer?.error === 'string' ? answer.error : '');
  return answer as T;
}
