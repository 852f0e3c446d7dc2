import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigate, openAxePage, supportSignIn, violations } from './axe';
import { launch, login, openPage, screenshot } from './browser';

// The owner's support overview (/admin/support) on the demo data: figures, open tickets by priority and age, the
// organisation with most tickets, and its link into the staff portal, which support staff follow to that
// organisation's tickets.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const OWNER = 'owner@spanner.com.au';
const SUPPORT = 'support@spanner.com.au';

describe('support overview', () => {
  it('the owner sees the figures and the busiest organisation, and follows its link into the staff portal', async () => {
    const page = await openAxePage(browser);
    await login(page, OWNER);
    await navigate(page, '/admin/support');
    await page.getByRole('heading', { name: 'Support' }).first().waitFor();
    // The demo tickets go back 27 days: the last 90 days hold them all.
    await page.getByRole('button', { name: /Range/ }).click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await page.waitForURL((url) => url.search === '?range=90_days');
    // The demo's figures: four tickets open (other files sharing this server may add more), one of them unassigned.
    // The address changes before the new range's figures are drawn (the router renders in a transition): the figures
    // that depend on the range are read until they are the 90 days'.
    const figure = (label: string) => page.getByRole('group', { name: label }).locator('p').first();
    await figure('Open tickets').waitFor();
    expect(Number(await figure('Open tickets').textContent())).toBeGreaterThanOrEqual(4);
    expect(Number(await figure('Unassigned').textContent())).toBeGreaterThanOrEqual(1);
    await expect.poll(() => figure('Median first response').textContent()).toMatch(/^\d+(\.\d)? (min|h|days)$/);
    await expect.poll(() => figure('Median resolution').textContent()).toMatch(/^\d+(\.\d)? (h|days)$/);
    const orgs = page.getByRole('grid', { name: 'Organisations with most tickets' });
    const first = orgs.getByRole('row').nth(1);
    await first.waitFor();
    const link = first.getByRole('link', { name: /^Open in support portal: / });
    const name = (await link.getAttribute('aria-label'))?.match(/^Open in support portal: (.+)'s tickets$/)?.[1] ?? '';
    expect(await first.getByRole('rowheader').textContent()).toBe(`${name}Open in support portal`);
    // Tickets opened in the range: the demo organisation's six, and any another file opened today.
    const openedIn = async () => Number(await first.getByRole('gridcell').first().textContent());
    await expect.poll(openedIn).toBeGreaterThanOrEqual(6);
    const opened = await openedIn();
    // A row per priority and one for all of them.
    expect(await page.getByRole('table', { name: 'Open tickets by priority and age' }).getByRole('row').count()).toBe(6);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'owner-support-desktop');

    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe(`/support-admin/tickets?search=${encodeURIComponent(name).replace(/%20/g, '+')}`);
    await link.click();
    // The owner is not support staff: the portal asks for a support sign-in.
    await page.waitForURL((url) => url.pathname === '/support-admin/login');
    await page.context().close();

    // Support staff following the same link see that organisation's tickets in the queue.
    const desk = await openPage(browser);
    await desk.goto('/support-admin/login');
    await supportSignIn(desk, SUPPORT);
    await desk.goto(href);
    await expect.poll(() => desk.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(name);
    await desk.getByText(`${opened} tickets`, { exact: true }).waitFor();
    await desk.context().close();

    // At 390 px the figures, the tables and the links stay readable.
    const phone = await openAxePage(browser, 390);
    await login(phone, OWNER);
    await navigate(phone, '/admin/support?range=90_days');
    await phone.getByRole('grid', { name: 'Organisations with most tickets' }).getByRole('row').nth(1).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await violations(phone)).toEqual([]);
    await screenshot(phone, 'owner-support-phone');
    await phone.context().close();
  });
});
