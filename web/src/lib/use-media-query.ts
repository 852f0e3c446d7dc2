import { useCallback, useContext, useSyncExternalStore } from 'react';
import { AssumedWidth, matchesAtWidth } from './viewport';

/**
 * Whether a CSS media query matches now, following changes (false where matchMedia is missing, e.g. jsdom). A
 * server-rendered page answers for the width the server assumed until it is hydrated (lib/viewport.ts).
 */
export function useMediaQuery(query: string): boolean {
  const assumed = useContext(AssumedWidth);
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => assumed !== null && matchesAtWidth(query, assumed),
  );
}
