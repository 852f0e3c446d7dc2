import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Browser contexts a file has closed, kept for its next `openPage` with the same settings instead of a new one. A new
 * context starts with an empty HTTP cache, so its first screen fetched the app's scripts from the server again and
 * compiled them afresh: measured (eight sign-ins and loads of /jobs, each in its own context), a load cost about 2.4 CPU
 * seconds in a new context and 1.5 in a kept one (the server's share 1.2 → 0.4, sending the scripts again). A kept
 * context is handed out as a fresh one is: signed out (no cookies), nothing stored for the server's origin (local
 * storage, IndexedDB…), online, no routes, permissions or listeners of the test before, and one new blank page. Only
 * the HTTP cache stays, as it does for a person who signs out and in again. Contexts with the app's service worker
 * are never kept (the offline files: a worker and its caches are what they test).
 */
const idle = new WeakMap<Browser, Map<string, { context: BrowserContext; blank: Page }[]>>();

export interface ContextSettings {
  width: number;
  bypassCSP: boolean;
  server: string;
  serviceWorker: boolean;
}

/** A context with these settings and its one blank page: a kept one when the file closed one, else a new one. */
export async function contextWithPage(browser: Browser, settings: ContextSettings): Promise<Page> {
  const key = JSON.stringify(settings);
  const kept = idle.get(browser)?.get(key)?.pop();
  if (kept) return kept.blank;
  const { width, bypassCSP, server, serviceWorker } = settings;
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 860 },
    baseURL: server,
    bypassCSP,
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  if (!serviceWorker) keepOnClose(browser, context, key, new URL(server).origin);
  return context.newPage();
}

/** A context as the event emitter it is (Playwright's types leave out `eventNames` and `listeners`). */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: unknown): void;
}

/** `context.close()` (a test's, at its end) resets the context and keeps it rather than closing it. */
function keepOnClose(browser: Browser, context: BrowserContext, key: string, origin: string) {
  const close = context.close.bind(context);
  const events = context as unknown as Emitter;
  const ownListeners = new Map(events.eventNames().map((name) => [name, new Set(events.listeners(name))]));
  context.close = async () => {
    try {
      for (const page of context.pages()) await page.close();
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      for (const name of events.eventNames()) {
        for (const listener of events.listeners(name)) if (!ownListeners.get(name)?.has(listener)) events.off(name, listener);
      }
      await context.clearCookies();
      await context.clearPermissions();
      await context.setOffline(false);
      // The origin's storage is cleared from a blank page (no app running there to write again meanwhile), which the
      // next test then gets as its page.
      const blank = await context.newPage();
      const cdp = await context.newCDPSession(blank);
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.detach();
      const pool = idle.get(browser) ?? new Map();
      idle.set(browser, pool);
      pool.set(key, [...(pool.get(key) ?? []), { context, blank }]);
    } catch {
      // The browser went away (its file's end): nothing to keep.
      await close().catch(() => {});
    }
  };
}
