import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 256 bits, URL-safe. Sessions, access and refresh tokens are all of this kind. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored: a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
