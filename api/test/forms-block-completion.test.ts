import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages } from '../src/rules/job-status.ts';
import { signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// The forms setting: off (the default), a job with required forms not submitted still completes (the web asks
// first); on, Complete is refused naming the forms, over REST and GraphQL, until they are submitted. Admins and
// managers set it; everyone reads it.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DEFINITION = {
  sections: [{ id: 's', title: 'Checks', fields: [{ id: 'ok', kind: 'checkbox', label: 'Site left safe', required: true }] }],
};

async function world(name: string) {
  const o = await createOrg(t, name);
  const [admin, manager, tech] = await Promise.all([o.admin, o.manager, o.technician].map((u) => signedIn(t, u)));
  const tpl = await admin.post('/api/form-templates', { name: 'Site safety', definition: DEFINITION });
  const job = async () => {
    const made = await admin.post('/api/jobs', { title: `${name} job`, assignedTechIds: [o.technician.id] });
    const form = await tech.post(`/api/jobs/${made.body.id}/forms`, { template_id: tpl.body.id, required: true });
    expect(form.status).toBe(201);
    return { jobId: made.body.id as string, formId: form.body.id as string };
  };
  return { o, admin, manager, tech, job };
}

const completeGql = `mutation($id: ID!) { completeJob(id: $id) { __typename ... on AppError { code message } } }`;

describe('required forms and completing a job', () => {
  it('are asked about but do not block by default', async () => {
    const w = await world('Asks Co');
    expect((await w.tech.get('/api/form-settings')).body).toEqual({ block_completion: false });
    const { jobId } = await w.job();
    expect((await w.tech.post(`/api/jobs/${jobId}/complete`)).status).toBe(200);
  });

  it('block completing, over REST and GraphQL, once the setting is on, until the forms are submitted', async () => {
    const w = await world('Blocks Co');
    const set = await w.manager.request('PUT', '/api/form-settings', { body: { block_completion: true } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ block_completion: true });
    expect((await w.tech.gql('{ formSettings { blockCompletion } }')).data.formSettings).toEqual({ blockCompletion: true });

    const a = await w.job();
    const refused = await w.tech.post(`/api/jobs/${a.jobId}/complete`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(jobMessages.formsRequired(['Site safety']));
    const b = await w.job();
    const viaGql = await w.tech.gql(completeGql, { id: b.jobId });
    expect(viaGql.data.completeJob).toMatchObject({
      code: 'CONFLICT',
      message: 'Submit the required forms before completing this job: Site safety',
    });
    // Nothing was completed.
    expect((await w.admin.get(`/api/jobs/${a.jobId}`)).body.status).not.toBe('done');
    expect(await t.database.db.completedJob.count({ where: { orgId: w.o.org.id } })).toBe(0);

    expect((await w.tech.post(`/api/job-forms/${a.formId}/submit`, { answers: { ok: true } })).status).toBe(200);
    expect((await w.tech.post(`/api/jobs/${a.jobId}/complete`)).status).toBe(200);
    // A form not required never blocks.
    expect((await w.admin.post(`/api/job-forms/${b.formId}/submit`, { answers: { ok: true } })).status).toBe(200);
    expect((await w.tech.gql(completeGql, { id: b.jobId })).data.completeJob.__typename).not.toBe('AppError');
  });

  it('is set by admins and managers only, and bad input is refused with a message', async () => {
    const w = await world('Setting Co');
    const byTech = await w.tech.request('PUT', '/api/form-settings', { body: { block_completion: true } });
    expect(byTech.status).toBe(403);
    const byTechGql = await w.tech.gql('mutation { updateFormSettings(blockCompletion: true) { __typename ... on AppError { code } } }');
    expect(JSON.stringify(byTechGql)).toMatch(/FORBIDDEN/);
    const bad = await w.admin.request('PUT', '/api/form-settings', { body: { block_completion: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Say whether required forms block completing a job');
    const extra = await w.admin.request('PUT', '/api/form-settings', { body: { block_completion: true, other: 1 } });
    expect(extra.status).toBe(400);
    expect((await w.admin.get('/api/form-settings')).body).toEqual({ block_completion: false });
    const byAdmin = await w.admin.gql(
      'mutation { updateFormSettings(blockCompletion: true) { __typename ... on FormSettings { blockCompletion } } }',
    );
    expect(byAdmin.data.updateFormSettings).toEqual({ __typename: 'FormSettings', blockCompletion: true });
  });
});
