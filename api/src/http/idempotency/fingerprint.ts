import { createHash } from 'node:crypto';

/**
 * A SHA-256 of what a write asked for — its operation and input — the same whatever order an object's keys came in.
 * Files count by their name, type and bytes (a `Blob`, as GraphQL uploads are, is read here; a streamed REST upload is
 * hashed as it is read and comes in as its digest).
 */
export async function fingerprint(operation: string, input: unknown): Promise<string> {
  return createHash('sha256')
    .update(operation)
    .update('\n')
    .update(JSON.stringify(await canonical(input)))
    .digest('hex');
}

async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const bytes = Buffer.from(await value.arrayBuffer());
    return { file: (value as File).name ?? null, type: value.type, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  if (Buffer.isBuffer(value)) return { sha256: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) out[k] = await canonical(v);
    }
    return out;
  }
  return value;
}
