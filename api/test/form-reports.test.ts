import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { multipart, PNG } from './jobs-fixtures.ts';

// The paperwork report "SWMS not yet signed": the statements still drafts on jobs to be done, soonest first, with how
// many workers have signed; gone once submitted or the job is completed; the office's and a manager key's, not a
// technician's; never another organisation's.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const QUERY = '{ unsignedSwms { id jobId template jobTitle customer scheduledAt technicians workers signed } }';

describe('SWMS not yet signed', () => {
  it('lists the statements still to sign, soonest job first, for the office over REST and GraphQL', async () => {
    const o = await createOrg(t, 'Paperwork Co');
    const other = await createOrg(t, 'Other Paperwork Co');
    const [admin, manager, tech] = await Promise.all([o.admin, o.manager, o.technician].map((u) => signedIn(t, u)));
    const swms = (await admin.post('/api/built-in-form-templates/swms')).body.id as string;
    const checklist = (await admin.post('/api/built-in-form-templates/job-completion')).body.id as string;
    const customer = await t.database.db.customer.create({ data: { orgId: o.org.id, name: 'Harbour Towers' } });
    const job = async (title: string, at: string) =>
      (await admin.post('/api/jobs', { title, customerId: customer.id, scheduledAt: at, assignedTechIds: [o.technician.id] })).body
        .id as string;
    const later = await job('Roof condenser swap', '2026-12-03T22:00:00Z');
    const sooner = await job('Switchboard upgrade', '2026-12-01T22:00:00Z');
    const laterForm = (await tech.post(`/api/jobs/${later}/forms`, { template_id: swms })).body.id as string;
    const soonerForm = (await tech.post(`/api/jobs/${sooner}/forms`, { template_id: swms })).body.id as string;
    await tech.post(`/api/jobs/${sooner}/forms`, { template_id: checklist });
    const photo = await tech.request(
      'POST',
      `/api/jobs/${later}/photos`,
      multipart([{ field: 'photo', filename: 's.png', type: 'image/png', bytes: PNG }]),
    );
    const saved = await tech.request('PATCH', `/api/job-forms/${laterForm}/answers`, {
      body: {
        answers: {
          workers: [{ name: 'Ann', signature: { photoId: photo.body.id, signedBy: 'Ann' }, signed_on: '2026-11-28' }, { name: 'Bo' }],
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Another organisation's statement never shows.
    const otherAdmin = await signedIn(t, other.admin);
    const otherSwms = (await otherAdmin.post('/api/built-in-form-templates/swms')).body.id;
    const otherJob = (await otherAdmin.post('/api/jobs', { title: 'Their job' })).body.id;
    await otherAdmin.post(`/api/jobs/${otherJob}/forms`, { template_id: otherSwms });

    const listed = await manager.get('/api/form-reports/swms-unsigned');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: soonerForm, job_title: 'Switchboard upgrade', workers: 0, signed: 0 }),
      {
        id: laterForm,
        job_id: later,
        template: 'Safe Work Method Statement (SWMS)',
        job_title: 'Roof condenser swap',
        customer: 'Harbour Towers',
        scheduled_at: '2026-12-03T22:00:00.000Z',
        technicians: [o.technician.name],
        workers: 2,
        signed: 1,
      },
    ]);
    const viaGql = await admin.gql(QUERY);
    expect(viaGql.data.unsignedSwms.map((s: { id: string; signed: number }) => [s.id, s.signed])).toEqual([
      [soonerForm, 0],
      [laterForm, 1],
    ]);

    // A completed job's statement leaves the list.
    expect((await tech.post(`/api/jobs/${sooner}/complete`)).status).toBe(200);
    expect((await admin.get('/api/form-reports/swms-unsigned')).body.map((s: { id: string }) => s.id)).toEqual([laterForm]);
  });

  it('is the office’s: a technician is refused over both transports, a manager key reads it', async () => {
    const o = await createOrg(t, 'Report Rights Co');
    const [admin, tech] = await Promise.all([o.admin, o.technician].map((u) => signedIn(t, u)));
    expect((await tech.get('/api/form-reports/swms-unsigned')).status).toBe(403);
    expect((await tech.gql(QUERY)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const key = await admin.post('/api/integrations/api-keys', { name: 'Office bot', role: 'manager', member_id: o.manager.id });
    const byKey = await new Agent(t).get('/api/form-reports/swms-unsigned', { authorization: `Bearer ${key.body.secret}` });
    expect(byKey.status).toBe(200);
    expect(byKey.body).toEqual([]);
  });
});
