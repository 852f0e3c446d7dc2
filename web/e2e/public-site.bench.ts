import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { CHROMIUM_ARGS } from '../../scripts/ensure-chromium.mjs';
import { baseUrl, launch, openPage } from './browser';

// `npm run bench -w web` (part of `npm run bench`): the public site as a phone on a slow CPU sees it, and as
// Lighthouse judges it — printed, never asserted. Targets: LCP < 1 s and CLS ≤ 0.05 at 390 px with 4× CPU
// throttling on localhost; Lighthouse (default mobile profile) ≥ 95 performance and 100 for accessibility, best
// practices and SEO on /, /blog, a post and /privacy.

const PAGES = ['/', '/blog', '/blog/invoice-from-the-job-site', '/privacy'];
const ROUNDS = 3;
const lighthouseBin = path.resolve(import.meta.dirname, '../../node_modules/.bin/lighthouse');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** LCP (ms from navigation start) and the layout shift so far, once the page has loaded. */
const paintAndShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ lcp: number; cls: number }>((resolve) => {
        let lcp = Number.NaN;
        let cls = 0;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          lcp = entries[entries.length - 1].startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ lcp, cls }), 1000);
      }),
  );

const median = (xs: number[]) => {
  const ok = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)] : Number.NaN;
};

describe('the public site', () => {
  it('prints LCP and CLS at 390 px with 4× CPU throttling (cold cache)', { timeout: 300_000 }, async () => {
    const lines: string[] = [];
    for (const route of PAGES) {
      const lcps: number[] = [];
      const shifts: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const page = await openPage(browser, 390);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(route, { waitUntil: 'load' });
        const { lcp, cls } = await paintAndShift(page);
        lcps.push(lcp);
        shifts.push(cls);
        await page.context().close();
      }
      lines.push(
        `${route.padEnd(34)} LCP median ${median(lcps).toFixed(0)} ms (${lcps.map((t) => t.toFixed(0)).join(' / ')}), CLS max ${Math.max(...shifts).toFixed(3)}`,
      );
    }
    console.log(`public pages at 390 px, 4× CPU, ${ROUNDS} rounds (targets: LCP < 1 s, CLS ≤ 0.05):\n${lines.join('\n')}`);
  });

  it('prints Lighthouse scores (default mobile profile)', { timeout: 600_000 }, () => {
    const lines = PAGES.map((route) => {
      const report = lighthouse(`${baseUrl()}${route}`);
      if (typeof report === 'string') return `${route.padEnd(34)} Lighthouse failed: ${report}`;
      const score = (id: string) => String(Math.round(report.categories[id].score * 100)).padStart(3);
      const ms = (id: string) => Math.round(report.audits[id].numericValue ?? Number.NaN);
      return (
        `${route.padEnd(34)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
        `best practices ${score('best-practices')}  SEO ${score('seo')}  (LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms)`
      );
    });
    console.log(`Lighthouse 13.5 (targets: performance ≥ 95, the others 100):\n${lines.join('\n')}`);
  });
});

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * One Lighthouse run of a page in Debian's Chromium, or the reason it failed. A trace Lighthouse could not record
 * (NO_NAVSTART, which it asks to run again) is retried once.
 */
function lighthouse(url: string, attempts = 2): LighthouseReport | string {
  try {
    const out = execFileSync(lighthouseBin, [url, '--output=json', '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`], {
      env: { ...process.env, CHROME_PATH: inject('chromePath') },
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(out.toString()) as LighthouseReport;
  } catch (err) {
    const reason =
      String((err as { stderr?: Buffer }).stderr ?? err)
        .trim()
        .split('\n')
        .at(-1) ?? 'unknown';
    return attempts > 1 ? lighthouse(url, attempts - 1) : reason;
  }
}
