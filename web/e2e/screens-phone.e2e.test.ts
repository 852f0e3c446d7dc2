import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { adminRoutes, sweepScreens, technicianRoutes } from './screens';

// Every signed-in screen of the main app at 390 px keeps still while it loads, fits and passes axe, an admin's and a
// technician's (the phone layout has its own top bar, usage link and tabs). See screens.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Many full loads in one test: a busy machine stretches it past the default minute.
describe('the main app at 390 px', { timeout: 300_000 }, () => {
  it("an admin's screens keep still, fit and pass axe", async () => {
    expect(await sweepScreens(browser, { width: 390, email: 'admin@coolair.com.au', routes: adminRoutes, axe: true })).toEqual([]);
  });

  it("a technician's screens keep still, fit and pass axe", async () => {
    expect(await sweepScreens(browser, { width: 390, email: 'jake@coolair.com.au', routes: technicianRoutes, axe: true })).toEqual([]);
  });
});
