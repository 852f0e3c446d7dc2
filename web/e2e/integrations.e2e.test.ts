import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gql, launch, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = Date.now();

// What a script writes with a key, the job diary names (the key and the member it acts as): the API's
// api-key-attribution.test.ts and the job page's JobDetailPage.test.tsx.
describe('API keys', () => {
  it('an admin creates a key in Settings → Integrations, a script reads the business with it, and revoking it ends that', async () => {
    const page = await openPage(browser);
    await page.goto('/auth/register');
    await page.getByLabel('Business name').fill('Keyed Plumbing');
    await page.getByLabel('Your name').fill('Kim Key');
    await page.getByLabel('Email').fill(`kim-${stamp}@keyed.test`);
    await page.getByLabel('Password').fill('keyed-pass1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await gql(page, 'mutation { createCustomer(input: { name: "Harbour Cafe", phone: "0400 111 222" }) { __typename } }');

    await page.goto('/settings?tab=integrations');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel('Name').fill('Xero sync');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'API key created' });
    const secret = await shown.getByLabel('API key').inputValue();
    expect(secret).toMatch(/^spk_[0-9A-Za-z]{49}$/);
    await screenshot(page, 'integrations-key-created');
    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('listitem', { name: 'Xero sync' }).getByText('Read-only').waitFor();

    const authorization = `Bearer ${secret}`;
    const rest = await fetch(`${baseUrl()}/api/customers`, { headers: { authorization } });
    expect(rest.status).toBe(200);
    expect((await rest.json()).map((c: { name: string }) => c.name)).toEqual(['Harbour Cafe']);
    const graphql = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ customers { edges { node { name } } } }' }),
    });
    expect((await graphql.json()).data.customers.edges).toEqual([{ node: { name: 'Harbour Cafe' } }]);

    await page.getByRole('listitem', { name: 'Xero sync' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('No API keys yet.').waitFor();
    expect((await fetch(`${baseUrl()}/api/customers`, { headers: { authorization } })).status).toBe(401);
    await page.context().close();
  });
});
