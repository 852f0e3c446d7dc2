import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../../api/src/rules/zoned-time';
import { openAxePage, violations } from './axe';
import { gql, launch, login, screenshot } from './browser';
import { BUILT_IN_KEYS, type BuiltInKey, builtInFills } from './built-in-fills';
import { addForm, archiveAll, builtInTemplates } from './built-in-templates';

// Spanner's seven built-in form templates (api/src/rules/built-in-forms/, docs/forms.md → Built-in templates) filled
// as a technician fills them: Jake at 390 px opens each form on a job of his, fills every required field through the
// page (text, numbers in range, pass/fail/N/A, choices as radios, checkboxes and a Select, dates typed, signatures
// drawn, repeating rows added, fields a "shown only when" brings up) and submits it; the office at 1280 px sees all
// seven submitted on the job. axe on a filled form. The templates are added and the forms put on the job through the
// API (adding a template from the page is built-in-forms.e2e.test.ts's); those this file made or brought back are
// archived afterwards, so the jobs other files of this worker create get no form.

let browser: Browser;
let office: Page;
const stamp = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
/** Templates to archive afterwards: added here, or found archived and brought back. */
const toArchive: string[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await archiveAll(office, toArchive);
  await browser?.close();
});

const KEYS = BUILT_IN_KEYS;
type Key = BuiltInKey;
const fill = builtInFills(stamp);

describe('built-in forms filled', { timeout: 300_000 }, () => {
  it("a technician fills and submits each of Spanner's seven templates on their phone; the office sees each submitted", async () => {
    office = await openAxePage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: null });

    // Each built-in template as the organisation's own (built-in-templates.ts: the job completion checklist is made as
    // a template of its own when not added yet, so built-in-forms.e2e.test.ts still finds it to add).
    const templates = await builtInTemplates(office, KEYS, toArchive, stamp);

    // A job of Jake's for a demo customer, with each template's form on it, required.
    const { members } = await gql<{ members: { id: string; name: string }[] }>(office, '{ members { id name } }');
    const jake = members.find((m) => m.name === 'Jake Wilson')?.id;
    const { customers } = await gql<{ customers: { edges: { node: { id: string } }[] } }>(
      office,
      '{ customers(first: 1) { edges { node { id } } } }',
    );
    const scheduledAt = new Date(localDayOf(new Date()).start.getTime() + 34 * 3_600_000).toISOString();
    const made = await gql<{ createJob: { id: string } }>(
      office,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } ... on AppError { message } } }',
      {
        input: {
          title: `Compliance visit ${stamp}`,
          jobType: 'other',
          customerId: customers.edges[0].node.id,
          assignedTechIds: [jake],
          scheduledAt,
        },
      },
    );
    const jobId = made.createJob.id;
    const formIds = new Map<Key, string>();
    for (const key of KEYS) formIds.set(key, await addForm(office, jobId, templates.get(key)?.id ?? ''));

    // Jake fills each one on his phone and submits it.
    const tech = await openAxePage(browser, 390);
    await login(tech, 'jake@coolair.com.au', { to: null });
    for (const key of KEYS) {
      const name = templates.get(key)?.name ?? '';
      await tech.goto(`/jobs/${jobId}/forms/${formIds.get(key)}`);
      await tech.getByRole('heading', { name, level: 1 }).waitFor();
      await fill[key](tech);
      const submit = tech.getByRole('button', { name: 'Submit' });
      await expect.poll(() => submit.isEnabled(), { message: `${key}: every required field filled` }).toBe(true);
      await tech.getByText('Saved', { exact: true }).waitFor();
      if (key === 'aircon-service') expect(await violations(tech)).toEqual([]);
      if (key === 'aircon-service' || key === 'test-and-tag') await screenshot(tech, `built-in-forms-fill-${key}-phone`);
      await submit.click();
      await tech.getByText(/^Submitted by Jake Wilson/).waitFor();
    }

    const { job } = await gql<{
      job: { forms: { templateId: string; status: string; answers: Record<string, unknown> }[]; formsStillRequired: unknown[] };
    }>(office, 'query($id: ID!) { job(id: $id) { forms { templateId status answers } formsStillRequired { id } } }', { id: jobId });
    expect(job.formsStillRequired).toEqual([]);
    const answersOf = (key: Key) => job.forms.find((f) => f.templateId === templates.get(key)?.id);
    for (const key of KEYS) expect(answersOf(key)?.status, key).toBe('submitted');
    expect(answersOf('test-and-tag')?.answers).toMatchObject({
      tested_on: '2026-11-20',
      items: [
        { asset_id: `TT-${stamp}-1`, result: 'pass', next_test: '2031-11-20' },
        { asset_id: `TT-${stamp}-2`, class: 'Cord set or power board' },
      ],
    });
    expect(answersOf('aircon-service')?.answers).toMatchObject({ refrigerant_type: 'R32', charged_kg: 1.25 });
    expect(answersOf('ccew-nsw')?.answers).toMatchObject({ tester_signature: { signedBy: 'Jake Wilson' } });

    // The office sees all seven submitted on the job.
    await office.goto(`/jobs/${jobId}`);
    const forms = office.getByRole('region', { name: 'Forms' });
    for (const key of KEYS)
      await forms
        .getByRole('listitem', { name: templates.get(key)?.name })
        .getByText('Submitted', { exact: true })
        .waitFor();
    expect(await forms.getByText('Still required', { exact: true }).count()).toBe(0);
    await screenshot(office, 'built-in-forms-fill-job-desktop');
    await tech.context().close();
  });
});
