import { createContext } from 'react';

// A server render cannot measure the screen, so it renders for the width its request suggests: a phone's (the
// browser says it is a mobile one) or a desktop's. The browser hydrates with the same guess, then follows its own
// media queries: only a wrong guess re-renders, never a mismatch.

/** The widths a server render assumes. */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/** The width a server render assumed (null: the browser's own render, which measures). */
export const AssumedWidth = createContext<number | null>(null);

/** Whether a `(max-width: …px)` / `(min-width: …px)` media query matches at `width` (any other feature: no). */
export function matchesAtWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, px]) => (bound === 'max' ? width <= Number(px) : width >= Number(px)));
}
