import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../../api/src/rules/zoned-time';
import { gql, launch, login, openPage, screenshot } from './browser';

// In Chromium: a job becomes done only through Complete, the jobs list opens on today, and the job form
// as a busy tradie uses it (impossible dates, the default time, a missing title); its toasts, placement.e2e.test.ts's.
// Without a browser: a
// technician's new job is theirs (features/jobs/new-job-own.test.tsx), the calendar's pills and legend
// (features/schedule/schedule.test.tsx), the phone schedule's scroll to today (placement.e2e.test.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);

async function createJob(page: Page, input: Record<string, unknown>): Promise<string> {
  const data = await gql<{ createJob: { id?: string } }>(
    page,
    'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } ... on AppError { message } } }',
    { input },
  );
  if (!data.createJob.id) throw new Error(`createJob failed: ${JSON.stringify(data)}`);
  return data.createJob.id;
}

/** Hours from today's Melbourne midnight, as an ISO instant. */
const fromToday = (hours: number) => new Date(localDayOf(new Date()).start.getTime() + hours * 3_600_000).toISOString();

describe('Done only through Complete', () => {
  it('Status: Done in Edit Job saves the rest and opens Complete; the job is completed with a record', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: null });
    const title = `Roof unit ${stamp()}`;
    const id = await createJob(page, { title, scheduledAt: fromToday(34) });

    await page.goto(`/jobs/${id}/edit`);
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Done' }).click();
    await page.getByText('Saving opens Complete, which records the work, its charges and any follow-up').waitFor();
    await page.getByRole('textbox', { name: 'Description' }).fill('Replaced the capacitor');
    await screenshot(page, 'job-edit-done-desktop');
    await page.getByRole('button', { name: 'Save and Complete' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Complete this job?' });
    await dialog.waitFor();
    await page.getByText('Replaced the capacitor').waitFor(); // the other edits were saved
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');

    const { job } = await gql<{ job: { status: string; completion: { id: string } | null } }>(
      page,
      'query($id: ID!) { job(id: $id) { status completion { id } } }',
      { id },
    );
    expect(job.status).toBe('done');
    expect(job.completion?.id).toBeTruthy();

    await page.goto(`/jobs/${id}`);
    await page.getByRole('link', { name: 'View completed job' }).waitFor();
    expect(await page.getByRole('button', { name: 'Complete' }).count()).toBe(0);
    await page.goto(`/jobs/${id}/edit`);
    await page.getByText('This job has been completed, so its status stays Done').waitFor();
    await page.context().close();
  });
});

describe('Today first', () => {
  it('opens on Today & upcoming, soonest first; Overdue and Unscheduled are their own labelled views', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: null });
    const id = stamp();
    await createJob(page, { title: `Missed ${id}`, scheduledAt: fromToday(-20) });
    await createJob(page, { title: `To book ${id}` });
    await createJob(page, { title: `Later ${id}`, scheduledAt: fromToday(24 * 3) });
    // At the day's first instant: whatever else the suite books for today (from now on) comes after it.
    await createJob(page, { title: `Early today ${id}`, scheduledAt: fromToday(0) });

    await page.goto('/jobs');
    const upcoming = page.getByRole('tab', { name: /^Today & upcoming \d+$/ });
    await upcoming.waitFor();
    expect(await upcoming.getAttribute('aria-selected')).toBe('true');
    // Today's first job is the first card, before anything later.
    const firstCard = page.locator('main [role="tabpanel"] a[href^="/jobs/"]').first();
    await expect.poll(() => firstCard.textContent()).toBe(`Early today ${id}`);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(id);
    await page.getByRole('link', { name: `Later ${id}` }).waitFor();
    expect(await page.getByRole('link', { name: `Missed ${id}` }).count()).toBe(0);
    expect(await page.getByRole('link', { name: `To book ${id}` }).count()).toBe(0);
    await screenshot(page, 'jobs-today-first-desktop');

    await page.getByRole('tab', { name: 'Overdue 1' }).click();
    await page.getByRole('link', { name: `Missed ${id}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('overdue');
    await page.getByRole('tab', { name: 'Unscheduled 1' }).click();
    await page.getByRole('link', { name: `To book ${id}` }).waitFor();
    await page.getByRole('tab', { name: 'All 4' }).click();
    await page.getByRole('link', { name: `Missed ${id}` }).waitFor();
    await page.context().close();
  });
});

describe('the job form', () => {
  it('refuses 31/02, shows the default 9:00 am, and takes the user to a missing title', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'manager@coolair.com.au', { to: '/jobs/new' });
    await page.getByRole('heading', { name: 'New Job' }).waitFor();

    const date = page.getByRole('group', { name: 'Scheduled date' });
    await date.getByRole('spinbutton').first().click();
    await page.keyboard.type('31022027');
    const time = page.getByRole('group', { name: 'Time' });
    await time.getByRole('spinbutton').first().click();
    await page.getByText('31/02/2027 is not a date').waitFor();

    await date.getByRole('spinbutton').first().click();
    await page.keyboard.type('28022027');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.getByText('31/02/2027 is not a date').waitFor({ state: 'detached' });
    // The time the visit gets is shown, not left blank.
    await expect.poll(() => time.getByRole('spinbutton').allTextContents()).toEqual(['9', '00', 'am']);

    // A missing title below the fold: the form scrolls to it and focuses it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Create Job' }).click();
    await page.getByText('Title is required').waitFor();
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await title.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(844);
    await screenshot(page, 'job-new-errors-mobile');
    await page.context().close();
  });
});
