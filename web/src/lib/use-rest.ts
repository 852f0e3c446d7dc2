import { useCallback, useEffect, useState } from 'react';

// A REST read for a screen: its answer, the error text, and reload. For the few screens that read the REST
// compatibility API (billing) instead of GraphQL.

export interface RestRead<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Loads once on mount (and on reload); `failure` is the text shown when the call fails. */
export function useRest<T>(load: () => Promise<T>, failure: string): RestRead<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is read once per attempt, by design.
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      () => live && setState({ data: null, error: failure, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [attempt, failure]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, reload };
}
