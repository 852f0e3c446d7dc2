import createClient from 'openapi-fetch';
import type { paths } from '../lib/rest-schema';

// The public pages' few calls to the API: the same typed client as the app's (lib/rest.ts), over plain fetch (no
// Apollo, nothing of the app's request layer): the CSRF header the API requires on every write, JSON in and out,
// and the server's `error` text on failure.

/** The API's cross-site request check (api/src/http/cross-origin.ts) requires it on writes. */
const CSRF_HEADER = 'x-spanner-csrf';

export class PublicApiError extends Error {}

/** The REST API from a public page: fetch is looked up at each call (tests stub it). */
export const publicRest = createClient<paths>({
  baseUrl: globalThis.location?.origin,
  credentials: 'same-origin',
  headers: { [CSRF_HEADER]: '1' },
  fetch: (request) => fetch(request),
});

/** A call's answer, or PublicApiError with the server's `error` (or none). */
export async function publicAnswerOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  const text = (error as { error?: unknown } | undefined)?.error;
  if (!response.ok) throw new PublicApiError(typeof text === 'string' ? text : '');
  return data as T;
}
