import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, launch, login, openPage, screenshot } from './browser';

// Every text the customer receives works. The office texts the confirmation link on a Scheduled job (the usual state
// of a booked visit), the customer opens it on their phone and confirms, and the office sees the job Confirmed; a
// job its customer can no longer confirm is offered no text. The booking page offers "This time doesn't suit" and,
// like the quote page, says how to reach the business. The quote page gives the ABN in the ATO's groups.

const COOLAIR = { name: 'Coolair Services Pty Ltd', phone: '(03) 9478 2210', email: 'office@coolair.com.au' };
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

let browser: Browser;
let office: Page;
let customerId = '';

beforeAll(async () => {
  browser = await launch();
  office = await openPage(browser);
  await login(office, 'admin@coolair.com.au', { to: null });
  const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
    office,
    'mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { ... on Customer { id } } }',
    {
      i: {
        name: `Tide Street Cafe ${run}`,
        contactName: 'Mia Park',
        phone: '0412 345 678',
        email: `tide-${run}@example.test`,
        street: '8 Tide St',
        suburb: 'Brighton',
        state: 'VIC',
        postcode: '3186',
      },
    },
  );
  customerId = createCustomer.id;
});
afterAll(() => browser?.close());

/** A job for the walk's customer next week, moved to `status` as the office would; with its link's token. */
async function bookedJob(title: string, status: string) {
  const scheduledAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const { createJob } = await gql<{ createJob: { id: string; confirmationToken: string } }>(
    office,
    'mutation($i: CreateJobInput!) { createJob(input: $i) { ... on Job { id confirmationToken } } }',
    { i: { title: `${title} ${run}`, customerId, scheduledAt } },
  );
  await gql(office, 'mutation($id: ID!, $i: UpdateJobInput!) { updateJob(id: $id, input: $i) { __typename } }', {
    id: createJob.id,
    i: { status },
  });
  return createJob;
}

const jobStatus = async (id: string) =>
  (await gql<{ job: { status: string } }>(office, 'query($id: ID!) { job(id: $id) { status } }', { id })).job.status;

describe('the confirmation text', () => {
  it('on a Scheduled job: the office texts it, the customer confirms on their phone, the job shows Confirmed', async () => {
    const job = await bookedJob('Split system service', 'scheduled');
    await office.goto(`/jobs/${job.id}`);
    await office.getByRole('button', { name: 'Send SMS' }).click();
    const dialog = office.getByRole('dialog', { name: 'Send SMS' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Message' }).inputValue()).toContain('Please tap the link to confirm');
    await dialog.getByRole('button', { name: 'Send SMS' }).click();
    await office.getByText('SMS sent ✔').first().waitFor();

    const customer = await openPage(browser, 390);
    await customer.goto(`/c/${job.confirmationToken}`);
    await customer.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
    expect(await customer.getByRole('link', { name: COOLAIR.phone }).getAttribute('href')).toBe('tel:0394782210');
    expect(await customer.getByRole('link', { name: COOLAIR.email }).getAttribute('href')).toBe(`mailto:${COOLAIR.email}`);
    await screenshot(customer, 'confirmation-booking-phone');
    await customer.getByRole('button', { name: 'Confirm', exact: true }).click();
    await customer.getByText('Thank you: your booking is confirmed.').waitFor();
    await screenshot(customer, 'confirmation-booking-confirmed-phone');
    await customer.context().close();

    await expect.poll(() => jobStatus(job.id)).toBe('confirmed');
    await office.reload();
    await office.getByRole('heading', { name: `Split system service ${run}` }).waitFor();
    await expect.poll(() => office.getByRole('main').getByText('Confirmed', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('lets the customer say the time does not suit, with a note, at 1280 px', async () => {
    const job = await bookedJob('Ducted service', 'scheduled');
    const customer = await openPage(browser, 1280);
    await customer.goto(`/c/${job.confirmationToken}`);
    await screenshot(customer, 'confirmation-booking-desktop');
    await customer.getByRole('button', { name: 'This time doesn’t suit' }).click();
    await customer.getByRole('textbox', { name: 'Note for Coolair Services Pty Ltd (optional)' }).fill('Mornings suit us better');
    await customer.getByRole('button', { name: 'Ask for another time' }).click();
    await customer.getByText('we have let the business know you would like another time', { exact: false }).waitFor();
    await screenshot(customer, 'confirmation-booking-another-time-desktop');
    await customer.context().close();
    const { job: asked } = await gql<{ job: { status: string; rescheduleNote: string | null } }>(
      office,
      'query($id: ID!) { job(id: $id) { status rescheduleNote } }',
      { id: job.id },
    );
    expect(asked).toEqual({ status: 'scheduled', rescheduleNote: 'Mornings suit us better' });
  });
});

// The customer's quote page naming the business with its ABN in groups, its phone and email as links: the API's
// confirmation-links.test.ts (the ABN as the ATO writes it) and PublicQuotePage.test.tsx (the page).
