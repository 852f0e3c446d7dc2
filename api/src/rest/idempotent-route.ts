import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { fingerprint } from '../http/idempotency/fingerprint.ts';
import { type Applied, idempotencyKeyOf, idempotent, takesIdempotencyKeys } from '../http/idempotency/idempotent.ts';
import type { StreamedFile, UploadedFile } from './contract.ts';

/** A streamed upload hashed as it is read: its digest once the handler (or, on a repeat, `digest` itself) has read it all. */
export function hashedUpload(file: StreamedFile): { file: StreamedFile; digest: () => Promise<string> } {
  const hash = createHash('sha256');
  let done: string | undefined;
  const source = file.stream;
  async function* pass() {
    for await (const chunk of source) {
      hash.update(chunk as Buffer);
      yield chunk as Buffer;
    }
    done = hash.digest('hex');
  }
  const stream = Readable.from(pass(), { objectMode: false });
  // The upload limit marks a cut file as truncated on the parser's stream: keep that visible.
  Object.defineProperty(stream, 'truncated', { get: () => (source as { truncated?: boolean }).truncated });
  return {
    file: { ...file, stream },
    async digest() {
      if (done === undefined) for await (const _ of stream);
      return done ?? '';
    },
  };
}

export interface RouteInput {
  operation: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  file?: UploadedFile | StreamedFile;
}

/**
 * A REST write sent with `Idempotency-Key` (http/idempotency): applied once, repeats answered from the stored result
 * (with `Idempotent-Replayed: true`). Without the header, or for callers without a member, it simply runs.
 * `run` answers the response body; a handler that writes the reply itself is not replayable (its key is released).
 */
export async function idempotentRoute(
  ctx: Context,
  req: FastifyRequest,
  reply: FastifyReply,
  input: RouteInput,
  status: number,
  run: (file: RouteInput['file']) => Promise<unknown>,
): Promise<unknown> {
  const key = idempotencyKeyOf(req.headers['idempotency-key']);
  if (!key || !takesIdempotencyKeys(ctx)) {
    const out = await run(input.file);
    return reply.sent ? reply : reply.status(status).send(out);
  }
  const streamed = input.file && 'stream' in input.file ? hashedUpload(input.file) : undefined;
  const file = streamed?.file ?? input.file;
  const answer = await idempotent(
    {
      ctx,
      key,
      fingerprint: async () =>
        fingerprint(input.operation, {
          params: input.params,
          query: input.query,
          body: input.body,
          file: !input.file
            ? undefined
            : streamed
              ? { filename: input.file.filename, mimetype: input.file.mimetype, sha256: await streamed.digest() }
              : input.file,
        }),
    },
    async (): Promise<Applied> => {
      const out = await run(file);
      return reply.sent ? { status: reply.statusCode, body: null, keep: false } : { status, body: out ?? null, keep: true };
    },
  ).catch((e) => {
    // A refused repeat still reads its upload off the request.
    streamed?.digest().catch(() => {});
    throw e;
  });
  if (reply.sent) return reply;
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}
