import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gql, launch, login, openPage } from './browser';

// A signed-in cold load of a technician's screen: the server renders the screen with its data (web/src/ssr), as the
// technician's rights allow and no more, in a page no browser or cache keeps; the browser paints it before any of
// the app's code has run, then hydrates it without asking for its data again. Other signed-in screens get the app's
// loading screen from the server; a signed-out browser gets the page as built.

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

interface ListedJob {
  id: string;
  title: string;
  technicians: { email: string }[];
}

describe("a technician's first screen", () => {
  it("renders the technician's screens with their data before the app has run, and only their own jobs", async () => {
    const office = await openPage(browser);
    await login(office, 'admin@coolair.com.au', { to: null });
    const listed = await office.request.get('/api/jobs?limit=100&view=all');
    const jobs = (await listed.json()) as ListedJob[];
    const own = jobs.find((j) => j.technicians.some((t) => t.email === 'jake@coolair.com.au'));
    const others = jobs.find((j) => j.technicians.length > 0 && !j.technicians.some((t) => t.email === 'jake@coolair.com.au'));
    await office.context().close();
    if (!own || !others) throw new Error('the demo has no job of Jake and one of another technician');

    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const res = await page.request.post('/api/auth/login', { data: { email: 'jake@coolair.com.au', password: 'spanner-demo' } });
      expect(res.ok()).toBe(true);
      const screens: [path: string, heading: string][] = [
        ['/', 'Dashboard'],
        ['/schedule', 'Schedule'],
        ['/jobs', 'Jobs'],
        [`/jobs/${own.id}`, own.title],
        [`/jobs/${own.id}/notes`, 'Notes & Charges'],
      ];
      for (const [path, heading] of screens) {
        const answer = await page.goto(path);
        // The user's own data: never kept by the browser or a cache between, and its inline styles allowed one by one.
        expect(answer?.headers()['cache-control'], path).toBe('private, no-store');
        const csp = answer?.headers()['content-security-policy'] ?? '';
        expect(csp, path).toContain("'unsafe-hashes'");
        expect(csp, path).not.toContain("'unsafe-inline'");
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
        expect(await page.getByRole('heading', { level: 1, name: heading }).count(), path).toBe(1);
      }
      // The dashboard holds Jake's day from the server's render: his first job of today (or the next), as GraphQL answers it.
      const answer = await page.request.post('/graphql', {
        headers: { origin: baseUrl(), 'x-spanner-csrf': '1' },
        data: { query: '{ dashboard { todaysJobs { title } upcomingJobs { title } } }' },
      });
      const { dashboard } = ((await answer.json()) as { data: { dashboard: Record<'todaysJobs' | 'upcomingJobs', { title: string }[]> } })
        .data;
      const first = dashboard.todaysJobs[0] ?? dashboard.upcomingJobs[0];
      await page.goto('/');
      expect(await page.locator('#root').textContent()).toContain(first.title);
      // Another technician's job is rendered as the API answers it to Jake: not found, nothing of it in the page.
      await page.goto(`/jobs/${others.id}`);
      expect(await page.content()).not.toContain(others.title);

      // Another signed-in screen carries the app's loading screen; the sign-in page and a signed-out load are as built.
      await page.goto('/customers');
      expect(await page.locator('#root').textContent()).toBe('Loading…');
      await page.goto('/auth/login');
      expect(await page.locator('#root').innerHTML()).toBe('');
      await context.clearCookies();
      await page.goto('/jobs');
      expect(await page.locator('#root').innerHTML()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('shows the job in the first frame from the server, asks for nothing again and hydrates: links then stay in the app', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'jake@coolair.com.au');
    const { dashboard } = await gql<{
      dashboard: { todaysJobs: { id: string; title: string }[]; upcomingJobs: { id: string; title: string }[] };
    }>(page, '{ dashboard { todaysJobs { id title } upcomingJobs { id title } } }');
    const job = dashboard.todaysJobs[0] ?? dashboard.upcomingJobs[0];
    const fresh = await page.context().newPage();
    await fresh.setViewportSize({ width: 1280, height: 860 });
    const operations: string[] = [];
    const documents: string[] = [];
    const errors: string[] = [];
    const styles: string[] = [];
    fresh.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname);
      const name = request.url().endsWith('/graphql') ? operationOf(request) : null;
      if (name) operations.push(name);
    });
    // A hydration that does not match the server's page, a script error or a style the policy refuses.
    fresh.on('pageerror', (error) => errors.push(error.message));
    fresh.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // What the page's heading says once the server's page is parsed (the app's code has not started: it starts after
    // the first paint), and whether it ever says anything else until the hydrated app is running: the job's title from
    // the first frame on, never a job page waiting for its job. Read at the end of parsing, not as the parser goes: a
    // busy parser can yield between the frame and the heading.
    await fresh.addInitScript(() => {
      const seen = { parsed: null as string | null, later: [] as string[] };
      (window as unknown as { headings: typeof seen }).headings = seen;
      const heading = () => (document.querySelector('nav') ? (document.querySelector('h1')?.textContent ?? '') : null);
      document.addEventListener('DOMContentLoaded', () => {
        seen.parsed = heading();
        new MutationObserver(() => {
          const now = heading();
          if (now !== seen.parsed) seen.later.push(now ?? 'no frame');
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    });
    // The device copy is read once the hydrated app has painted (after its first frame): the app is running then.
    const running = fresh.waitForRequest((request) => request.url().endsWith('/graphql') && operationOf(request) === 'DeviceCopy');
    await fresh.goto(`/jobs/${job.id}`);
    await running;
    const headings = await fresh.evaluate(() => (window as unknown as { headings: { parsed: string | null; later: string[] } }).headings);
    expect(headings).toEqual({ parsed: job.title, later: [] });
    // The job and the viewer came with the page: Apollo's cache started from the server's answers.
    expect(operations.filter((name) => name === 'JobDetail' || name === 'Viewer')).toEqual([]);
    // Its styles too, in one sheet: the running app adds none of the files that sheet joins.
    expect(styles).toEqual([expect.stringMatching(/^\/styles\/screen-[0-9a-f]+\.css$/)]);
    // Hydrated, not replaced: a link of the frame is the router's, so the next screen loads no page.
    await fresh.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await fresh.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    expect(documents).toEqual([`/jobs/${job.id}`]);
    expect(errors).toEqual([]);
  });

  it("keeps the server's ids once hydrated: the jobs list's tabs still name their panel, and every reference has its element", async () => {
    const page = await openPage(browser, 390);
    await login(page, 'jake@coolair.com.au');
    const fresh = await page.context().newPage();
    await fresh.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsedTabs: string[] }).parsedTabs = [...document.querySelectorAll('[role=tab]')].map((tab) => tab.id);
      });
    });
    const running = fresh.waitForRequest((request) => request.url().endsWith('/graphql') && operationOf(request) === 'DeviceCopy');
    await fresh.goto('/jobs');
    await running;
    const ids = await fresh.evaluate(() => ({
      parsed: (window as unknown as { parsedTabs: string[] }).parsedTabs,
      hydrated: [...document.querySelectorAll('[role=tab]')].map((tab) => tab.id),
      dangling: [...document.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby], label[for]')].flatMap((element) =>
        ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']
          .flatMap((name) => (element.getAttribute(name) ?? '').split(' ').filter(Boolean))
          .filter((id) => !document.getElementById(id)),
      ),
    }));
    expect(ids.parsed).toHaveLength(4);
    expect(ids.hydrated).toEqual(ids.parsed);
    expect(ids.dangling).toEqual([]);
  });

  it('keeps what is typed into a field before the app has hydrated the page: the app has it once it runs', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'jake@coolair.com.au');
    const { dashboard } = await gql<{ dashboard: { todaysJobs: { id: string }[]; upcomingJobs: { id: string }[] } }>(
      page,
      '{ dashboard { todaysJobs { id } upcomingJobs { id } } }',
    );
    const job = dashboard.todaysJobs[0] ?? dashboard.upcomingJobs[0];
    const fresh = await page.context().newPage();
    // The app's entry waits until the note is typed, as on a slow phone where the page is readable seconds before
    // the app runs.
    let typed: () => void = () => {};
    const noteTyped = new Promise<void>((resolve) => {
      typed = resolve;
    });
    await fresh.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await noteTyped;
      await route.continue();
    });
    await fresh.goto(`/jobs/${job.id}/notes`, { waitUntil: 'domcontentloaded' });
    const note = fresh.getByRole('textbox', { name: 'Add a note' });
    await note.pressSequentially('Isolator tagged out before the app ran');
    expect(await fresh.evaluate(() => document.documentElement.hasAttribute('data-server-rendered'))).toBe(true);
    typed();
    await fresh.waitForFunction(() => !document.documentElement.hasAttribute('data-server-rendered'));
    // The app's own state holds the note: the field shows it and Add Note, disabled while the note is empty, is not.
    await expect.poll(() => fresh.getByRole('button', { name: 'Add Note' }).isEnabled()).toBe(true);
    expect(await note.inputValue()).toBe('Isolator tagged out before the app ran');
  });

  it('holds a tap made before the app has hydrated the page, and gives it again once it has', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'jake@coolair.com.au');
    const fresh = await page.context().newPage();
    // Once the page is parsed (its deferred script holding taps has run), at once, as a technician taps on a slow
    // phone: the button is the server's HTML, and the app's code is only starting to load.
    await fresh.goto('/schedule', { waitUntil: 'domcontentloaded' });
    await fresh.getByRole('button', { name: 'Open menu' }).click();
    await fresh.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await fresh.evaluate(() => document.documentElement.hasAttribute('data-server-rendered'))).toBe(false);
  });
});
