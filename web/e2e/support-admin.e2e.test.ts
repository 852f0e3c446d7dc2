import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launch, openPage, screenshot } from './browser';

// The support Admin Console: the demo support admin invites a new staff member, who joins through the
// link in another browser and signs in with the password they chose; the audit log shows each step.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ADMIN = 'support@spanner.com.au';
const stamp = Date.now();
const newcomer = { name: 'Robin Newcomer', email: `robin-${stamp}@spanner.test`, password: 'robin-chosen-pass' };

const size = (page: Page) => (page.viewportSize()!.width < 500 ? 'phone' : 'desktop');

async function supportLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/support-admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/support-admin');
}

describe('support Admin Console', () => {
  // Three journeys one after another, each a test of its own: the invite's link passes from the first to the second.
  let link = '';

  it('an admin invites a staff member by email; bad input is refused; the invite shows as pending', async () => {
    const admin = await openPage(browser);
    await supportLogin(admin, ADMIN);
    await admin.getByRole('link', { name: 'Admin Console' }).click();
    await admin.waitForURL('**/support-admin/admin');
    await expect.poll(() => admin.getByRole('listitem', { name: 'Sam Support' }).count()).toBeGreaterThan(0);
    await screenshot(admin, 'support-admin-users-desktop');

    await admin.getByRole('tab', { name: 'Invites' }).click();
    await admin.waitForURL('**/support-admin/admin/invites');
    await admin.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite staff' });
    // Bad input is refused with the server's words, and nothing is sent.
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => dialog.getByText('Enter a valid email').count()).toBe(1);
    await dialog.getByLabel('Email').fill(newcomer.email);
    await screenshot(admin, 'support-admin-invite-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    const sent = admin.getByRole('dialog', { name: 'Invite sent' });
    link = await sent.getByLabel('Invite link').inputValue();
    expect(link).toMatch(/\/support-admin\/join\/[\w-]+$/);
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => admin.getByRole('listitem', { name: newcomer.email }).count()).toBe(1);
    await screenshot(admin, 'support-admin-invites-desktop');
    await admin.context().close();
  });

  it('the invited person joins through the link, once, and signs in again with the password they chose', async () => {
    expect(link, 'the invite test gave the link').not.toBe('');
    // The newcomer, in a browser of their own, joins through the link and lands in the portal, signed in.
    const joiner = await openPage(browser);
    await joiner.goto(new URL(link).pathname);
    await expect.poll(() => joiner.getByLabel('Email').inputValue()).toBe(newcomer.email);
    await joiner.getByRole('button', { name: 'Join and sign in' }).click();
    await expect.poll(() => joiner.getByText('Name is required').count()).toBe(1);
    await screenshot(joiner, 'support-admin-join-desktop');
    await joiner.getByLabel('Your name').fill(newcomer.name);
    await joiner.getByLabel('Password').fill(newcomer.password);
    await joiner.getByRole('button', { name: 'Join and sign in' }).click();
    await joiner.waitForURL((url) => url.pathname === '/support-admin');
    await expect.poll(() => joiner.getByText(newcomer.name).count()).toBeGreaterThan(0);
    // Support staff do not get the Admin Console.
    expect(await joiner.getByRole('link', { name: 'Admin Console' }).count()).toBe(0);
    // The link works once.
    await joiner.goto(new URL(link).pathname);
    await expect.poll(() => joiner.getByText('This invite has already been used. Sign in with your email and password.').count()).toBe(1);
    // They sign out and in again with the password they chose.
    await joiner.goto('/support-admin');
    await joiner.getByRole('button', { name: 'Log out' }).click();
    await joiner.waitForURL('**/support-admin/login');
    await supportLogin(joiner, newcomer.email, newcomer.password);
    await joiner.context().close();
  });

  it('the invite leaves the pending list, the newcomer is on the team, and the audit log shows the invite and the join', async () => {
    const admin = await openPage(browser);
    await supportLogin(admin, ADMIN);
    await admin.goto('/support-admin/admin/invites');
    // Once the invites have loaded (a list, or none pending), the newcomer's is not among them.
    await admin.getByRole('list', { name: 'Pending invites' }).or(admin.getByText('No pending invites')).first().waitFor();
    expect(await admin.getByRole('listitem', { name: newcomer.email }).count()).toBe(0);
    await admin.getByRole('tab', { name: 'Staff users' }).click();
    await expect.poll(() => admin.getByRole('listitem', { name: newcomer.name }).count()).toBe(1);
    await admin.getByRole('tab', { name: 'Audit log' }).click();
    await admin.waitForURL('**/support-admin/admin/audit');
    const log = admin.getByRole('list', { name: 'Audit log' });
    await expect.poll(() => log.getByRole('listitem', { name: `${newcomer.name}: Joined the support team` }).count()).toBe(1);
    await expect
      .poll(() => log.getByRole('listitem', { name: 'Sam Support: Invited a staff member' }).first().textContent())
      .toContain(newcomer.email);
    // Filtered to one action, only that action shows.
    await admin.getByRole('button', { name: /Action/ }).click();
    await admin.getByRole('option', { name: 'Joined the support team' }).click();
    await expect.poll(() => log.getByRole('listitem', { name: /Invited a staff member/ }).count()).toBe(0);
    await expect.poll(() => log.getByRole('listitem', { name: `${newcomer.name}: Joined the support team` }).count()).toBe(1);
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => log.getByRole('listitem', { name: /Invited a staff member/ }).count()).toBeGreaterThan(0);
    await screenshot(admin, 'support-admin-audit-desktop');
    await admin.context().close();
  });

  it('an admin deactivates a staff member: they are signed out at once; the audit log names them', async () => {
    const admin = await openPage(browser, 390);
    await supportLogin(admin, ADMIN);
    await admin.goto('/support-admin/users');
    await admin.getByRole('button', { name: `Actions for ${newcomer.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Deactivate' }).click();
    await screenshot(admin, `support-admin-deactivate-${size(admin)}`);
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    const row = admin.getByRole('listitem', { name: newcomer.name });
    await expect.poll(() => row.getByText('Deactivated').count()).toBe(1);
    await screenshot(admin, `support-admin-users-${size(admin)}`);

    const refused = await openPage(browser, 390);
    await refused.goto('/support-admin/login');
    await refused.getByLabel('Email').fill(newcomer.email);
    await refused.getByLabel('Password').fill(newcomer.password);
    await refused.getByRole('button', { name: 'Sign in' }).click();
    await refused.getByText('Login failed').waitFor();
    expect(new URL(refused.url()).pathname).toBe('/support-admin/login');
    await refused.context().close();

    await admin.goto('/support-admin/audit');
    await expect
      .poll(() => admin.getByRole('listitem', { name: 'Sam Support: Deactivated an account' }).first().textContent())
      .toContain(newcomer.name);
    await screenshot(admin, `support-admin-audit-${size(admin)}`);
    await admin.goto('/support-admin/invites');
    await screenshot(admin, `support-admin-invites-${size(admin)}`);
    await admin.context().close();
  });
});
