import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '../src/domain/forms/job-form-query.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { PNG } from './jobs-fixtures.ts';

// A form filled offline (docs/forms.md → Offline): the device's outbox sends a form's answers (PATCH …/answers) and its
// submission (POST …/submit) through POST /api/sync with the photo of a signature drawn offline, each once per key;
// a change made from a copy the office has changed since (fromUpdatedAt) is refused with a conflict, never written over.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DEFINITION = {
  sections: [
    {
      id: 'main',
      title: 'Sign on',
      fields: [
        { id: 'hazard', kind: 'text', label: 'Hazard', required: true },
        { id: 'signature', kind: 'signature', label: 'Worker signature', required: true },
      ],
    },
  ],
};

async function world(name: string) {
  const o = await createOrg(t, name);
  const [manager, tech] = await Promise.all([signedIn(t, o.manager), signedIn(t, o.technician)]);
  const template = (await manager.post('/api/form-templates', { name: 'Sign-on', definition: DEFINITION })).body.id as string;
  const jobId = (await manager.post('/api/jobs', { title: 'Roof unit', assignedTechIds: [o.technician.id] })).body.id as string;
  const form = (await manager.post(`/api/jobs/${jobId}/forms`, { template_id: template, required: true })).body;
  return { manager, tech, jobId, formId: form.id as string, savedAt: form.updated_at as string };
}

/** A sync as a browser sends it with photos: the list as JSON in the field changes, then each photo's part. */
async function syncWithPhotos(a: Agent, changes: unknown, parts: Record<string, Buffer>) {
  const form = new FormData();
  form.append('changes', JSON.stringify(changes));
  for (const [name, bytes] of Object.entries(parts))
    form.append(name, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), `${name}.png`);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return a.request('POST', '/api/sync', { payload, headers: { 'content-type': request.headers.get('content-type') as string } });
}

describe('a form filled offline, through the sync route', () => {
  it('saves answers, then submits with a signature drawn offline, each once however often it is sent', async () => {
    const w = await world('Offline Forms Co');
    const save = {
      key: randomUUID(),
      method: 'PATCH',
      path: `/api/job-forms/${w.formId}/answers`,
      body: { answers: { hazard: 'Height' }, fromUpdatedAt: w.savedAt },
    };
    const first = await w.tech.post('/api/sync', { changes: [save] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.outcomes[0].status).toBe(200);
    const afterSave = first.body.outcomes[0].body.updated_at as string;

    // The signature's photo goes first in the same sync; the submit names its id, known once the photo is sent.
    const photo = { key: randomUUID(), method: 'POST', path: `/api/jobs/${w.jobId}/photos`, file: 'sig' };
    const uploaded = await syncWithPhotos(w.tech, [photo], { sig: PNG });
    const photoId = uploaded.body.outcomes[0].body.id as string;
    const submit = {
      key: randomUUID(),
      method: 'POST',
      path: `/api/job-forms/${w.formId}/submit`,
      body: { answers: { hazard: 'Height', signature: { photoId, signedBy: 'Jake Tech' } }, fromUpdatedAt: afterSave },
    };
    const sent = await w.tech.post('/api/sync', { changes: [save, submit] });
    expect(sent.body.outcomes.map((o: { status: number; replayed?: boolean }) => [o.status, o.replayed ?? false])).toEqual([
      [200, true],
      [200, false],
    ]);
    // Sent again (the answer was lost on the way back): replayed, not submitted twice.
    const again = await w.tech.post('/api/sync', { changes: [submit] });
    expect(again.body.outcomes[0]).toMatchObject({ status: 200, replayed: true });
    const form = await t.database.db.jobForm.findUniqueOrThrow({ where: { id: w.formId } });
    expect(form.status).toBe('submitted');
    expect(form.answers).toEqual({ hazard: 'Height', signature: { photoId, signedBy: 'Jake Tech' } });
    expect(await t.database.db.jobPhoto.count({ where: { jobId: w.jobId } })).toBe(1);
  });

  it('refuses a change made from a copy the office changed since, and writes nothing', async () => {
    const w = await world('Offline Conflict Co');
    // The office changes the form after the device saved its copy.
    expect(
      (await w.manager.request('PATCH', `/api/job-forms/${w.formId}/answers`, { body: { answers: { hazard: 'Asbestos' } } })).status,
    ).toBe(200);
    const submit = {
      key: randomUUID(),
      method: 'PATCH',
      path: `/api/job-forms/${w.formId}/answers`,
      body: { answers: { hazard: 'Height' }, fromUpdatedAt: w.savedAt },
    };
    const res = await w.tech.post('/api/sync', { changes: [submit] });
    expect(res.body.outcomes[0].status).toBe(409);
    expect(res.body.outcomes[0].body.error).toBe(formMessages.changedMeanwhile);
    const form = await t.database.db.jobForm.findUniqueOrThrow({ where: { id: w.formId } });
    expect(form.answers).toEqual({ hazard: 'Asbestos' });

    // GraphQL takes the same guard; a bad date is a 400 at its field over REST.
    const gql = await w.tech.gql(
      'mutation($id: ID!, $at: DateTime) { submitJobForm(id: $id, answers: {hazard: "Height"}, fromUpdatedAt: $at) { __typename ... on AppError { code message } } }',
      { id: w.formId, at: w.savedAt },
    );
    expect(gql.data.submitJobForm).toEqual({ __typename: 'AppError', code: 'CONFLICT', message: formMessages.changedMeanwhile });
    const bad = await w.tech.request('PATCH', `/api/job-forms/${w.formId}/answers`, {
      body: { answers: { hazard: 'Height' }, fromUpdatedAt: 'yesterday' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('fromUpdatedAt');
  });

  it('refuses a route outside a job and its forms', async () => {
    const w = await world('Offline Routes Co');
    const res = await w.tech.post('/api/sync', {
      changes: [{ key: randomUUID(), method: 'PATCH', path: '/api/form-templates/x', body: {} }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('notes, hours, parts, forms or sign-off');
  });
});
