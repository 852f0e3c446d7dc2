import createClient from 'openapi-fetch';
import { appFetch, errorText, RequestError } from './http';
import type { paths } from './rest-schema';

// The web's one REST client: openapi-fetch over the types printed from the API's contracts (rest-schema.d.ts, made
// by `npm run print-schema`), so a path, its parameters, its body and its answer are checked against the server.

/** What a route answers on success: its JSON body (or Blob for a file). */
export type RestAnswer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? ContentOf<R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never>
  : never;

type ContentOf<S> = S extends { content: infer C } ? C[keyof C] : never;

/** The JSON body a route takes. */
export type RestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * The product's calls (lib/http.ts's appFetch: credentials, CSRF and identity headers, the timeout, 402 to the
 * subscription modals). Absolute, so a Request can be made outside a browser page (tests, the server render).
 */
export const rest = createClient<paths>({ baseUrl: globalThis.location?.origin, fetch: (request) => appFetch(request) });

/** A call's answer, or RequestError with the text to show: the server's error (or message), else 'HTTP {status}'. */
export async function answerOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new RequestError(errorText(response.status, error), response.status);
  return data as T;
}

/** A multipart body from its fields (openapi-fetch's bodySerializer for an upload): a file's part keeps its name. */
export function formDataOf(fields: Record<string, Blob | string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}
