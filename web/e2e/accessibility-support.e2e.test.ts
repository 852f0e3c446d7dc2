import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dialogViolations, expectRoutesClean, navigate, openAxePage, supportSignIn } from './axe';
import { gql, launch, login } from './browser';

// axe (WCAG 2 A and AA, colour contrast included) over the public pages, the support portal (Admin Console and
// ticket desk) and the main app's support screens; the main app is in accessibility-main and -documents.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// A sweep visits many routes in one page; a busy machine stretches it past the default minute.
const sweep = { timeout: 180_000 };

it('the public pages pass', sweep, async () => {
  const page = await openAxePage(browser, 1280);
  await expectRoutesClean(page, [
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/auth/reset-password/x',
    '/support-admin/login',
  ]);
  await page.context().close();
});

it.each([1280, 390])('the support Admin Console passes, and the invite dialog and a dead join link, at %i px', sweep, async (width) => {
  const page = await openAxePage(browser, width);
  await supportSignIn(page, 'support@spanner.com.au');
  await expectRoutesClean(page, [
    '/support-admin/admin',
    '/support-admin/admin/invites',
    '/support-admin/admin/audit',
    '/support-admin/join/not-a-link',
  ]);
  await navigate(page, '/support-admin/admin/invites');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  expect(await dialogViolations(page, page.getByRole('dialog', { name: 'Invite staff' }))).toEqual([]);
  await page.context().close();
});

it('the support ticket screens pass: the main app’s at 1280 px, the staff portal’s at 1280 and 390 px', sweep, async () => {
  const member = await openAxePage(browser, 1280);
  await login(member, 'admin@coolair.com.au');
  const { supportTickets } = await gql<{ supportTickets: { tickets: { id: string }[] } }>(
    member,
    '{ supportTickets(limit: 1) { tickets { id } } }',
  );
  const ticket = supportTickets.tickets[0]?.id as string;
  await expectRoutesClean(member, ['/support', '/support/new', '/support/tickets', `/support/ticket/${ticket}`]);
  await member.context().close();
  for (const width of [1280, 390]) {
    const page = await openAxePage(browser, width);
    await supportSignIn(page, 'help@spanner.com.au');
    await expectRoutesClean(page, [
      '/support-admin',
      '/support-admin/tickets',
      `/support-admin/tickets/${ticket}`,
      '/support-admin/my-tickets',
    ]);
    await page.context().close();
  }
});
