import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstId } from './axe';
import { animationsOver, boxOf, chooseOption, launch, login, openPage, overlap, screenshot, shownToast } from './browser';

// Where toasts land on the screen, by their boxes in Chromium: never over the page's title or its primary action,
// nor over a form's button at its foot (bottom left, bottom centre on phones). The phone schedule's scroll to today below the sticky top bar is
// schedule.e2e.test.ts's; the reminders toast saying the time as its field shows it, ReminderSettingsCard.test.tsx's.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('toasts', () => {
  it('cover neither the page title nor the primary action, on a page or at the foot of a form, at 1280 and 390 px', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: null });
    const customer = await firstId(page, '{ customers(first: 1) { edges { node { id } } } }');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
      await page.goto(`/customers/${customer}`);
      const title = page.getByRole('heading', { level: 1 });
      const primary = page.getByRole('button', { name: 'Create Job' });
      await primary.waitFor();
      // Copying succeeds or is refused by the browser: either way a toast says so.
      await page.getByRole('button', { name: 'Copy address' }).click();
      const toast = await shownToast(page);
      expect(overlap(toast, await boxOf(title))).toBe(false);
      expect(overlap(toast, await boxOf(primary))).toBe(false);
      const viewport = page.viewportSize()!;
      expect(toast.y + toast.height).toBeLessThanOrEqual(viewport.height);
      expect(toast.x + toast.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `toast-${width}`, { fullPage: false });

      // A form's primary button, with the form scrolled as low as it goes: a customer made inline on New Job.
      await page.goto('/jobs/new');
      const name = `Toast Cafe ${width} ${Date.now().toString(36).slice(-5)}`;
      const picker = page.getByRole('combobox', { name: 'Customer' });
      await picker.fill(name);
      await chooseOption(picker, page.getByRole('option', { name: `Create new customer "${name}"` }));
      const created = page.locator('[data-kind]').filter({ hasText: 'Customer created' });
      await created.waitFor();
      const create = page.getByRole('button', { name: 'Create Job' });
      await create.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await animationsOver(page); // the toast where it stays, not on its way in
      expect(overlap(await boxOf(created), await boxOf(create))).toBe(false);
      await screenshot(page, `job-form-toast-${width}`);
    }
    await page.context().close();
  });
});
