import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalInput } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { del, insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';

// Complete, the completed list, and the service follow-ups (spec part 2 §2 "Completed jobs", §3-4; part 1 §2).

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Done Co');
  other = await jobsOrg(t, 'Elsewhere');
  await t.database.db.itemPreset.create({ data: { orgId: o.org.id, name: 'Filter replacement', unitAmountCents: 4500 } });
});
afterAll(() => t.close());

/** 9:30 am Melbourne on 2 December 2026. */
const visit = new Date('2026-12-01T22:30:00.000Z');

async function loggedJob(org: JobsOrg = o) {
  const job = await insertJob(t, org, {
    title: 'Split repair',
    jobType: 'repair',
    scheduledAt: visit,
    techIds: [org.tech.id],
    equipmentIds: [org.equipment.split.id],
  });
  await org.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1.5 });
  await org.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 2 });
  await org.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'filter REPLACEMENT', quantity: 2 });
  await org.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Mystery bracket', quantity: 1 });
  await org.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Replaced filters' });
  await org.as.tech.request(
    'POST',
    `/api/jobs/${job.id}/photos`,
    multipart([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: PNG }]),
  );
  return job;
}

describe('complete', () => {
  it('moves the job to the completed list with its charges, logs and equipment', async () => {
    const job = await loggedJob();
    const res = await o.as.tech.post(`/api/jobs/${job.id}/complete`, { notes: 'All good' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, completed_job_id: expect.any(String), follow_up_job_ids: [] });
    expect((await o.as.admin.get(`/api/jobs/${job.id}`)).body).toMatchObject({
      status: 'done',
      completed_job_id: res.body.completed_job_id,
    });

    const list = await o.as.admin.get('/api/jobs/completed');
    expect(list.body[0]).toEqual({
      id: res.body.completed_job_id,
      original_job_id: job.id,
      title: 'Split repair',
      description: null,
      notes: 'All good',
      completion_notes: 'All good',
      customer_id: o.customers.acme.id,
      customer_name: o.customers.acme.name,
      scheduled_at: visit.toISOString(),
      completed_at: expect.any(String),
      has_invoice: false,
      invoice_id: null,
      photo_count: 1,
    });

    const id = res.body.completed_job_id;
    const detail = await o.as.tech.get(`/api/jobs/completed/${id}`);
    expect(detail.status).toBe(200);
    const charges = detail.body.charges.map(({ id: _id, ...c }: { id: string }) => c);
    const unquoted = { item_name: null, discount_percent: 0 };
    expect(charges).toEqual([
      { ...unquoted, description: 'Labour', kind: 'labour', quantity: 3.5, unit_price: 12_000, total: 42_000, tax_rate: 10 },
      { ...unquoted, description: 'Mystery bracket', kind: 'part', quantity: 1, unit_price: 0, total: 0, tax_rate: 10 },
      { ...unquoted, description: 'filter REPLACEMENT', kind: 'part', quantity: 2, unit_price: 4500, total: 9000, tax_rate: 10 },
    ]);
    expect(detail.body.total).toBe(51_000);
    expect(detail.body.equipment).toEqual([
      { equipment_id: o.equipment.split.id, equipment_name: 'Daikin split', created_at: expect.any(String) },
    ]);
    expect(detail.body.hours.map((h: { hours: number }) => h.hours)).toEqual([2, 1.5]);
    expect(detail.body.photos).toHaveLength(1);
    // The spec's detail lists the job's notes under `notes`, as GET …/{id}/notes answers them; the summary is beside it.
    const notes = await o.as.admin.get(`/api/jobs/completed/${id}/notes`);
    expect(detail.body.notes).toEqual(notes.body);
    expect(detail.body.notes).toEqual([
      {
        id: expect.any(String),
        text: 'Replaced filters',
        author_name: expect.any(String),
        api_key_name: null,
        created_at: expect.any(String),
      },
    ]);
    expect(detail.body.completion_notes).toBe('All good');

    for (const [part, length] of [
      ['charges', 3],
      ['hours', 2],
      ['parts', 2],
      ['notes', 1],
      ['photos', 1],
      ['equipment', 1],
    ] as const) {
      const sub = await o.as.admin.get(`/api/jobs/completed/${id}/${part}`);
      expect(sub.status, part).toBe(200);
      expect(sub.body, part).toHaveLength(length);
    }
    expect((await o.as.admin.get(`/api/jobs/completed/${id}/notes`)).body[0].text).toBe('Replaced filters');
  });

  it('completes once; hours and parts close with it, notes stay open', async () => {
    const job = await loggedJob();
    expect((await o.as.admin.post(`/api/jobs/${job.id}/complete`)).status).toBe(200);
    const again = await o.as.admin.post(`/api/jobs/${job.id}/complete`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This job has already been completed');
    expect((await o.as.admin.post(`/api/jobs/${job.id}/hours`, { hours: 1 })).status).toBe(409);
    expect((await o.as.admin.post(`/api/jobs/${job.id}/parts`, { partName: 'x' })).status).toBe(409);
    expect((await o.as.admin.post(`/api/jobs/${job.id}/notes`, { text: 'Follow-up call made' })).status).toBe(201);
    expect(await t.database.db.completedJob.count({ where: { jobId: job.id } })).toBe(1);
  });

  it('completes two at once only once', async () => {
    const job = await loggedJob();
    const answers = await Promise.all([o.as.admin.post(`/api/jobs/${job.id}/complete`), o.as.manager.post(`/api/jobs/${job.id}/complete`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.database.db.completedJob.count({ where: { jobId: job.id } })).toBe(1);
  });

  it('does not complete cancelled, hidden or unknown jobs', async () => {
    const cancelled = await insertJob(t, o, { status: 'cancelled' });
    const res = await o.as.admin.post(`/api/jobs/${cancelled.id}/complete`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('A cancelled job cannot be completed');
    const theirs = await insertJob(t, other);
    expect((await o.as.admin.post(`/api/jobs/${theirs.id}/complete`)).status).toBe(404);
    const notMine = await insertJob(t, o, { techIds: [o.tech2.id] });
    expect((await o.as.tech.post(`/api/jobs/${notMine.id}/complete`)).status).toBe(404);
    expect((await o.as.admin.post('/api/jobs/nope/complete')).status).toBe(404);
    expect((await new Agent(t).post(`/api/jobs/${notMine.id}/complete`)).status).toBe(401);
    expect(await t.database.db.completedJob.count({ where: { jobId: { in: [cancelled.id, theirs.id, notMine.id] } } })).toBe(0);
  });
});

describe('service follow-ups', () => {
  it('books one visit per due date for the units with an interval, same local time, once while it is open', async () => {
    const org = await jobsOrg(t, 'Service Co');
    const { split, ducted, fridge } = org.equipment;
    // A second unit on the split's 12-month interval: both fall due on the same day, so they share one visit.
    const cassette = await t.database.db.equipment.create({
      data: { orgId: org.org.id, customerId: org.customers.acme.id, name: 'Cassette unit', serviceIntervalMonths: 12 },
    });
    const first = await insertJob(t, org, {
      title: 'Annual service',
      jobType: 'service',
      scheduledAt: visit,
      equipmentIds: [split.id, ducted.id, fridge.id, cassette.id],
    });
    const res = await org.as.admin.post(`/api/jobs/${first.id}/complete`);
    // Two visits, not three jobs: the 12-monthly units together, the 6-monthly one alone; the cool room has no interval.
    expect(res.body.follow_up_job_ids).toHaveLength(2);

    const followUps = await t.database.db.job.findMany({
      where: { followUpOfId: first.id },
      include: { equipment: { orderBy: { equipment: { name: 'asc' } } } },
      orderBy: { title: 'asc' },
    });
    expect(followUps.map((j) => [j.title, j.status, j.jobType, j.customerId, j.equipment.map((e) => e.equipmentId)])).toEqual([
      ['Service: Cassette unit and Daikin split', 'new', 'service', org.customers.acme.id, [cassette.id, split.id]],
      ['Service: Ducted unit', 'new', 'service', org.customers.acme.id, [ducted.id]],
    ]);
    // 9:30 am on 2 December (summer time) → 9:30 am on 2 June (winter time) and 2 December next year.
    const local = Object.fromEntries(followUps.map((j) => [j.title, toLocalInput(j.scheduledAt!)]));
    expect(local['Service: Ducted unit']).toEqual({ date: '2027-06-02', time: '09:30' });
    expect(local['Service: Cassette unit and Daikin split']).toEqual({ date: '2027-12-02', time: '09:30' });
    expect(followUps.every((j) => j.confirmationToken)).toBe(true);

    // The follow-ups show in the jobs list.
    const listed = (await org.as.admin.get('/api/jobs?view=all&search=service')).body.map((j: { title: string }) => j.title);
    expect(listed).toEqual(expect.arrayContaining(['Service: Cassette unit and Daikin split', 'Service: Ducted unit']));

    // Another open service job for a unit whose follow-up is open is impossible: the database refuses it whoever
    // writes it, and the API answers why.
    await expect(
      insertJob(t, org, { title: 'Extra service', jobType: 'service', scheduledAt: visit, equipmentIds: [split.id] }),
    ).rejects.toThrow(/Unique constraint/);
    const extra = await org.as.admin.post('/api/jobs', {
      title: 'Extra service',
      jobType: 'service',
      customerId: org.customers.acme.id,
      equipmentIds: [split.id],
    });
    expect(extra.status).toBe(409);
    expect(extra.body.error).toBe('Daikin split already has an open service job: complete or cancel it first');
    expect(await t.database.db.job.count({ where: { equipment: { some: { equipmentId: split.id } }, followUpOfId: { not: null } } })).toBe(
      1,
    );

    // Completing the follow-up itself books the one after it, again one visit for both units.
    const splitFollowUp = followUps.find((j) => j.title === 'Service: Cassette unit and Daikin split')!;
    const next = await org.as.admin.post(`/api/jobs/${splitFollowUp.id}/complete`);
    expect(next.body.follow_up_job_ids).toHaveLength(1);
    const after = await t.database.db.job.findUniqueOrThrow({
      where: { id: next.body.follow_up_job_ids[0] },
      include: { equipment: true },
    });
    expect(toLocalInput(after.scheduledAt!)).toEqual({ date: '2028-12-02', time: '09:30' });
    expect(after.equipment.map((e) => e.equipmentId).sort()).toEqual([cassette.id, split.id].sort());

    // A cancelled follow-up no longer blocks a new one.
    await t.database.db.job.update({ where: { id: after.id }, data: { status: 'cancelled' } });
    const third = await insertJob(t, org, { jobType: 'service', scheduledAt: visit, equipmentIds: [split.id] });
    expect((await org.as.admin.post(`/api/jobs/${third.id}/complete`)).body.follow_up_job_ids).toHaveLength(1);
  });

  it('books nothing for other job types, and dates from completion when the job was never scheduled', async () => {
    const org = await jobsOrg(t, 'Repair Co');
    const repair = await insertJob(t, org, { jobType: 'repair', equipmentIds: [org.equipment.split.id] });
    expect((await org.as.admin.post(`/api/jobs/${repair.id}/complete`)).body.follow_up_job_ids).toEqual([]);
    const unscheduled = await insertJob(t, org, { jobType: 'service', equipmentIds: [org.equipment.ducted.id] });
    const res = await org.as.admin.post(`/api/jobs/${unscheduled.id}/complete`);
    const followUp = await t.database.db.job.findUniqueOrThrow({ where: { id: res.body.follow_up_job_ids[0] } });
    const months = (followUp.scheduledAt!.getTime() - Date.now()) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
  });
});

describe('completed list', () => {
  it('shows a technician the completed jobs of their own jobs only; never another organisation’s', async () => {
    const org = await jobsOrg(t, 'Split Crew');
    const mine = await insertJob(t, org, { title: 'Mine', techIds: [org.tech.id] });
    const theirs = await insertJob(t, org, { title: 'Theirs', techIds: [org.tech2.id] });
    await org.as.admin.post(`/api/jobs/${mine.id}/complete`);
    const done = await org.as.admin.post(`/api/jobs/${theirs.id}/complete`);
    expect((await org.as.tech.get('/api/jobs/completed')).body.map((c: { title: string }) => c.title)).toEqual(['Mine']);
    expect((await org.as.tech.get(`/api/jobs/completed/${done.body.completed_job_id}`)).status).toBe(404);
    expect((await org.as.admin.get('/api/jobs/completed')).body).toHaveLength(2);
    expect((await other.as.admin.get(`/api/jobs/completed/${done.body.completed_job_id}`)).status).toBe(404);
    expect((await other.as.admin.get(`/api/jobs/completed/${done.body.completed_job_id}/charges`)).status).toBe(404);
    expect((await other.as.admin.get('/api/jobs/completed')).body.map((c: { id: string }) => c.id)).not.toContain(
      done.body.completed_job_id,
    );
    expect((await new Agent(t).get('/api/jobs/completed')).status).toBe(401);
  });

  it('marks an invoiced completed job', async () => {
    const job = await insertJob(t, o);
    const done = await o.as.admin.post(`/api/jobs/${job.id}/complete`);
    const invoice = await t.database.db.invoice.create({ data: { orgId: o.org.id, number: `INV-${Date.now()}` } });
    await t.database.db.completedJob.update({ where: { id: done.body.completed_job_id }, data: { invoiceId: invoice.id } });
    const row = (await o.as.admin.get('/api/jobs/completed?limit=500')).body.find(
      (c: { id: string }) => c.id === done.body.completed_job_id,
    );
    expect(row.has_invoice).toBe(true);
  });

  it('costs the same number of SQL statements for 5 completed jobs as for 40', async () => {
    const org = await jobsOrg(t, 'Count Done');
    const complete = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const job = await insertJob(t, org, { techIds: [org.tech.id], equipmentIds: [org.equipment.split.id] });
        await org.as.admin.post(`/api/jobs/${job.id}/complete`);
      }
    };
    await complete(5);
    const five = await t.countQueries(() => org.as.admin.get('/api/jobs/completed'));
    await complete(35);
    const forty = await t.countQueries(() => org.as.admin.get('/api/jobs/completed'));
    expect(forty).toBe(five);
  });

  it('deletes a completed job with its job (admin and manager); technicians get 403', async () => {
    const job = await loggedJob();
    const done = await o.as.admin.post(`/api/jobs/${job.id}/complete`);
    const id = done.body.completed_job_id;
    expect((await del(o.as.tech, `/api/jobs/completed/${id}`)).status).toBe(403);
    expect((await del(other.as.admin, `/api/jobs/completed/${id}`)).status).toBe(404);
    const photoUrl = (await o.as.admin.get(`/api/jobs/completed/${id}/photos`)).body[0].url;
    const res = await del(o.as.manager, `/api/jobs/completed/${id}`);
    expect(res.status).toBe(200);
    expect((await o.as.admin.get(`/api/jobs/completed/${id}`)).status).toBe(404);
    expect((await o.as.admin.get(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await o.as.admin.get(photoUrl)).status).toBe(404);
    expect((await del(o.as.manager, `/api/jobs/completed/${id}`)).status).toBe(404);
  });

  it('deleting a completed job from the jobs list removes its completed record too', async () => {
    const job = await insertJob(t, o);
    const done = await o.as.admin.post(`/api/jobs/${job.id}/complete`);
    expect((await del(o.as.admin, `/api/jobs/${job.id}`)).status).toBe(200);
    expect((await o.as.admin.get(`/api/jobs/completed/${done.body.completed_job_id}`)).status).toBe(404);
  });
});
