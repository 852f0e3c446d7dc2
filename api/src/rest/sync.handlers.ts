import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { CSRF_HEADER } from '../http/origins.ts';
import { type BoundRoute, implement } from './contract.ts';
import { MAX_SYNC_CHANGES, syncContract, syncMessages } from './sync.contract.ts';
import { checkParts, payloadOf } from './sync-photos.ts';

// Each change of a sync is sent to its own route inside the server (Fastify's inject), as the caller: the same
// session or key, the same address, so that route decides rights, validation, organisation and the key's replay
// exactly as it does for the change sent alone. The sync's own request has passed the cross-site check, so each
// inner request carries the CSRF header. A photo change is uploaded from its part of the sync's form (sync-photos.ts).

/** The caller's headers that say who they are (and from which client), passed on to each change's route. */
const CALLER_HEADERS = ['cookie', 'authorization', 'auth-mode', 'x-platform', 'x-user-id', 'x-org-id', 'user-agent', 'host'];

const callerHeaders = (req: FastifyRequest) =>
  Object.fromEntries(CALLER_HEADERS.filter((h) => req.headers[h] !== undefined).map((h) => [h, req.headers[h] as string]));

/** An answer that says the change could not be applied now (try again later), not that it was refused. */
const couldNotApply = (status: number, retryAfter: unknown) => status >= 500 || status === 408 || retryAfter !== undefined;

export const syncRoutes: BoundRoute[] = implement(syncContract, {
  async sync({ body, files, req }) {
    if (body.changes.length > MAX_SYNC_CHANGES) throw new AppError('PAYLOAD_TOO_LARGE', syncMessages.tooMany);
    checkParts(body.changes, files);
    const caller = callerHeaders(req);
    const outcomes = [];
    let stopped = false;
    for (const change of body.changes) {
      if (stopped) {
        outcomes.push({ key: change.key, status: null, body: null });
        continue;
      }
      const sent = await payloadOf(change, files);
      const answer = await req.server.inject({
        method: change.method,
        url: change.path,
        remoteAddress: req.ip,
        headers: {
          ...caller,
          [CSRF_HEADER]: '1',
          'idempotency-key': change.key,
          ...(sent ? { 'content-type': sent.contentType } : {}),
        },
        ...(sent ? { payload: sent.payload } : {}),
      });
      let answered: unknown = null;
      try {
        answered = answer.json();
      } catch {}
      const retryAfter = answer.headers['retry-after'];
      outcomes.push({
        key: change.key,
        status: answer.statusCode,
        body: answered,
        ...(answer.headers['idempotent-replayed'] === 'true' ? { replayed: true } : {}),
        ...(retryAfter !== undefined ? { retryAfterSeconds: Number(retryAfter) || 1 } : {}),
      });
      stopped = couldNotApply(answer.statusCode, retryAfter);
    }
    return { outcomes };
  },
});
