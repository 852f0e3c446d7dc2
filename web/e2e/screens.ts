import type { Browser, Page } from 'playwright-core';
import { firstId, load, navigate, openAxePage, violations } from './axe';
import { login, openPage, screenshot } from './browser';

// One sweep over a user's screens at one width, checking what every screen owes a user at once: it keeps still while
// it loads, it fits the screen, and (where asked) axe finds nothing.
//
// Keeping still: cumulative layout shift (the sum of the `layout-shift` entries not caused by input, as Lighthouse's
// CLS adds them) within 0.1, Google's "good" threshold. Every request is held back by 150 ms of round trip (as
// Lighthouse's mobile profile does with 4G), so data always arrives after the first paint — a screen that would jump
// on a slow phone jumps here too, however fast the machine. Space is kept for what arrives late (counts, lists, the
// usage widget), and a list whose height only its data decides appears in one piece in place of its placeholder.
//
// How a route is reached: a route the server renders for a signed-in user is loaded in full, as a typed address or a
// reload opens it (the server's first screen, then the app taking it over: where the two can disagree); every other
// route, which the browser renders either way, through the app's router as its links go (after a page's first
// route, loaded in full) — no document, no script to compile again. Shifts are counted from the load or the push on,
// so a screen that jumps when its data arrives late fails either way.
//
// The routes are shared out over a few pages of one signed-in browser context, side by side: each page's documents
// are its own, and the sweep mostly waits on the held-back requests.

const SHIFT_BUDGET = 0.1;
const PAGES_SIDE_BY_SIDE = 2;

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift without recent input from the first paint on (installed before any script runs). */
function recordShifts() {
  // biome-ignore lint/suspicious/noExplicitAny: a test-only record on the window
  const w = window as any;
  w.__shifts = [];
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
    return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> ${label}`;
  };
  new PerformanceObserver((list) => {
    // biome-ignore lint/suspicious/noExplicitAny: LayoutShift is not in TypeScript's DOM types
    for (const entry of list.getEntries() as any[]) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push({
        value: entry.value,
        // biome-ignore lint/suspicious/noExplicitAny: LayoutShiftAttribution
        sources: (entry.sources ?? []).map((s: any) => `${describe(s.node)} moved ${s.previousRect.y}→${s.currentRect.y}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Holds back each of the page's requests by 150 ms and records its layout shifts. */
async function slowDown(page: Page) {
  await page.addInitScript(recordShifts);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
}

/** What is wrong with the screen now on the page: shifts over budget, sideways scrolling, axe's violations. */
async function problemsOf(page: Page, route: string, width: number, axe: boolean): Promise<string[]> {
  const problems: string[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: the record recordShifts keeps
  const shifts: Shift[] = await page.evaluate(() => (window as any).__shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  if (total > SHIFT_BUDGET) {
    const detail = shifts.map((s) => `${s.value.toFixed(3)}: ${s.sources.join('; ')}`).join(' | ');
    problems.push(`${route}: layout shift ${total.toFixed(3)} (${detail})`);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) problems.push(`${route}: scrolls sideways (${scrollWidth} px wide)`);
  if (axe) for (const line of await violations(page)) problems.push(`${route}: ${line}`);
  return problems;
}

/** The addresses the server renders for a signed-in user (SCREEN_MODULES in api/src/http/web-pages.ts). */
const SERVER_RENDERED = [/^\/$/, /^\/schedule$/, /^\/jobs$/, /^\/jobs\/(?!new$)[^/]+$/, /^\/jobs\/[^/]+\/notes$/];
const serverRendered = (route: string) => SERVER_RENDERED.some((pattern) => pattern.test(new URL(route, 'http://x').pathname));

export interface Sweep {
  width: number;
  email: string;
  /** The routes to visit, given a page signed in as the user (to look up ids). */
  routes: (page: Page) => Promise<string[]>;
  /** Run axe on every screen too (WCAG 2 A and AA, contrast included). */
  axe: boolean;
}

/** Every problem found on the sweep's routes, one line each (none when all is well). */
export async function sweepScreens(browser: Browser, { width, email, routes, axe }: Sweep): Promise<string[]> {
  const first = axe ? await openAxePage(browser, width) : await openPage(browser, width);
  await login(first, email, { to: null });
  const all = await routes(first);
  const pages = [first];
  while (pages.length < PAGES_SIDE_BY_SIDE) pages.push(await first.context().newPage());
  for (const page of pages) await slowDown(page);
  const problems = await Promise.all(
    pages.map(async (page, i) => {
      const found: string[] = [];
      for (const route of all.filter((_, n) => n % pages.length === i)) {
        if (page.url() === 'about:blank' || serverRendered(route)) await load(page, route);
        else {
          // biome-ignore lint/suspicious/noExplicitAny: the record recordShifts keeps
          await page.evaluate(() => ((window as any).__shifts = []));
          await navigate(page, route);
        }
        found.push(...(await problemsOf(page, route, width, axe)));
        await screenshot(page, `screen${route.replace(/[/?=]/g, '-')}-${width}`);
      }
      return found;
    }),
  );
  await first.context().close();
  return problems.flat();
}

/** Every signed-in route of the main app an admin has, with the first job, completed job, customer and unit. */
export async function adminRoutes(page: Page): Promise<string[]> {
  const job = await firstId(page, '{ jobs(first: 1, view: all) { edges { node { id } } } }');
  const completed = await firstId(page, '{ completedJobs(first: 1) { edges { node { id } } } }');
  const customer = await firstId(page, '{ customers(first: 1) { edges { node { id } } } }');
  const equipment = await firstId(page, '{ equipmentList(first: 1) { edges { node { id } } } }');
  return [
    '/',
    '/jobs',
    '/jobs/new',
    `/jobs/${job}`,
    `/jobs/${job}/edit`,
    `/jobs/${job}/notes`,
    '/completed-jobs',
    `/completed-jobs/${completed}`,
    '/customers',
    '/customers/new',
    `/customers/${customer}`,
    '/equipment',
    `/equipment/${equipment}`,
    '/members',
    '/schedule',
    '/service',
    '/service?window=uncontracted',
    '/schedule?view=week',
    '/quotes',
    '/invoices',
    '/price-list',
    '/support',
    '/settings',
    '/settings?tab=billing',
    '/settings?tab=usage',
    '/settings?tab=messages',
    '/settings?tab=integrations',
    '/settings/forms',
    '/settings/forms/new',
    '/subscription',
    '/profile',
    '/no-such-page',
  ];
}

/** A technician's routes: their day, jobs, a job and its notes, the schedule, customers and equipment. */
export async function technicianRoutes(page: Page): Promise<string[]> {
  const job = await firstId(page, '{ jobs(first: 1, view: all) { edges { node { id } } } }');
  return ['/', '/jobs', `/jobs/${job}`, `/jobs/${job}/notes`, '/schedule', '/service', '/customers', '/equipment'];
}
