import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, launch, mailboxOf, openPage, screenshot } from './browser';

// Messaging as a business meets it (issue 12): Send SMS from a job, the message in Settings → Messages (the local
// outbox), the customer's confirm link confirming the job; each credit banner on the way to an exhausted allowance;
// a password reset through the emailed link, which only the recipient's mailbox holds.

let browser: Browser;
let page: Page;
let jobId = '';
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
    { input: { name: 'Harbour Cafe', contactName: 'Dana Lee', phone: '0412 345 678' } },
  );
  const job = await gql<{ createJob: { id: string } }>(
    page,
    'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } } }',
    { input: { title: 'Replace hot water unit', customerId: customer.createCustomer.id } },
  );
  jobId = job.createJob.id;
});
afterAll(() => browser?.close());

/** Send `count` SMS of 10 segments each through the REST route, as the native apps would. */
async function spendSms(count: number) {
  const statuses = await page.evaluate(
    async ({ id, count }) => {
      const out: number[] = [];
      for (let i = 0; i < count; i++) {
        const res = await fetch(`/api/jobs/${id}/sms/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ messageOverride: 'x'.repeat(1300) }),
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
  it('sends the confirmation SMS from a job, shows it in Messages, and the link confirms the job', async () => {
    const dialog = await openSmsDialog();
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('0412 345 678');
    expect(await dialog.getByLabel('Message').inputValue()).toContain('Hi Dana, Banner Plumbing has booked Replace hot water unit');
    await screenshot(page, 'messaging-send-sms-desktop');
    await dialog.getByRole('button', { name: 'Send SMS' }).click();
    await page.getByText('SMS sent ✔').waitFor();

    await page.goto('/settings?tab=messages');
    const entry = page.getByRole('listitem', { name: 'SMS to +61412345678' }).first();
    await entry.waitFor();
    await entry.getByText('local outbox (not sent)', { exact: false }).waitFor();
    await screenshot(page, 'messaging-messages-tab-desktop');
    const body = await entry.getByText(/\/api\/public\/jobs\/confirm\?token=/).textContent();
    const link = new URL((body ?? '').match(/https?:\/\/\S+/)?.[0] ?? '');

    const customer = await openPage(browser);
    await customer.goto(`${link.pathname}${link.search}`);
    await customer.getByText('Thank you: your booking is confirmed.').waitFor();
    await customer.context().close();

    await page.goto(`/jobs/${jobId}`);
    await page.getByText('Confirmed', { exact: true }).first().waitFor();
  });

  it('shows each credit banner as the allowance runs out: low (Send Anyway), all exhausted (blocked), pack credits in use', async () => {
    // A trial has Pro's 500 SMS; the first SMS above cost 2 segments, each of these 10: 8 left.
    await spendSms(49);
    let dialog = await openSmsDialog();
    await dialog.getByText('Running low on SMS credits').waitFor();
    await dialog.getByText(/8 SMS credits left/).waitFor();
    await dialog.getByRole('button', { name: 'Send Anyway' }).waitFor();
    await screenshot(page, 'messaging-banner-low-desktop');

    await page.evaluate(async (id) => {
      await fetch(`/api/jobs/${id}/sms/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messageOverride: 'y'.repeat(1070) }),
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
