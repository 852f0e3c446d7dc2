import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextServiceDue, serviceHistory, splitHistory } from '../src/rules/job-history.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'History Co');
});
afterAll(() => t.close());

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const CUSTOMER = `query($id: ID!) { customer(id: $id) { jobs { title status scheduledAt } } }`;
const EQUIPMENT = `query($id: ID!) { equipment(id: $id) { jobs { title status jobType } } }`;

describe('job history on the customer and equipment reads (GraphQL)', () => {
  it('lists a customer’s jobs, upcoming and unscheduled first, never another customer’s', async () => {
    const { acme, bolt } = o.customers;
    await insertJob(t, o, { title: 'Old repair', status: 'done', scheduledAt: day('2025-01-10') });
    await insertJob(t, o, { title: 'Next service', status: 'scheduled', scheduledAt: day('2027-03-01'), jobType: 'service' });
    await insertJob(t, o, { title: 'Not yet booked' });
    await insertJob(t, o, { title: 'Gym job', customerId: bolt.id });
    const res = await o.as.manager.gql(CUSTOMER, { id: acme.id });
    expect(res.data.customer.jobs.map((j: { title: string }) => j.title)).toEqual(['Not yet booked', 'Next service', 'Old repair']);
  });

  it('shows a technician only their own jobs in a history', async () => {
    await insertJob(t, o, { title: 'Tech job', techIds: [o.tech.id], scheduledAt: day('2026-06-01') });
    const res = await o.as.tech.gql(CUSTOMER, { id: o.customers.acme.id });
    expect(res.data.customer.jobs.map((j: { title: string }) => j.title)).toEqual(['Tech job']);
  });

  it('lists a unit’s jobs, and only the ones it was on', async () => {
    const { split, ducted } = o.equipment;
    await insertJob(t, o, {
      title: 'Split service',
      status: 'done',
      jobType: 'service',
      scheduledAt: day('2025-05-01'),
      equipmentIds: [split.id],
    });
    await insertJob(t, o, { title: 'Ducted repair', status: 'done', jobType: 'repair', equipmentIds: [ducted.id] });
    const res = await o.as.admin.gql(EQUIPMENT, { id: split.id });
    expect(res.data.equipment.jobs).toEqual([{ title: 'Split service', status: 'done', jobType: 'service' }]);
  });

  it('costs the same SQL statements however many jobs a unit has', async () => {
    const { fridge } = o.equipment;
    const read = () => o.as.admin.gql(EQUIPMENT, { id: fridge.id });
    await insertJob(t, o, { title: 'Fridge 1', equipmentIds: [fridge.id] });
    const one = await t.countQueries(read);
    for (let i = 2; i <= 6; i++) await insertJob(t, o, { title: `Fridge ${i}`, equipmentIds: [fridge.id] });
    const six = await t.countQueries(read);
    expect((await read()).data.equipment.jobs).toHaveLength(6);
    expect(six).toBe(one);
  });
});

describe('job history over REST (GET /api/customers/{id}/jobs, /api/equipment/{id}/jobs)', () => {
  let r: JobsOrg;
  beforeAll(async () => {
    r = await jobsOrg(t, 'Rest History Co');
  });
  const titles = (body: { title: string }[]) => body.map((j) => j.title);

  it('lists a customer’s jobs in the same order as GraphQL, with the job view’s fields', async () => {
    const { acme, bolt } = r.customers;
    await insertJob(t, r, { title: 'Old repair', status: 'done', scheduledAt: day('2025-01-10') });
    await insertJob(t, r, { title: 'Next service', status: 'scheduled', scheduledAt: day('2027-03-01'), techIds: [r.tech.id] });
    await insertJob(t, r, { title: 'Not yet booked' });
    await insertJob(t, r, { title: 'Gym job', customerId: bolt.id });
    const res = await r.as.manager.get(`/api/customers/${acme.id}/jobs`);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Not yet booked', 'Next service', 'Old repair']);
    expect(res.body[1]).toMatchObject({ customer_name: acme.name, status: 'scheduled', assignedTechIds: [r.tech.id] });
    const gql = await r.as.manager.gql(CUSTOMER, { id: acme.id });
    expect(titles(gql.data.customer.jobs)).toEqual(titles(res.body));
  });

  it('shows a technician only their own jobs', async () => {
    const res = await r.as.tech.get(`/api/customers/${r.customers.acme.id}/jobs`);
    expect(titles(res.body)).toEqual(['Next service']);
    expect(titles((await r.as.tech2.get(`/api/customers/${r.customers.acme.id}/jobs`)).body)).toEqual([]);
  });

  it('lists a unit’s jobs, only the ones it was on', async () => {
    const { split, ducted } = r.equipment;
    await insertJob(t, r, { title: 'Split service', status: 'done', jobType: 'service', equipmentIds: [split.id] });
    await insertJob(t, r, { title: 'Ducted repair', jobType: 'repair', equipmentIds: [ducted.id] });
    const res = await r.as.admin.get(`/api/equipment/${split.id}/jobs`);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Split service']);
    expect(res.body[0].equipment_ids).toEqual([split.id]);
  });

  it('answers 404 for another organisation’s customer or unit, 401 to an anonymous caller, 4xx for a bad id', async () => {
    const other = await jobsOrg(t, 'Other History Co');
    await insertJob(t, other, { title: 'Their secret job', equipmentIds: [other.equipment.split.id] });
    const customer = await r.as.admin.get(`/api/customers/${other.customers.acme.id}/jobs`);
    expect(customer.status).toBe(404);
    expect(customer.body.message ?? customer.body.error).toMatch(/Customer not found/);
    const unit = await r.as.admin.get(`/api/equipment/${other.equipment.split.id}/jobs`);
    expect(unit.status).toBe(404);
    expect(JSON.stringify(unit.body)).not.toContain('Their secret job');
    expect((await new Agent(t).get(`/api/customers/${r.customers.acme.id}/jobs`)).status).toBe(401);
    expect((await new Agent(t).get(`/api/equipment/${r.equipment.split.id}/jobs`)).status).toBe(401);
    const bad = await r.as.admin.get('/api/customers/not-an-id/jobs');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it('costs the same SQL statements however many jobs a customer has', async () => {
    const { bolt } = r.customers;
    const read = () => r.as.admin.get(`/api/customers/${bolt.id}/jobs`);
    const one = await t.countQueries(read);
    for (let i = 2; i <= 6; i++) await insertJob(t, r, { title: `Gym ${i}`, customerId: bolt.id, techIds: [r.tech.id, r.tech2.id] });
    const many = await t.countQueries(read);
    expect((await read()).body).toHaveLength(6);
    expect(many).toBe(one);
  });
});

describe('the history rules', () => {
  const job = (over: Partial<Parameters<typeof splitHistory>[0][number]>) => ({
    status: 'new' as const,
    jobType: null,
    scheduledAt: null,
    completion: null,
    ...over,
  });

  it('splits upcoming (soonest first, unscheduled last) from past (latest first)', () => {
    const soon = job({ status: 'scheduled', scheduledAt: '2026-12-01T00:00:00Z' });
    const later = job({ status: 'confirmed', scheduledAt: '2027-01-01T00:00:00Z' });
    const open = job({});
    const done = job({ status: 'done', scheduledAt: '2026-01-01T00:00:00Z', completion: { completedAt: '2026-01-02T00:00:00Z' } });
    const cancelled = job({ status: 'cancelled', scheduledAt: '2026-03-01T00:00:00Z' });
    expect(splitHistory([open, done, later, soon, cancelled])).toEqual({ upcoming: [soon, later, open], past: [cancelled, done] });
  });

  it('the next service: the booked visit, else the last service plus the interval, else none', () => {
    const serviced = job({ status: 'done', jobType: 'service', completion: { completedAt: '2026-02-10T01:00:00Z' } });
    const repair = job({ status: 'done', jobType: 'repair', completion: { completedAt: '2026-05-01T01:00:00Z' } });
    const booked = job({ status: 'scheduled', jobType: 'service', scheduledAt: '2026-08-10T01:00:00Z' });
    expect(serviceHistory([repair, serviced])).toEqual([serviced]);
    expect(nextServiceDue([serviced, booked], 6)).toEqual({ date: new Date('2026-08-10T01:00:00Z'), booked: true });
    // Six months after noon on 10 February in Melbourne (daylight saving) is noon on 10 August (standard time).
    expect(nextServiceDue([serviced, repair], 6)).toEqual({ date: new Date('2026-08-10T02:00:00Z'), booked: false });
    expect(nextServiceDue([serviced], null)).toBeNull();
    expect(nextServiceDue([repair], 12)).toBeNull();
  });
});
