import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstId, load } from './axe';
import { launch, login, openPage } from './browser';

// Screens do not jump while they load: every signed-in route of the main app, loaded in full at 390 and 1280 px,
// keeps its cumulative layout shift (the sum of the `layout-shift` entries not caused by input, as Lighthouse's CLS
// adds them) within 0.1, Google's "good" threshold. Space is kept for what arrives late (counts, lists, the usage
// widget), and a list whose height only its data decides appears in one piece in place of its placeholder.
//
// Every request is held back by 150 ms of round trip (as Lighthouse's mobile profile does with 4G), so data always
// arrives after the first paint — a screen that would jump on a slow phone jumps here too, however fast the machine.

const BUDGET = 0.1;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

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

/** A page at a width whose requests each take 150 ms longer, recording layout shifts. */
async function slowPage(width: number): Promise<Page> {
  const page = await openPage(browser, width);
  await page.addInitScript(recordShifts);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
  return page;
}

/** Each route loaded in full and ready; the routes over budget with their shifts and what moved. */
async function overBudget(page: Page, routes: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await load(page, route);
    // biome-ignore lint/suspicious/noExplicitAny: the record recordShifts keeps
    const shifts: Shift[] = await page.evaluate(() => (window as any).__shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    if (total > BUDGET) {
      const detail = shifts.map((s) => `${s.value.toFixed(3)}: ${s.sources.join('; ')}`).join(' | ');
      problems.push(`${route}: ${total.toFixed(3)} (${detail})`);
    }
  }
  return problems;
}

async function adminRoutes(page: Page): Promise<string[]> {
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
    '/schedule?view=week',
    '/quotes',
    '/invoices',
    '/price-list',
    '/support',
    '/settings',
    '/settings?tab=billing',
    '/settings?tab=usage',
    '/settings?tab=messages',
    '/subscription',
    '/profile',
  ];
}

// Many full loads in one test: a busy machine stretches it past the default minute.
describe('layout shift while loading (CLS ≤ 0.1 on every signed-in route)', { timeout: 300_000 }, () => {
  for (const width of [390, 1280]) {
    it(`an admin's routes at ${width} px`, async () => {
      const page = await slowPage(width);
      await login(page, 'admin@coolair.com.au');
      expect(await overBudget(page, await adminRoutes(page))).toEqual([]);
      await page.context().close();
    });
  }

  it('a technician’s routes at 390 px', async () => {
    const page = await slowPage(390);
    await login(page, 'jake@coolair.com.au');
    const job = await firstId(page, '{ jobs(first: 1, view: all) { edges { node { id } } } }');
    expect(await overBudget(page, ['/', '/jobs', `/jobs/${job}`, `/jobs/${job}/notes`, '/schedule', '/customers', '/equipment'])).toEqual(
      [],
    );
    await page.context().close();
  });
});
