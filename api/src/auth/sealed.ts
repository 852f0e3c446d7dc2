import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// A value only the holder of a secret token can read back: AES-256-GCM under a key derived from the token, which
// itself is never stored (only its hash). The database alone cannot open it.

const keyFor = (token: string) => createHash('sha256').update(`spanner sealed\0${token}`).digest();

export function seal(token: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or null when the token is not the one it was sealed with or the text was altered. */
export function openSealed<T>(token: string, sealed: string): T | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFor(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as T;
  } catch {
    return null;
  }
}
