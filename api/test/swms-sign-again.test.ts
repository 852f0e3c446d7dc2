import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_AGAIN } from '../src/rules/sign-again.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { multipart, PNG } from './jobs-fixtures.ts';

// The built-in SWMS: every worker signs it; a correction that changes the statement asks each worker to sign again
// (their old signature refused at its field, over REST and GraphQL), and the statement before is kept as a revision.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signature(as: Agent, jobId: string) {
  const res = await as.request(
    'POST',
    `/api/jobs/${jobId}/photos`,
    multipart([{ field: 'photo', filename: 's.png', type: 'image/png', bytes: PNG }]),
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const worker = (name: string, photoId: string) => ({ name, signature: { photoId, signedBy: name }, signed_on: '2026-11-28' });

describe('a SWMS changed after the workers signed', () => {
  it('asks every worker to sign again, and keeps the statement they signed', async () => {
    const o = await createOrg(t, 'Swms Co');
    const admin = await signedIn(t, o.admin);
    const tech = await signedIn(t, o.technician);
    const added = await admin.post('/api/built-in-form-templates/swms');
    expect(added.status).toBe(201);
    const job = await admin.post('/api/jobs', { title: 'Roof unit swap', assignedTechIds: [o.technician.id] });
    const form = await tech.post(`/api/jobs/${job.body.id}/forms`, { template_id: added.body.id });
    const [ann, bo] = [await signature(tech, job.body.id), await signature(tech, job.body.id)];
    const statement = {
      task: 'Replace rooftop condenser',
      site: '1 High St, Sydney',
      prepared_by: 'Tess',
      prepared_on: '2026-11-28',
      high_risk_work: ['Risk of a person falling more than 2 metres'],
      steps: [{ step: 'Lift unit', hazard: 'Fall from roof', risk: 'High', control: 'Harness', responsible: 'Tess' }],
      workers: [worker('Ann', ann), worker('Bo', bo)],
    };
    const submitted = await tech.post(`/api/job-forms/${form.body.id}/submit`, { answers: statement });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    // The controls change: the old signatures no longer count, each at its field.
    const changedSteps = [{ ...statement.steps[0], control: 'Harness and a spotter' }];
    const refused = await tech.post(`/api/job-forms/${form.body.id}/corrections`, {
      answers: { steps: changedSteps },
      reason: 'Spotter added',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ 'workers.0.signature': SIGN_AGAIN, 'workers.1.signature': SIGN_AGAIN });
    const viaGql = await tech.gql(
      'mutation($id: ID!, $a: JSON!) { correctJobForm(id: $id, answers: $a, reason: "Spotter added") { __typename ... on AppError { code fieldErrors { field message } } } }',
      { id: form.body.id, a: { steps: changedSteps, workers: [worker('Ann', await signature(tech, job.body.id)), worker('Bo', bo)] } },
    );
    expect(viaGql.data.correctJobForm).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      fieldErrors: [{ field: 'workers.1.signature', message: SIGN_AGAIN }],
    });
    expect((await tech.get(`/api/job-forms/${form.body.id}`)).body.revision).toBe(0);

    // Both sign again: the correction stands, the statement they first signed is the revision before.
    const [ann2, bo2] = [await signature(tech, job.body.id), await signature(tech, job.body.id)];
    const corrected = await tech.post(`/api/job-forms/${form.body.id}/corrections`, {
      answers: { steps: changedSteps, workers: [worker('Ann', ann2), worker('Bo', bo2)] },
      reason: 'Spotter added',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.revision).toBe(1);
    const [kept] = await t.database.db.jobFormRevision.findMany({ where: { formId: form.body.id } });
    expect(kept.answers).toMatchObject({
      steps: [{ control: 'Harness' }],
      workers: [{ signature: { photoId: ann } }, { signature: { photoId: bo } }],
    });

    // Adding a worker to the sheet changes no statement: nobody signs again.
    const cy = await signature(tech, job.body.id);
    const more = await tech.post(`/api/job-forms/${form.body.id}/corrections`, {
      answers: { workers: [worker('Ann', ann2), worker('Bo', bo2), worker('Cy', cy)] },
      reason: 'Cy joined the crew',
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
  });
});
