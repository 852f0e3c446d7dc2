import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../../api/src/rules/zoned-time';
import { openAxePage, violations } from './axe';
import { drawSignature, gql, launch, login, screenshot } from './browser';

// Forms on jobs as a business uses them (docs/forms.md): the office builds a template attached to Installation jobs
// at 1280 px; a technician at 390 px opens a new installation job of theirs, fills its form (a number out of range
// refused at the field, a signature drawn, a group of two rows) and submits it; the office sees it submitted on the
// job. axe on the builder and on the form being filled. The template is archived afterwards, so the jobs other files
// of this worker create later get no form.

let browser: Browser;
let office: Page;
const stamp = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const templateName = `Install commissioning ${stamp}`;
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

/** A Select's option, from its button inside `where`. */
async function pick(page: Page, where: ReturnType<Page['getByRole']>, select: RegExp, option: string) {
  await where.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('forms on jobs', { timeout: 180_000 }, () => {
  it('the office builds a template for installation jobs; a technician fills it on their phone and submits; the office sees it submitted', async () => {
    office = await openAxePage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: '/settings' });
    await office.getByRole('link', { name: 'Forms', exact: true }).click();
    await office.getByRole('button', { name: 'New template' }).first().click();
    await office.getByRole('textbox', { name: /^Name/ }).fill(templateName);
    await office.getByRole('checkbox', { name: 'Installation' }).press('Space');
    await office.getByRole('textbox', { name: /^Section title/ }).fill('Commissioning');

    const first = office.getByRole('group', { name: /^Field 1:/ });
    await first.getByRole('textbox', { name: /^Label/ }).fill('Supply air');
    await pick(office, first, /Kind/, 'Number');
    await first.getByRole('textbox', { name: 'Unit' }).fill('°C');
    await first.getByRole('textbox', { name: 'Min' }).fill('0');
    await first.getByRole('textbox', { name: 'Max' }).fill('30');
    await first.getByRole('checkbox', { name: 'Required' }).press('Space');

    await office.getByRole('button', { name: 'Add field' }).click();
    const second = office.getByRole('group', { name: /^Field 2:/ });
    await second.getByRole('textbox', { name: /^Label/ }).fill('Customer signature');
    await pick(office, second, /Kind/, 'Signature');
    await second.getByRole('checkbox', { name: 'Required' }).press('Space');

    await office.getByRole('button', { name: 'Add repeating group' }).click();
    const group = office.getByRole('group', { name: /^Field 3:/ });
    await group
      .getByRole('textbox', { name: /^Label/ })
      .first()
      .fill('Units installed');
    await group.getByRole('checkbox', { name: 'Required' }).first().press('Space');
    const serial = office.getByRole('group', { name: /^Units installed field 1:/ });
    await serial.getByRole('textbox', { name: /^Label/ }).fill('Serial number');
    await serial.getByRole('checkbox', { name: 'Required' }).press('Space');

    expect(await violations(office)).toEqual([]);
    await screenshot(office, 'forms-builder-desktop');
    await office.getByRole('button', { name: 'Save template' }).click();
    await office.getByText(`${templateName}: version 1`).waitFor();
    await office.waitForURL((url) => /^\/settings\/forms\/[\w-]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    templateId = new URL(office.url()).pathname.split('/').pop() ?? '';
    await office.getByRole('group', { name: 'Field 1: Supply air' }).waitFor();
    // The builder on a phone too: the settings wrap, nothing runs off the screen.
    await office.setViewportSize({ width: 390, height: 844 });
    expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(office, 'forms-builder-phone');
    await office.setViewportSize({ width: 1280, height: 860 });

    // A new installation job of Jake's: it gets the form by itself, required.
    const { members } = await gql<{ members: { id: string; name: string }[] }>(office, '{ members { id name } }');
    const jake = members.find((m) => m.name === 'Jake Wilson')?.id;
    const scheduledAt = new Date(localDayOf(new Date()).start.getTime() + 34 * 3_600_000).toISOString();
    const made = await gql<{ createJob: { id: string } }>(
      office,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } ... on AppError { message } } }',
      { input: { title: `Ducted install ${stamp}`, jobType: 'installation', assignedTechIds: [jake], scheduledAt } },
    );
    const jobId = made.createJob.id;

    const tech = await openAxePage(browser, 390);
    await login(tech, 'jake@coolair.com.au', { to: `/jobs/${jobId}` });
    const forms = tech.getByRole('region', { name: 'Forms' });
    await forms.getByText('Still required', { exact: true }).waitFor();
    await screenshot(tech, 'forms-job-phone');
    await forms.getByRole('link', { name: templateName }).click();
    await tech.getByRole('heading', { name: templateName, level: 1 }).waitFor();

    const air = tech.getByRole('textbox', { name: /Supply air/ });
    await air.fill('45');
    await tech.getByText('Supply air must be between 0 and 30 °C').waitFor();
    await air.fill('21');
    await tech.getByText('Saved', { exact: true }).waitFor();
    expect(await tech.getByText('Supply air must be between 0 and 30 °C').count()).toBe(0);

    await tech.getByRole('textbox', { name: 'Signed by' }).fill('Alex Reid');
    await drawSignature(tech, tech.getByRole('img', { name: 'Customer signature: sign here' }));
    await tech.getByRole('button', { name: 'Save signature' }).click();
    await tech.getByText('Signed by Alex Reid').waitFor();

    for (const [i, number] of ['DK-1001', 'DK-1002'].entries()) {
      await tech.getByRole('button', { name: 'Add item' }).click();
      await tech
        .getByRole('group', { name: `Item ${i + 1}` })
        .getByRole('textbox', { name: /Serial number/ })
        .fill(number);
    }
    const submit = tech.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await tech.getByText('Saved', { exact: true }).waitFor();
    expect(await violations(tech)).toEqual([]);
    await screenshot(tech, 'forms-filling-phone');
    await submit.click();
    await tech.getByText(/^Submitted by Jake Wilson/).waitFor();
    await tech.getByText('DK-1002').waitFor();
    await screenshot(tech, 'forms-submitted-phone');

    const { job } = await gql<{ job: { forms: { status: string; answers: Record<string, unknown> }[]; formsStillRequired: unknown[] } }>(
      office,
      'query($id: ID!) { job(id: $id) { forms { status answers } formsStillRequired { id } } }',
      { id: jobId },
    );
    expect(job.formsStillRequired).toEqual([]);
    expect(job.forms[0].status).toBe('submitted');
    expect(job.forms[0].answers).toMatchObject({
      supply_air: 21,
      customer_signature: { signedBy: 'Alex Reid' },
      units_installed: [{ serial_number: 'DK-1001' }, { serial_number: 'DK-1002' }],
    });

    await office.goto(`/jobs/${jobId}`);
    const officeForms = office.getByRole('region', { name: 'Forms' });
    await officeForms.getByRole('listitem', { name: templateName }).getByText('Submitted', { exact: true }).waitFor();
    expect(await officeForms.getByText('Still required', { exact: true }).count()).toBe(0);
    await screenshot(office, 'forms-job-desktop');
    await officeForms.getByRole('link', { name: templateName }).click();
    await office.getByText(/^Submitted by Jake Wilson/).waitFor();
    await screenshot(office, 'forms-submitted-desktop');
    await tech.context().close();
  });
});
