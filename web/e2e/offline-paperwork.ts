import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
// @ts-expect-error plain ESM script without types
import { CHROMIUM_ARGS } from '../../scripts/ensure-chromium.mjs';
import { baseUrl, gql, login } from './browser';
import { savedOnDevice, soonToday } from './device-copy';

// The technician's paperwork in airplane mode, for the offline browser journeys (offline-forms.e2e.test.ts,
// offline-built-in-forms.e2e.test.ts): the office books the jobs, Jake's phone saves them and goes offline, forms are
// opened from the saved job and submitted on the device.

/** The office books a job for Jake today at a new customer's; answers its id. */
export async function books(page: Page, jakeId: string, title: string): Promise<string> {
  const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
    page,
    'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { ... on Customer { id } } }',
    { input: { name: `${title} Pty Ltd`, street: '1 Collins St', suburb: 'Melbourne', state: 'VIC', postcode: '3000' } },
  );
  const { createJob } = await gql<{ createJob: { id: string } }>(
    page,
    'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } ... on AppError { message } } }',
    { input: { title, jobType: 'other', scheduledAt: soonToday(), assignedTechIds: [jakeId], customerId: createCustomer.id } },
  );
  expect(createJob.id, JSON.stringify(createJob)).toBeTruthy();
  return createJob.id;
}

/** Opens a saved form from its job's Forms list, offline. */
export async function openForm(page: Page, jobTitle: string, formName: string) {
  await page.goto('/');
  await page.getByRole('link', { name: jobTitle }).first().click();
  await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
  await page.getByRole('list', { name: 'Forms' }).getByRole('link', { name: formName }).click();
  await page.getByRole('heading', { level: 1, name: formName }).waitFor();
}

/** Submits the form being filled offline, and sees it submitted on the device, waiting to send. */
export async function submitOffline(page: Page) {
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect.poll(() => submit.isEnabled(), { message: 'every required field filled' }).toBe(true);
  await submit.click();
  await page.getByText('Submitted on this device: it is sent with your other changes when the signal returns.').waitFor();
}

/**
 * A member's phone at 390 px (Jake's unless `email` names another), its own profile (the service worker and the device
 * copy survive a reload): signed in, the jobs saved on it, then airplane mode and the app opened again from scratch.
 * `clock` fixes the phone's clock from the start (Date only: its timers run on), for a day made at chosen times.
 */
export async function openOfflinePhone(
  jobIds: string[],
  { email = 'jake@coolair.com.au', clock }: { email?: string; clock?: Date } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-forms-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: inject('chromePath'),
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    baseURL: baseUrl(),
    bypassCSP: true,
  });
  if (clock) await context.clock.setFixedTime(clock);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/login');
  await login(page, email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await savedOnDevice(page, jobIds);
  await context.setOffline(true);
  await page.reload();
  await page.getByText(/^Offline — showing what was saved at /).waitFor();
  return { context, page };
}
