import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { gql, launch, login, openPage, screenshot } from './browser';
import { savedJobIds } from './device-copy';

// The installed app with no network: a technician signs in with signal, the app keeps their next days on the
// device (IndexedDB) and the service worker keeps the app; with the network cut and the page reloaded, their next job,
// its customer and its equipment are there under the offline bar. Signing out wipes the device's copy.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface TodaysJob {
  id: string;
  title: string;
  customer: { name: string; address: string; phone: string | null } | null;
  equipment: { name: string }[];
}

describe('offline reads', { timeout: 180_000 }, () => {
  it("shows a technician's saved day after an offline reload, and signing out wipes it", async () => {
    const page = await openPage(browser, 390, { bypassCSP: true, serviceWorker: true });
    await login(page, 'jake@coolair.com.au');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // Jake's next jobs as the API gives him (his own: the policy's job scope), with what the visit needs: today's,
    // or on a weekend or holiday (the demo books the odd call-out only) his next working day's, which the device
    // keeps too (today and the next 7 days).
    const { dashboard } = await gql<{ dashboard: { todaysJobs: TodaysJob[]; upcomingJobs: TodaysJob[] } }>(
      page,
      `{ dashboard {
        todaysJobs { id title customer { name address phone } equipment { name } }
        upcomingJobs { id title customer { name address phone } equipment { name } }
      } }`,
    );
    const next = [...dashboard.todaysJobs, ...dashboard.upcomingJobs];
    const job = next.find((j) => j.customer && j.equipment.length) ?? next[0];
    expect(job, 'the demo gives Jake work in the next days').toBeTruthy();

    // The service worker is installed and the device holds his jobs, the next one among them.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => savedJobIds(page)).toContain(job.id);

    // The network goes while the app is open: the screen stays, and the saved jobs are one press away.
    await page.context().setOffline(true);
    await page.getByText("You're offline", { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show saved jobs' }).click();
    await page.getByText(/^Offline — showing what was saved at /).waitFor();

    // Opened again with no network at all: the service worker's app shell and the device's copy.
    await page.reload();
    await page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2} [ap]m$/).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Today, / }).waitFor();
    const saved = page.locator(`a[href="/jobs/${job.id}"]`).first();
    await saved.waitFor();
    await screenshot(page, 'offline-schedule-390');
    expect(await violations(page)).toEqual([]);

    await saved.click();
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    if (job.customer) {
      const customer = page.getByRole('region', { name: 'Customer' });
      await customer.getByText(job.customer.name, { exact: true }).waitFor();
      await customer.getByText(job.customer.address, { exact: true }).waitFor();
      expect(await customer.getByRole('link', { name: 'Navigate' }).getAttribute('href')).toContain(
        encodeURIComponent(job.customer.address),
      );
      if (job.customer.phone) {
        expect(await customer.getByRole('link', { name: job.customer.phone }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
      }
    }
    for (const unit of job.equipment) await page.getByRole('heading', { name: unit.name, exact: true }).waitFor();
    await screenshot(page, 'offline-job-390');
    expect(await violations(page)).toEqual([]);

    // Back online, signing out removes the saved jobs; offline again, nothing of Jake's is shown.
    await page.context().setOffline(false);
    await page.goto('/logout');
    await page.waitForURL(/\/login$/);
    expect(await savedJobIds(page)).toEqual([]);
    await page.context().setOffline(true);
    await page.goto('/schedule');
    await page.getByText("You're offline", { exact: true }).waitFor();
    expect(await page.getByText(job.title).count()).toBe(0);
    await page.context().close();
  });
});
