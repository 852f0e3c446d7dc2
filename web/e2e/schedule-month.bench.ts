import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromLocalInput, toLocalInput } from '../../api/src/rules/zoned-time';
import { gql, launch, openPage, screenshot } from './browser';

// `npm run bench -w web` (part of `npm run bench`): the schedule's month view with 2,000 jobs in Chromium against
// the real API — first load to a ready grid, re-render from the cache, drop to pill in the new cell — printed, not
// asserted. The month grid reads per-day summaries (scheduleDays: each day's count and first 3 pills), so
// the first load no longer carries every job of the month; the byte size of that answer is printed too. It was the slowest test of the end-to-end suite; what it checks as behaviour (a crowded month caps its
// days and a pill still moves) stays there as 'a crowded month' in schedule.e2e.test.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);
const today = () => toLocalInput(new Date()).date;
const cell = (page: Page, day: string) => page.locator(`[role="group"][data-day="${day}"]`);
const gridReady = (page: Page) => page.locator('[data-view]:not([aria-busy])').waitFor();

describe('2,000 jobs in a month', () => {
  it('renders the month and moves a pill (timings printed)', { timeout: 300_000 }, async () => {
    const page = await openPage(browser);
    const email = `bulk-${stamp()}@bulk.test`;
    await page.goto('/auth/login');
    const res = await page.request.post('/api/auth/register', {
      data: { orgName: 'Bulk Services', name: 'Bulk Admin', email, password: 'secret-pass1' },
    });
    expect(res.status()).toBe(201); // and signed in: the context shares the session cookie

    // 2,000 jobs over the month's days, 25 to a request (the alias limit is 30).
    const month = today().slice(0, 7);
    const lastDay = Number(addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1).slice(8));
    const inputs = Array.from({ length: 2000 }, (_, i) => ({
      title: `Bulk job ${i + 1}`,
      scheduledAt: fromLocalInput(
        `${month}-${String((i % lastDay) + 1).padStart(2, '0')}`,
        `${String(7 + (i % 10)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      )!,
    }));
    // The job the test drags: the earliest of its day, so it is the first pill wherever it lands.
    inputs[0] = { title: 'Perf drag', scheduledAt: fromLocalInput(`${month}-10`, '05:00')! };
    const started = Date.now();
    for (let i = 0; i < inputs.length; i += 25) {
      const batch = inputs.slice(i, i + 25);
      const doc = `mutation(${batch.map((_, k) => `$i${k}: CreateJobInput!`).join(', ')}) { ${batch
        .map((_, k) => `j${k}: createJob(input: $i${k}) { __typename }`)
        .join(' ')} }`;
      await gql(page, doc, Object.fromEntries(batch.map((input, k) => [`i${k}`, input])));
    }
    console.log(`created 2,000 jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // First render: navigation to a ready grid (query + render).
    const answers: number[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/graphql') && r.request().postData()?.includes('ScheduleDays')) answers.push((await r.body()).length);
    });
    await page.goto(`/schedule?date=${month}-15`);
    await page.locator('[data-view]:not([aria-busy]) a[data-job-id]').first().waitFor({ timeout: 60_000 });
    const firstLoad = await page.evaluate(() => performance.now());
    const pills = await page.locator('a[data-job-id]').count();
    await screenshot(page, 'schedule-2000-month-desktop');

    // Render from the cache: Next (another month), then Prev back to the 2,000, timed in the page until the
    // middle of the month shows its pills again.
    const mid = `[data-day="${month}-15"] a[data-job-id]`;
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction((mid) => !document.querySelector(mid), mid);
    await gridReady(page);
    const cachedRender = await page.evaluate(
      (mid) =>
        new Promise<number>((resolve) => {
          const t0 = performance.now();
          const prev = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Prev')!;
          prev.click();
          const poll = () => (document.querySelector(mid) ? resolve(performance.now() - t0) : requestAnimationFrame(poll));
          poll();
        }),
      mid,
    );
    await gridReady(page);

    // Drags: from the drop event to the pill painted in the new cell (10th → 12th → 14th → 16th; the moved job is
    // the earliest of every day, so it is always the first pill).
    const id = (await page.locator(`[data-day="${month}-10"] a[data-job-id]`, { hasText: 'Perf drag' }).getAttribute('data-job-id'))!;
    const drops: number[] = [];
    for (const [from, to] of [
      [10, 12],
      [12, 14],
      [14, 16],
    ]) {
      const target = `${month}-${to}`;
      await page.evaluate(
        ({ id, target }) => {
          const w = window as unknown as { __dropTime?: Promise<number> };
          w.__dropTime = new Promise((resolve) => {
            document.addEventListener(
              'drop',
              () => {
                const t0 = performance.now();
                const poll = () =>
                  document.querySelector(`[data-day="${target}"] a[data-job-id="${id}"]`)
                    ? requestAnimationFrame(() => resolve(performance.now() - t0))
                    : requestAnimationFrame(poll);
                poll();
              },
              { capture: true, once: true },
            );
          });
        },
        { id, target },
      );
      await page
        .locator(`[data-day="${month}-${from}"] a[data-job-id="${id}"]`)
        .dragTo(cell(page, target), { sourcePosition: { x: 6, y: 5 } });
      drops.push(await page.evaluate(() => (window as unknown as { __dropTime: Promise<number> }).__dropTime));
      await page.waitForTimeout(300); // let the call settle before the next drag
    }
    console.log(
      `2,000-job month (Chromium): first load to ready grid ${firstLoad.toFixed(0)} ms after navigation start, ${pills} pills shown ` +
        `(month summaries ${((answers[0] ?? 0) / 1024).toFixed(0)} KB); ` +
        `re-render from cache ${cachedRender.toFixed(1)} ms; drop to pill in the new cell ${drops.map((d) => d.toFixed(1)).join(' / ')} ms`,
    );
    await page.context().close();
  });
});
