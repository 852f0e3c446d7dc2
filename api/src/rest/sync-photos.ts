import { AppError } from '../errors.ts';
import type { UploadedFile } from './contract.ts';
import { syncMessages } from './sync.contract.ts';

// The photos of a sync (sent multipart with its list of changes): each photo change names its file part, and is
// applied by the photo upload route with a multipart request of its own, built here with Node's own FormData (the
// same encoding a browser sends), so that route reads, limits and fingerprints it exactly as a photo sent alone.

/** The field the photo upload route reads its file from. */
const PHOTO_FIELD = 'photo';

/**
 * Every part a change names is sent, and every part sent is named by exactly one change; else a 400 before anything
 * is applied.
 */
export function checkParts(changes: { file?: string }[], files: Map<string, UploadedFile>) {
  const named = new Set<string>();
  for (const { file } of changes) {
    if (file === undefined) continue;
    if (named.has(file)) throw new AppError('VALIDATION', syncMessages.partTwice(file));
    if (!files.has(file)) throw new AppError('VALIDATION', syncMessages.missingPart(file));
    named.add(file);
  }
  for (const part of files.keys()) if (!named.has(part)) throw new AppError('VALIDATION', syncMessages.unnamedPart(part));
}

/** The body of a change's own request, and its content type: its JSON, its photo as multipart, or none. */
export async function payloadOf(
  change: { body?: Record<string, unknown>; file?: string },
  files: Map<string, UploadedFile>,
): Promise<{ payload: string | Buffer; contentType: string } | undefined> {
  if (change.file !== undefined) {
    const photo = files.get(change.file) as UploadedFile;
    const form = new FormData();
    form.append(PHOTO_FIELD, new Blob([photo.bytes as Uint8Array<ArrayBuffer>], { type: photo.mimetype ?? '' }), photo.filename || 'photo');
    const request = new Request('http://sync.invalid/', { method: 'POST', body: form });
    return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') as string };
  }
  return change.body ? { payload: JSON.stringify(change.body), contentType: 'application/json' } : undefined;
}
