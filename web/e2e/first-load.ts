import zlib from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { DEMO_PASSWORD, openPage } from './browser';

// What a cold first visit downloads (shared by first-load.e2e.test.ts, which asserts sizes, and first-load.bench.ts,
// which prints sizes and LCP). Sizes are the gzipped script bodies, whatever the wire encoding, so a figure does not
// depend on which encoding the server chose.

export interface FirstLoad {
  /** The script URLs, in load order. */
  scripts: string[];
  raw: number;
  gzip: number;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const sizes = (all: { url: string; body: Buffer }[]): FirstLoad => ({
  scripts: all.map((s) => new URL(s.url).pathname),
  raw: all.reduce((n, s) => n + s.body.length, 0),
  gzip: all.reduce((n, s) => n + zlib.gzipSync(s.body, { level: 9 }).length, 0),
});

/** Every script the page loads while `load` runs and until the network is quiet. */
export async function firstLoad(page: Page, load: () => Promise<unknown>): Promise<FirstLoad> {
  return (await firstLoadAroundPaint(page, load)).all;
}

/**
 * Every script the page loads while `load` runs and until the network is quiet (`all`), and of them the ones it
 * asked for before an element matching `painted` was first in the page (`beforePaint`): what the screen needed to
 * paint, without what the app loads once it has (the offline code). The moment is taken in the page (a
 * MutationObserver, which runs in the task that inserted the element) against each script's request start in the
 * page's resource timings, so the split does not depend on how fast the test looks.
 */
export async function firstLoadAroundPaint(
  page: Page,
  load: () => Promise<unknown>,
  painted = 'main',
): Promise<{ all: FirstLoad; beforePaint: FirstLoad }> {
  await page.addInitScript((selector) => {
    const seen = () => {
      if (!document.querySelector(selector)) return false;
      (window as { paintedAt?: number }).paintedAt = performance.now();
      return true;
    };
    const observer = new MutationObserver(() => seen() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  }, painted);
  // Scripts fetched once the page is idle (the service worker's registration) are not part of the first load: the
  // listener stops at network idle, and a body the closing page no longer gives is no rejection left unhandled.
  const bodies: Promise<{ url: string; body: Buffer } | null>[] = [];
  const onResponse = (r: Response) => {
    if (r.request().resourceType() === 'script' && r.status() === 200)
      bodies.push(
        r.body().then(
          (body) => ({ url: r.url(), body }),
          () => null,
        ),
      );
  };
  page.on('response', onResponse);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const all = (await Promise.all(bodies)).filter((b) => b !== null);
  const askedBefore = await page.evaluate(() => {
    const at = (window as { paintedAt?: number }).paintedAt ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < at)
      .map((e) => e.name);
  });
  // The registration is in neither figure: it is asked for once the browser is idle, which on a busy machine can be
  // before the network is quiet and on a quiet one after, so counting it made the second figure depend on the load.
  const counted = all.filter((s) => !isServiceWorkerRegistration(new URL(s.url).pathname));
  const beforePaint = counted.filter((s) => askedBefore.includes(s.url));
  return { all: sizes(counted), beforePaint: sizes(beforePaint) };
}

/**
 * The service worker's registration (app/main.tsx: once the page has loaded and the browser is idle) and the
 * workbox-window it imports. When the browser is idle is a race with the page's own requests (the viewer's answer,
 * the offline app), so the registration is counted in neither figure: with it, the second figure was 3.4 KB larger
 * under two CPU hogs than on a quiet machine.
 */
export const isServiceWorkerRegistration = (script: string) => /\/assets\/(?:register|workbox-window[\w.]*)-[\w-]+\.js$/.test(script);

/** A fresh context (empty cache) already holding a session cookie, signed in over the REST call, on no page yet. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await openPage(browser);
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  return page;
}

/** Vite's name for the Apollo + graphql chunk (web/vite.config.ts). */
export const isApolloChunk = (script: string) => /\/assets\/vendor-apollo-[\w-]+\.js$/.test(script);
