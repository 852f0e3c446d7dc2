import { createHash } from 'node:crypto';

/**
 * The job id an idempotency key stands for: a UUID taken from a hash of the kind and key. pg-boss inserts a job whose
 * id is already in its table as nothing (ON CONFLICT DO NOTHING), so a second send with the key is dropped while
 * the first job is queued, running, failed or completed and not yet archived (a day after it completed).
 */
export function jobIdForKey(kind: string, key: string): string {
  const hex = createHash('sha256').update(`${kind}\n${key}`).digest('hex');
  // Version 8 (custom) and the RFC variant, so it is a well-formed UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
