import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromLocalInput, toLocalInput } from '../../api/src/rules/zoned-time';
import { boxOf, gql, launch, login, openPage, screenshot } from './browser';

// The schedule in Chromium against the real API and the demo business: the grids, drag and drop with the mouse
// and the keyboard, live updates between two users, the phone week list, a failed reschedule, and the month view
// crowded past its cap. The same month with 2,000 jobs, timed, is `npm run bench -w web` (e2e/schedule-month.bench.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);

/** Melbourne day arithmetic for the test's own bookkeeping. */
const today = () => toLocalInput(new Date()).date;
const dayOf = (iso: string) => toLocalInput(iso).date;

/** Days of the current month: each test moves its own job between its own two days, early in the morning (the
 * seeded jobs are 7 am – 4:30 pm), so the pill is the first of its cell and never behind '+N more…'. */
const monthDay = (d: number) => `${today().slice(0, 8)}${String(d).padStart(2, '0')}`;
const twoDays = (from: number, to: number): [string, string] => [monthDay(from), monthDay(to)];

async function createJob(page: Page, title: string, scheduledAt: string, durationMinutes?: number): Promise<string> {
  const data = await gql<{ createJob: { id: string } }>(
    page,
    'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } ... on AppError { message } } }',
    { input: { title, scheduledAt, durationMinutes } },
  );
  if (!data.createJob.id) throw new Error(`createJob failed: ${JSON.stringify(data)}`);
  return data.createJob.id;
}

const cell = (page: Page, day: string) => page.locator(`[role="group"][data-day="${day}"]`);
const pill = (page: Page, id: string) => page.locator(`a[data-job-id="${id}"]`);
/** Drag a pill to a day with the mouse. Grabbed off-centre: react-aria reads a press at the exact centre as a
 * screen reader's virtual click (as TalkBack sends) and starts its accessible drag mode instead. */
/** Drops on the top of the day (its number), which is in view whenever the day is, however tall the cell. */
const drag = (page: Page, id: string, day: string) =>
  pill(page, id).dragTo(cell(page, day), { sourcePosition: { x: 6, y: 5 }, targetPosition: { x: 24, y: 12 } });
/** The grid has its data. After a view switch, name the view: until React commits the new view, the old grid is
 * still on the page and not busy. */
const gridReady = (page: Page, view?: 'month' | 'week') =>
  page.locator(`[data-view${view ? `="${view}"` : ''}]:not([aria-busy])`).waitFor();

/**
 * Until the server holds the job at `scheduledAt`: a pill moves on the screen before its move is saved (the
 * schedule shows it at once and saves it after), so what is read from the server, or a reload, waits for this.
 */
async function savedAt(page: Page, id: string, scheduledAt: string | null) {
  await expect
    .poll(
      async () =>
        (await gql<{ job: { scheduledAt: string } }>(page, 'query($id: ID!) { job(id: $id) { scheduledAt } }', { id })).job.scheduledAt,
    )
    .toBe(scheduledAt);
}

async function openSchedule(page: Page, query = '') {
  await page.goto(`/schedule${query}`);
  await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
  await gridReady(page);
}

/** Each shown day shows min(n, cap) pills and '+N more…' past the cap, n from jobsInRange for the same range. */
async function expectCellsMatchApi(page: Page, cap: number) {
  const days = await page.locator('[role="group"][data-day]').evaluateAll((els) => els.map((e) => e.getAttribute('data-day')!));
  const start = fromLocalInput(days[0], '00:00')!;
  const end = fromLocalInput(addDays(days[days.length - 1], 1), '00:00')!;
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
    await login(page, 'manager@coolair.com.au', { to: null });
    await openSchedule(page);
    const month = await expectCellsMatchApi(page, 3);
    await screenshot(page, 'schedule-month-desktop');

    await page.getByRole('button', { name: /Month view/ }).click();
    await page.getByRole('option', { name: 'Week view' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'week');
    await gridReady(page, 'week');
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
    await screenshot(page, 'schedule-day-dialog-desktop');
    await page.keyboard.press('Escape');

    // Technician filter: only that technician's jobs stay.
    await page.getByRole('button', { name: /All technicians/ }).click();
    await page.getByRole('option', { name: /^Jake/ }).click();
    await page.waitForURL((url) => !!url.searchParams.get('tech'));
    await page.getByRole('button', { name: /^Jake/ }).waitFor(); // the filter's new value is on screen
    await gridReady(page);
    const dots = await page.locator('a[data-job-id] [role="img"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(dots.every((label) => label?.includes('Jake'))).toBe(true);
    await page.context().close();
  });
});

describe('week view time axis', () => {
  it('places jobs by start time, sized by duration, overlapping side by side, with the current-time line; the keyboard still moves them', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: null });
    // This week's Monday and Wednesday, before dawn (the seeded jobs and the other tests' are 6 am or later).
    const monday = addDays(today(), -((new Date(`${today()}T12:00:00Z`).getUTCDay() + 6) % 7));
    const wednesday = addDays(monday, 2);
    const early = await createJob(page, `Axis early ${stamp()}`, fromLocalInput(monday, '04:00')!);
    const overlap = await createJob(page, `Axis overlap ${stamp()}`, fromLocalInput(monday, '04:30')!);
    const later = await createJob(page, `Axis later ${stamp()}`, fromLocalInput(monday, '05:00')!, 90);
    await openSchedule(page, `?view=week&date=${monday}`);
    await gridReady(page, 'week');
    const grid = page.locator('[data-view="week"]');
    await grid.getByText('4 am', { exact: true }).waitFor(); // the axis stretches to the earliest job

    const box = async (id: string) => (await pill(page, id).boundingBox())!;
    const [a, b, c] = [await box(early), await box(overlap), await box(later)];
    // Half an hour apart: b starts half an hour (24 px) below a; a and b overlap, so they share the width side by side.
    expect(Math.round(b.y - a.y)).toBe(24);
    expect(b.x).toBeGreaterThan(a.x + a.width - 2);
    expect(Math.round(a.height)).toBe(Math.round(b.height));
    // 5:00 starts when 4:00 ends: it takes the first column again, below the first job, and its 90 minutes make it
    // half as tall again as the standard hour.
    expect(Math.round(c.y - a.y)).toBe(48);
    expect(Math.round(c.height - a.height)).toBe(24);
    expect(Math.round(c.x)).toBe(Math.round(a.x));
    expect(c.width).toBeCloseTo(a.width, 0);
    await screenshot(page, 'schedule-week-time-axis-desktop');

    // Today's column has the line at the current time, placed between the hour labels around it.
    const now = toLocalInput(new Date());
    const hour = Number(now.time.slice(0, 2));
    if (hour >= 4 && hour < 20) {
      const line = (await cell(page, today()).locator('[data-now-line]').boundingBox())!;
      const label = (await grid.getByText(`${hour % 12 || 12} ${hour < 12 ? 'am' : 'pm'}`, { exact: true }).boundingBox())!;
      expect(line.y).toBeGreaterThanOrEqual(label.y - 4);
      expect(line.y).toBeLessThanOrEqual(label.y + 48);
    }
    expect(await page.locator('[data-now-line]').count()).toBeLessThanOrEqual(1);

    // Keyboard drag and drop on the axis: Enter on the pill, Tab to Wednesday, Enter; it keeps its time.
    await pill(page, later).focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 50; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-day'))) === wednesday) break;
    }
    await page.keyboard.press('Enter');
    await cell(page, wednesday).locator(`a[data-job-id="${later}"]`).waitFor();
    await savedAt(page, later, fromLocalInput(wednesday, '05:00'));
    // Alone on Wednesday, it has the whole column.
    const moved = await box(later);
    const column = (await cell(page, wednesday).boundingBox())!;
    expect(moved.width).toBeGreaterThan(column.width - 8);
    await page.context().close();
  });
});

describe('rescheduling by drag and drop', () => {
  it('moves a pill with the mouse and another with the keyboard (Enter, Tab to the day, Enter), keeping the local time; both stay after reload', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: null });
    const [from, to] = twoDays(5, 7);
    const id = await createJob(page, `Drag ${stamp()}`, fromLocalInput(from, '06:05')!);
    const [keysFrom, keysTo] = twoDays(6, 8);
    const keys = await createJob(page, `Keys ${stamp()}`, fromLocalInput(keysFrom, '06:10')!);
    await openSchedule(page, `?date=${from}`);
    await drag(page, id, to);
    await cell(page, to).locator(`a[data-job-id="${id}"]`).waitFor();
    expect(await pill(page, id).textContent()).toContain('6:05am');
    await savedAt(page, id, fromLocalInput(to, '06:05'));

    await pill(page, keys).focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 50; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-day'))) === keysTo) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(keysTo);
    await page.keyboard.press('Enter');
    await cell(page, keysTo).locator(`a[data-job-id="${keys}"]`).waitFor();
    await savedAt(page, keys, fromLocalInput(keysTo, '06:10'));

    await page.reload();
    await gridReady(page);
    await cell(page, to).locator(`a[data-job-id="${id}"]`).waitFor();
    await cell(page, keysTo).locator(`a[data-job-id="${keys}"]`).waitFor();
    await page.context().close();
  });

  it('in week view, starts the job at the row it is dropped on (in the organisation’s zone), and Undo puts it back', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: null });
    // The week after next: Tuesday 7 am to Thursday, dropped just below the 11 am line.
    const monday = addDays(today(), 14 - ((new Date(`${today()}T12:00:00Z`).getUTCDay() + 6) % 7));
    const [tuesday, thursday] = [addDays(monday, 1), addDays(monday, 3)];
    const id = await createJob(page, `Drop time ${stamp()}`, fromLocalInput(tuesday, '07:00')!);
    await openSchedule(page, `?view=week&date=${monday}`);
    await gridReady(page, 'week');
    const label = (await page.locator('[data-view="week"]').getByText('11 am', { exact: true }).boundingBox())!;
    const column = (await cell(page, thursday).boundingBox())!;
    // The hour's label sits 2 px below its line; 10 px below the line is 11:12, in the 11:00 quarter.
    await pill(page, id).dragTo(cell(page, thursday), {
      sourcePosition: { x: 6, y: 5 },
      targetPosition: { x: 12, y: label.y - 2 + 10 - column.y },
    });
    await savedAt(page, id, fromLocalInput(thursday, '11:00'));
    await cell(page, thursday).locator(`a[data-job-id="${id}"]`).waitFor();
    expect(await pill(page, id).textContent()).toContain('11am');
    await screenshot(page, 'schedule-week-drop-undo-desktop');

    await page.getByRole('button', { name: 'Undo' }).click();
    await savedAt(page, id, fromLocalInput(tuesday, '07:00'));
    await cell(page, tuesday).locator(`a[data-job-id="${id}"]`).waitFor();
    await page.context().close();
  });
});

describe('live updates', () => {
  it('a move by the manager shows in the admin’s schedule and jobs list without reload', async () => {
    const manager = await openPage(browser);
    await login(manager, 'manager@coolair.com.au', { to: null });
    const admin = await openPage(browser);
    await login(admin, 'admin@coolair.com.au', { to: null });
    const [from, to] = twoDays(12, 14);
    const title = `Live ${stamp()}`;
    const id = await createJob(manager, title, fromLocalInput(from, '06:20')!);

    await openSchedule(admin, `?date=${from}`);
    await cell(admin, from).locator(`a[data-job-id="${id}"]`).waitFor();
    const list = await admin.context().newPage();
    await list.goto('/jobs?view=all');
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
  it('shows Monday to Sunday with counts and job cards at 390 px, opened at today below the top bar', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'manager@coolair.com.au', { to: '/schedule' });
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

    // Opened scrolled to today, with today's heading in view below the sticky top bar (not under it).
    const heading = page.locator(`section[data-day="${today()}"] h2`);
    await heading.waitFor();
    // Scrolled once the week has loaded: wait until the page has moved, unless today is the week's first day.
    if ((await sections.first().getAttribute('data-day')) !== today()) await page.waitForFunction(() => window.scrollY > 0);
    const bar = await boxOf(page.locator('header').first());
    const top = await boxOf(heading);
    expect(top.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(top.y + top.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await screenshot(page, 'schedule-today-390', { fullPage: false });

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

describe('a crowded month', () => {
  it('caps every day at 3 pills with "+N more…", and the earliest pill of a crowded day moves by drag', async () => {
    const page = await openPage(browser);
    await page.goto('/auth/login');
    const res = await page.request.post('/api/auth/register', {
      data: { orgName: 'Crowded Services', name: 'Crowd Admin', email: `crowd-${stamp()}@crowd.test`, password: 'secret-pass1' },
    });
    expect(res.status()).toBe(201); // and signed in: the context shares the session cookie
    // Five jobs on each of two days; the one dragged is the earliest, so it is the first pill wherever it lands.
    const [from, to] = twoDays(10, 12);
    const id = await createJob(page, 'Crowd drag', fromLocalInput(from, '05:00')!);
    for (const day of [from, to])
      for (let i = 0; i < 5; i++) await createJob(page, `Crowd job ${i + 1}`, fromLocalInput(day, `${String(7 + i).padStart(2, '0')}:00`)!);

    await openSchedule(page, `?date=${from}`);
    expect(await expectCellsMatchApi(page, 3)).toBe(11);
    await drag(page, id, to);
    await cell(page, to).locator(`a[data-job-id="${id}"]`).waitFor();
    await savedAt(page, id, fromLocalInput(to, '05:00'));
    await gridReady(page);
    expect(await expectCellsMatchApi(page, 3)).toBe(11);
    await page.context().close();
  });
});
