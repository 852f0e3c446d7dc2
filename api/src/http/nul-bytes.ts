import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

// PostgreSQL cannot store U+0000 in text, and no field of ours has a use for it: any request carrying one is bad
// input, refused here with 400 before it reaches a handler (REST bodies, query strings, path parameters, GraphQL
// variables and documents, multipart field values and file names).

export const NUL_MESSAGE = 'Text must not contain NUL characters';

const MAX_DEPTH = 64;

/** Does any string in this value (keys, nested values and file names included) contain U+0000? */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  // An uploaded file (GraphQL multipart): only its name is text.
  if (typeof (value as Blob).arrayBuffer === 'function') return containsNul((value as File).name, depth + 1);
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/** Throw the 400 when any of the values contains a NUL. */
export function refuseNul(...values: unknown[]) {
  if (values.some((v) => containsNul(v))) throw new AppError('BAD_REQUEST', NUL_MESSAGE);
}

/**
 * Every REST route: the parsed body, query string and path parameters. GraphQL answers in its own shape, so /graphql
 * is checked by Yoga's onParams (graphql/yoga.ts) with the same containsNul; REST uploads by the multipart reader.
 */
export function guardNulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/graphql')) refuseNul(textOf(req.body), req.query, req.params);
  });
}

/** A raw body (routes that verify a signature over the bytes): its NUL bytes, or the strings of its JSON. */
function textOf(body: unknown): unknown {
  if (!Buffer.isBuffer(body)) return body;
  if (body.includes(0)) return '\u0000';
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
