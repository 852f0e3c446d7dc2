/**
 * For tests that stub fetch: what a call sent, whether as a Request (lib/rest.ts's client) or as a URL and init:
 * its path and query, method, headers and JSON body (null when it has none).
 */
export async function sentRequest(input: RequestInfo | URL, init?: RequestInit) {
  const request = new Request(input instanceof Request ? input : new URL(String(input), location.origin), init);
  const url = new URL(request.url);
  const text = await request.text();
  return { path: url.pathname + url.search, method: request.method, headers: request.headers, body: text ? JSON.parse(text) : null };
}
