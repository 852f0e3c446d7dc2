import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../../api/src/rules/zoned-time';
import { gql, launch, login, openPage, screenshot } from './browser';

// The dashboard in Chromium against the demo business: live when another user books a job, and readable on a phone.

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

describe('dashboard', () => {
  // The screen's counts, lists, links and quick actions are DashboardPage.test.tsx's; what the dashboard query answers
  // (today's jobs in Melbourne time, the next 5 after today in order, a technician's own) is api/test/schedule.test.ts's.
  it('counts a job another user books for today without reload, and fits a phone with names and addresses in full', async () => {
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

    // On the phone, customer names on the dashboard and addresses in the customer list read in full.
    expect(await cutTexts(page, 'li[data-job-id]')).toEqual([]);
    await screenshot(page, 'dashboard-rows-mobile');
    await page.goto('/customers');
    await page.getByText('Address').first().waitFor();
    expect(await cutTexts(page, 'main li')).toEqual([]);
    await page.context().close();
  });
});
