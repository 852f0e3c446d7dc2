import type { Config } from '../config.ts';

/**
 * The header the web app sends on every request. A browser may only send a custom header cross-origin after a
 * CORS preflight, which the API grants to allowed origins only, so its presence proves the request is ours.
 */
export const CSRF_HEADER = 'x-spanner-csrf';

/** Paths served by the API (the rest is the web app). */
export const isApiPath = (url: string) =>
  url.startsWith('/api/') ||
  url === '/api' ||
  url.startsWith('/support/api/') ||
  url.startsWith('/graphql') ||
  url === '/mcp' ||
  url.startsWith('/mcp?');

/** The host (and port) the browser addressed: X-Forwarded-Host from a trusted proxy, else Host. */
export function requestHost(headers: Record<string, string | string[] | undefined>, trustProxy: unknown): string | undefined {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0].trim();
  return (trustProxy ? first(headers['x-forwarded-host']) : undefined) ?? first(headers.host);
}

/**
 * May a browser page from `origin` call the API with the user's credentials? Yes for the app's own origin (same
 * host and port as the request it sent) and for the origins listed in ALLOWED_ORIGINS; no for anything else,
 * including another port of the same host and the opaque origin "null".
 */
export function isAllowedOrigin(origin: string, host: string | undefined, config: Pick<Config, 'ALLOWED_ORIGINS'>): boolean {
  if (config.ALLOWED_ORIGINS.includes(origin)) return true;
  if (!host) return false;
  try {
    return new URL(origin).host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}
