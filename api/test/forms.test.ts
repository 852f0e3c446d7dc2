import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// Forms on jobs over REST and GraphQL: templates and their versions, forms attached by job and equipment type,
// answers checked field by field, submit and corrections, who may fill which job's forms, and idempotent saves.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CHECKS = {
  sections: [
    {
      id: 'checks',
      title: 'Checks',
      fields: [
        { id: 'refrigerant', kind: 'choice', label: 'Refrigerant type', options: ['R32', 'R410A'], required: true },
        { id: 'pressure', kind: 'number', label: 'Pressure', unit: 'kPa', min: 0, max: 4000 },
        { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
        { id: 'fault', kind: 'text', label: 'Fault found', required: true, showWhen: { field: 'result', equals: 'fail' } },
        { id: 'tested_on', kind: 'date', label: 'Test date' },
        { id: 'photos', kind: 'photo', label: 'Photos' },
        {
          id: 'items',
          kind: 'group',
          label: 'Extinguishers',
          fields: [
            { id: 'serial', kind: 'text', label: 'Serial', required: true },
            { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
          ],
        },
      ],
    },
  ],
};
const COMPLETE = { refrigerant: 'R32', pressure: 1200, result: 'pass', items: [{ serial: 'A1', result: 'pass' }] };

interface World {
  org: { id: string };
  admin: Agent;
  manager: Agent;
  tech: Agent;
  techId: string;
  customerId: string;
}

async function world(name: string): Promise<World> {
  const o = await createOrg(t, name);
  const customer = await t.database.db.customer.create({ data: { orgId: o.org.id, name: `${name} customer` } });
  return {
    org: o.org,
    admin: await signedIn(t, o.admin),
    manager: await signedIn(t, o.manager),
    tech: await signedIn(t, o.technician),
    techId: o.technician.id,
    customerId: customer.id,
  };
}

async function template(w: World, body: Record<string, unknown> = {}) {
  const res = await w.manager.post('/api/form-templates', { name: 'Aircon service', definition: CHECKS, ...body });
  expect(res.status).toBe(201);
  return res.body as { id: string; version: number };
}

async function job(w: World, body: Record<string, unknown> = {}) {
  const res = await w.admin.post('/api/jobs', { title: 'Service', customerId: w.customerId, ...body });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function formOn(w: World, jobId: string, templateId: string, as = w.admin) {
  const res = await as.post(`/api/jobs/${jobId}/forms`, { template_id: templateId, required: true });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('form templates', () => {
  it('admin and manager write templates, everyone reads them; a bad definition is refused by field', async () => {
    const w = await world('Template Co');
    const made = await template(w, { job_types: ['service'], equipment_types: ['Split system'] });
    expect(made).toMatchObject({ name: 'Aircon service', version: 1, job_types: ['service'], equipment_types: ['Split system'] });
    expect((await w.tech.post('/api/form-templates', { name: 'Mine', definition: CHECKS })).status).toBe(403);
    const gqlRefused = await w.tech.gql(
      'mutation($i: FormTemplateInput!) { createFormTemplate(input: $i) { __typename ... on AppError { code } } }',
      {
        i: { name: 'Mine', definition: CHECKS },
      },
    );
    expect(JSON.stringify(gqlRefused)).toMatch(/FORBIDDEN/);
    expect((await w.tech.get('/api/form-templates')).body.map((x: { name: string }) => x.name)).toEqual(['Aircon service']);

    const bad = await w.admin.post('/api/form-templates', {
      name: 'Bad',
      definition: {
        sections: [
          {
            id: 's',
            title: 'S',
            fields: [
              { id: 'a', kind: 'text', label: 'A' },
              { id: 'a', kind: 'text', label: 'B' },
            ],
          },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Field id "a" is used twice');
    const gqlBad = await w.admin.gql(
      'mutation($i: FormTemplateInput!) { createFormTemplate(input: $i) { __typename ... on AppError { code message } } }',
      { i: { name: 'Bad', definition: { sections: [] } } },
    );
    expect(gqlBad.data.createFormTemplate).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'A form needs at least one section',
    });

    const copy = await w.admin.post(`/api/form-templates/${made.id}/copy`, {});
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Aircon service (copy)', version: 1, job_types: [], definition: CHECKS });
    const archived = await w.admin.post(`/api/form-templates/${copy.body.id}/archive`, {});
    expect(archived.body.archived_at).not.toBeNull();
    expect((await w.admin.get('/api/form-templates')).body).toHaveLength(1);
    expect((await w.admin.get('/api/form-templates?include_archived=true')).body).toHaveLength(2);
  });

  it('a new version on a change of fields; forms, drafts and submitted ones, keep the version they were made with', async () => {
    const w = await world('Version Co');
    const tpl = await template(w);
    const jobId = await job(w);
    const submitted = await formOn(w, jobId, tpl.id);
    expect((await w.admin.post(`/api/job-forms/${submitted}/submit`, { answers: COMPLETE })).status).toBe(200);
    const draft = await formOn(w, jobId, tpl.id);
    expect((await w.admin.request('PATCH', `/api/job-forms/${draft}/answers`, { body: { answers: { pressure: 10 } } })).status).toBe(200);

    // Pressure removed: the draft holding an answer for it stays on version 1 with its answer.
    const fields = CHECKS.sections[0].fields.filter((f) => f.id !== 'pressure');
    const edited = await w.manager.put(`/api/form-templates/${tpl.id}`, { definition: { sections: [{ ...CHECKS.sections[0], fields }] } });
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(2);
    expect((await w.manager.put(`/api/form-templates/${tpl.id}`, { name: 'Aircon service' })).body.version).toBe(2);

    const forms = (await w.admin.get(`/api/jobs/${jobId}/forms`)).body;
    expect(forms.map((f: { version: number }) => f.version)).toEqual([1, 1]);
    expect(forms[1].answers).toEqual({ pressure: 10 });
    expect(forms[0].definition).toEqual(CHECKS);
    const fresh = (await w.admin.post(`/api/jobs/${jobId}/forms`, { template_id: tpl.id })).body;
    expect(fresh).toMatchObject({ version: 2, required: false, status: 'draft' });
  });
});

describe('forms attached by themselves', () => {
  it('a job of a matching type gets one form; each unit of a matching type gets its own, also when added later', async () => {
    const w = await world('Attach Co');
    const byType = await template(w, { name: 'Service checklist', job_types: ['service'] });
    const byUnit = await template(w, { name: 'Extinguisher test', equipment_types: ['fire extinguisher'] });
    const units = await Promise.all(
      ['Ext 1', 'Ext 2', 'Heater'].map((name, i) =>
        t.database.db.equipment.create({
          data: { orgId: w.org.id, customerId: w.customerId, name, equipmentType: i < 2 ? 'Fire Extinguisher' : 'Heater' },
        }),
      ),
    );
    const serviceJob = await job(w, { jobType: 'service', equipmentIds: [units[0].id] });
    const gql = await w.admin.gql(
      'query($id: ID!) { job(id: $id) { forms { templateName equipment { name } required status } formsStillRequired { id } } }',
      {
        id: serviceJob,
      },
    );
    const byName = (a: { templateName: string }, b: { templateName: string }) => a.templateName.localeCompare(b.templateName);
    expect(gql.data.job.forms.sort(byName)).toEqual([
      { templateName: 'Extinguisher test', equipment: { name: 'Ext 1' }, required: true, status: 'draft' },
      { templateName: 'Service checklist', equipment: null, required: true, status: 'draft' },
    ]);
    expect(gql.data.job.formsStillRequired).toHaveLength(2);

    const repair = await job(w, { jobType: 'repair' });
    expect((await w.admin.get(`/api/jobs/${repair}/forms`)).body).toEqual([]);
    expect((await w.admin.put(`/api/jobs/${repair}`, { equipmentIds: [units[1].id, units[2].id] })).status).toBe(200);
    const later = (await w.admin.get(`/api/jobs/${repair}/forms`)).body;
    expect(later.map((f: { template_id: string; equipment_id: string }) => [f.template_id, f.equipment_id])).toEqual([
      [byUnit.id, units[1].id],
    ]);
    expect(byType.id).not.toBe(byUnit.id);
  });
});

describe('answers', () => {
  it('refuses wrong answers field by field on both transports, keeping what was saved', async () => {
    const w = await world('Answers Co');
    const tpl = await template(w);
    const jobId = await job(w);
    const formId = await formOn(w, jobId, tpl.id);
    const save = (answers: unknown) => w.admin.request('PATCH', `/api/job-forms/${formId}/answers`, { body: { answers } });
    expect((await save({ pressure: 300, result: 'fail' })).status).toBe(200);

    const refused = await save({
      pressure: 5000,
      refrigerant: 'R22',
      tested_on: '2026-13-01',
      items: [{ serial: 'A' }, 'x'],
      photos: ['no-such-photo'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      pressure: 'Pressure must be between 0 and 4,000 kPa',
      refrigerant: 'Refrigerant type has no option "R22"',
      tested_on: 'Test date must be a date (YYYY-MM-DD)',
      'items.1': 'Item 2: must be a row of answers',
    });
    const photo = await save({ photos: ['no-such-photo'] });
    expect(photo.status).toBe(400);
    expect(photo.body.fieldErrors).toEqual({ photos: "Photos: the photo is not one of this job's photos" });

    const gql = await w.admin.gql(
      'mutation($id: ID!, $a: JSON!) { saveJobFormAnswers(id: $id, answers: $a) { __typename ... on AppError { code fieldErrors { field message } } } }',
      { id: formId, a: { pressure: -1, nope: 1 } },
    );
    expect(gql.data.saveJobFormAnswers).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      fieldErrors: [
        { field: 'nope', message: 'This form has no field "nope"' },
        { field: 'pressure', message: 'Pressure must be between 0 and 4,000 kPa' },
      ],
    });
    expect((await w.admin.get(`/api/job-forms/${formId}`)).body.answers).toEqual({ pressure: 300, result: 'fail' });

    // Submit: a shown required field is asked for; a group row's by its number; a hidden one is neither asked nor kept.
    const incomplete = await w.admin.post(`/api/job-forms/${formId}/submit`, {
      answers: { items: [{ serial: 'A1', result: 'pass' }, { serial: 'A2' }] },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fieldErrors).toEqual({
      refrigerant: 'Refrigerant type is required',
      fault: 'Fault found is required',
      'items.1.result': 'Item 2: Result is required',
    });
    const gqlSubmit = await w.admin.gql(
      'mutation($id: ID!, $a: JSON) { submitJobForm(id: $id, answers: $a) { __typename ... on AppError { message } ... on JobForm { status answers } } }',
      { id: formId, a: { ...COMPLETE, result: 'fail', fault: 'Dirty coil' } },
    );
    expect(gqlSubmit.data.submitJobForm).toEqual({
      __typename: 'JobForm',
      status: 'submitted',
      answers: { ...COMPLETE, result: 'fail', fault: 'Dirty coil' },
    });
    expect((await save({ pressure: 1 })).status).toBe(409);
  });

  it('saves a photo answer of one of the job’s photos', async () => {
    const w = await world('Photo Co');
    const tpl = await template(w);
    const jobId = await job(w);
    const formId = await formOn(w, jobId, tpl.id);
    const photo = await t.database.db.jobPhoto.create({
      data: { orgId: w.org.id, jobId, storageKey: 'k', contentType: 'image/png', sizeBytes: 1 },
    });
    const res = await w.admin.request('PATCH', `/api/job-forms/${formId}/answers`, { body: { answers: { photos: [photo.id] } } });
    expect(res.status).toBe(200);
    expect(res.body.answers).toEqual({ photos: [photo.id] });
  });
});

describe('submit and correct', () => {
  it('a correction needs complete answers and a reason, and keeps the answers before with who and why', async () => {
    const w = await world('Correct Co');
    await t.database.db.webhookEndpoint.create({
      data: { orgId: w.org.id, url: 'https://hooks.example/x', events: ['form.submitted'], secret: 's' },
    });
    const tpl = await template(w);
    const jobId = await job(w);
    const formId = await formOn(w, jobId, tpl.id);
    expect((await w.admin.post(`/api/job-forms/${formId}/corrections`, { answers: {}, reason: 'x' })).status).toBe(409);
    const submitted = await w.admin.post(`/api/job-forms/${formId}/submit`, { answers: COMPLETE });
    expect(submitted.body).toMatchObject({ status: 'submitted', revision: 0 });
    const delivery = await t.database.db.webhookDelivery.findFirstOrThrow({ where: { orgId: w.org.id, eventType: 'form.submitted' } });
    expect(delivery.payload).toMatchObject({ type: 'form.submitted', data: { id: formId, status: 'submitted', answers: COMPLETE } });
    expect((await w.admin.request('DELETE', `/api/job-forms/${formId}`)).status).toBe(409);

    expect((await w.admin.post(`/api/job-forms/${formId}/corrections`, { answers: { pressure: 1300 } })).body.error).toBe(
      'Reason is required',
    );
    const stillComplete = await w.admin.post(`/api/job-forms/${formId}/corrections`, { answers: { refrigerant: null }, reason: 'Typo' });
    expect(stillComplete.status).toBe(400);
    expect(stillComplete.body.fieldErrors).toEqual({ refrigerant: 'Refrigerant type is required' });

    const corrected = await w.manager.post(`/api/job-forms/${formId}/corrections`, {
      answers: { pressure: 1300 },
      reason: 'Gauge misread',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ revision: 1, answers: { ...COMPLETE, pressure: 1300 } });
    expect(corrected.body.revisions).toEqual([
      { revision: 0, answers: COMPLETE, reason: 'Gauge misread', corrected_by_id: expect.any(String), created_at: expect.any(String) },
    ]);
  });
});

describe('who fills which forms', () => {
  it('a technician fills the forms of their own jobs only, on both transports; another organisation sees nothing', async () => {
    const w = await world('Rights Co');
    const other = await world('Other Rights Co');
    const tpl = await template(w);
    const theirs = await job(w, { assignedTechIds: [w.techId] });
    const notTheirs = await job(w);
    const mine = await formOn(w, theirs, tpl.id, w.tech);
    const office = await formOn(w, notTheirs, tpl.id);

    expect((await w.tech.request('PATCH', `/api/job-forms/${mine}/answers`, { body: { answers: { pressure: 5 } } })).status).toBe(200);
    expect((await w.tech.request('PATCH', `/api/job-forms/${office}/answers`, { body: { answers: { pressure: 5 } } })).status).toBe(404);
    expect((await w.tech.post(`/api/jobs/${notTheirs}/forms`, { template_id: tpl.id })).status).toBe(404);
    const gql = await w.tech.gql('mutation($id: ID!) { submitJobForm(id: $id, answers: {}) { __typename ... on AppError { code } } }', {
      id: office,
    });
    expect(gql.data.submitJobForm).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    expect((await w.tech.get(`/api/jobs/${notTheirs}/forms`)).status).toBe(404);

    expect((await other.admin.get(`/api/job-forms/${mine}`)).status).toBe(404);
    expect((await other.admin.get(`/api/form-templates/${tpl.id}`)).status).toBe(404);
    expect((await other.admin.post(`/api/jobs/${await job(other)}/forms`, { template_id: tpl.id })).status).toBe(404);
    expect((await other.admin.get('/api/form-templates')).body).toEqual([]);
    const gqlOther = await other.admin.gql('query($id: ID!) { jobForm(id: $id) { id } }', { id: mine });
    expect(gqlOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('offline saves', () => {
  it('a save sent again with its Idempotency-Key is applied once', async () => {
    const w = await world('Outbox Co');
    const tpl = await template(w);
    const formId = await formOn(w, await job(w), tpl.id);
    const keyed = { 'idempotency-key': 'save-form-1' };
    const first = await w.tech.request('PATCH', `/api/job-forms/${formId}/answers`, { body: { answers: { pressure: 1 } }, headers: keyed });
    expect(first.status).toBe(404);
    const save = (pressure: number, headers?: Record<string, string>) =>
      w.admin.request('PATCH', `/api/job-forms/${formId}/answers`, { body: { answers: { pressure } }, headers });
    expect((await save(1, keyed)).body.answers).toEqual({ pressure: 1 });
    expect((await save(2)).body.answers).toEqual({ pressure: 2 });
    const replay = await save(1, keyed);
    expect(replay.status).toBe(200);
    expect(replay.body.answers).toEqual({ pressure: 1 });
    expect((await w.admin.get(`/api/job-forms/${formId}`)).body.answers).toEqual({ pressure: 2 });

    const mutation = 'mutation($id: ID!, $a: JSON!) { saveJobFormAnswers(id: $id, answers: $a) { ... on JobForm { answers } } }';
    const gqlKey = { 'idempotency-key': 'save-form-2' };
    expect((await w.admin.gql(mutation, { id: formId, a: { pressure: 3 } }, gqlKey)).data.saveJobFormAnswers.answers).toEqual({
      pressure: 3,
    });
    await save(4);
    expect((await w.admin.gql(mutation, { id: formId, a: { pressure: 3 } }, gqlKey)).data.saveJobFormAnswers.answers).toEqual({
      pressure: 3,
    });
    expect((await w.admin.get(`/api/job-forms/${formId}`)).body.answers).toEqual({ pressure: 4 });
  });
});

describe("a unit's forms", () => {
  it('lists every form filled against a unit, newest first, on the jobs the caller sees (REST and GraphQL)', async () => {
    const w = await world('Unit History Co');
    await template(w, { name: 'Extinguisher test', equipment_types: ['fire extinguisher'] });
    const unit = await t.database.db.equipment.create({
      data: { orgId: w.org.id, customerId: w.customerId, name: 'Ext 7', equipmentType: 'Fire Extinguisher' },
    });
    const lastYear = await job(w, { title: 'Annual test 2025', equipmentIds: [unit.id], assignedTechIds: [w.techId] });
    const thisYear = await job(w, { title: 'Annual test 2026', equipmentIds: [unit.id] });
    const [older] = (await w.admin.get(`/api/jobs/${lastYear}/forms`)).body;
    expect((await w.tech.post(`/api/job-forms/${older.id}/submit`, { answers: COMPLETE })).status).toBe(200);

    // The office: both, the draft under way first. A technician: only the jobs they are on.
    const office = await w.manager.get(`/api/equipment/${unit.id}/forms`);
    expect(office.status).toBe(200);
    expect(office.body.map((f: { job_id: string; status: string }) => [f.job_id, f.status])).toEqual([
      [thisYear, 'draft'],
      [lastYear, 'submitted'],
    ]);
    expect(office.body[1]).toMatchObject({ template_name: 'Extinguisher test', equipment_id: unit.id, answers: COMPLETE });
    const tech = await w.tech.get(`/api/equipment/${unit.id}/forms`);
    expect(tech.body.map((f: { job_id: string }) => f.job_id)).toEqual([lastYear]);

    const query = 'query($id: ID!) { equipment(id: $id) { forms { templateName status job { title } submittedBy { id } } } }';
    expect((await w.admin.gql(query, { id: unit.id })).data.equipment.forms).toEqual([
      { templateName: 'Extinguisher test', status: 'draft', job: { title: 'Annual test 2026' }, submittedBy: null },
      { templateName: 'Extinguisher test', status: 'submitted', job: { title: 'Annual test 2025' }, submittedBy: { id: w.techId } },
    ]);
    expect((await w.tech.gql(query, { id: unit.id })).data.equipment.forms.map((f: { job: { title: string } }) => f.job.title)).toEqual([
      'Annual test 2025',
    ]);

    // Another organisation's unit, or none: not found on both transports.
    const other = await world('Unit History Other Co');
    expect(await other.admin.get(`/api/equipment/${unit.id}/forms`)).toMatchObject({ status: 404, body: { error: 'Equipment not found' } });
    expect((await other.admin.get('/api/equipment/no-such-unit/forms')).status).toBe(404);
    const gqlOther = await other.admin.gql(query, { id: unit.id });
    expect(gqlOther.errors?.[0].message).toBe('Equipment not found');
  });
});
