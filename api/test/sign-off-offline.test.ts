import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOffMessages } from '../src/rules/service-report.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { SIGNATURE_PNG } from './jobs-fixtures.ts';

// A customer's sign-off taken on a phone without signal (docs/forms.md → Offline): the outbox sends the signature's
// photo, then the sign-off with the digest of the report the customer read and the time they signed, through
// POST /api/sync, once however often it is sent. The job must still give that report; the time is the phone's, within
// the last 30 days and not in the future, over REST and GraphQL alike.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function world(name: string) {
  const o = await createOrg(t, name);
  const [admin, tech] = await Promise.all([signedIn(t, o.admin), signedIn(t, o.technician)]);
  const jobId = (await admin.post('/api/jobs', { title: 'Split system service', assignedTechIds: [o.technician.id] })).body.id as string;
  await tech.post(`/api/jobs/${jobId}/hours`, { hours: 1.5, description: 'Cleaned the coils' });
  const digest = (await tech.get(`/api/jobs/${jobId}/service-report`)).body.digest as string;
  return { admin, tech, jobId, digest };
}

/** The signature drawn offline, sent through the sync route as the outbox sends a photo: answers its id. */
async function syncedSignature(a: Agent, jobId: string): Promise<string> {
  const form = new FormData();
  form.append('changes', JSON.stringify([{ key: randomUUID(), method: 'POST', path: `/api/jobs/${jobId}/photos`, file: 'sig' }]));
  form.append('sig', new Blob([(await SIGNATURE_PNG) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'signature.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const res = await a.request('POST', '/api/sync', { payload, headers: { 'content-type': request.headers.get('content-type') as string } });
  expect(res.body.outcomes[0].status, JSON.stringify(res.body)).toBe(201);
  return res.body.outcomes[0].body.id;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('a sign-off taken offline', () => {
  it('is kept once with the time the customer signed on the phone, however often it is sent', async () => {
    const w = await world('Offline Sign-off Co');
    const photoId = await syncedSignature(w.tech, w.jobId);
    const signedAt = hoursAgo(3);
    const change = {
      key: randomUUID(),
      method: 'POST',
      path: `/api/jobs/${w.jobId}/sign-off`,
      body: { outcome: 'signed', signerName: 'Sam Customer', signaturePhotoId: photoId, digest: w.digest, signedAt, emailTo: [] },
    };
    const sent = await w.tech.post('/api/sync', { changes: [change] });
    expect(sent.body.outcomes[0].status, JSON.stringify(sent.body)).toBe(201);
    // Its answer lost on the way back, the phone sends it again: replayed, not signed twice.
    const again = await w.tech.post('/api/sync', { changes: [change] });
    expect(again.body.outcomes[0]).toMatchObject({ status: 201, replayed: true });

    const rows = await t.database.db.jobSignOff.findMany({ where: { jobId: w.jobId } });
    expect(rows).toHaveLength(1);
    expect(rows[0].signedAt.toISOString()).toBe(signedAt);
    expect(rows[0].signerName).toBe('Sam Customer');
    const listed = await w.admin.get(`/api/jobs/${w.jobId}/sign-offs`);
    expect(listed.body[0].signed_at).toBe(signedAt);
    const pdf = await w.admin.request('GET', listed.body[0].report_url);
    expect(createHash('sha256').update(pdf.raw).digest('hex')).toBe(rows[0].reportSha256);
  });

  it('is refused when the job changed after the customer read it on the phone, and keeps nothing', async () => {
    const w = await world('Offline Changed Co');
    const photoId = await syncedSignature(w.tech, w.jobId);
    // The office logs a part while the phone is without signal: the report the customer signed is not the job's now.
    await w.admin.post(`/api/jobs/${w.jobId}/parts`, { partName: 'Filter', quantity: 2 });
    const change = {
      key: randomUUID(),
      method: 'POST',
      path: `/api/jobs/${w.jobId}/sign-off`,
      body: { outcome: 'signed', signerName: 'Sam', signaturePhotoId: photoId, digest: w.digest, signedAt: hoursAgo(1) },
    };
    const sent = await w.tech.post('/api/sync', { changes: [change] });
    expect(sent.body.outcomes[0].status).toBe(409);
    expect(sent.body.outcomes[0].body.error).toBe(signOffMessages.changed);
    expect(await t.database.db.jobSignOff.count({ where: { jobId: w.jobId } })).toBe(0);
  });

  it('takes a time within the last 30 days and not in the future, over REST and GraphQL', async () => {
    const w = await world('Offline Time Co');
    const photoId = await syncedSignature(w.tech, w.jobId);
    const body = { outcome: 'signed', signer_name: 'Sam', signature_photo_id: photoId, digest: w.digest, email_to: [] };
    for (const signedAt of [hoursAgo(-1), hoursAgo(31 * 24), 'yesterday']) {
      const res = await w.tech.post(`/api/jobs/${w.jobId}/sign-off`, { ...body, signed_at: signedAt });
      expect(res.status, signedAt).toBe(400);
      expect(res.body.fieldErrors.signedAt, signedAt).toBe(
        signedAt === 'yesterday' ? 'Signed at must be a date and time (ISO 8601)' : signOffMessages.signedAtOutOfRange,
      );
    }
    expect(await t.database.db.jobSignOff.count({ where: { jobId: w.jobId } })).toBe(0);

    const mutation =
      'mutation($id: ID!, $i: SignOffInput!) { signOffJob(jobId: $id, input: $i) { __typename ... on JobSignOff { signedAt } ... on AppError { fieldErrors { field message } } } }';
    const input = { outcome: 'signed', signerName: 'Sam', signaturePhotoId: photoId, digest: w.digest, emailTo: [] };
    const future = await w.tech.gql(mutation, { id: w.jobId, i: { ...input, signedAt: hoursAgo(-1) } });
    expect(future.data.signOffJob.fieldErrors).toEqual([{ field: 'signedAt', message: signOffMessages.signedAtOutOfRange }]);
    const signedAt = hoursAgo(26);
    const kept = await w.tech.gql(mutation, { id: w.jobId, i: { ...input, signedAt } });
    expect(kept.data.signOffJob).toEqual({ __typename: 'JobSignOff', signedAt });
  });
});
