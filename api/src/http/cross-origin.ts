import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { CSRF_HEADER, isAllowedOrigin, isApiPath, requestHost } from './origins.ts';

/** What a page on any site may send without a CORS preflight (the Fetch standard's CORS-safelisted types). */
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes a plain form post must reach, from wherever it comes, and which no forgery can abuse: they use no cookie.
 * The newsletter's subscribe form on a page without JavaScript (a request only emails the address a confirm link,
 * rate limited), and its confirm and unsubscribe links, posted by their page's form and by a mail program's one-click
 * unsubscribe (RFC 8058) — the secret in the path authorises those.
 */
const FORM_WRITES = /^\/api\/public\/newsletter\/(subscribe|(confirm|unsubscribe)\/[^/?]+)(\?.*)?$/;

/** Headers an allowed origin may send: the ones the web app and the native clients use. */
const ALLOWED_HEADERS = ['content-type', 'authorization', 'auth-mode', 'x-platform', 'x-user-id', 'x-org-id', CSRF_HEADER].join(', ');

/**
 * Could another site's page have sent this write without a preflight? A form or a `no-cors` fetch can only send
 * a simple content type and no custom header; our clients send JSON, the CSRF header, or a bearer token.
 */
export function isSimpleRequest(headers: FastifyRequest['headers']): boolean {
  if (headers[CSRF_HEADER] !== undefined || headers.authorization !== undefined) return false;
  // A custom header is never simple either: Twilio's signed form posts (messaging) carry X-Twilio-Signature.
  if (headers['x-twilio-signature'] !== undefined) return false;
  const type = headers['content-type'];
  if (!type) return true;
  return SIMPLE_CONTENT_TYPES.has(type.split(';')[0].trim().toLowerCase());
}

export const crossOriginMessages = {
  foreignOrigin: 'Requests from other sites are not accepted',
  simpleWrite: `Send JSON or the ${CSRF_HEADER} header with this request`,
};

function allowCredentialedCors(reply: FastifyReply, origin: string) {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
  reply.header('vary', 'Origin');
}

/**
 * Cross-site request forgery and CORS, for every route and transport over HTTP (GraphQL, its event streams, REST):
 * - a request that carries a browser Origin other than the app's own or an ALLOWED_ORIGINS entry is refused (403);
 * - a state-changing request must be non-simple (JSON, the CSRF header or a bearer token), so a form post or a
 *   `no-cors` fetch from any page, same site or not, is refused (403) before it reaches a handler;
 * - the newsletter's form posts (FORM_WRITES) pass, from anywhere: they use no cookie;
 * - credentialed CORS (and its preflight) is granted to ALLOWED_ORIGINS only; the app's own origin needs none.
 */
export function guardCrossOrigin(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'POST' && FORM_WRITES.test(req.url)) return;
    const origin = req.headers.origin;
    if (origin !== undefined && isApiPath(req.url)) {
      const host = requestHost(req.headers, config.TRUST_PROXY);
      if (!isAllowedOrigin(origin, host, config)) {
        req.log.warn({ origin, host }, 'cross-origin request refused (add the origin to ALLOWED_ORIGINS if it is yours)');
        throw new AppError('FORBIDDEN', crossOriginMessages.foreignOrigin);
      }
      if (config.ALLOWED_ORIGINS.includes(origin)) {
        allowCredentialedCors(reply, origin);
        if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
          return reply
            .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
            .header('access-control-allow-headers', ALLOWED_HEADERS)
            .header('access-control-max-age', '600')
            .status(204)
            .send();
        }
      }
    }
    if (!SAFE_METHODS.has(req.method) && isSimpleRequest(req.headers)) throw new AppError('FORBIDDEN', crossOriginMessages.simpleWrite);
  });
}
