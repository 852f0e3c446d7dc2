import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../../api/src/rules/zoned-time';
import { openAxePage, violations } from './axe';
import { gql, launch, login, screenshot } from './browser';
import { addForm, archiveAll, builtInTemplates } from './built-in-templates';
import { filler, fillSwms } from './form-filler';

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

const KEYS = ['aircon-service', 'test-and-tag', 'ccew-nsw', 'coes-vic', 'swms', 'forklift-inspection', 'job-completion'] as const;
type Key = (typeof KEYS)[number];

/** Each template's required fields filled, and those a "shown only when" brings up. */
const fill: Record<Key, (page: Page) => Promise<void>> = {
  'aircon-service': async (page) => {
    const f = filler(page);
    await f.radio('System type', 'Ducted');
    await f.pass(
      'Filters cleaned or replaced',
      'Indoor coil clean',
      'Outdoor coil clean and clear',
      'Condensate drain clear',
      'Electrical connections tight, isolator working',
      'Leak check',
    );
    await f.text('Supply air temperature (°C)', '12.5');
    // The refrigerant record shows once refrigerant was handled, and is then required.
    await f.tick('Refrigerant was recovered or charged on this job');
    await f.select('Refrigerant type', 'R32');
    await f.text('Refrigerant recovered (kg)', '0.4');
    await f.text('Refrigerant charged (kg)', '1.25');
    await f.text('Cylinder id', `CYL-${stamp}`);
    await f.text("Technician's ARC refrigerant handling licence number", 'L123456');
    await f.pass('Unit left operating correctly');
  },
  'test-and-tag': async (page) => {
    const f = filler(page);
    await f.date('Test date', '2026-11-20');
    await f.text('Tested by (competent person)', 'Jake Wilson');
    for (const [i, item] of [
      { description: 'Kettle', asset: `TT-${stamp}-1`, cls: 'Class I (earthed)' },
      { description: 'Power board', asset: `TT-${stamp}-2`, cls: 'Cord set or power board' },
    ].entries()) {
      await page.getByRole('button', { name: 'Add item' }).click();
      const row = filler(page, page.getByRole('group', { name: `Item ${i + 1}` }));
      await row.text('Description', item.description);
      await row.text('Asset id or tag number', item.asset);
      await row.radio('Class', item.cls);
      await row.select('Environment', 'Not flexed, not open to abuse, not hostile, e.g. an office (5 years)');
      await row.pass('Visual inspection', 'Result');
      await row.date('Next test due', '2031-11-20');
    }
  },
  'ccew-nsw': async (page) => {
    const f = filler(page);
    await f.text('CCEW serial number', `444444C${stamp}`);
    await f.text('Street number and name', '12 George Street');
    await f.text('Suburb', 'Parramatta');
    await f.text('Postcode', '2150');
    await f.text('Customer name', 'Alex Reid');
    await f.radio('Type of installation', 'Residential');
    await f.tick('Addition or alteration to existing');
    await f.pass(
      'Earthing system integrity',
      'Residual current device operational',
      'Insulation resistance (Ph–E)',
      'Visual check that installation is suitable for connection',
      'Polarity',
      'Correct current connections',
    );
    await f.date('Date of test', '2026-11-20');
    await f.text('Contractor name', 'Cool Air Services');
    await f.text('Contractor licence number', '444444C');
    await f.date('Contractor licence expiry', '2028-06-30');
    await f.text('Tester name', 'Jake Wilson');
    await f.text('Tester licence number', '123456S');
    await f.date('Tester licence expiry', '2028-06-30');
    await f.sign('Tester signature', 'Jake Wilson');
  },
  'coes-vic': async (page) => {
    const f = filler(page);
    // Prescribed work brings up the inspector's fields, then required.
    await f.radio('Certificate type', 'Prescribed');
    await f.text('Certificate number (from Energy Safe Victoria)', `E${stamp}`);
    await f.date('Lodged with Energy Safe Victoria on', '2026-11-21');
    await f.tick('Customer given their copy');
    await f.text('Installation address', '3 Swan Street, Richmond VIC 3121');
    await f.text('Customer (person the work was for)', 'Alex Reid');
    await f.radio('Type of installation', 'Commercial');
    await f.text('Description of the work', 'New main switchboard');
    await f.date('Work completed on', '2026-11-20');
    await f.pass(
      'Visual inspection of the work',
      'Continuity of the earthing system and main, protective and bonding conductors',
      'Insulation resistance of the wiring system',
      "Polarity of the consumer's mains and the wiring system",
      'Correct circuit connections',
      'Earth fault-loop impedance',
      'Operation of residual current devices',
    );
    await f.text('Licensed electrical inspector', 'Sam Inspector');
    await f.text("Inspector's licence number", 'INS-777');
    await f.date('Inspected on', '2026-11-20');
    await f.text('Licensed electrical worker', 'Jake Wilson');
    await f.text('Electrician licence number', 'A12345');
    await f.text('Registered electrical contractor (REC) number', 'REC-9999');
  },
  swms: (page) => fillSwms(page, ['Jake Wilson']),
  'forklift-inspection': async (page) => {
    const f = filler(page);
    await f.text('Make and model', 'Toyota 8FG25');
    await f.text('Serial number', `FL-${stamp}`);
    await f.radio('Power', 'LPG');
    await f.text('Hour meter (h)', '5231.5');
    await f.pass(
      'Capacity plate fitted and legible, matches the attachment',
      'Mast, carriage and rollers',
      'Lift chains: wear, stretch, anchors, lubrication',
      'Fork arms: cracks, heel wear, straightness, locking pins',
      'Hydraulic hoses, cylinders and fluid level: no leaks',
      'Service and parking brakes',
      'Steering',
      'Tyres and wheels (wear line)',
      'Overhead guard and load backrest',
      'Seat and seat belt or operator restraint',
      'Horn, lights, beacon and reversing alarm',
      'Controls labelled and return to neutral',
      'Engine or battery, charger and connectors',
      'LPG cylinder, mounting and fittings',
      'Attachments',
      'Operating test: lift, lower, tilt, travel',
    );
    // Repairs noted bring up what they are, then required.
    await f.radio('Fit for service', 'Yes, with repairs noted');
    await f.text('Defects and repairs needed', 'Left tyre near the wear line');
    await f.text('Inspected by', 'Jake Wilson');
  },
  'job-completion': async (page) => {
    const f = filler(page);
    await f.text('Work done', 'Replaced the outdoor fan motor');
    await f.pass('Work tested and working');
    await f.tick('Site left safe (covers on, isolations removed, no hazards left)');
    await f.tick('Site left clean, rubbish removed');
    await f.tick('Follow-up needed');
    await f.text('What needs following up', 'Quote a new isolator');
  },
};

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
