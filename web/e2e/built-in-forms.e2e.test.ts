import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAxePage, violations } from './axe';
import { gql, launch, login, screenshot } from './browser';

// Built-in form templates (docs/forms.md → Built-in templates): the office opens Settings → Forms → Add a Spanner
// template, adds the job completion checklist, lands in the builder with its fields, and the list then says Added.
// axe on the list. The template is archived afterwards, so the jobs other files of this worker create get no form.

let browser: Browser;
let office: Page;
let templateId = '';

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  if (templateId)
    await gql(office, 'mutation($id: ID!) { archiveFormTemplate(id: $id, archived: true) { __typename } }', { id: templateId }).catch(
      () => {},
    );
  await browser?.close();
});

describe('built-in form templates', { timeout: 120_000 }, () => {
  it('the office adds a Spanner template and opens it in the builder', async () => {
    office = await openAxePage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: '/settings' });
    await office.getByRole('link', { name: 'Forms', exact: true }).click();
    await office.getByRole('button', { name: 'Add a Spanner template' }).first().click();
    const swms = office.getByRole('listitem', { name: 'Safe Work Method Statement (SWMS)' });
    await expect.poll(() => swms.isVisible()).toBe(true);
    expect(await violations(office)).toEqual([]);
    await screenshot(office, 'built-in-forms-desktop');

    await office.getByRole('button', { name: 'Add Job completion checklist' }).click();
    await office.waitForURL(/\/settings\/forms\/[0-9a-f-]{36}$/);
    templateId = office.url().split('/').pop() ?? '';
    expect(await office.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Job completion checklist');
    await expect
      .poll(() =>
        office
          .getByRole('textbox', { name: /^Label/ })
          .first()
          .inputValue(),
      )
      .toBe('Work done');

    await office.goBack();
    const added = office.getByRole('listitem', { name: 'Job completion checklist' });
    await expect.poll(() => added.getByText('Added').isVisible()).toBe(true);
    await office.setViewportSize({ width: 390, height: 844 });
    await screenshot(office, 'built-in-forms-phone');
  });
});
