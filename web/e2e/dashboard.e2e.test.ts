import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../../api/src/rules/zoned-time';
import { gql, launch, login, openPage, screenshot } from './browser';

// The dashboard in Chromium against the demo business: counts and links agree with the API, and it is live.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Dashboard {
  jobsToday: number;
  totalJobs: number;
  todaysJobs: { id: string; scheduledAt: string }[];
  upcomingJobs: { id: string; scheduledAt: string }[];
}
const DASHBOARD = '{ dashboard { jobsToday totalJobs todaysJobs { id scheduledAt } upcomingJobs { id scheduledAt } } }';

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);

describe('dashboard', () => {
  it('shows the counts, today’s and the next 5 jobs, and links where the spec says', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const { dashboard } = await gql<{ dashboard: Dashboard }>(page, DASHBOARD);
    await expect.poll(() => stat(page, 'Jobs Today').textContent()).toBe(String(dashboard.jobsToday));
    expect(await stat(page, 'Total Jobs').textContent()).toBe(String(dashboard.totalJobs));
    expect(dashboard.totalJobs).toBeGreaterThan(100);

    expect(await page.getByRole('link', { name: 'Jobs Today' }).getAttribute('href')).toBe('/schedule');
    expect(await page.getByRole('link', { name: 'Total Jobs' }).getAttribute('href')).toBe('/jobs');
    expect(await page.getByRole('button', { name: 'New Job' }).count()).toBe(1);

    const todays = page.getByRole('region', { name: "Today's Schedule" });
    const todayLinks = await todays.locator('a[href^="/jobs/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(todayLinks).toEqual(dashboard.todaysJobs.map((j) => `/jobs/${j.id}`));
    const today = toLocalInput(new Date()).date;
    expect(dashboard.todaysJobs.every((j) => toLocalInput(j.scheduledAt).date === today)).toBe(true);

    const upcoming = page.getByRole('region', { name: 'Upcoming Jobs' });
    const upcomingLinks = await upcoming.locator('li a[href^="/jobs/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(upcomingLinks).toEqual(dashboard.upcomingJobs.map((j) => `/jobs/${j.id}`));
    expect(upcomingLinks).toHaveLength(5);
    const times = dashboard.upcomingJobs.map((j) => j.scheduledAt);
    expect([...times].sort()).toEqual(times);
    expect(toLocalInput(times[0]).date > today).toBe(true);
    expect(await upcoming.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/jobs');

    const actions = page.getByRole('region', { name: 'Quick Actions' });
    const hrefs = await actions.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(hrefs).toEqual([
      ['New Job', '/jobs/new'],
      ['Schedule', '/schedule'],
      ['Customers', '/customers'],
      ['Equipment', '/equipment'],
    ]);
    await screenshot(page, 'dashboard-desktop');

    await page.getByRole('link', { name: 'Jobs Today' }).click();
    await page.waitForURL((url) => url.pathname === '/schedule');
    await page.context().close();
  });

  it('counts a job another user books for today without reload, and fits a phone', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'admin@coolair.com.au');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const { dashboard } = await gql<{ dashboard: Dashboard }>(page, DASHBOARD);
    await expect.poll(() => stat(page, 'Jobs Today').textContent()).toBe(String(dashboard.jobsToday));
    await screenshot(page, 'dashboard-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const other = await openPage(browser);
    await login(other, 'manager@coolair.com.au');
    const title = `Dashboard live ${Date.now().toString(36).slice(-5)}`;
    // 11:59 pm today Melbourne: always still today, and after every seeded job of the day.
    await gql(other, 'mutation($input: CreateJobInput!) { createJob(input: $input) { __typename } }', {
      input: { title, scheduledAt: fromLocalInput(toLocalInput(new Date()).date, '23:59') },
    });
    await expect.poll(() => stat(page, 'Jobs Today').textContent(), { timeout: 10_000 }).toBe(String(dashboard.jobsToday + 1));
    expect(await stat(page, 'Total Jobs').textContent()).toBe(String(dashboard.totalJobs + 1));
    await page.getByRole('region', { name: "Today's Schedule" }).getByRole('link', { name: title }).waitFor();
    await other.context().close();
    await page.context().close();
  });
});

/** Elements under `selector` whose text is cut (wider than their box), by their text. */
const cutTexts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((roots) =>
      roots.flatMap((root) =>
        [root, ...root.querySelectorAll('*')]
          .filter((el) => el.children.length === 0 && el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent ?? ''),
      ),
    );

describe('on a phone', () => {
  it('shows customer names on the dashboard and addresses in the customer list in full', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'manager@coolair.com.au');
    await page.locator('li[data-job-id]').first().waitFor();
    expect(await cutTexts(page, 'li[data-job-id]')).toEqual([]);
    await screenshot(page, 'dashboard-rows-mobile');
    await page.goto('/customers');
    await page.getByText('Address').first().waitFor();
    expect(await cutTexts(page, 'main li')).toEqual([]);
    await page.context().close();
  });
});
