import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, launch, login, openPage, screenshot } from './browser';

// A technician's changes with the network cut: kept on the device as waiting, counted in the top bar, and sent
// exactly once when the network returns.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the outbox', { timeout: 180_000 }, () => {
  it('keeps a note made offline as waiting, counts it in the top bar, sends it once when back online', async () => {
    const page = await openPage(browser, 390, { bypassCSP: true, serviceWorker: true });
    await login(page, 'jake@coolair.com.au');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const title = `Outbox check ${Date.now()}`;
    const { createJob } = await gql<{ createJob: { id: string } }>(
      page,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } } }',
      { input: { title } },
    );
    await page.goto(`/jobs/${createJob.id}/notes`);
    await page.getByRole('heading', { name: 'Notes & Charges' }).waitFor();
    // The phone menu loads its code when first opened: once here with signal, so it opens offline below.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });

    await page.context().setOffline(true);
    const text = 'Written in the plant room, no signal';
    await page.getByRole('textbox', { name: 'Add a note' }).fill(text);
    await page.getByRole('button', { name: 'Add Note' }).click();
    const waiting = page.getByRole('list', { name: 'Waiting to send' });
    await waiting.getByText(`Note: ${text}`).waitFor();
    await waiting.getByText('Waiting to send').first().waitFor();
    await page.getByRole('link', { name: 'Outbox 1' }).waitFor();
    await screenshot(page, 'outbox-offline-390');

    await page.getByRole('link', { name: 'Outbox 1' }).click();
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await page.getByText('1 change not sent yet').waitFor();
    await screenshot(page, 'outbox-page-offline-390');

    // Signing out would wipe the unsent change: offline too, it asks first, and staying signed in keeps it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Sign out and lose unsent changes?' });
    await warning.getByText('1 change made on this device has not been sent yet', { exact: false }).waitFor();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.getByText('1 change not sent yet').waitFor();

    await page.context().setOffline(false);
    await page.getByText('Everything made on this device has been sent').waitFor();
    await page.goBack();
    await page.getByRole('list', { name: 'Notes' }).getByText(text).waitFor();
    expect(await page.getByRole('link', { name: /^Outbox/ }).count()).toBe(0);

    const { job } = await gql<{ job: { notes: { text: string }[] } }>(page, 'query($id: ID!) { job(id: $id) { notes { text } } }', {
      id: createJob.id,
    });
    expect(job.notes.filter((n) => n.text === text)).toHaveLength(1);
  });
});
