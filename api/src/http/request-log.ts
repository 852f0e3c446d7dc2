import fs from 'node:fs';
import { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

// Request logging that does not hold up the request: pino's default destination writes every line synchronously
// (twice per request with Fastify's own request logging). Here the log goes to an asynchronous stream on standard
// output and each request makes one line when its answer is sent: method, path, status and time taken.
//
// A link's secret never reaches the log: calendar feeds, password resets, invites, quote, booking and newsletter
// links carry their token in the path. A request is logged by its route's pattern (`/api/public/quotes/:token`),
// never its query string; a path no route matched (the web app's pages, such as /q/{token}, and 404s) has every
// segment that could be a token replaced.

/** The shortest path segment taken for a token when no route pattern says which segments are parameters. */
const TOKEN_LENGTH = 16;
const REDACTED = ':redacted';

/** A path without its query string and without any segment long enough to be a token. */
const redactedPath = (url: string) =>
  url
    .split('?')[0]
    .split('/')
    .map((segment) => (segment.length >= TOKEN_LENGTH ? REDACTED : segment))
    .join('/');

/** The path a log line names for a request: its route's pattern, else the path with token-like segments redacted. */
export function loggedPath(req: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = req.routeOptions?.url;
  return pattern && !pattern.includes('*') ? pattern : redactedPath(req.url);
}

/**
 * Fastify's logger options for `level` ('silent': no logger at all), writing to `stream` (standard output by
 * default); Fastify's own request lines are off, and a request logged with an error (`req`) names its path as
 * `loggedPath` does.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (level === 'silent') return { logger: false };
  return {
    logger: {
      level,
      stream: stream ?? fs.createWriteStream('', { fd: process.stdout.fd, autoClose: false }),
      serializers: { req: (req: FastifyRequest) => ({ method: req.method, url: loggedPath(req) }) },
    },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** One line per answered request (info level). */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      { method: req.method, url: loggedPath(req), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request answered',
    );
    done();
  });
}
