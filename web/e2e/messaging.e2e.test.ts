import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openAxePage, violations } from './axe';
import { gql, launch, mailboxOf, openPage, screenshot } from './browser';

// Messaging as a business meets it: Send SMS from a job, the message in Settings → Messages, the customer's
// confirmation link opening the booking page, which confirms only when Confirm is pressed; each credit banner on the
// way to an exhausted allowance; a password reset through the emailed link, which only the recipient's mailbox holds.

let browser: Browser;
let page: Page;
let jobId = '';
let customerId = '';
const email = `casey-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@messaging.test`;

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser);
  await page.goto('/auth/register');
  await page.getByLabel('Business name').fill('Banner Plumbing');
  await page.getByLabel('Your name').fill('Casey Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-pass1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const customer = await gql<{ createCustomer: { id: string } }>(
    page,
    'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { ... on Customer { id } } }',
    {
      input: {
        name: 'Harbour Cafe',
        contactName: 'Dana Lee',
        phone: '0412 345 678',
        street: '12 Beach Rd',
        suburb: 'Sandringham',
        state: 'VIC',
        postcode: '3191',
      },
    },
  );
  const job = await gql<{ createJob: { id: string } }>(
    page,
    'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } } }',
    { input: { title: 'Replace hot water unit', customerId: customer.createCustomer.id } },
  );
  jobId = job.createJob.id;
  customerId = customer.createCustomer.id;
});
afterAll(() => browser?.close());

/** The job's status as the business sees it. */
async function jobStatus() {
  return (await gql<{ job: { status: string } }>(page, 'query($id: ID!) { job(id: $id) { status } }', { id: jobId })).job.status;
}

/** Send `count` SMS of 10 segments each through the REST route, as the native apps would. */
async function spendSms(count: number) {
  const statuses = await page.evaluate(
    async ({ id, count }) => {
      const out: number[] = [];
      for (let i = 0; i < count; i++) {
        const res = await fetch(`/api/jobs/${id}/sms/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ messageOverride: 'x'.repeat(1360) }), // with the link: 10 segments
        });
        out.push(res.status);
      }
      return out;
    },
    { id: jobId, count },
  );
  expect(statuses.every((s) => s === 200)).toBe(true);
}

async function openSmsDialog() {
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Send SMS' }).click();
  return page.getByRole('dialog', { name: 'Send SMS' });
}

describe('messaging', () => {
  it('sends the confirmation SMS from a job, shows it in Messages; its link opens the booking, confirmed only by Confirm', async () => {
    const dialog = await openSmsDialog();
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('0412 345 678');
    expect(await dialog.getByLabel('Message').inputValue()).toContain('Hi Dana, Banner Plumbing has booked Replace hot water unit');
    await screenshot(page, 'messaging-send-sms-desktop');
    await dialog.getByRole('button', { name: 'Send SMS' }).click();
    await page.getByText('SMS sent ✔').waitFor();

    await page.goto('/settings?tab=messages');
    const entry = page.getByRole('listitem', { name: 'SMS to +61412345678' }).first();
    await entry.waitFor();
    await entry.getByText('Not sent (local outbox)').waitFor();
    await screenshot(page, 'messaging-messages-tab-desktop');
    const body = await entry.getByText(/\/c\/[\w-]{32}/).textContent();
    const link = new URL((body ?? '').match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.pathname).toMatch(/^\/c\/[\w-]{32}$/);

    // The customer opens the link on a phone: the booking, styled under the app's CSP, and nothing confirmed yet.
    const customer = await openPage(browser, 390);
    const cspViolations: string[] = [];
    customer.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    await customer.goto(link.pathname);
    await customer.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
    await customer.getByText('Banner Plumbing', { exact: true }).waitFor();
    await customer.getByText('Replace hot water unit').waitFor();
    await customer.getByText('12 Beach Rd, Sandringham VIC 3191').waitFor();
    const confirm = customer.getByRole('button', { name: 'Confirm' });
    const look = await confirm.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, radius: s.borderRadius, padding: s.paddingLeft, font: s.fontFamily };
    });
    expect(look.background).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);
    expect(Number.parseFloat(look.radius)).toBeGreaterThan(0);
    expect(Number.parseFloat(look.padding)).toBeGreaterThan(8);
    expect(look.font).not.toMatch(/^"?Times/);
    expect(await jobStatus()).toBe('new');
    await screenshot(customer, 'booking-confirm-phone');

    await confirm.click();
    await customer.getByText('Thank you: your booking is confirmed.').waitFor();
    expect(await jobStatus()).toBe('confirmed');
    await screenshot(customer, 'booking-confirmed-phone');
    // Opened again (or by anyone else holding the link): it says so, and offers nothing to press.
    await customer.reload();
    await customer.getByText('This booking has already been confirmed.').waitFor();
    expect(await customer.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    expect(cspViolations).toEqual([]);
    await customer.context().close();

    await page.goto(`/jobs/${jobId}`);
    await page.getByText('Confirmed', { exact: true }).first().waitFor();
  });

  it('shows the booking page at 1280 px, accessible (axe), and a link that opens no booking as not found', async () => {
    const job = await gql<{ createJob: { id: string; confirmationToken: string } }>(
      page,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id confirmationToken } } }',
      { input: { title: 'Service – Dana’s split system', scheduledAt: '2026-12-02T23:00:00.000Z' } },
    );
    const visitor = await openAxePage(browser);
    await visitor.goto(`/c/${job.createJob.confirmationToken}`);
    await visitor.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
    await visitor.getByText(/Thu, 3 Dec 2026, 10:00\sam \(Melbourne time\)/).waitFor();
    await screenshot(visitor, 'booking-confirm-desktop');
    expect(await violations(visitor)).toEqual([]);
    await visitor.goto('/c/not-a-real-token-at-all');
    await visitor.getByRole('heading', { name: 'Booking not found' }).waitFor();
    expect(await violations(visitor)).toEqual([]);
    await screenshot(visitor, 'booking-not-found-desktop');
    await visitor.context().close();
  });

  it('shows each credit banner as the allowance runs out: low (Send Anyway), all exhausted (blocked), pack credits in use', async () => {
    // The first booking was confirmed above, so it is texted no link any more: a new one for the same customer.
    const job = await gql<{ createJob: { id: string } }>(
      page,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } } }',
      { input: { title: 'Service hot water unit', customerId } },
    );
    jobId = job.createJob.id;
    // A trial has Pro's 500 SMS; the first SMS above (its text and short link) cost 1 segment, each of these 10: 9 left.
    await spendSms(49);
    let dialog = await openSmsDialog();
    await dialog.getByText('Running low on SMS credits').waitFor();
    await dialog.getByText(/9 SMS credits left/).waitFor();
    await dialog.getByRole('button', { name: 'Send Anyway' }).waitFor();
    await screenshot(page, 'messaging-banner-low-desktop');

    await page.evaluate(async (id) => {
      await fetch(`/api/jobs/${id}/sms/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messageOverride: 'y'.repeat(1220) }), // with the link: 9 segments
      });
    }, jobId);
    dialog = await openSmsDialog();
    await dialog.getByText('No SMS credits left').waitFor();
    expect(await dialog.getByRole('button', { name: 'Send SMS' }).isDisabled()).toBe(true);
    await screenshot(page, 'messaging-banner-exhausted-desktop');

    await dialog.getByRole('button', { name: 'Buy Credits' }).click();
    const packs = page.getByRole('dialog', { name: 'Purchase Communication Packs' });
    await packs.getByRole('button', { name: 'Buy' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/billing/local-checkout'));
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    dialog = await openSmsDialog();
    await dialog.getByText('Monthly SMS allowance used').waitFor();
    expect(await dialog.getByRole('button', { name: 'Send SMS' }).isEnabled()).toBe(true);

    // The usage tab's history of the period: 500 SMS counted today, all from the plan allowance.
    await page.goto('/settings?tab=usage');
    await page.getByText('500 SMS from the plan allowance').waitFor();
    await screenshot(page, 'messaging-usage-history-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await openSmsDialog();
    await screenshot(page, 'messaging-send-sms-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('resets a password through the emailed link', async () => {
    await page.goto('/auth/login');
    const visitor = await openPage(browser);
    await visitor.goto('/auth/login');
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page has an Email field too: fill the reset form's only once it is on screen.
    await visitor.getByRole('button', { name: 'Send reset link' }).waitFor();
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await visitor.getByText('Check your email').waitFor();

    // The link is in the recipient's mailbox (the server's local mailbox), never in the organisation's Messages tab.
    await vi.waitFor(() => expect(mailboxOf(email).filter((m) => m.subject === 'Reset your Spanner password')).toHaveLength(1));
    const text = mailboxOf(email).at(-1)?.text ?? '';
    const link = new URL(text.match(/https?:\/\/\S+\/auth\/reset-password\/\S+/)?.[0] ?? '');
    await page.goto('/settings?tab=messages');
    await page.getByRole('listitem', { name: 'SMS to +61412345678' }).first().waitFor();
    expect(await page.getByRole('listitem', { name: `Email to ${email}` }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('reset-password');
    await screenshot(page, 'messaging-messages-no-account-mail-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'messaging-messages-no-account-mail-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    expect(link.origin).not.toMatch(/:0$/);
    await visitor.goto(link.href);
    await visitor.getByLabel('New password').fill('brand-new-pass-7');
    await visitor.getByRole('button', { name: 'Change password' }).click();
    await visitor.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    await visitor.goto('/auth/login');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password').fill('brand-new-pass-7');
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await visitor.waitForURL((url) => url.pathname === '/');
    await visitor.context().close();
  });
});
