import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { adminRoutes, sweepScreens, technicianRoutes } from './screens';

// Every signed-in screen of the main app at 390 px keeps still while it loads and fits; a technician's pass axe too
// (an admin's pass axe at 1280 px, screens-desktop.e2e.test.ts). See screens.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Many full loads in one test: a busy machine stretches it past the default minute.
describe('the main app at 390 px', { timeout: 300_000 }, () => {
  it("an admin's screens keep still and fit", async () => {
    expect(await sweepScreens(browser, { width: 390, email: 'admin@coolair.com.au', routes: adminRoutes, axe: false })).toEqual([]);
  });

  it("a technician's screens keep still, fit and pass axe", async () => {
    expect(await sweepScreens(browser, { width: 390, email: 'jake@coolair.com.au', routes: technicianRoutes, axe: true })).toEqual([]);
  });
});
