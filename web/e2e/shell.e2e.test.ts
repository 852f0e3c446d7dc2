import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launch, login, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first().getByRole('link');

describe('sign-up and sign-in', () => {
  it('registers a business, after the server refuses a taken email with its message, and lands in the app with the trial banner', async () => {
    const page = await openPage(browser);
    await page.goto('/auth/register');
    await screenshot(page, 'register-desktop');
    await page.getByLabel('Business name').fill('Seaford Plumbing');
    await page.getByLabel('Your name').fill('Brooke Bay');
    await page.getByLabel('Email').fill('admin@coolair.com.au');
    await page.getByLabel('Password').fill('secret-pass1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email already exists').first().waitFor();
    await page.getByLabel('Email').fill(`brooke-${Date.now()}@seaford.test`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText(/Your free trial ends on/).waitFor();
    await screenshot(page, 'dashboard-after-register-desktop');
    await page.context().close();
  });

  it('sends a signed-out visitor of an app page to sign in, refuses a wrong password there, and after the form goes back to that page', async () => {
    const page = await openPage(browser);
    await page.goto('/jobs');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByLabel('Email').fill('manager@coolair.com.au');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await screenshot(page, 'login-error-desktop');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await page.getByRole('heading', { name: 'Jobs', exact: true }).waitFor();
    await page.context().close();
  });
});

// Which sidebar entries and pages each role gets is checked without a browser: the server's answer per role
// (api/test/members.test.ts, viewerCan), the menu and route guard built from it (web/src/lib/nav.test.ts,
// app/portals/main/Sidebar.test.tsx, RoleGuard.test.tsx) and the not-found screen's suggestions (kit/shell/NotFound.test.tsx).
describe('Edit Profile, Change Password and signing out', () => {
  it('refuses a wrong current password, then changes the password; signs out back to the login page; the next sign-in takes the new password', async () => {
    const page = await openPage(browser);
    await login(page, 'liam@coolair.com.au');
    await page.getByRole('button', { name: 'Liam' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.waitFor();
    await dialog.getByText('liam@coolair.com.au').waitFor();
    await dialog.getByText('Technician').waitFor();
    const update = dialog.getByRole('button', { name: 'Update' });
    expect(await update.isDisabled()).toBe(true);

    const fill = async (current: string, next: string, confirm: string) => {
      await dialog.getByLabel('Current password').fill(current);
      await dialog.getByLabel('New password', { exact: true }).fill(next);
      await dialog.getByLabel('Confirm new password').fill(confirm);
    };
    // The checks made before sending (matching, at least 8 characters) are ChangePasswordForm.test.tsx's; the
    // current password is the server's to check.
    await fill('wrong-password', 'abcdefgh', 'abcdefgh');
    await update.click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await screenshot(page, 'change-password-error-desktop');
    await fill(DEMO_PASSWORD, 'liam-new-pass', 'liam-new-pass');
    await update.click();
    await page.getByText('Password updated').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The app's pages ask for sign-in again; / is the public landing page for a visitor.
    await page.goto('/jobs');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.goto('/');
    await page.getByRole('link', { name: 'Start free trial' }).first().waitFor();
    await login(page, 'liam@coolair.com.au', { password: 'liam-new-pass', to: null });
    await page.context().close();
  });
});

describe('mobile', () => {
  it('at 390 px the login page fits, and once signed in the top bar opens the slide-out menu and navigates', async () => {
    const page = await openPage(browser, 390);
    await page.goto('/auth/login');
    await screenshot(page, 'login-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await login(page, 'manager@coolair.com.au');
    expect(await page.getByRole('navigation', { name: 'Main' }).first().isVisible()).toBe(false);
    await screenshot(page, 'dashboard-mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await screenshot(page, 'menu-mobile');
    await menu.getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await menu.waitFor({ state: 'detached' });
    // The top bar names the new page once the router has committed it (the URL can change a moment earlier).
    await page.locator('header').getByText('Customers').waitFor();
    await page.context().close();
  });
});

describe('support and owner portals', () => {
  it('support login validates, signs in and shows the Support Staff portal', async () => {
    const page = await openPage(browser);
    await page.goto('/support-admin');
    await page.waitForURL((url) => url.pathname === '/support-admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    expect(await page.getByText('Email is required').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill('support@spanner.com.au');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/support-admin');
    await page.getByText('Welcome to the support portal').waitFor();
    await page.getByText('Support Staff', { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Admin Console' }).count()).toBe(1);
    await screenshot(page, 'support-portal-desktop');
    // A support session is not a main-app session.
    await page.goto('/jobs');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.context().close();
  });

  it('the owner portal is only for the platform owner', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: '/admin' });
    for (const path of ['/admin', '/admin/analytics']) {
      if (path !== '/admin') await page.goto(path);
      await page.getByText('Page not found').waitFor();
      expect(await page.getByRole('navigation', { name: 'Business portal' }).count()).toBe(0);
    }
    await page.context().close();

    // Signed out, /admin asks for sign-in and then lands back on /admin.
    const owner = await openPage(browser);
    await owner.goto('/admin/blog');
    await owner.waitForURL((url) => url.pathname === '/auth/login');
    await owner.getByLabel('Email').fill('owner@spanner.com.au');
    await owner.getByLabel('Password').fill(DEMO_PASSWORD);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await owner.waitForURL((url) => url.pathname === '/admin/blog');
    await owner.getByRole('navigation', { name: 'Business portal' }).first().waitFor();
    await owner.getByText('Business Owner', { exact: true }).first().waitFor();
    expect(await owner.getByText('System Settings').first().isVisible()).toBe(true);
    await screenshot(owner, 'owner-portal-desktop');
    // From the main app, the owner's sidebar links back to the portal.
    await owner.goto('/jobs');
    await mainNav(owner).filter({ hasText: 'Business Portal' }).click();
    await owner.waitForURL((url) => url.pathname === '/admin');
    await owner.context().close();

    // Signing in from the sign-in page, the owner opens their portal.
    const fresh = await openPage(browser);
    await fresh.goto('/auth/login');
    await fresh.getByLabel('Email').fill('owner@spanner.com.au');
    await fresh.getByLabel('Password').fill(DEMO_PASSWORD);
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await fresh.waitForURL((url) => url.pathname === '/admin');
    await fresh.context().close();
  });
});

describe('keyboard and focus', () => {
  it('Tab first reaches Skip to content, which moves focus to the page; no HydrateFallback warning on the way', async () => {
    const page = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await login(page, 'manager@coolair.com.au', { to: '/jobs' });
    await page.getByRole('heading', { name: 'Jobs' }).first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await screenshot(page, 'skip-link-desktop');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // The next Tab goes into the page, not back through the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    // Loaded again, and on a route the app does not have: React Router never warns of a missing HydrateFallback.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).first().waitFor();
    await page.goto('/admin');
    await page.getByText('Page not found').waitFor();
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    await page.context().close();
  });

  it('Esc closes Edit Profile and focus returns to the button that opened it; at 390 px, to the menu button when the dialog came from the phone menu', async () => {
    const page = await openPage(browser);
    // Not Liam: an earlier test changed his password.
    await login(page, 'jake@coolair.com.au');
    const opener = page.getByRole('button', { name: 'Jake' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // react-aria gives focus back in the animation frame after the dialog leaves the page, not with it.
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // At 390 px (the same page narrowed: the phone layout follows the width in CSS), a dialog opened from the phone
    // menu gives focus back to the menu button when it closes.
    await page.setViewportSize({ width: 390, height: 844 });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    for (const close of ['Escape', 'Close'] as const) {
      await menuButton.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Jake' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.waitFor();
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The button that opened the dialog went away with the menu: focus goes to the menu's own button, the
      // nearest thing on screen that led to it, not to the top of the page.
      await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement), { message: close }).toBe(true);
    }
    await page.context().close();
  });
});
