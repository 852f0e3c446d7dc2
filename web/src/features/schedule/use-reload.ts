import { useCallback, useRef } from 'react';

/**
 * A reload that answers every change heard before it: asked while one is on the wire, it runs again once that one
 * is back, so a change that arrived mid-flight is never answered by a request sent before it. (Apollo shares an
 * identical query already in flight, so two refetches in a row would otherwise return the first one's data: a
 * job created while the schedule was reloading for a move stayed missing.) Failures keep what is shown.
 */
export function useReload(refetch: () => Promise<unknown>): () => Promise<void> {
  const latest = useRef(refetch);
  latest.current = refetch;
  const state = useRef<{ running: Promise<void> | null; again: boolean }>({ running: null, again: false });
  return useCallback(() => {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return s.running;
    }
    s.running = (async () => {
      try {
        do {
          s.again = false;
          await latest.current().catch(() => undefined);
        } while (s.again);
      } finally {
        s.running = null;
      }
    })();
    return s.running;
  }, []);
}
