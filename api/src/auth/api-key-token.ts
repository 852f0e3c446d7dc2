import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from './tokens.ts';

// The API key's secret: `spk_` + 256 random bits + a checksum, in base62 like GitHub's tokens, so a secret scanner
// can match `spk_[0-9A-Za-z]{49}` and check the checksum offline without asking us, and a typo is told apart from a
// revoked key before any lookup. Only its SHA-256 hash is stored (a 256-bit random secret needs no slow hash).

export const API_KEY_PREFIX = 'spk_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 256 bits in base62: ceil(256 / log2(62)) = 43 characters. */
const RANDOM_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
export const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);
/** How many characters of a key its list shows (`spk_` and 6 more). */
export const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

function base62(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE), as zlib and GitHub's token checksums compute it. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text)) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const checksumOf = (random: string) => base62(BigInt(crc32(random)), CHECKSUM_LENGTH);

/** A new API key's secret. */
export function newApiKeySecret(): string {
  const random = base62(BigInt(`0x${randomBytes(32).toString('hex')}`), RANDOM_LENGTH);
  return `${API_KEY_PREFIX}${random}${checksumOf(random)}`;
}

/** Whether a string is shaped as an API key with a checksum that matches (not whether any key has it). */
export function isWellFormedApiKey(secret: string): boolean {
  if (!API_KEY_PATTERN.test(secret)) return false;
  const body = secret.slice(API_KEY_PREFIX.length);
  const random = body.slice(0, RANDOM_LENGTH);
  const given = Buffer.from(body.slice(RANDOM_LENGTH));
  const expected = Buffer.from(checksumOf(random));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a bearer token is meant as an API key (and not a session's access token). */
export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export const hashApiKey = hashToken;

/** Compare a stored hash with a presented key's hash in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
