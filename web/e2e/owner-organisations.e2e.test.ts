import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogViolations, navigate, openAxePage, violations } from './axe';
import { launch, login, screenshot } from './browser';

// The owner's organisations: the owner finds Bayside Plumbing (the demo business whose trial has
// ended), extends its trial by a week, sees it recorded; Bayside's admin then reads it on the billing tab. axe clean
// at 1280 and 390 px, loaded at either width or resized from one to the other; on a phone the list is cards.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const OWNER = 'owner@spanner.com.au';
const BAYSIDE_ADMIN = 'sam@baysideplumbing.com.au';

async function ownerOn(width: number): Promise<Page> {
  const page = await openAxePage(browser, width);
  await login(page, OWNER);
  await navigate(page, '/admin/organizations');
  return page;
}

describe("the owner's organisations", () => {
  it('the owner filters, opens Bayside Plumbing, extends its trial by 7 days and sees it recorded; its admin sees the notice', async () => {
    const owner = await ownerOn(1280);
    const table = owner.getByRole('grid', { name: 'Organisations' });
    await table.getByRole('row').nth(2).waitFor();
    expect(await violations(owner)).toEqual([]);
    await screenshot(owner, 'owner-organisations-desktop');

    // Sorting by a column header says so to assistive technology.
    await table.getByRole('columnheader', { name: 'MRR' }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: 'MRR' }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => new URL(owner.url()).searchParams.get('sort')).toBe('mrr');

    await owner.getByRole('searchbox', { name: 'Search organisations' }).fill('Bayside');
    await expect.poll(() => owner.getByText('1 organisation', { exact: true }).count()).toBe(1);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('link', { name: 'Bayside Plumbing' }).click();
    await owner.waitForURL(/\/admin\/organizations\/[\w-]+$/);
    await owner.getByRole('heading', { name: 'Bayside Plumbing', level: 2 }).waitFor();
    await owner.getByText('Trial ended').first().waitFor();
    expect(await violations(owner)).toEqual([]);

    await owner.getByRole('button', { name: 'Extend trial' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Extend trial' });
    expect(await dialogViolations(owner, dialog)).toEqual([]);
    const days = dialog.getByRole('textbox', { name: 'Days to add' });
    await days.fill('0');
    await dialog.getByRole('button', { name: 'Extend trial' }).click();
    await expect.poll(() => dialog.getByText('Days must be a number from 1 to 90').count()).toBeGreaterThan(0);
    await days.fill('7');
    await days.press('Tab');
    const promise = (await dialog.getByText(/trial will end on/).textContent()) ?? '';
    const newEnd = promise.match(/trial will end on (\d{1,2} \w{3} \d{4})/)?.[1] as string;
    expect(newEnd).toMatch(/^\d{1,2} \w{3} \d{4}$/);
    await screenshot(owner, 'owner-organisation-extend-dialog-desktop');
    await dialog.getByRole('button', { name: 'Extend trial' }).click();
    await owner.getByText('Trial extended').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The page updates: a trial again, its new end, the change in the history and the owner's action in the activity.
    const notice = `Spanner extended your trial to ${newEnd}`;
    await owner.getByRole('list', { name: 'Recent activity' }).getByText(notice).waitFor();
    await owner.getByText(`Trial to ${newEnd}`).first().waitFor();
    expect(await owner.getByText('Trial ended').count()).toBe(0);
    await screenshot(owner, 'owner-organisation-desktop');
    await owner.context().close();

    // Bayside's admin reads it on the billing tab.
    const admin = await openAxePage(browser, 1280);
    await login(admin, BAYSIDE_ADMIN);
    await navigate(admin, '/settings?tab=billing');
    await admin.getByText(notice).waitFor();
    expect(await violations(admin)).toEqual([]);
    await screenshot(admin, 'owner-notice-billing-desktop');
    await admin.context().close();
  });

  it('at 1280 px every column shows without sideways scrolling; resized to a phone and back, the list stays axe clean', async () => {
    const page = await ownerOn(1280);
    const table = page.getByRole('grid', { name: 'Organisations' });
    await table.getByRole('row').nth(2).waitFor();
    // The headers whose column ends past the table's box: a desktop user would have to scroll sideways to read them.
    const cutOff = () =>
      table.evaluate((grid) => {
        const box = (grid.parentElement as HTMLElement).getBoundingClientRect();
        return [...grid.querySelectorAll('[role="columnheader"]')]
          .filter((h) => h.getBoundingClientRect().right > box.right)
          .map((h) => h.textContent);
      });
    expect(await cutOff()).toEqual([]);

    // The same page, the window narrowed to a phone: the table gives way to the cards, nothing without a name.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('article').first().waitFor();
    await table.waitFor({ state: 'hidden' });
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'owner-organisations-resized-phone');

    // And widened again: the table is back, cards gone, still clean.
    await page.setViewportSize({ width: 1280, height: 860 });
    await table.waitFor();
    await page.getByRole('article').first().waitFor({ state: 'hidden' });
    expect(await violations(page)).toEqual([]);
    expect(await cutOff()).toEqual([]);
    await screenshot(page, 'owner-organisations-resized-desktop');
    await page.context().close();
  });

  it('on a phone the list is cards and the page reads top to bottom, axe clean', async () => {
    const phone = await ownerOn(390);
    await phone.getByRole('searchbox', { name: 'Search organisations' }).fill('Bayside');
    const card = phone.getByRole('article', { name: 'Bayside Plumbing' });
    await card.waitFor();
    expect(await phone.getByRole('grid', { name: 'Organisations' }).isVisible()).toBe(false);
    expect(await violations(phone)).toEqual([]);
    await screenshot(phone, 'owner-organisations-phone');
    await card.getByRole('link', { name: 'Bayside Plumbing' }).click();
    await phone.getByRole('heading', { name: 'Bayside Plumbing', level: 2 }).waitFor();
    await phone.getByRole('heading', { name: 'Subscription history' }).waitFor();
    expect(await violations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Grant credits' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Grant credits' });
    expect(await dialogViolations(phone, dialog)).toEqual([]);
    await screenshot(phone, 'owner-organisation-grant-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(phone, 'owner-organisation-phone');
    await phone.context().close();
  });
});
