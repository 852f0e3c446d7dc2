// A tiny seeded PRNG and helpers, so the demo data is the same on every run — except its ids, which are fresh for
// every seeded database (two deployments never share an organisation id, nor anything else's).
import { randomBytes } from 'node:crypto';

/** The seed used when the caller supplies no random source. */
export const DEFAULT_SEED = 0x5eed_c001;

/** mulberry32: a 32-bit PRNG, good enough for demo data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  /**
   * `idSalt` is mixed into every id: random unless given, so ids are fresh while every other value, and the
   * sequence itself, stays the same for a given seed.
   */
  constructor(
    readonly next: () => number,
    private readonly idSalt: Uint8Array = randomBytes(16),
  ) {}

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Pick by weight: [[value, weight], …]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** n distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  hex(chars: number): string {
    let s = '';
    for (let i = 0; i < chars; i++) s += this.int(0, 15).toString(16);
    return s;
  }

  upper(n: number): string {
    const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
    let s = '';
    for (let i = 0; i < n; i++) s += letters[this.int(0, letters.length - 1)];
    return s;
  }

  /** A version-4 UUID drawn from this generator, mixed with the id salt (deterministic for a given salt). */
  uuid(): string {
    const b = Array.from({ length: 16 }, (_, i) => this.int(0, 255) ^ this.idSalt[i]);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
}
