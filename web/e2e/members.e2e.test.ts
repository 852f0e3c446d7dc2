import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, mailboxOf, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = Date.now();
const owner = { email: `nina-${stamp}@northside.test`, password: 'owner-pass1' };
const pat = { name: 'Pat Sparks', email: `pat-${stamp}@northside.test`, password: 'secret-pass1' };
const ivy = { name: 'Ivy Invite', email: `ivy-${stamp}@northside.test`, password: 'chosen-pass1' };

const memberRow = (page: Page, name: string) => page.getByRole('listitem', { name });

async function register(page: Page) {
  await page.goto('/auth/register');
  await page.getByLabel('Business name').fill('Northside Electrical');
  await page.getByLabel('Your name').fill('Nina North');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function addMember(page: Page, m: { name: string; email: string; password?: string }, role: string, colour: string) {
  await page.getByRole('button', { name: 'Add Member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByLabel('Name').fill(m.name);
  await dialog.getByLabel('Email').fill(m.email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: role }).click();
  await dialog.getByTitle(colour).click();
  expect(await dialog.getByRole('radio', { name: colour }).isChecked()).toBe(true);
  if (m.password) await dialog.getByLabel(/Initial password/).fill(m.password);
  await screenshot(page, `members-add-dialog-${page.viewportSize()!.width < 500 ? 'phone' : 'desktop'}`);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
}

describe('team members', () => {
  it('an admin adds a member with a password, who signs in; invites one, who joins from the emailed link; edits and removes', async () => {
    const page = await openPage(browser);
    await register(page);
    await page.goto('/members');
    await page.getByRole('heading', { name: 'Team Members' }).waitFor();
    await page.getByText('1 of 5 users').waitFor();

    await addMember(page, pat, 'Manager', 'Green');
    await memberRow(page, pat.name).waitFor();
    await page.getByText('2 of 5 users').waitFor();
    expect(await memberRow(page, pat.name).getByText('Manager').isVisible()).toBe(true);

    const patPage = await openPage(browser);
    await login(patPage, pat.email, { password: pat.password, to: '/members' });
    await patPage.getByRole('heading', { name: 'Team Members' }).waitFor();
    await patPage.context().close();

    // Without a password: the invite link is shown and emailed, and opening the emailed link signs them in.
    await addMember(page, { name: ivy.name, email: ivy.email }, 'Technician', 'Purple');
    const done = page.getByRole('dialog', { name: 'Member invited' });
    await done.getByText(`Send ${ivy.name} this invite link`).waitFor();
    const inviteLink = await done.getByLabel('Invite link').inputValue();
    expect(inviteLink).toMatch(/\/auth\/invite\/[\w-]{43}$/);
    await screenshot(page, 'members-invite-link-desktop');
    await done.getByRole('button', { name: 'Done' }).click();
    await done.waitFor({ state: 'detached' });
    await memberRow(page, ivy.name).getByText('Invited').waitFor();
    await page.getByText('3 of 5 users').waitFor();
    await screenshot(page, 'members-list-desktop');

    // The invite email carries the same link, absolute, and it is the one Ivy opens.
    const emailedLink = () =>
      mailboxOf(ivy.email)
        .find((m) => m.subject.startsWith('You’re invited') || m.subject.startsWith("You're invited"))
        ?.text.match(/https?:\/\/\S+\/auth\/invite\/[\w-]{43}/)?.[0];
    await expect.poll(emailedLink).toMatch(/^https?:\/\//);
    expect(new URL(emailedLink() as string).pathname).toBe(new URL(inviteLink).pathname);
    const phone = await openPage(browser, 390);
    await phone.goto(emailedLink() as string);
    await phone.getByRole('heading', { name: 'Join Northside Electrical on Spanner' }).waitFor();
    expect(await phone.getByLabel('Email').inputValue()).toBe(ivy.email);
    await screenshot(phone, 'accept-invite-phone');
    await phone.getByLabel('Password').fill(ivy.password);
    await phone.getByRole('button', { name: 'Set password and sign in' }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await phone.context().close();

    // The link works once.
    const again = await openPage(browser);
    await again.goto(new URL(inviteLink).pathname);
    await again.getByText('This invite has already been used. Sign in with your email and password.').waitFor();
    await again.context().close();

    await page.reload();
    await memberRow(page, ivy.name).waitFor();
    expect(await memberRow(page, ivy.name).getByText('Invited').count()).toBe(0);

    // A role and colour edited, and a member removed after confirming.
    await page.getByRole('button', { name: `Actions for ${ivy.name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit member' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${ivy.name}` });
    await edit.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await edit.getByTitle('Amber').click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await memberRow(page, ivy.name).getByText('Manager').waitFor();
    await memberRow(page, ivy.name).getByRole('img', { name: 'Colour #f59e0b' }).waitFor();

    // Nobody can remove themselves: their own row has no Remove.
    await page.getByRole('button', { name: 'Actions for Nina North' }).click();
    await page.getByRole('menuitem', { name: 'Edit member' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Remove' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Actions for ${pat.name}` }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${pat.name}?` });
    await screenshot(page, 'members-remove-confirm-desktop');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`${pat.name} was removed`).waitFor();
    await memberRow(page, pat.name).waitFor({ state: 'detached' });
    await page.getByText('2 of 5 users').waitFor();

    // The same list on the owner's phone (the page narrowed: the layout follows the width in CSS).
    const ownPhone = page;
    await ownPhone.setViewportSize({ width: 390, height: 844 });
    await memberRow(ownPhone, ivy.name).waitFor();
    await screenshot(ownPhone, 'members-list-ownPhone');
    await ownPhone.getByRole('button', { name: 'Add Member' }).click();
    await ownPhone.getByRole('dialog', { name: 'Add Member' }).waitFor();
    await screenshot(ownPhone, 'members-add-dialog-ownPhone');
    await ownPhone.context().close();
  }, 180_000); // one admin's whole walk, with three other people's pages

  it('at the plan’s quota, Add Member opens the upgrade modal (demo business: 5 of 5 on a Pro trial)', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: '/members' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
      await page.getByText('5 of 5 users').waitFor();
      await screenshot(page, `members-demo-${width < 500 ? 'phone' : 'desktop'}`);
      await page.getByRole('button', { name: 'Add Member' }).click();
      const modal = page.getByRole('alertdialog', { name: 'Premium Feature' });
      await modal.getByText('Your plan allows 5 users. Upgrade to add more.').waitFor();
      expect(await modal.getByRole('button', { name: 'Upgrade Now' }).isVisible()).toBe(true);
      await screenshot(page, `members-quota-modal-${width < 500 ? 'phone' : 'desktop'}`);
      await modal.getByRole('button', { name: 'Maybe Later' }).click();
      await modal.waitFor({ state: 'detached' });
    }
    await page.context().close();
  });
});
