import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { DEVELOPER_LINKS } from '../rules/developer-docs.ts';

/**
 * react-aria's usePress adds one <style> element (`touch-action: pan-x pan-y pinch-zoom`, so a double tap does not
 * delay a press); this is the hash of its text. The browser e2e test (web/e2e/cross-site.e2e.test.ts) fails on any
 * CSP violation, so a library update that changes the text shows up there.
 */
const REACT_ARIA_PRESS_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * The web app's Content-Security-Policy. The built app has no inline script and no inline style but one known element (Vite emits files), so
 * everything comes from our own origin; images may also be data: and blob: URLs (icons, photo previews).
 * connect-src 'self' covers fetch and the same-origin WebSocket (and the service worker's own fetches).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${REACT_ARIA_PRESS_STYLE}`,
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The installed app's service worker (/sw.js) and web manifest are the app's own files.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The REST reference page (/developers/rest): its renderer (Scalar) writes its theme into <style> elements and
 * style attributes, so this one page allows inline styles; scripts stay our own.
 */
const withInlineStyles = (csp: string) => csp.replace(`style-src 'self' ${REACT_ARIA_PRESS_STYLE}`, "style-src 'self' 'unsafe-inline'");

/** Where TikTok's pixel script comes from and sends to: allowed only while TIKTOK_PIXEL_ID is configured. */
const PIXEL_HOSTS = 'https://analytics.tiktok.com https://analytics-ipv6.tiktokw.us';

/** The Content-Security-Policy of a configuration: CONTENT_SECURITY_POLICY, plus the pixel's hosts when one is set. */
export function contentSecurityPolicy(config: Pick<Config, 'TIKTOK_PIXEL_ID'>): string {
  if (!config.TIKTOK_PIXEL_ID) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${PIXEL_HOSTS}`)
    .replace("connect-src 'self'", `connect-src 'self' ${PIXEL_HOSTS}`)
    .replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${PIXEL_HOSTS}`);
}

const FIXED_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** One year, for HTTPS only (a browser ignores HSTS over plain HTTP, and a local http:// app must keep working). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * GraphiQL's page (served to signed-in callers and in development): its scripts, style sheet and editor workers are
 * files of our own origin (http/graphiql.ts) — no inline script, no other host. Its editor writes styles into the
 * page at run time, so inline styles are allowed; the rest stays as strict as the app's.
 */
const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The style attributes a server-rendered page carries (web-pages.ts), by answer: allowed by their hashes. */
const styleAttributes = new WeakMap<FastifyReply, string[]>();

/** The text of an attribute as the browser reads it: React writes `&`, `"`, `'`, `<` and `>` as entities. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);

/**
 * Lets this answer's HTML keep its style attributes, and only those: React's server render writes a component's
 * inline styles (react-aria's visually hidden text, a technician's colour) as `style="…"`, which a policy without
 * 'unsafe-inline' drops. Each distinct value is allowed by its hash ('unsafe-hashes'); any other attribute, and any
 * `<style>` element but react-aria's, is still refused. React escapes every `"` in text and attributes, so a
 * ` style="` in the markup is always an attribute of ours.
 */
export function allowStyleAttributesOf(reply: FastifyReply, html: string) {
  const values = new Set<string>();
  for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g)) values.add(unescapeAttribute(value));
  styleAttributes.set(
    reply,
    [...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`),
  );
}

/**
 * Security headers on every answer, web app and API alike; GraphiQL's page and the REST reference have their own CSP.
 * They are set as the request arrives, so an answer a handler writes itself (the MCP server's, after
 * `reply.hijack()`, which skips onSend) carries them too; onSend then fits the CSP to what is being sent.
 */
export function addSecurityHeaders(app: FastifyInstance, config: Config) {
  const csp = contentSecurityPolicy(config);
  const referenceCsp = withInlineStyles(csp);
  app.addHook('onRequest', async (req, reply) => {
    for (const [name, value] of Object.entries(FIXED_HEADERS)) reply.header(name, value);
    reply.header('content-security-policy', req.url.split('?')[0] === DEVELOPER_LINKS.restReference ? referenceCsp : csp);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && req.method === 'GET' && req.url.startsWith('/graphql')) reply.header('content-security-policy', GRAPHIQL_CSP);
    const hashes = styleAttributes.get(reply);
    if (hashes?.length) {
      const styles = `style-src 'self' ${REACT_ARIA_PRESS_STYLE}`;
      reply.header('content-security-policy', csp.replace(styles, `${styles} 'unsafe-hashes' ${hashes.join(' ')}`));
    }
    return payload;
  });
}

/** Source maps reveal the source: served when SERVE_SOURCE_MAPS says so, by default outside production only. */
export const serveSourceMaps = (config: Config) => config.SERVE_SOURCE_MAPS ?? config.NODE_ENV !== 'production';
