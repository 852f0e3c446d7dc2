import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { adminRoutes, sweepScreens } from './screens';

// Every signed-in screen of the main app at 1280 px keeps still while it loads, fits, and passes axe (see screens.ts).
// The phone width is screens-phone.e2e.test.ts, so the two run side by side.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Many full loads in one test: a busy machine stretches it past the default minute.
describe('the main app at 1280 px', { timeout: 300_000 }, () => {
  it("an admin's screens keep still, fit and pass axe", async () => {
    expect(await sweepScreens(browser, { width: 1280, email: 'admin@coolair.com.au', routes: adminRoutes, axe: true })).toEqual([]);
  });
});
