import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launch, openPage } from './browser';
import { firstLoad, kb, signedInPage } from './first-load';

// `npm run bench -w web` (part of `npm run bench`): a cold first visit (empty cache) of the sign-in page, the app
// shell and the busiest screens — gzipped JavaScript and Largest Contentful Paint — printed, never asserted.
// Baseline from the same run: the LCP of a bare HTML page (one heading, no script) in the same browser, the floor
// any page of this machine can reach. The targets: ≤ 170 KB each for /auth/login, the shell and /schedule;
// LCP signed in < 1 s.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ROUNDS = 3;
const ROUTES: [route: string, signedIn: boolean][] = [
  ['/auth/login', false],
  ['/', true],
  ['/schedule', true],
  ['/jobs', true],
  ['/customers', true],
];

/** The page's Largest Contentful Paint so far, in ms from navigation start. */
const lcp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // No entry at all (nothing painted, or the page was hidden): reported as missing, not as a time.
        setTimeout(() => resolve(Number.NaN), 10_000);
      }),
  );

/** The median of the rounds that measured something (NaN when none did). */
const median = (xs: number[]) => {
  const ok = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)] : Number.NaN;
};

describe('first load', () => {
  it('prints first-load JavaScript and LCP per route (cold cache)', { timeout: 300_000 }, async () => {
    const bare: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const page = await openPage(browser);
      await page.route('**/bare', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bare</title><h1>A heading of a bare page</h1>' }),
      );
      await page.goto('/bare');
      bare.push(await lcp(page));
      await page.context().close();
    }
    const lines = [`baseline: a bare HTML page, LCP ${median(bare).toFixed(0)} ms`];
    for (const [route, signedIn] of ROUTES) {
      const times: number[] = [];
      let size = { gzip: 0, raw: 0, files: 0 };
      for (let i = 0; i < ROUNDS; i++) {
        const page = signedIn ? await signedInPage(browser, 'admin@coolair.com.au') : await openPage(browser);
        const load = await firstLoad(page, () => page.goto(route));
        times.push(await lcp(page));
        size = { gzip: load.gzip, raw: load.raw, files: load.scripts.length };
        await page.context().close();
      }
      lines.push(
        `${route.padEnd(12)} first-load JS ${kb(size.gzip).padStart(9)} gzip (${kb(size.raw)} raw, ${size.files} files); ` +
          `LCP median ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(' / ')}), ${(median(times) / median(bare)).toFixed(1)}× bare`,
      );
    }
    console.log(`first load, cold cache, ${ROUNDS} rounds (targets: ≤ 170 KB; LCP signed in < 1 s):\n${lines.join('\n')}`);
  });
});
