/** FNV-1a: the same text always gives the same 32-bit number. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Background hue (0–359) for a name's initials avatar. */
export function avatarHue(name: string): number {
  return hashString(name.trim().toLowerCase()) % 360;
}

/** 'Jane van Smith' → 'JS', 'acme' → 'A', '' → '?'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return (first + last).toUpperCase();
}

/** Small deterministic PRNG (mulberry32) seeded from text. */
export function random(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Five harmonious colours around the seed's hue. */
export function palette(seed: string): string[] {
  const hue = hashString(seed) % 360;
  return [
    `hsl(${hue} 70% 45%)`,
    `hsl(${(hue + 35) % 360} 75% 60%)`,
    `hsl(${(hue + 180) % 360} 60% 50%)`,
    `hsl(${(hue + 210) % 360} 65% 75%)`,
    `hsl(${(hue + 60) % 360} 80% 88%)`,
  ];
}
