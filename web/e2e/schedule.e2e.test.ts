import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../../api/src/rules/zoned-time';
import { launch, login, openPage, screenshot } from './browser';

// The schedule in Chromium against the real API and the demo business: the grids, drag and drop with the mouse
// and the keyboard, live updates between two users, the phone week list, a failed reschedule, and the month view
// with 2,000 jobs (timings printed, not asserted).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);

/** A GraphQL call with the page's own session. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { query, variables },
  );
}

/** Melbourne day arithmetic for the test's own bookkeeping. */
const today = () => toLocalInput(new Date()).date;
const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const dayOf = (iso: string) => toLocalInput(iso).date;

/** Days of the current month: each test moves its own job between its own two days, early in the morning (the
 * seeded jobs are 7 am – 4:30 pm), so the pill is the first of its cell and never behind '+N more…'. */
const monthDay = (d: number) => `${today().slice(0, 8)}${String(d).padStart(2, '0')}`;
const twoDays = (from: number, to: number): [string, string] => [monthDay(from), monthDay(to)];

async function createJob(page: Page, title: string, scheduledAt: string): Promise<string> {
  const data = await gql<{ createJob: { id: string } }>(
    page,
    'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } ... on AppError { message } } }',
    { input: { title, scheduledAt } },
  );
  if (!data.createJob.id) throw new Error(`createJob failed: ${JSON.stringify(data)}`);
  return data.createJob.id;
}

const cell = (page: Page, day: string) => page.locator(`[role="group"][data-day="${day}"]`);
const pill = (page: Page, id: string) => page.locator(`a[data-job-id="${id}"]`);
/** Drag a pill to a day with the mouse. Grabbed off-centre: react-aria reads a press at the exact centre as a
 * screen reader's virtual click (as TalkBack sends) and starts its accessible drag mode instead. */
const drag = (page: Page, id: string, day: string) => pill(page, id).dragTo(cell(page, day), { sourcePosition: { x: 6, y: 5 } });
const gridReady = (page: Page) => page.locator('[data-view]:not([aria-busy])').waitFor();

async function openSchedule(page: Page, query = '') {
  await page.goto(`/schedule${query}`);
  await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
  await gridReady(page);
}

/** Each shown day shows min(n, cap) pills and '+N more…' past the cap, n from jobsInRange for the same range. */
async function expectCellsMatchApi(page: Page, cap: number) {
  const days = await page.locator('[role="group"][data-day]').evaluateAll((els) => els.map((e) => e.getAttribute('data-day')!));
  const start = fromLocalInput(days[0], '00:00')!;
  const end = fromLocalInput(plusDays(days[days.length - 1], 1), '00:00')!;
  const { jobsInRange } = await gql<{ jobsInRange: { id: string; scheduledAt: string }[] }>(
    page,
    'query($s: DateTime!, $e: DateTime!) { jobsInRange(start: $s, end: $e) { id scheduledAt } }',
    { s: start, e: end },
  );
  const counts = new Map<string, number>();
  for (const j of jobsInRange) counts.set(dayOf(j.scheduledAt), (counts.get(dayOf(j.scheduledAt)) ?? 0) + 1);
  expect(jobsInRange.length).toBeGreaterThan(0);
  for (const day of days) {
    const n = counts.get(day) ?? 0;
    const c = cell(page, day);
    expect(await c.locator('a[data-job-id]').count(), day).toBe(Math.min(n, cap));
    if (n > cap) await c.getByRole('button', { name: `+${n - cap} more…` }).waitFor();
    else expect(await c.getByRole('button', { name: /more…/ }).count()).toBe(0);
  }
  return jobsInRange.length;
}

describe('schedule grids', () => {
  it('month and week views show the seeded jobs, capped at 3 and 8 a day; the day number opens the day', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au');
    await openSchedule(page);
    const month = await expectCellsMatchApi(page, 3);
    await screenshot(page, 'schedule-month-desktop');

    await page.getByRole('button', { name: /Month view/ }).click();
    await page.getByRole('option', { name: 'Week view' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'week');
    await gridReady(page);
    const week = await expectCellsMatchApi(page, 8);
    await screenshot(page, 'schedule-week-desktop');
    console.log(`seeded jobs shown: ${month} in the month grid, ${week} in the week grid`);

    // Monday first, and the day dialog lists every job of the day.
    const days = await page.locator('[role="group"][data-day]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(days[0]).toMatch(/^Monday/);
    expect(days[6]).toMatch(/^Sunday/);
    const busiest = cell(page, today());
    const total = Number(((await busiest.getByRole('button').first().getAttribute('aria-label')) ?? '').match(/(\d+) jobs?$/)?.[1]);
    await busiest.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('li').count()).toBe(total);
    await page.waitForTimeout(400); // the dialog's entry animation
    await screenshot(page, 'schedule-day-dialog-desktop');
    await page.keyboard.press('Escape');

    // Technician filter: only that technician's jobs stay.
    await page.getByRole('button', { name: /All technicians/ }).click();
    await page.getByRole('option', { name: /^Jake/ }).click();
    await page.waitForURL((url) => !!url.searchParams.get('tech'));
    await gridReady(page);
    const dots = await page.locator('a[data-job-id] [role="img"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(dots.every((label) => label?.includes('Jake'))).toBe(true);
    await page.context().close();
  });
});

describe('rescheduling by drag and drop', () => {
  it('moves a pill with the mouse, keeps the local time, and it stays after reload', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au');
    const [from, to] = twoDays(5, 7);
    const id = await createJob(page, `Drag ${stamp()}`, fromLocalInput(from, '06:05')!);
    await openSchedule(page, `?date=${from}`);
    await drag(page, id, to);
    await cell(page, to).locator(`a[data-job-id="${id}"]`).waitFor();
    expect(await pill(page, id).textContent()).toContain('6:05am');

    await page.reload();
    await gridReady(page);
    await cell(page, to).locator(`a[data-job-id="${id}"]`).waitFor();
    const { job } = await gql<{ job: { scheduledAt: string } }>(page, 'query($id: ID!) { job(id: $id) { scheduledAt } }', { id });
    expect(job.scheduledAt).toBe(fromLocalInput(to, '06:05'));
    await page.context().close();
  });

  it('moves a pill with the keyboard: Enter, Tab to the day, Enter', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au');
    const [from, to] = twoDays(6, 8);
    const id = await createJob(page, `Keys ${stamp()}`, fromLocalInput(from, '06:10')!);
    await openSchedule(page, `?date=${from}`);
    await pill(page, id).focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 50; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-day'))) === to) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(to);
    await page.keyboard.press('Enter');
    await cell(page, to).locator(`a[data-job-id="${id}"]`).waitFor();
    await expect
      .poll(
        async () =>
          (await gql<{ job: { scheduledAt: string } }>(page, 'query($id: ID!) { job(id: $id) { scheduledAt } }', { id })).job.scheduledAt,
      )
      .toBe(fromLocalInput(to, '06:10'));
    await page.context().close();
  });

  it('rolls back with "Failed to reschedule job." when the call fails', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au');
    const [from, to] = twoDays(9, 11);
    const id = await createJob(page, `Fail ${stamp()}`, fromLocalInput(from, '06:15')!);
    await openSchedule(page, `?date=${from}`);
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('RescheduleJob') ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await drag(page, id, to);
    await page.getByText('Failed to reschedule job.').waitFor();
    await cell(page, from).locator(`a[data-job-id="${id}"]`).waitFor();
    expect(await cell(page, to).locator(`a[data-job-id="${id}"]`).count()).toBe(0);
    await screenshot(page, 'schedule-reschedule-failed-desktop');
    await page.context().close();
  });
});

describe('live updates', () => {
  it('a move by the manager shows in the admin’s schedule and jobs list without reload', async () => {
    const manager = await openPage(browser);
    await login(manager, 'manager@coolair.com.au');
    const admin = await openPage(browser);
    await login(admin, 'admin@coolair.com.au');
    const [from, to] = twoDays(12, 14);
    const title = `Live ${stamp()}`;
    const id = await createJob(manager, title, fromLocalInput(from, '06:20')!);

    await openSchedule(admin, `?date=${from}`);
    await cell(admin, from).locator(`a[data-job-id="${id}"]`).waitFor();
    const list = await admin.context().newPage();
    await list.goto('/jobs');
    await list.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
    await list.getByRole('link', { name: title }).waitFor();
    const when = (day: string) => new RegExp(`${Number(day.slice(8))} \\w+ ${day.slice(0, 4)}, 6:20`);
    await list.getByText(when(from)).waitFor();

    await openSchedule(manager, `?date=${from}`);
    await drag(manager, id, to);
    await cell(manager, to).locator(`a[data-job-id="${id}"]`).waitFor();

    await cell(admin, to).locator(`a[data-job-id="${id}"]`).waitFor({ timeout: 10_000 });
    expect(await cell(admin, from).locator(`a[data-job-id="${id}"]`).count()).toBe(0);
    await list.getByText(when(to)).waitFor({ timeout: 10_000 });

    // A job created elsewhere appears; a deleted one disappears.
    const other = await createJob(manager, `Live new ${stamp()}`, fromLocalInput(from, '06:00')!);
    await cell(admin, from).locator(`a[data-job-id="${other}"]`).waitFor({ timeout: 10_000 });
    await gql(manager, 'mutation($id: ID!) { deleteJob(id: $id) { __typename } }', { id: other });
    await cell(admin, from).locator(`a[data-job-id="${other}"]`).waitFor({ state: 'detached', timeout: 10_000 });
    await manager.context().close();
    await admin.context().close();
  });
});

describe('phone week list', () => {
  it('shows Monday to Sunday with counts and job cards at 390 px', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'manager@coolair.com.au');
    await page.goto('/schedule');
    const sections = page.locator('section[data-day]');
    await sections.first().waitFor();
    expect(await sections.count()).toBe(7);
    const headings = await sections.locator('h2').allTextContents();
    expect(headings[0]).toMatch(/^Monday/);
    expect(headings[6]).toMatch(/^Sunday/);
    expect(headings.every((h) => /\d+ jobs?$/.test(h))).toBe(true);
    await page.locator('section[data-day] a[href^="/jobs/"]').first().waitFor();
    await screenshot(page, 'schedule-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const title = page.locator('text=/ – /').first();
    const thisWeek = await title.textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect.poll(() => title.textContent()).not.toBe(thisWeek);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'This week' }).click();
    await expect.poll(() => title.textContent()).toBe(thisWeek);
    await page.context().close();
  });
});

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
    const lastDay = Number(plusDays(`${plusDays(`${month}-28`, 4).slice(0, 7)}-01`, -1).slice(8));
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
      `2,000-job month (Chromium): first load to ready grid ${firstLoad.toFixed(0)} ms after navigation start, ${pills} pills shown; ` +
        `re-render from cache ${cachedRender.toFixed(1)} ms; drop to pill in the new cell ${drops.map((d) => d.toFixed(1)).join(' / ')} ms`,
    );
    await page.context().close();
  });
});
