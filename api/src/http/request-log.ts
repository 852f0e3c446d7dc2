import fs from 'node:fs';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

// Request logging that does not hold up the request: pino's default destination writes every line synchronously
// (twice per request with Fastify's own request logging). Here the log goes to an asynchronous stream on standard
// output and each request makes one line when its answer is sent: method, path, status and time taken.

/**
 * Fastify's logger options for `level` ('silent': no logger at all), writing to `stream` (standard output by
 * default); Fastify's own request lines are off.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (level === 'silent') return { logger: false };
  return {
    logger: { level, stream: stream ?? fs.createWriteStream('', { fd: process.stdout.fd, autoClose: false }) },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** One line per answered request (info level). */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      { method: req.method, url: req.url.split('?')[0], statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request answered',
    );
    done();
  });
}
