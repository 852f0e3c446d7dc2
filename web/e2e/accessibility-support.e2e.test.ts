import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dialogViolations, expectRoutesClean, navigate, openAxePage, supportSignIn } from './axe';
import { gql, launch, login, screenshot } from './browser';

// axe (WCAG 2 A and AA, colour contrast included) over the sign-in pages, the support portal (Admin Console and
// ticket desk), the owner portal and the main app's support screens, at desktop and phone widths; the main app is
// in accessibility-main and -documents and the screens sweeps. One signed-in page sweeps both widths: its window
// is narrowed to 390 px and the sweep goes round again through the router (the layouts follow the width in CSS).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// A sweep visits many routes in one page; a busy machine stretches it past the default minute.
const sweep = { timeout: 180_000 };

const WIDTHS = [1280, 390];

/** The page at a width, on `route` (loaded on a blank page, else through the router) and ready. */
async function atWidth(page: Page, width: number, route: string) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
  await navigate(page, route);
}

it('the sign-in, registration and invite pages pass, at 1280 and 390 px', sweep, async () => {
  const page = await openAxePage(browser);
  const routes = [
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/auth/reset-password/x',
    '/auth/invite/not-an-invite',
    '/support-admin/login',
  ];
  for (const width of WIDTHS) {
    await atWidth(page, width, routes[0]);
    await expectRoutesClean(page, routes);
  }
  await page.context().close();
});

it('the owner portal passes (dashboard, organisations, analytics, support), at 1280 and 390 px', sweep, async () => {
  const page = await openAxePage(browser);
  await login(page, 'owner@spanner.com.au', { to: null });
  const routes = ['/admin', '/admin/organizations', '/admin/analytics', '/admin/analytics?range=12m', '/admin/support'];
  for (const width of WIDTHS) {
    await atWidth(page, width, routes[0]);
    await expectRoutesClean(page, routes);
  }
  await page.context().close();
});

it('the support Admin Console passes, and the invite dialog and a dead join link, at 1280 and 390 px', sweep, async () => {
  const page = await openAxePage(browser);
  await supportSignIn(page, 'support@spanner.com.au');
  const routes = ['/support-admin/admin', '/support-admin/admin/invites', '/support-admin/admin/audit', '/support-admin/join/not-a-link'];
  for (const width of WIDTHS) {
    await atWidth(page, width, routes[0]);
    await expectRoutesClean(page, routes);
    await navigate(page, '/support-admin/admin/invites');
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    expect(await dialogViolations(page, dialog), `${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  await page.context().close();
});

it('the support ticket screens pass: the main app’s at 1280 px, the staff portal’s at 1280 and 390 px', sweep, async () => {
  const member = await openAxePage(browser, 1280);
  await login(member, 'admin@coolair.com.au', { to: null });
  const { supportTickets } = await gql<{ supportTickets: { tickets: { id: string }[] } }>(
    member,
    '{ supportTickets(limit: 1) { tickets { id } } }',
  );
  const ticket = supportTickets.tickets[0]?.id as string;
  await expectRoutesClean(member, ['/support', '/support/new', '/support/tickets', `/support/ticket/${ticket}`]);
  await member.context().close();
  const page = await openAxePage(browser);
  await supportSignIn(page, 'help@spanner.com.au');
  const routes = ['/support-admin', '/support-admin/tickets', `/support-admin/tickets/${ticket}`, '/support-admin/my-tickets'];
  for (const width of WIDTHS) {
    await atWidth(page, width, routes[0]);
    await expectRoutesClean(page, routes);
  }
  await page.context().close();
});

const LABELS: Record<string, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

it('the ticket queue fits 1280 and 390 px: each title a link to its ticket, its priority and status in view', sweep, async () => {
  const page = await openAxePage(browser);
  await supportSignIn(page, 'help@spanner.com.au');
  for (const width of WIDTHS) {
    await atWidth(page, width, '/support-admin/tickets');
    const { supportTickets } = await gql<{
      supportTickets: { tickets: { id: string; title: string; status: string; priority: string }[] };
    }>(page, '{ supportTickets(page: 1, limit: 20) { tickets { id title status priority } } }');
    const first = supportTickets.tickets[0];
    const title = page.getByRole('link', { name: first.title, exact: true }).first();
    expect(await title.getAttribute('href')).toBe(`/support-admin/tickets/${first.id}`);
    // The ticket's row on a wide screen, its card on a phone: what the staff member reads it by.
    const item = title.locator('xpath=ancestor::*[self::tr or self::li][1]');
    for (const label of [LABELS[first.priority], LABELS[first.status]]) {
      const box = await item.getByText(label, { exact: true }).boundingBox();
      expect(box, `${label} on screen`).not.toBeNull();
      expect(box!.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${label} ends on screen`).toBeLessThanOrEqual(width);
    }
    // Nothing scrolls sideways: not the page, not the table (nor any other scrolling box).
    const wider = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('main *')]
        .filter((el) => el === document.documentElement || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}: ${el.scrollWidth} px wide in ${el.clientWidth}`),
    );
    expect(wider).toEqual([]);
    await screenshot(page, `support-queue-${width}`);
  }
  await page.context().close();
});
