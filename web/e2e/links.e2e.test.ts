import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, launch, login, openPage } from './browser';

// Phone, email and map links open the phone's dialler, mail app and maps: their href stays tel:/mailto:/https:,
// never resolved against the current route ('/jobs/{id}/tel:…' once threw 'External navigation is not allowed').

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * Clicking a link with a scheme leaves it to the browser (the phone's dialler or mail app): the app does not take the
 * click for a route of its own (it would cancel the click's default to navigate itself), the page stays where it is,
 * and nothing is thrown.
 */
async function expectStays(page: Page, name: string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const before = page.url();
  // Whether the app cancelled the click's default, read once the click's dispatch is over: a listener on window
  // hears it first (capture; a handler that stops it bubbling cannot hide it) and reads it in the task after.
  const click = await page.evaluateHandle(() => ({
    takenByApp: new Promise<boolean>((resolve) =>
      window.addEventListener('click', (e) => setTimeout(() => resolve(e.defaultPrevented)), { capture: true, once: true }),
    ),
  }));
  await page.getByRole('link', { name, exact: true }).click();
  expect(await click.evaluate((c) => c.takenByApp)).toBe(false);
  expect(page.url()).toBe(before);
  expect(errors).toEqual([]);
}

describe('links with a scheme', () => {
  it('the customer profile and list link the email to mailto: and the phone to tel:, as job detail does the phone', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'manager@coolair.com.au', { to: null });
    const { customers } = await gql<{ customers: { edges: { node: { id: string; phone: string | null; email: string | null } }[] } }>(
      page,
      '{ customers(first: 100) { edges { node { id phone email } } } }',
    );
    const customer = customers.edges.map((e) => e.node).find((c) => c.phone && c.email)!;
    await page.goto(`/customers/${customer.id}`);
    const phone = page.getByRole('link', { name: customer.phone!, exact: true });
    expect(await phone.getAttribute('href')).toBe(`tel:${customer.phone!.replace(/\D/g, '')}`);
    const email = page.getByRole('link', { name: customer.email!, exact: true });
    expect(await email.getAttribute('href')).toBe(`mailto:${customer.email}`);
    await expectStays(page, customer.phone!);

    // In the list too: the card's phone and email are links of their own, above the card's link to the profile.
    await page.goto('/customers');
    const listed = page.getByRole('link', { name: customer.phone!, exact: true });
    expect(await listed.getAttribute('href')).toBe(`tel:${customer.phone!.replace(/\D/g, '')}`);
    await expectStays(page, customer.phone!);
    expect(await page.getByRole('link', { name: customer.email!, exact: true }).getAttribute('href')).toBe(`mailto:${customer.email}`);

    // Job detail links the customer's phone to tel: too.
    const { jobs } = await gql<{ jobs: { edges: { node: { id: string; customer: { phone: string | null } | null } }[] } }>(
      page,
      '{ jobs(first: 100, view: all) { edges { node { id customer { phone } } } } }',
    );
    const job = jobs.edges.map((e) => e.node).find((j) => j.customer?.phone)!;
    await page.goto(`/jobs/${job.id}`);
    const jobPhone = job.customer!.phone!;
    expect(await page.getByRole('link', { name: jobPhone, exact: true }).getAttribute('href')).toBe(`tel:${jobPhone.replace(/\D/g, '')}`);
    await expectStays(page, jobPhone);
    await page.context().close();
  });
});
