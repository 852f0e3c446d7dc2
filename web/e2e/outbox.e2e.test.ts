import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, launch, login, openPage, screenshot } from './browser';

// A technician's changes with the network cut: kept on the device as waiting, counted in the top bar, and sent
// exactly once when the network returns — together, in one request.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the outbox', { timeout: 180_000 }, () => {
  it('keeps notes made offline as waiting, counts them in the top bar, sends them once in one request when back online', async () => {
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
    const second = 'Condensate pump replaced';
    await page.getByRole('textbox', { name: 'Add a note' }).fill(second);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await waiting.getByText(`Note: ${second}`).waitFor();
    await page.getByRole('link', { name: 'Outbox 2' }).waitFor();
    await screenshot(page, 'outbox-offline-390');

    await page.getByRole('link', { name: 'Outbox 2' }).click();
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await page.getByText('2 changes not sent yet').waitFor();
    await screenshot(page, 'outbox-page-offline-390');

    // Signing out would wipe the unsent changes: offline too, it asks first, and staying signed in keeps them.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Sign out and lose unsent changes?' });
    await warning.getByText('2 changes made on this device have not been sent yet', { exact: false }).waitFor();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'detached' });
    // Escape closes the menu once focus is back in it (react-aria returns it a frame after the warning has gone).
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-label="Menu"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.getByText('2 changes not sent yet').waitFor();

    // Writes the browser sends from here (the window's or the service worker's): the two notes go in one sync.
    const writes: string[] = [];
    const onRequest = (r: { method(): string; url(): string }) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    };
    page.context().on('request', onRequest);
    await page.context().setOffline(false);
    await page.getByText('Everything made on this device has been sent').waitFor();
    page.context().off('request', onRequest);
    expect(writes.filter((w) => w.includes('/api/'))).toEqual(['POST /api/sync']);
    await page.goBack();
    await page.getByRole('list', { name: 'Notes' }).getByText(text).waitFor();
    expect(await page.getByRole('link', { name: /^Outbox/ }).count()).toBe(0);

    const { job } = await gql<{ job: { notes: { text: string }[] } }>(page, 'query($id: ID!) { job(id: $id) { notes { text } } }', {
      id: createJob.id,
    });
    expect(job.notes.filter((n) => n.text === text)).toHaveLength(1);
    expect(job.notes.filter((n) => n.text === second)).toHaveLength(1);
  });
});
