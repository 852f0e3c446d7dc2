import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormField } from '../src/rules/form-definition.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// The templates Spanner ships: listed for those who manage templates with whether each was added, added once as an
// ordinary template (over REST and GraphQL), and each one filled and submitted on a job.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const KEYS = ['aircon-service', 'test-and-tag', 'ccew-nsw', 'coes-vic', 'swms', 'forklift-inspection', 'job-completion'];

interface World {
  orgId: string;
  admin: Agent;
  manager: Agent;
  tech: Agent;
  customerId: string;
}

async function world(name: string): Promise<World> {
  const o = await createOrg(t, name);
  const customer = await t.database.db.customer.create({ data: { orgId: o.org.id, name: `${name} customer` } });
  return {
    orgId: o.org.id,
    admin: await signedIn(t, o.admin),
    manager: await signedIn(t, o.manager),
    tech: await signedIn(t, o.technician),
    customerId: customer.id,
  };
}

/** An answer every field of the kind accepts (a number its minimum), so every shown field is answered. */
function validAnswer(f: FormField, photoId: string): unknown {
  switch (f.kind) {
    case 'text':
      return 'Done';
    case 'number':
      return f.min ?? 0;
    case 'pass_fail_na':
      return 'pass';
    case 'checkbox':
      return true;
    case 'choice':
      return f.multiple ? [f.options[0]] : f.options[0];
    case 'date':
      return '2026-11-28';
    case 'photo':
      return [photoId];
    case 'signature':
      return { photoId, signedBy: 'Sam Tech' };
    case 'group':
      return [Object.fromEntries(f.fields.map((c) => [c.id, validAnswer(c, photoId)]))];
  }
}

describe('built-in form templates', () => {
  it('lists them for admin and manager with whether each was added; a technician is refused on both transports', async () => {
    const w = await world('Builtin List Co');
    const list = await w.manager.get('/api/built-in-form-templates');
    expect(list.status).toBe(200);
    expect(list.body.map((f: { key: string }) => f.key)).toEqual(KEYS);
    expect(list.body[0]).toMatchObject({
      key: 'aircon-service',
      name: 'Air-conditioning service',
      added: false,
      added_template_id: null,
      suggested_job_types: ['service'],
    });
    expect(list.body[0].sources[0].url).toMatch(/^https?:\/\//);

    expect((await w.tech.get('/api/built-in-form-templates')).status).toBe(403);
    expect((await w.tech.post('/api/built-in-form-templates/swms', {})).status).toBe(403);
    const gqlList = await w.tech.gql('{ builtInFormTemplates { key } }');
    expect(JSON.stringify(gqlList.errors)).toMatch(/FORBIDDEN|permission/i);
    const gqlAdd = await w.tech.gql('mutation { addBuiltInFormTemplate(key: "swms") { __typename ... on AppError { code } } }');
    expect(JSON.stringify(gqlAdd)).toMatch(/FORBIDDEN/);
    expect((await w.admin.get('/api/form-templates')).body).toEqual([]);
  });

  it('adds one as an ordinary template once; the same key again is refused with the template it became; an unknown key is 404', async () => {
    const w = await world('Builtin Add Co');
    const added = await w.admin.post('/api/built-in-form-templates/test-and-tag', {});
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Test and tag (AS/NZS 3760)',
      built_in_key: 'test-and-tag',
      version: 1,
      job_types: [],
      equipment_types: [],
    });
    expect(added.body.definition.sections[1].fields[0].id).toBe('items');

    const list = await w.admin.get('/api/built-in-form-templates');
    expect(list.body.find((f: { key: string }) => f.key === 'test-and-tag')).toMatchObject({
      added: true,
      added_template_id: added.body.id,
    });

    const again = await w.manager.post('/api/built-in-form-templates/test-and-tag', {});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'Test and tag (AS/NZS 3760) is already added as "Test and tag (AS/NZS 3760)": change that template, or copy it for a second one',
    );
    const unknown = await w.admin.post('/api/built-in-form-templates/no-such-form', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Built-in form template not found');

    // It is the business's own now: renamed and changed like any template, and still counted as added.
    const renamed = await w.admin.request('PUT', `/api/form-templates/${added.body.id}`, { body: { name: 'Our test and tag' } });
    expect(renamed.status).toBe(200);
    const gql = await w.manager.gql(
      `mutation { addBuiltInFormTemplate(key: "test-and-tag") { __typename ... on AppError { code message } } }`,
    );
    expect(gql.data.addBuiltInFormTemplate).toEqual({
      __typename: 'AppError',
      code: 'CONFLICT',
      message: 'Test and tag (AS/NZS 3760) is already added as "Our test and tag": change that template, or copy it for a second one',
    });
    const gqlAdd = await w.manager.gql(
      `mutation { addBuiltInFormTemplate(key: "swms") { __typename ... on FormTemplate { name builtInKey version } } }`,
    );
    expect(gqlAdd.data.addBuiltInFormTemplate).toEqual({
      __typename: 'FormTemplate',
      name: 'Safe Work Method Statement (SWMS)',
      builtInKey: 'swms',
      version: 1,
    });
    const gqlList = await w.manager.gql('{ builtInFormTemplates { key added addedTemplateId sources { url } } }');
    expect(gqlList.data.builtInFormTemplates.filter((f: { added: boolean }) => f.added).map((f: { key: string }) => f.key)).toEqual([
      'test-and-tag',
      'swms',
    ]);
    const gqlUnknown = await w.manager.gql(
      `mutation { addBuiltInFormTemplate(key: "nope") { __typename ... on AppError { code message } } }`,
    );
    expect(gqlUnknown.data.addBuiltInFormTemplate).toEqual({
      __typename: 'AppError',
      code: 'NOT_FOUND',
      message: 'Built-in form template not found',
    });
  });

  it('adds a key once when several adds arrive at the same instant, over both transports: the others are refused', async () => {
    const w = await world('Builtin Race Co');
    const add = 'mutation { addBuiltInFormTemplate(key: "ccew-nsw") { __typename ... on AppError { code } } }';
    const [rest, gql] = await Promise.all([
      Promise.all([w.admin.post('/api/built-in-form-templates/ccew-nsw', {}), w.manager.post('/api/built-in-form-templates/ccew-nsw', {})]),
      Promise.all([w.admin.gql(add), w.manager.gql(add)]),
    ]);
    const outcomes = [
      ...rest.map((a) => (a.status === 201 ? 'added' : a.status)),
      ...gql.map((a) => (a.data.addBuiltInFormTemplate.__typename === 'FormTemplate' ? 'added' : a.data.addBuiltInFormTemplate.code)),
    ];
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(1);
    // Refused: 409 over REST, CONFLICT over GraphQL (never a 500 from the database's refusal).
    expect(outcomes.filter((o) => o !== 'added').every((o) => o === 409 || o === 'CONFLICT')).toBe(true);
    expect(await t.database.db.formTemplate.count({ where: { orgId: w.orgId, builtInKey: 'ccew-nsw' } })).toBe(1);
    // On the embedded database the requests take turns; the database's own rule is what holds on PostgreSQL.
    await expect(
      t.database.db.formTemplate.create({ data: { orgId: w.orgId, name: 'A second CCEW', builtInKey: 'ccew-nsw' } }),
    ).rejects.toMatchObject({ code: 'P2002' });
  });

  it('each can be filled and submitted on a job, and refuses a number out of its range', async () => {
    const w = await world('Builtin Fill Co');
    const jobRes = await w.admin.post('/api/jobs', { title: 'Service', customerId: w.customerId });
    expect(jobRes.status).toBe(201);
    const jobId = jobRes.body.id as string;
    const photo = await t.database.db.jobPhoto.create({
      data: { orgId: w.orgId, jobId, storageKey: 'k', contentType: 'image/png', sizeBytes: 1 },
    });
    for (const key of KEYS) {
      const tpl = await w.admin.post(`/api/built-in-form-templates/${key}`, {});
      expect(tpl.status, key).toBe(201);
      const form = await w.admin.post(`/api/jobs/${jobId}/forms`, { template_id: tpl.body.id });
      expect(form.status, key).toBe(201);
      const fields: FormField[] = tpl.body.definition.sections.flatMap((s: { fields: FormField[] }) => s.fields);

      const number = fields.find((f) => f.kind === 'number' && f.max !== undefined);
      if (number?.kind === 'number') {
        const bad = await w.admin.request('PATCH', `/api/job-forms/${form.body.id}/answers`, {
          body: { answers: { [number.id]: (number.max ?? 0) + 1 } },
        });
        expect(bad.status, key).toBe(400);
        expect(bad.body.fieldErrors[number.id], key).toMatch(/must be between/);
      }

      const answers = Object.fromEntries(fields.map((f) => [f.id, validAnswer(f, photo.id)]));
      const submitted = await w.admin.post(`/api/job-forms/${form.body.id}/submit`, { answers });
      expect(submitted.body.fieldErrors ?? submitted.body.error ?? null, key).toBeNull();
      expect(submitted.status, key).toBe(200);
      expect(submitted.body.status).toBe('submitted');
    }
  });
});
