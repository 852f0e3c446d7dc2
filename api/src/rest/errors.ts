import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, PaymentRequired, serviceUnavailable } from '../errors.ts';

/** The one mapping from failures to REST answers: `{ error }`, with the spec's 402 shape and Retry-After on 429. */
export function sendError(err: unknown, req: FastifyRequest, reply: FastifyReply) {
  const app = toAppError(err);
  if (app?.code === 'SERVICE_UNAVAILABLE') req.log.warn({ err }, 'database unreachable');
  if (!app) {
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ error: 'Something went wrong. Please try again.' });
  }
  if (app.details.retryAfterSeconds) reply.header('retry-after', String(app.details.retryAfterSeconds));
  const body: Record<string, unknown> = { error: app.message };
  if (app.status === 402) {
    body.code = app.code;
    body.message = app.message;
    body.action = app.details.action ?? { label: 'Upgrade Now', url: '/subscription' };
  } else if (app.code === 'TAX_DETAILS_REQUIRED') {
    // What is missing is in fieldErrors; where to add it is the action.
    body.code = app.code;
    body.action = app.details.action;
  }
  if (app.details.fieldErrors) body.fieldErrors = app.details.fieldErrors;
  return reply.status(app.status).send(body);
}

/** Known failures from our code and from Fastify's own parsing become AppErrors; anything else is unexpected. */
function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof PaymentRequired) return err.appError;
  if (isDatabaseUnavailable(err)) return serviceUnavailable();
  const e = err as FastifyError;
  if (!e || typeof e !== 'object') return null;
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('BAD_REQUEST', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than this route takes');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The upload has more parts than this request takes');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return new AppError('BAD_REQUEST', e.message);
  return null;
}
