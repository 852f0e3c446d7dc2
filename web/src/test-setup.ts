import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { subscriptionPrompt } from './lib/subscription-prompt-store';

// findBy… and waitFor wait up to 15 s for what a user would see (testing-library's 1 s fails on a busy machine; the
// browser suite's expect.poll waits as long): a passing test waits no longer for it.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks CSS.escape, which react-aria's overlays use.
if (!globalThis.CSS?.escape) {
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
}

// jsdom lays nothing out, so it has no scrollIntoView; forms scroll to their first error (lib/focus-first-error.ts).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Files share a worker's jsdom and modules (isolate: false in vitest.config.ts), so every test leaves them as
// it found them.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A 402 met by one test (a seat limit, a read-only account) must not leave the subscription modal open for the next:
  // its Upgrade Now would stand over the next page's own.
  subscriptionPrompt.set(null);
});
