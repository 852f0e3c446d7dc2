import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { MAX_PHOTOS_PER_UPLOAD } from '../domain/jobs/photos.ts';
import { AppError } from '../errors.ts';
import { MAX_SYNC_BYTES, MAX_SYNC_PHOTO_MB, syncMessages } from '../rest/sync.contract.ts';

const MB = 1024 * 1024;
/** Room for multipart boundaries, part headers and the small text fields (GraphQL operations and map). */
const ENVELOPE_BYTES = MB;

/** What one multipart request may carry: REST uploads take one file; a GraphQL upload takes the photos of one job. */
export function uploadLimits(config: Config) {
  const fileSize = config.MAX_UPLOAD_MB * MB;
  return {
    rest: { fileSize, files: 1, fields: 0, parts: 1 },
    graphql: { fileSize, files: MAX_PHOTOS_PER_UPLOAD, fields: 2, parts: MAX_PHOTOS_PER_UPLOAD + 2, fieldSize: ENVELOPE_BYTES },
    /** The whole request, checked from Content-Length before a byte of the body is read. */
    restTotal: fileSize + ENVELOPE_BYTES,
    graphqlTotal: config.MAX_UPLOAD_TOTAL_MB * MB + ENVELOPE_BYTES,
    /** An outbox sync with photos: its list of changes and the photos' bytes. */
    syncTotal: MAX_SYNC_PHOTO_MB * MB + MAX_SYNC_BYTES + ENVELOPE_BYTES,
  };
}

/** What a multipart request to `url` may carry in all, and the message when it is more. */
function totalFor(url: string, limits: ReturnType<typeof uploadLimits>): [number, string] {
  if (url.startsWith('/graphql')) return [limits.graphqlTotal, 'The upload is too large'];
  if (/^\/api\/sync(\?|$)/.test(url)) return [limits.syncTotal, syncMessages.photosTooLarge];
  return [limits.restTotal, 'The upload is too large'];
}

/**
 * A multipart request must say how long it is, and is refused (413, connection closed) when that is more than its
 * route takes, before its body is read. The parsers then stream the parts against the per-part limits above, so a
 * request that lies about its length still cannot make the server hold more than those limits.
 */
export function guardUploadSize(app: FastifyInstance, config: Config) {
  const limits = uploadLimits(config);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      reply.header('connection', 'close');
      throw new AppError('LENGTH_REQUIRED', 'Uploads must say their length (Content-Length)');
    }
    const [total, message] = totalFor(req.url, limits);
    if (Number(declared) > total) {
      reply.header('connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', message);
    }
  });
}
