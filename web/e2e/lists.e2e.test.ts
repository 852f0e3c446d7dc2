import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, screenshot } from './browser';

// Every list page built with the web kit (PageHeader, Toolbar, PagedList) at desktop and phone width: the page
// heading is there, the list has loaded, and nothing is wider than the screen.

const PAGES = [
  { path: '/customers', heading: 'Customers' },
  { path: '/equipment', heading: 'Equipment' },
  { path: '/jobs', heading: 'Jobs' },
  { path: '/completed-jobs', heading: 'Completed Jobs' },
  { path: '/members', heading: 'Team Members' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('list pages', () => {
  for (const width of [1280, 390]) {
    it(`show their heading and loaded list without sideways scrolling at ${width} px`, async () => {
      const page = await openPage(browser, width);
      await login(page, 'manager@coolair.com.au');
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `list${path.replaceAll('/', '-')}-${width}`);
      }
      await page.context().close();
    });
  }
});
