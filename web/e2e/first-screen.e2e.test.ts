import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gql, launch, login, openPage } from './browser';

// A signed-in cold load of a technician's screen: the server's app page paints the app's loading screen before any
// of the app's code has run, and the screen's own query goes out once, started by its route beside the viewer's
// (web/src/lib/screen-query.ts), not asked again by the screen when it mounts.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const operationOf = (request: Request) => {
  try {
    return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
};

describe("a technician's first screen", () => {
  it('shows the loading screen from the server before the app has run; signed out, the page is as built', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const res = await page.request.post('/api/auth/login', { data: { email: 'jake@coolair.com.au', password: 'spanner-demo' } });
      expect(res.ok()).toBe(true);
      for (const path of ['/', '/schedule', '/jobs']) {
        await page.goto(path);
        expect(await page.getByRole('progressbar', { name: 'Loading…' }).count(), path).toBe(1);
        expect(await page.locator('#root').textContent(), path).toBe('Loading…');
      }
      // A page outside the main portal (the sign-in page) is index.html as built: nothing in it until the app runs.
      await page.goto('/auth/login');
      expect(await page.locator('#root').innerHTML()).toBe('');
      await context.clearCookies();
      await page.goto('/jobs');
      expect(await page.locator('#root').innerHTML()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('asks for the job once, and shows it in the first frame with the viewer', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'jake@coolair.com.au');
    const { dashboard } = await gql<{
      dashboard: { todaysJobs: { id: string; title: string }[]; upcomingJobs: { id: string; title: string }[] };
    }>(page, '{ dashboard { todaysJobs { id title } upcomingJobs { id title } } }');
    const job = dashboard.todaysJobs[0] ?? dashboard.upcomingJobs[0];
    const fresh = await page.context().newPage();
    const operations: string[] = [];
    fresh.on('request', (request) => {
      const name = request.url().endsWith('/graphql') ? operationOf(request) : null;
      if (name) operations.push(name);
    });
    // What the page's heading says the first moment the frame (its navigation) is on the screen: the job's title, not
    // a job page still waiting for its job inside the frame.
    await fresh.addInitScript(() => {
      const first = { heading: null as string | null };
      (window as unknown as { firstFrame: typeof first }).firstFrame = first;
      const observer = new MutationObserver(() => {
        if (!document.querySelector('nav')) return;
        first.heading = document.querySelector('h1')?.textContent ?? '';
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await fresh.goto(`/jobs/${job.id}`);
    await fresh.getByRole('heading', { level: 1 }).waitFor();
    expect(operations.filter((name) => name === 'JobDetail')).toEqual(['JobDetail']);
    expect(operations.filter((name) => name === 'Viewer')).toEqual(['Viewer']);
    const firstFrame = await fresh.evaluate(() => (window as unknown as { firstFrame: { heading: string | null } }).firstFrame);
    expect(firstFrame.heading).toBe(job.title);
  });
});
