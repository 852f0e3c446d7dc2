import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Calls `run` when the browser is next idle (at the latest after `timeout` ms); answers a function that cancels it.
 * Safari has no requestIdleCallback: a short timeout stands in.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * Renders `children` (lazy components the screen does not need to paint: the offline app's outbox and device copy)
 * once the screen around it has been committed and the browser is idle, so their code is downloaded and run after
 * the first paint instead of beside it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdle(() => setPainted(true)), []);
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
