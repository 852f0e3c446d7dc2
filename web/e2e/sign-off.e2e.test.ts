import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../../api/src/rules/zoned-time';
import { openAxePage, violations } from './axe';
import { drawSignature, gql, launch, login, mailboxOf, screenshot } from './browser';

// The customer's sign-off as a technician and the office walk it (docs/forms.md → Customer sign-off): a technician at
// 390 px opens their job, shows the customer the service report, the customer types their name and signs; the signed
// report is emailed to the customer; the office at 1280 px sees the sign-off on the job, the customer and the unit,
// and opens its PDF.

let browser: Browser;
const stamp = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('customer sign-off', { timeout: 180_000 }, () => {
  it('the customer signs the report on the technician’s phone; it is emailed to them and kept on the job, the customer and the unit', async () => {
    const office = await openAxePage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: null });
    const email = `sign-${stamp}@customer.test`;
    const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
      office,
      'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { ... on Customer { id } } }',
      { input: { name: `Harbour Dental ${stamp}`, contactName: 'Dr Lee', email } },
    );
    const { createEquipment } = await gql<{ createEquipment: { id: string } }>(
      office,
      'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { ... on Equipment { id } } }',
      { input: { name: `Surgery split ${stamp}`, customerId: createCustomer.id, equipmentType: 'Air-conditioner' } },
    );
    const { members } = await gql<{ members: { id: string; name: string }[] }>(office, '{ members { id name } }');
    const jake = members.find((m) => m.name === 'Jake Wilson')?.id;
    const scheduledAt = new Date(localDayOf(new Date()).start.getTime() + 34 * 3_600_000).toISOString();
    const made = await gql<{ createJob: { id: string } }>(
      office,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } ... on AppError { message } } }',
      {
        input: {
          title: `Surgery split service ${stamp}`,
          description: 'Clean filters and coils',
          customerId: createCustomer.id,
          equipmentIds: [createEquipment.id],
          assignedTechIds: [jake],
          scheduledAt,
        },
      },
    );
    const jobId = made.createJob.id;

    const tech = await openAxePage(browser, 390);
    await login(tech, 'jake@coolair.com.au', { to: `/jobs/${jobId}` });
    const section = tech.getByRole('region', { name: 'Customer sign-off' });
    await section.getByText('Not signed off yet.').waitFor();
    await section.getByRole('button', { name: 'Get sign-off' }).click();
    await tech.getByRole('heading', { name: 'Customer sign-off', level: 1 }).waitFor();
    await tech.getByText('Clean filters and coils').waitFor();
    expect(await tech.getByRole('textbox', { name: 'Email the signed report to' }).inputValue()).toBe(email);

    // Nothing typed or drawn: each is asked for at its field.
    await tech.getByRole('button', { name: 'Sign off' }).click();
    await tech.getByText('Enter the name of the person signing').waitFor();
    await tech.getByText('The customer must sign in the box').waitFor();
    expect(await violations(tech)).toEqual([]);

    await tech.getByRole('textbox', { name: /Customer's name/ }).fill('Dr Lee');
    await drawSignature(tech, tech.getByRole('img', { name: 'Signature: sign here' }));
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(tech, 'sign-off-phone');
    await tech.getByRole('button', { name: 'Sign off' }).click();
    await tech.waitForURL((url) => url.pathname === `/jobs/${jobId}`);
    const signed = tech.getByRole('region', { name: 'Customer sign-off' }).getByRole('listitem', { name: 'Signed by Dr Lee' });
    await signed.getByText(`Emailed to ${email}`, { exact: false }).waitFor();
    await screenshot(tech, 'sign-off-job-phone');

    await expect
      .poll(() => mailboxOf(email).map((m) => m.subject))
      .toEqual([`Service report: Surgery split service ${stamp} — Coolair Services Pty Ltd`]);
    expect(mailboxOf(email)[0].text).toContain('signed by Dr Lee on');

    await office.goto(`/jobs/${jobId}`);
    const officeRow = office.getByRole('region', { name: 'Customer sign-off' }).getByRole('listitem', { name: 'Signed by Dr Lee' });
    await officeRow.getByText("on Jake Wilson's screen", { exact: false }).waitFor();
    expect(await violations(office)).toEqual([]);
    await screenshot(office, 'sign-off-job-desktop');
    const href = await officeRow.getByRole('link', { name: 'Service report (PDF)' }).getAttribute('href');
    const pdf = await office.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The customer's profile keeps it with its job and PDF.
    await office.goto(`/customers/${createCustomer.id}`);
    const kept = office.getByRole('list', { name: 'Service reports' }).getByRole('listitem', { name: 'Signed by Dr Lee' });
    await kept.getByRole('link', { name: `Surgery split service ${stamp}` }).waitFor();
    expect(await kept.getByRole('link', { name: 'Service report (PDF)' }).getAttribute('href')).toBe(href);
    expect(await violations(office)).toEqual([]);

    // And the unit's history, with the same PDF.
    await office.goto(`/equipment/${createEquipment.id}`);
    const unit = office.getByRole('list', { name: 'Service reports' }).getByRole('listitem', { name: 'Signed by Dr Lee' });
    expect(await unit.getByRole('link', { name: 'Service report (PDF)' }).getAttribute('href')).toBe(href);
    await unit.getByRole('link', { name: `Surgery split service ${stamp}` }).waitFor();
    await tech.context().close();
  });
});
