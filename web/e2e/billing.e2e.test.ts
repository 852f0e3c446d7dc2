import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, screenshot } from './browser';

// Billing as a business owner meets it: upgrade from the trial through the local checkout (the same webhook path
// Stripe takes), buy an SMS pack, cancel; an expired trial gets the modal on a premium action but keeps its records.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A new business on its 14-day trial, signed in as its admin. */
async function registerBusiness(page: Page, name: string) {
  await page.goto('/auth/register');
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Your name').fill('Robin Owner');
  await page.getByLabel('Email').fill(`robin-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@billing.test`);
  await page.getByLabel('Password').fill('secret-pass1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The local checkout page Spanner serves when no Stripe key is set: pay, and come back. */
async function payLocally(page: Page) {
  await page.waitForURL((url) => url.pathname.startsWith('/billing/local-checkout'));
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
}

describe('billing', () => {
  it('upgrades a trial through the local checkout, buys an SMS pack and cancels', async () => {
    const page = await openPage(browser);
    await registerBusiness(page, 'Checkout Electrical');
    await page.getByText(/Your free trial ends on/).waitFor();

    await page.goto('/settings?tab=billing');
    await page.getByRole('button', { name: 'Choose a plan' }).click();
    const plans = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
    await plans.getByRole('button', { name: 'Choose Pro' }).click();
    await payLocally(page);
    await page.getByText('Payment received').waitFor();
    await page.getByRole('tab', { name: 'Billing', selected: true }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByText(/Your free trial ends on/).count()).toBe(0);
    await screenshot(page, 'settings-billing-active-desktop');

    // A paying business changes plan at once: the confirmation shows the pro-rated charge (just paid, so about the
    // whole difference), and the plan changes without a new checkout.
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.getByRole('dialog', { name: 'Upgrade Your Plan' }).getByRole('button', { name: 'Choose Enterprise' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Change to Enterprise?' });
    await confirm.getByText(/You pay \$50\.00 now for the rest of this period/).waitFor();
    await confirm.getByText(/\$99\.00 for Enterprise less \$49\.00 unused on Pro/).waitFor();
    await screenshot(page, 'settings-change-plan-desktop');
    await confirm.getByRole('button', { name: 'Change to Enterprise' }).click();
    await page.getByText('Enterprise · $99/month').waitFor();
    expect(page.url()).not.toContain('local-checkout');

    await page.getByRole('tab', { name: 'Usage' }).click();
    await page.getByRole('button', { name: 'Buy SMS or email packs' }).click();
    const packs = page.getByRole('dialog', { name: 'Purchase Communication Packs' });
    await packs.getByText('Most Popular').waitFor();
    await packs.getByRole('button', { name: 'Buy' }).nth(1).click();
    await payLocally(page);
    await page.getByText('Purchase Successful!').waitFor();
    await page.getByText('500 of 500 SMS left').waitFor();
    await screenshot(page, 'settings-usage-with-pack-desktop');

    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Subscription Canceled').waitFor();
    await page.getByText(/Your subscription is canceled\. Access ends on/).waitFor();
    await page.getByRole('button', { name: 'Resubscribe' }).first().waitFor();
    await page.context().close();
  });

  it('refuses a premium action after the trial with the Trial Expired modal, and still shows the jobs', async () => {
    const page = await openPage(browser);
    await login(page, 'sam@baysideplumbing.com.au');
    await page.getByText('Trial Expired').first().waitFor();
    // Said up front, before any form is filled: what is read-only now.
    await page
      .getByText(/Your account is read-only until you choose a plan/)
      .first()
      .waitFor();
    await screenshot(page, 'trial-expired-banner-desktop');
    await page.goto('/jobs?view=all');
    await page.getByRole('heading', { name: 'Jobs' }).first().waitFor();
    await page.locator('a[href^="/jobs/"]').first().waitFor();

    // New Job says what is blocked instead of a form the server would refuse.
    await page.goto('/jobs/new');
    await page.getByText(/New jobs can be added once a plan is chosen/).waitFor();
    expect(await page.getByLabel('Title').count()).toBe(0);

    // A form that is still offered meets the Trial Expired modal when it saves.
    await page.goto('/customers/new');
    await page.getByLabel('Company name').fill('Blocked Drain Co');
    await page.getByRole('button', { name: /^Create/ }).click();
    const modal = page.getByRole('alertdialog', { name: 'Trial Expired' });
    await modal.waitFor();
    await modal.getByText(/You cannot add or change jobs/).waitFor();
    await screenshot(page, 'trial-expired-modal-desktop');
    await modal.getByRole('button', { name: 'Upgrade Now' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('button', { name: 'Choose Pro' }).waitFor();

    // The Trial Expired page says the same before anything else, on a phone too.
    const phone = page;
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/trial-expired');
    await phone.getByText('Your account is read-only until you choose a plan.').waitFor();
    await screenshot(phone, 'trial-expired-page-phone');
    await phone.goto('/');
    await phone
      .getByText(/Your account is read-only until you choose a plan/)
      .first()
      .waitFor();
    await screenshot(phone, 'trial-expired-banner-phone');
    await phone.context().close();
  });

  it('shows usage in the sidebar at 1280 px and compact in the top bar at 390 px, a link to Settings for the office only', async () => {
    const desktop = await openPage(browser);
    await login(desktop, 'admin@coolair.com.au');
    const widget = desktop.getByRole('region', { name: 'Usage' });
    await widget.getByText('SMS').waitFor();
    await widget.getByRole('meter', { name: 'Users' }).waitFor();
    await screenshot(desktop, 'usage-widget-desktop');

    // The same page on a phone: the top bar's compact usage (the layout follows the width in CSS).
    const phone = desktop;
    await phone.setViewportSize({ width: 390, height: 844 });
    const compact = phone.getByRole('link', { name: /^Usage: / });
    await compact.click();
    await phone.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'usage');
    await phone.getByRole('meter', { name: 'SMS' }).waitFor();
    await screenshot(phone, 'settings-usage-phone');
    await phone.context().close();

    // A technician's compact usage is no link: Settings is not theirs to open. (Their sidebar widget without the
    // link, and no trial banner for them: Sidebar.test.tsx, SubscriptionBanner.test.tsx.)
    const technician = await openPage(browser, 390);
    await login(technician, 'jake@coolair.com.au');
    await technician.getByRole('img', { name: /^Usage: / }).waitFor();
    expect(await technician.getByRole('link', { name: /^Usage: / }).count()).toBe(0);
    await screenshot(technician, 'usage-compact-technician-phone');
    await technician.context().close();
  });
});
