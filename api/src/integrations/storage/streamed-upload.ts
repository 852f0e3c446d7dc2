import { Readable } from 'node:stream';

/** Enough of a file's first bytes to tell its type (see images.ts). */
const HEAD_BYTES = 16;

export interface StreamedUpload {
  /** The first bytes (fewer only when the whole file is shorter; empty for an empty file). */
  head: Buffer;
  /** The whole file, head included, as it arrives; fails with `tooLarge()` once more than `maxBytes` came. */
  body: Readable;
  /** Bytes passed through `body` so far (the file's size once it has been read). */
  bytes(): number;
  /** Read and drop the rest, unstored (a refused file must still be read off the request). */
  discard(): void;
}

/**
 * An uploaded file read as a stream: its first bytes are looked at before anything is stored, and the rest flows
 * straight on to storage, so an upload never sits in memory whole.
 */
export async function streamedUpload(source: Readable, maxBytes: number, tooLarge: () => Error): Promise<StreamedUpload> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const early: Buffer[] = [];
  let headLength = 0;
  while (headLength < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    early.push(next.value);
    headLength += next.value.length;
  }
  let passed = 0;
  const count = (chunk: Buffer) => {
    passed += chunk.length;
    if (passed > maxBytes) throw tooLarge();
    return chunk;
  };
  async function* all() {
    for (const chunk of early) yield count(chunk);
    early.length = 0;
    for (;;) {
      const next = await chunks.next();
      if (next.done) break;
      yield count(next.value);
    }
    // A multipart parser cuts a file at its size limit and marks it so, rather than failing it.
    if ((source as { truncated?: boolean }).truncated) throw tooLarge();
  }
  return {
    head: Buffer.concat(early).subarray(0, HEAD_BYTES),
    body: Readable.from(all(), { objectMode: false }),
    bytes: () => passed,
    discard() {
      early.length = 0;
      const drain = async () => {
        while (!(await chunks.next()).done);
      };
      drain().catch(() => {});
    },
  };
}

/** A web File (a GraphQL upload) as a Node stream, read chunk by chunk. */
export function webFileStream(file: Blob): Readable {
  const reader = file.stream().getReader();
  return Readable.from(
    (async function* () {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    })(),
  );
}
