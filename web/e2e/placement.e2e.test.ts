import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalInput } from '../../api/src/rules/zoned-time';
import { firstId } from './axe';
import { boxOf, launch, login, openPage, overlap, screenshot, shownToast } from './browser';

// Where things land on the screen, by their boxes in Chromium: a toast never covers the page's title or its primary
// action (it sits bottom left, bottom centre on phones), and the phone schedule's scroll to today shows today's
// heading below the sticky top bar rather than under it.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('toasts', () => {
  for (const width of [1280, 390]) {
    it(`do not cover the page title or the primary action at ${width} px`, async () => {
      const page = await openPage(browser, width);
      await login(page, 'admin@coolair.com.au');
      const customer = await firstId(page, '{ customers(first: 1) { edges { node { id } } } }');
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
      await page.context().close();
    });
  }

  it('the reminders toast gives the time as the field shows it', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'admin@coolair.com.au', { to: '/settings?tab=messages' });
    const field = page.getByRole('group', { name: 'Send at' });
    await field.waitFor();
    if (!(await page.getByRole('switch', { name: 'Send reminders' }).isChecked())) await page.getByText('Send reminders').click();
    // The field's segments ('5', ':', '00', 'pm') as one reads them: '5:00 pm'.
    const shown = (await field.innerText()).replace(/[\s\u2066-\u2069\u200e\u200f]/g, '').replace(/(am|pm)$/i, ' $1');
    expect(shown).toMatch(/^\d{1,2}:\d{2} (am|pm)$/i);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Reminders on: the day before each visit at ${shown.toLowerCase()}`).waitFor();
    await screenshot(page, 'toast-reminders-390', { fullPage: false });
    await page.context().close();
  });
});

describe('the phone schedule', () => {
  it('opens scrolled to today with today’s heading in view, below the top bar', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'manager@coolair.com.au', { to: '/schedule' });
    const today = toLocalInput(new Date()).date;
    const heading = page.locator(`section[data-day="${today}"] h2`);
    await heading.waitFor();
    // Scrolled once the week has loaded: wait until the page has moved, unless today is the week's first day.
    const monday = await page.locator('section[data-day]').first().getAttribute('data-day');
    if (monday !== today) await page.waitForFunction(() => window.scrollY > 0);
    const bar = await boxOf(page.locator('header').first());
    const top = await boxOf(heading);
    expect(top.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(top.y + top.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await screenshot(page, 'schedule-today-390', { fullPage: false });
    await page.context().close();
  });
});
