import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// The signed service reports on the customer's and the unit's history: the sign-offs of their jobs, newest first,
// for whoever sees the jobs (a technician their own), over REST and GraphQL; an unknown record is not found.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function declined(as: Agent, jobId: string, signer: string) {
  const report = await as.get(`/api/jobs/${jobId}/service-report`);
  const res = await as.post(`/api/jobs/${jobId}/sign-off`, {
    outcome: 'declined',
    signer_name: signer,
    decline_reason: 'Not home',
    digest: report.body.digest,
    email_to: [],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe("a customer's and a unit's signed service reports", () => {
  it('list the sign-offs of their jobs, newest first, within what the viewer sees', async () => {
    const o = await createOrg(t, 'History Co', ['admin', 'manager', 'technician', 'technician']);
    const other = await createOrg(t, 'Other History Co');
    const [admin, techA, techB] = await Promise.all([o.admin, o.users[2], o.users[3]].map((u) => signedIn(t, u)));
    const customer = await t.database.db.customer.create({ data: { orgId: o.org.id, name: 'Bayside Dental' } });
    const unit = await t.database.db.equipment.create({ data: { orgId: o.org.id, customerId: customer.id, name: 'Cassette 3' } });
    const job = async (title: string, techId: string, equipmentIds: string[]) =>
      (await admin.post('/api/jobs', { title, customerId: customer.id, assignedTechIds: [techId], equipmentIds })).body.id as string;
    const first = await job('Autumn service', o.users[2].id, [unit.id]);
    const second = await job('Winter service', o.users[3].id, []);
    const a = await declined(techA, first, 'Sam');
    const b = await declined(techB, second, 'Alex');

    const all = await admin.get(`/api/customers/${customer.id}/sign-offs`);
    expect(all.status).toBe(200);
    expect(all.body.map((s: { id: string; job_title: string }) => [s.id, s.job_title])).toEqual([
      [b, 'Winter service'],
      [a, 'Autumn service'],
    ]);
    expect(all.body[1]).toMatchObject({ outcome: 'declined', signer_name: 'Sam', report_url: `/api/jobs/${first}/sign-offs/${a}/report` });
    // The unit was on the first job only; each technician sees their own job's.
    expect((await admin.get(`/api/equipment/${unit.id}/sign-offs`)).body.map((s: { id: string }) => s.id)).toEqual([a]);
    expect((await techB.get(`/api/customers/${customer.id}/sign-offs`)).body.map((s: { id: string }) => s.id)).toEqual([b]);
    const viaGql = await techA.gql(
      'query($c: ID!, $e: ID!) { customer(id: $c) { signOffs { id job { title } } } equipment(id: $e) { signOffs { id } } }',
      {
        c: customer.id,
        e: unit.id,
      },
    );
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data.customer.signOffs).toEqual([{ id: a, job: { title: 'Autumn service' } }]);
    expect(viaGql.data.equipment.signOffs).toEqual([{ id: a }]);

    // Another organisation's customer or unit is not found.
    const stranger = await signedIn(t, other.admin);
    expect((await stranger.get(`/api/customers/${customer.id}/sign-offs`)).status).toBe(404);
    expect((await stranger.get(`/api/equipment/${unit.id}/sign-offs`)).body).toEqual({ error: 'Equipment not found' });
  });
});
