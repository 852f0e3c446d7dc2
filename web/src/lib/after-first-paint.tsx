import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';

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

/** The browsers' words for a module that could not be fetched (Chromium, Firefox, Safari all say "module"). */
const isMissingCode = (error: unknown) => error instanceof TypeError && /module/i.test(error.message);

/**
 * What loads after the paint adds to a screen that works without it: when its code cannot be fetched (no network
 * before the app was kept on the device, a version replaced meanwhile) the screen goes on without it rather than
 * giving way to an error page. Any other error is the app's own and goes on up.
 */
class WithoutIfMissing extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (this.state.error === null) return this.props.children;
    if (isMissingCode(this.state.error)) return null;
    throw this.state.error;
  }
}

/**
 * Renders `children` (lazy components the screen does not need to paint: the offline app's outbox and device copy)
 * once the screen around it has been committed and the browser is idle, so their code is downloaded and run after
 * the first paint instead of beside it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdle(() => setPainted(true)), []);
  return painted ? (
    <WithoutIfMissing>
      <Suspense fallback={null}>{children}</Suspense>
    </WithoutIfMissing>
  ) : null;
}
