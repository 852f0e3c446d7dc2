import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { describe, inject, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { CHROMIUM_ARGS } from '../../scripts/ensure-chromium.mjs';
import { baseUrl, DEMO_PASSWORD } from './browser';

// `npm run bench -w web`: Lighthouse's mobile profile (4× CPU slowdown, slow 4G, simulated) on a technician's
// routes, cold (storage reset: nothing cached, no service worker) and warm (the same browser profile after the app
// was opened once, so the service worker answers the page and its code from its cache). Printed, never asserted.
// Baseline from the same run: the server-rendered privacy page, cold, so the scores of a busy machine read as ratios.

const run = promisify(execFile);
const lighthouseCli = path.resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');
const TECHNICIAN = 'jake@coolair.com.au';
/** Where each run's whole Lighthouse report is kept (JSON) to read what a score is made of; LIGHTHOUSE_REPORTS sets it. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS ?? path.join(os.tmpdir(), 'spanner-lighthouse-reports');

interface Figures {
  score: number;
  /** First paint: from the server cold, from the service worker warm. */
  fcp: number;
  lcp: number;
  tbt: number;
}

/** The session cookie of a sign-in (as the form's call makes it). */
async function sessionCookie(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TECHNICIAN, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function todaysJobId(cookie: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-spanner-csrf': '1', origin: baseUrl() },
    body: JSON.stringify({ query: '{ dashboard { todaysJobs { id } upcomingJobs { id } } }' }),
  });
  const body = (await res.json()) as { data: { dashboard: { todaysJobs: { id: string }[]; upcomingJobs: { id: string }[] } } };
  const job = body.data.dashboard.todaysJobs[0] ?? body.data.dashboard.upcomingJobs[0];
  if (!job) throw new Error('the technician has no job to open');
  return job.id;
}

/** One Lighthouse run (mobile profile, performance only) in the browser profile `profile`. */
async function lighthouse(
  route: string,
  { cookie, profile, warm, name }: { cookie?: string; profile: string; warm: boolean; name: string },
): Promise<Figures> {
  const args = [
    lighthouseCli,
    `${baseUrl()}${route}`,
    '--only-categories=performance',
    '--output=json',
    '--quiet',
    `--chrome-flags=${[...CHROMIUM_ARGS, `--user-data-dir=${profile}`].join(' ')}`,
    ...(warm ? ['--disable-storage-reset'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
  ];
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: inject('chromePath') },
    maxBuffer: 256 * 1024 * 1024,
  });
  fs.mkdirSync(reportsDir, { recursive: true });
  fs.writeFileSync(path.join(reportsDir, `${name}-${warm ? 'warm' : 'cold'}.json`), stdout);
  const report = JSON.parse(stdout) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue: number }> };
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

/** Opens the app once in `profile` (signed in) and waits until its service worker is active and has cached the app. */
async function installApp(profile: string, cookie: string) {
  const context = await chromium.launchPersistentContext(profile, { executablePath: inject('chromePath'), args: CHROMIUM_ARGS });
  try {
    const [name, ...value] = cookie.split('; ')[0].split('=');
    await context.addCookies([{ name, value: value.join('='), url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  } finally {
    await context.close();
  }
}

const text = (f: Figures) =>
  `score ${String(f.score).padStart(3)}, FCP ${(f.fcp / 1000).toFixed(2)} s, LCP ${(f.lcp / 1000).toFixed(2)} s, TBT ${f.tbt.toFixed(0)} ms`;

describe('Lighthouse, mobile profile', () => {
  it("prints a technician's routes cold and warm (served by the service worker)", { timeout: 900_000 }, async () => {
    const cookie = await sessionCookie();
    const job = await todaysJobId(cookie);
    const routes = ['/', '/schedule', '/jobs', `/jobs/${job}`, `/jobs/${job}/notes`];
    const profiles = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-lighthouse-'));
    try {
      const baseline = await lighthouse('/privacy', { profile: path.join(profiles, 'baseline'), warm: false, name: 'privacy' });
      const lines = [`baseline /privacy (server-rendered, cold): ${text(baseline)}`];
      for (const route of routes) {
        const label = route.startsWith('/jobs/') ? route.replace(job, '{id}') : route;
        const name = label.replace(/\W+/g, '_');
        const profile = path.join(profiles, name);
        const cold = await lighthouse(route, { cookie, profile, warm: false, name });
        await installApp(profile, cookie);
        const warm = await lighthouse(route, { cookie, profile, warm: true, name });
        lines.push(
          `${label.padEnd(16)} cold ${text(cold)} | warm ${text(warm)} | warm LCP ${(warm.lcp / cold.lcp).toFixed(2)}× cold, cold LCP ${(cold.lcp / baseline.lcp).toFixed(1)}× baseline`,
        );
      }
      console.log(
        `Lighthouse mobile (4× CPU, slow 4G, simulated), technician ${TECHNICIAN}, load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(', ')}; reports in ${reportsDir}:\n${lines.join('\n')}`,
      );
    } finally {
      fs.rmSync(profiles, { recursive: true, force: true });
    }
  });
});
