import { createRequire } from 'node:module';
import type { Browser, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { animationsOver, DEMO_PASSWORD, gql, openPage, screenshot } from './browser';

// axe (WCAG 2 A and AA, colour contrast included) in Chromium with the real styles, shared by the accessibility
// files (one per portal, so they run on both workers). A sweep signs in once and moves between its routes the way
// the app does — through the router, without reloading — then waits for the page to be ready as a user sees it.

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A page that can take axe: axe is injected as a script, which the app's Content-Security-Policy (rightly) refuses. */
export function openAxePage(browser: Browser, width = 1280): Promise<Page> {
  return openPage(browser, width, { bypassCSP: true });
}

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Requests the page has started and not finished (fetches, lazily loaded screens, images). */
const inFlight = new WeakMap<Page, Set<Request>>();
function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) open.clear();
  });
}

/**
 * Watch the document from now on, for `settled`. The screen is the page's main region (the whole app where a page has
 * none); every element it holds now is marked, so a route pushed through the router counts as shown once the region
 * holds an element it did not hold before — the old screen stays up while the router loads the next one, and may
 * change meanwhile.
 */
function watchDocument(page: Page, { fresh }: { fresh: boolean }) {
  return page.evaluate((fresh) => {
    // biome-ignore lint/suspicious/noExplicitAny: a test-only record on the window
    const w = window as any;
    w.__settle?.observer.disconnect();
    const region = () => document.querySelector('main') ?? document.getElementById('root') ?? document.body;
    if (!fresh) for (const el of region().querySelectorAll('*')) el.setAttribute('data-sweep-seen', '');
    let last = performance.now();
    const observer = new MutationObserver(() => {
      last = performance.now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    /** What the page is still waiting for, or '' when it is ready. */
    const waitingFor = () => {
      if (!fresh && !region().querySelector(':not([data-sweep-seen])')) return 'the new screen';
      if (!region().textContent?.trim()) return 'the screen to show something';
      const loading = document.querySelector('[aria-busy="true"], [data-skeleton], [role="progressbar"]:not([aria-valuenow])');
      if (loading) return `a loading indicator to go: ${loading.outerHTML.slice(0, 120)}`;
      const moving = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
      if (moving) return 'an animation to end';
      const downloads = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const lastDownload = downloads.reduce((latest, d) => Math.max(latest, d.responseEnd), 0);
      if (performance.now() - Math.max(last, lastDownload) < 100) return '100 ms without a change';
      return '';
    };
    w.__settle = { observer, waitingFor };
  }, fresh);
}

/**
 * Ready as a user sees it: the new screen shows something, nothing says it is still loading (a busy region,
 * a skeleton, an indeterminate progress bar or spinner), no entry animation or transition is running (axe reads the
 * final colours), no request is open, and nothing changed for 100 ms.
 */
async function settled(page: Page, route: string) {
  const open = inFlight.get(page)!;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await page
      // biome-ignore lint/suspicious/noExplicitAny: the record watchDocument left
      .waitForFunction(() => (window as any).__settle.waitingFor() === '', undefined, {
        polling: 50,
        timeout: Math.max(1, deadline - Date.now()),
      })
      .then(() => true)
      .catch(() => false);
    if (!ready) {
      // biome-ignore lint/suspicious/noExplicitAny: the record watchDocument left
      const waiting = await page.evaluate(() => (window as any).__settle.waitingFor());
      throw new Error(`${route} was not ready after 20 s: waiting for ${waiting}`);
    }
    if (open.size === 0) return;
    if (Date.now() > deadline) {
      const urls = [...open].map((r) => r.url());
      throw new Error(`${route} was not ready after 20 s: requests still open: ${urls.join(', ')}`);
    }
    await page.waitForEvent('requestfinished', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => {});
  }
}

/**
 * On a route and ready: a blank page loads it in full; otherwise it is reached as the app's own links go, through the
 * router without a reload (a page already on it only waits to be ready).
 */
export async function navigate(page: Page, route: string) {
  trackRequests(page);
  if (page.url() === 'about:blank') {
    await page.goto(route);
    await watchDocument(page, { fresh: true });
  } else if (new URL(page.url()).pathname + new URL(page.url()).search === route) {
    await watchDocument(page, { fresh: true });
  } else {
    await watchDocument(page, { fresh: false });
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.scrollTo(0, 0);
    }, route);
  }
  await settled(page, route);
}

/** A route loaded in full (a fresh document, as a typed address or a reload opens it), then ready (see settled). */
export async function load(page: Page, route: string) {
  trackRequests(page);
  await page.goto(route);
  await watchDocument(page, { fresh: true });
  await settled(page, route);
}

/**
 * axe's violations on the page once its animations are over, one line per element: WCAG 2.1 A and AA, plus the
 * label-in-name, top-heading and heading-order checks. axe reads colours as they are
 * drawn: a dialog fading in or out mid-way is a low-contrast element to it, so a busy machine, where the fade lasts
 * longer than the step before the check, would fail a clean screen. Endless animations (spinners) are not waited for.
 */
export async function violations(page: Page): Promise<string[]> {
  await animationsOver(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Outside those tags but what a screen-reader user meets at once: a visible label that is not in the control's
      // name (speech input says what it sees), a screen without a top heading, and headings that skip a level.
      rules: {
        'label-content-name-mismatch': { enabled: true },
        'page-has-heading-one': { enabled: true },
        'heading-order': { enabled: true },
      },
      // Only the violations are read: axe then skips gathering the details of every passing and inapplicable check.
      resultTypes: ['violations'],
    });
    return result.violations as Violation[];
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

/** A dialog opened on the page, once its entry animation is over: axe's violations. */
export async function dialogViolations(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<string[]> {
  await dialog.waitFor();
  return violations(page);
}

/**
 * Every route clean, one after another in the same page (see navigate); all violations reported together. Each screen
 * is captured too when E2E_SCREENSHOTS=1.
 */
export async function expectRoutesClean(page: Page, routes: string[]) {
  const problems: string[] = [];
  const width = page.viewportSize()?.width;
  for (const route of routes) {
    await navigate(page, route);
    for (const line of await violations(page)) problems.push(`${route}: ${line}`);
    await screenshot(page, `axe${route.replace(/[/?=]/g, '-')}-${width}`);
  }
  expect(problems).toEqual([]);
}

export async function firstId(page: Page, query: string): Promise<string> {
  const data = await gql<Record<string, { edges: { node: { id: string } }[] }>>(page, query);
  return Object.values(data)[0].edges[0].node.id;
}

/**
 * Signed in to the support portal over the call its form makes (the supportLogin mutation; the context keeps the
 * session cookie). The form itself is tested in support-admin.e2e.test.ts.
 */
export async function supportSignIn(page: Page, email: string) {
  const res = await page.request.post('/graphql', {
    headers: { 'x-spanner-csrf': '1' },
    data: {
      query: 'mutation($e: String!, $p: String!) { supportLogin(email: $e, password: $p) { __typename } }',
      variables: { e: email, p: DEMO_PASSWORD },
    },
  });
  const body = await res.json();
  if (!res.ok() || body.errors || body.data.supportLogin.__typename.endsWith('Error')) {
    throw new Error(`support sign-in as ${email} failed: ${JSON.stringify(body)}`);
  }
}
