import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf, startOfMonth } from '../src/rules/zoned-time.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { del, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The monthly job-activity summary the owner's analytics and organisations list read ("JobActivityMonth", kept by
// triggers on "Job"): after a mix of writes through the product's own paths — jobs created, completed, edited,
// rescheduled, deleted, a customer renamed, jobs loaded in bulk, an organisation deleted — it holds exactly what
// counting the jobs again gives, by organisation and Melbourne month.

let t: TestApp;
let o: JobsOrg;
let gone: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Activity Air');
  gone = await jobsOrg(t, 'Activity Gone');
});
afterAll(() => t.close());

const BUSINESS_ZONE = 'Australia/Melbourne';
type Counts = Record<string, { jobsCreated: number; jobsUpdated: number }>;

/** The jobs of some organisations counted again, in JavaScript: `orgId month` → created, last updated. */
async function recount(orgIds: string[]): Promise<Counts> {
  const jobs = await t.database.db.job.findMany({
    where: { orgId: { in: orgIds } },
    select: { orgId: true, createdAt: true, updatedAt: true },
  });
  const out: Counts = {};
  const add = (orgId: string, at: Date, field: 'jobsCreated' | 'jobsUpdated') => {
    const key = `${orgId} ${startOfMonth(dayKeyOf(at, BUSINESS_ZONE))}`;
    out[key] ??= { jobsCreated: 0, jobsUpdated: 0 };
    out[key][field] += 1;
  };
  for (const j of jobs) {
    add(j.orgId, j.createdAt, 'jobsCreated');
    add(j.orgId, j.updatedAt, 'jobsUpdated');
  }
  return out;
}

/** The summary's rows of some organisations (rows counting nothing left out). */
async function summary(orgIds: string[]): Promise<Counts> {
  const rows = await t.database.db.jobActivityMonth.findMany({ where: { orgId: { in: orgIds } } });
  const out: Counts = {};
  for (const r of rows) {
    if (r.jobsCreated || r.jobsUpdated) {
      out[`${r.orgId} ${r.month.toISOString().slice(0, 10)}`] = { jobsCreated: r.jobsCreated, jobsUpdated: r.jobsUpdated };
    }
  }
  return out;
}

const thisMonth = () => startOfMonth(dayKeyOf(new Date(), BUSINESS_ZONE));

describe('the monthly job-activity summary', () => {
  it('equals a recount from the jobs after creations, completions, edits, moves and deletions', async () => {
    const db = t.database.db;
    const orgIds = [o.org.id, gone.org.id];
    // Past jobs loaded in bulk: March, and 31 March 14:30 UTC, which is 1 April in Melbourne (AEDT, +11).
    const past = (title: string, createdAt: string, updatedAt = createdAt) => ({
      id: crypto.randomUUID(),
      orgId: o.org.id,
      title,
      status: 'scheduled' as const,
      scheduledAt: new Date('2026-12-10T00:00:00Z'),
      customerId: o.customers.acme.id,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    });
    const [toComplete, toMove, toEdit, toDelete, edge] = [
      past('Service A', '2026-03-02T01:00:00Z'),
      past('Service B', '2026-03-03T01:00:00Z', '2026-05-04T01:00:00Z'),
      past('Service C', '2026-03-04T01:00:00Z'),
      past('Service D', '2026-03-05T01:00:00Z'),
      past('Service E', '2026-03-31T14:30:00Z'),
    ];
    await db.job.createMany({ data: [toComplete, toMove, toEdit, toDelete, edge] });
    await db.job.createMany({ data: [{ ...past('Theirs', '2026-02-10T01:00:00Z'), orgId: gone.org.id, customerId: null }] });
    expect(await summary([o.org.id])).toEqual({
      [`${o.org.id} 2026-03-01`]: { jobsCreated: 4, jobsUpdated: 3 },
      [`${o.org.id} 2026-04-01`]: { jobsCreated: 1, jobsUpdated: 1 },
      [`${o.org.id} 2026-05-01`]: { jobsCreated: 0, jobsUpdated: 1 },
    });

    // Created now, over REST; one of them deleted again.
    const made = await o.as.manager.post('/api/jobs', { title: 'New install', customerId: o.customers.acme.id });
    expect(made.status).toBe(201);
    const dropped = await o.as.manager.post('/api/jobs', { title: 'Mistake', customerId: o.customers.bolt.id });
    expect((await del(o.as.admin, `/api/jobs/${dropped.body.id}`)).status).toBe(200);
    // March's jobs changed this month: completed, rescheduled, edited.
    expect((await o.as.admin.post(`/api/jobs/${toComplete.id}/complete`, { notes: 'Done' })).status).toBe(200);
    expect(
      (await o.as.admin.request('PATCH', `/api/jobs/${toMove.id}/schedule`, { body: { scheduledAt: '2026-12-11T00:00:00.000Z' } })).status,
    ).toBe(200);
    expect((await o.as.admin.request('PUT', `/api/jobs/${toEdit.id}`, { body: { title: 'Service C (both units)' } })).status).toBe(200);
    expect((await del(o.as.admin, `/api/jobs/${toDelete.id}`)).status).toBe(200);
    // A customer renamed rewrites its jobs' search text: no job changes month.
    await db.customer.update({ where: { id: o.customers.acme.id }, data: { name: 'Activity Air Acme Cafe & Co' } });

    const counted = await recount(orgIds);
    expect(await summary(orgIds)).toEqual(counted);
    // The three jobs changed this month left March and May for it; New install was created in it.
    expect(counted[`${o.org.id} ${thisMonth()}`]).toEqual({ jobsCreated: 1, jobsUpdated: 4 });
    expect(counted[`${o.org.id} 2026-03-01`]).toEqual({ jobsCreated: 3, jobsUpdated: 0 });
    expect(counted[`${o.org.id} 2026-05-01`]).toBeUndefined();
  });

  it('goes with its organisation: deleting one deletes its jobs and its summary, and nothing else changes', async () => {
    const before = await summary([o.org.id]);
    await t.database.db.organization.delete({ where: { id: gone.org.id } });
    expect(await t.database.db.jobActivityMonth.count({ where: { orgId: gone.org.id } })).toBe(0);
    expect(await summary([o.org.id])).toEqual(before);
  });
});
