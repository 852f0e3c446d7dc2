import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, launch, openPage, screenshot } from './browser';

// Webhooks as an admin meets them: add an endpoint in Settings → Integrations pointing at a receiver this test
// starts, copy the secret shown once, change a job, and see the delivery (its 200 and the receiver's answer) in the log.

let browser: Browser;
let page: Page;
let receiver: http.Server;
let receiverUrl = '';
const received: { id: string; type: string }[] = [];
let delivered: () => void;
const firstDelivery = new Promise<void>((resolve) => {
  delivered = resolve;
});
const email = `hooks-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@webhooks.test`;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), type: JSON.parse(Buffer.concat(chunks).toString()).type });
      res.writeHead(200).end('thanks from the receiver');
      delivered();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/spanner`;
  browser = await launch();
  page = await openPage(browser);
  await page.goto('/auth/register');
  await page.getByLabel('Business name').fill('Hook Electrical');
  await page.getByLabel('Your name').fill('Robin Admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-pass1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe('webhooks', () => {
  it('adds an endpoint, shows its secret once, and logs the delivery of a job change', async () => {
    await page.goto('/settings?tab=integrations');
    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiverUrl);
    await page.getByText('job.updated', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'job.updated' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await page.getByTestId('webhook-secret').textContent();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('heading', { name: receiverUrl }).waitFor();

    const job = await gql<{ createJob: { id: string } }>(
      page,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } } }',
      { input: { title: 'Switchboard upgrade' } },
    );
    await gql(page, 'mutation($id: ID!, $input: UpdateJobInput!) { updateJob(id: $id, input: $input) { __typename } }', {
      id: job.createJob.id,
      input: { title: 'Switchboard upgrade and RCDs' },
    });
    await firstDelivery;
    expect(received.map((r) => r.type)).toEqual(['job.updated']);

    await page.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('grid', { name: `Deliveries to ${receiverUrl}` });
    const row = log.getByRole('row', { name: /job\.updated/ });
    // The receiver answered before the sweep wrote the attempt down: refresh the log until it shows the outcome.
    for (let i = 0; i < 50 && !(await row.getByText('delivered').isVisible()); i++)
      await page.getByRole('button', { name: 'Refresh log' }).click();
    await row.getByText('delivered').waitFor();
    await row.getByText('thanks from the receiver').waitFor();
    // The cells after the event: Status, When, Response (the receiver's answer).
    expect(await row.getByRole('gridcell').nth(2).textContent()).toBe('200');
    await screenshot(page, 'webhooks-delivery-log');
  });
});
