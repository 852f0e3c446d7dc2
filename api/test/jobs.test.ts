import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { del, insertJob, insertManyJobs, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The jobs REST paths (spec part 1 §7, part 2 §7): list, detail, create, update, delete, confirm.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Coolair');
  other = await jobsOrg(t, 'Rival');
});
afterAll(() => t.close());

const when = '2026-12-01T22:30:00.000Z';

describe('create', () => {
  it.each(['/api/jobs', '/api/jobs/create'])('POST %s creates a new job with a token and answers it with its id', async (path) => {
    // A unit is on one open service job at most: each path books a unit of its own.
    const unit = await t.database.db.equipment.create({
      data: { orgId: o.org.id, customerId: o.customers.acme.id, name: 'Daikin split', make: 'Daikin' },
    });
    const res = await o.as.manager.post(path, {
      title: 'Annual service',
      jobType: 'Service',
      description: 'Both units',
      customerId: o.customers.acme.id,
      scheduledAt: when,
      equipmentId: unit.id,
      assignedTechIds: [o.tech.id, o.tech2.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      title: 'Annual service',
      jobType: 'service',
      description: 'Both units',
      status: 'new',
      scheduled_at: when,
      customer_id: o.customers.acme.id,
      customer_name: o.customers.acme.name,
      customer_address: '1 Main St, Preston VIC 3072',
      customer_phone: '0390000000',
      confirmationToken: expect.stringMatching(/^[\w-]{32}$/),
      estimated_value: null,
      equipment: [{ id: unit.id, name: 'Daikin split', make: 'Daikin' }],
      completed_job_id: null,
    });
    expect(res.body.technicians.map((u: { id: string }) => u.id).sort()).toEqual([o.tech.id, o.tech2.id].sort());
    expect(res.body.technicians[0]).toMatchObject({ name: expect.any(String), email: expect.any(String), color: '#3b82f6' });
    const got = await o.as.admin.get(`/api/jobs/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body.title).toBe('Annual service');
  });

  it('accepts snake_case, several equipment and no schedule; a technician may create and then sees it', async () => {
    const res = await o.as.tech.post('/api/jobs', {
      title: 'Leak',
      customer_id: o.customers.acme.id,
      equipment_ids: [o.equipment.split.id, o.equipment.ducted.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.equipment.map((e: { name: string }) => e.name)).toEqual(['Daikin split', 'Ducted unit']);
    expect(res.body.scheduled_at).toBeNull();
    expect(res.body.confirmationToken).toBeNull(); // technicians never see the customer's token
    expect((await o.as.tech.get(`/api/jobs/${res.body.id}`)).status).toBe(200);
  });

  it.each([
    [{}, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ title: 'A', jobType: 'plumbing' }, 'Job type must be Service, Repair, Installation or Other'],
    [{ title: 'A', scheduledAt: 'next tuesday' }, 'Scheduled time must be a valid date and time'],
    [{ title: 'A', scheduledAt: '1900-01-01T00:00:00Z' }, 'Scheduled time must be a valid date and time'],
    [{ title: 'A', scheduledAt: '2026-02-30T10:00:00Z' }, 'Scheduled time must be a valid date and time'],
    [{ title: 'A', assignedTechIds: 'abc' }, 'Technicians must be a list of ids'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await o.as.admin.post('/api/jobs', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('needs a customer before equipment, and the equipment must be that customer’s', async () => {
    const noCustomer = await o.as.admin.post('/api/jobs', { title: 'A', equipmentId: o.equipment.split.id });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.error).toBe('Please select a customer first');
    const wrongCustomer = await o.as.admin.post('/api/jobs', {
      title: 'A',
      customerId: o.customers.bolt.id,
      equipmentId: o.equipment.split.id,
    });
    expect(wrongCustomer.status).toBe(400);
    expect(wrongCustomer.body.error).toBe("Equipment must belong to the job's customer");
  });

  it("refuses another organisation's customer, equipment and people as unknown", async () => {
    const customer = await o.as.admin.post('/api/jobs', { title: 'A', customerId: other.customers.acme.id });
    expect(customer.status).toBe(404);
    expect(customer.body.error).toBe('Customer not found');
    const equipment = await o.as.admin.post('/api/jobs', {
      title: 'A',
      customerId: o.customers.acme.id,
      equipmentIds: [other.equipment.split.id],
    });
    expect(equipment.status).toBe(404);
    const tech = await o.as.admin.post('/api/jobs', { title: 'A', assignedTechIds: [other.tech.id] });
    expect(tech.status).toBe(404);
    expect(tech.body.error).toBe('Technician not found');
    expect(await t.database.db.job.count({ where: { orgId: o.org.id, title: 'A' } })).toBe(0);
  });

  it('refuses anonymous callers', async () => {
    expect((await new Agent(t).post('/api/jobs', { title: 'A' })).status).toBe(401);
  });
});

describe('list', () => {
  it('lists newest schedule first with unscheduled on top, filters by status and searches title, id, customer and equipment', async () => {
    const org = await jobsOrg(t, 'Lister');
    const early = await insertJob(t, org, { title: 'Early visit', status: 'scheduled', scheduledAt: new Date('2026-01-01T00:00:00Z') });
    const late = await insertJob(t, org, {
      title: 'Late visit',
      status: 'confirmed',
      scheduledAt: new Date('2026-06-01T00:00:00Z'),
      equipmentIds: [org.equipment.ducted.id],
    });
    const enquiry = await insertJob(t, org, { title: 'Enquiry', customerId: org.customers.bolt.id });
    const all = await org.as.admin.get('/api/jobs?view=all');
    expect(all.status).toBe(200);
    expect(all.body.map((j: { id: string }) => j.id)).toEqual([enquiry.id, late.id, early.id]);
    // A native client asking without a view gets the same: every job, past ones included, in the same order and shape.
    const noView = await org.as.admin.get('/api/jobs');
    expect(noView.status).toBe(200);
    expect(noView.body).toEqual(all.body);

    const titles = async (qs: string) => (await org.as.admin.get(`/api/jobs?view=all&${qs}`)).body.map((j: { title: string }) => j.title);
    expect(await titles('status=confirmed')).toEqual(['Late visit']);
    expect(await titles('status=all')).toHaveLength(3);
    expect(await titles('search=EARLY')).toEqual(['Early visit']);
    expect(await titles(`search=${early.id.slice(0, 8)}`)).toEqual(['Early visit']);
    expect(await titles('search=bolt')).toEqual(['Enquiry']);
    expect(await titles('search=actronair ducted')).toEqual([]); // equipment names, not makes
    expect(await titles('search=ducted')).toEqual(['Late visit']);
    expect(await titles('search=visit&status=scheduled')).toEqual(['Early visit']);
    expect(await titles('search=nothing-like-this')).toEqual([]);
  });

  it('opens on today and upcoming, soonest first; overdue, unscheduled and all are views of their own', async () => {
    const org = await jobsOrg(t, 'Today first');
    const { start } = localDayOf(new Date(), 'Australia/Melbourne');
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    const job = (title: string, scheduledAt: Date | null, status: 'scheduled' | 'done' | 'cancelled' = 'scheduled') =>
      insertJob(t, org, { title, scheduledAt, status });
    await job('Next week', at(24 * 7 + 9));
    await job('Tomorrow', at(24 + 9));
    await job('Cancelled tomorrow', at(24 + 10), 'cancelled');
    await job('Today', at(0.5));
    await job('Done this morning', at(0.25), 'done');
    await job('Five days ago', at(-24 * 5));
    await job('Yesterday', at(-2));
    await job('Done yesterday', at(-3), 'done');
    await job('Needs booking', null);
    await job('Cancelled enquiry', null, 'cancelled');

    const titles = async (qs: string) => (await org.as.tech2.get(`/api/jobs?${qs}`)).body.map((j: { title: string }) => j.title);
    const asOffice = async (qs: string) => (await org.as.admin.get(`/api/jobs?${qs}`)).body.map((j: { title: string }) => j.title);
    // Without a view the REST list is every job, as the spec documents it for the native clients.
    expect(await asOffice('')).toEqual(await asOffice('view=all'));
    // Done work has left Today & upcoming, as cancelled work has: the view is what is still to do.
    expect(await asOffice('view=upcoming')).toEqual(['Today', 'Tomorrow', 'Next week']);
    expect(await asOffice('view=overdue')).toEqual(['Yesterday', 'Five days ago']);
    expect(await asOffice('view=unscheduled')).toEqual(['Needs booking']);
    expect(await asOffice('view=all')).toHaveLength(10);
    expect(await asOffice('view=all&status=cancelled')).toEqual(['Cancelled enquiry', 'Cancelled tomorrow']);
    expect(await asOffice('view=upcoming&search=week')).toEqual(['Next week']);
    expect(await titles('')).toEqual([]); // a technician sees only their own jobs in every view

    const page1 = await org.as.admin.get('/api/jobs?view=upcoming&limit=2');
    expect(page1.body.map((j: { title: string }) => j.title)).toEqual(['Today', 'Tomorrow']);
    expect(page1.headers.link).toBe('</api/jobs?view=upcoming&limit=2&offset=2>; rel="next"');
    expect(await asOffice('view=upcoming&limit=2&offset=2')).toEqual(['Next week']);
    expect(await asOffice('view=overdue&limit=1&offset=1')).toEqual(['Five days ago']);

    const bad = await org.as.admin.get('/api/jobs?view=later');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('View must be upcoming, overdue, unscheduled or all');
  });

  it("searches the customer's and the equipment's names as they are now", async () => {
    const org = await jobsOrg(t, 'Renames');
    const job = await insertJob(t, org, { title: 'Quarterly check', equipmentIds: [org.equipment.split.id] });
    const titles = async (search: string) =>
      (await org.as.admin.get(`/api/jobs?view=all&search=${encodeURIComponent(search)}`)).body.map((j: { title: string }) => j.title);
    const customer = await t.database.db.customer.findFirstOrThrow({ where: { jobs: { some: { id: job.id } } } });
    await org.as.admin.put(`/api/customers/${customer.id}`, { name: 'Wombat Holdings' });
    expect(await titles('wombat quarterly')).toEqual(['Quarterly check']);
    expect(await titles('acme')).toEqual([]);
    await org.as.admin.put(`/api/equipment/${org.equipment.split.id}`, { name: 'Numbat cassette' });
    expect(await titles('numbat')).toEqual(['Quarterly check']);
    await org.as.admin.put(`/api/jobs/${job.id}`, { equipmentIds: [] });
    expect(await titles('numbat')).toEqual([]);
    await org.as.admin.put(`/api/jobs/${job.id}`, { title: 'Annual check' });
    expect(await titles('annual wombat')).toEqual(['Annual check']);
    expect(await titles('quarterly')).toEqual([]);
  });

  it('pages with limit and offset and a Link to the next page', async () => {
    const org = await jobsOrg(t, 'Pager');
    for (let i = 0; i < 5; i++) await insertJob(t, org, { title: `P${i}`, scheduledAt: new Date(Date.UTC(2026, 0, i + 1)) });
    const first = await org.as.admin.get('/api/jobs?view=all&limit=2');
    expect(first.body.map((j: { title: string }) => j.title)).toEqual(['P4', 'P3']);
    expect(first.headers.link).toBe('</api/jobs?view=all&limit=2&offset=2>; rel="next"');
    const last = await org.as.admin.get('/api/jobs?view=all&limit=2&offset=4');
    expect(last.body.map((j: { title: string }) => j.title)).toEqual(['P0']);
    expect(last.headers.link).toBeUndefined();
    // A first page of any size: its statement reads up to a power of two and keeps the size asked.
    for (const limit of [1, 3, 4, 5]) {
      const page = await org.as.admin.get(`/api/jobs?view=all&limit=${limit}`);
      expect(page.body.map((j: { title: string }) => j.title)).toEqual(['P4', 'P3', 'P2', 'P1', 'P0'].slice(0, limit));
      expect(page.headers.link === undefined).toBe(limit === 5);
    }
    expect((await org.as.admin.get('/api/jobs?limit=0')).status).toBe(400);
    expect((await org.as.admin.get('/api/jobs?limit=501')).status).toBe(400);
    expect((await org.as.admin.get('/api/jobs?status=finished')).status).toBe(400);
  });

  it('never contains another organisation’s jobs', async () => {
    const theirs = await insertJob(t, other, { title: 'Rival secret' });
    const ids = (await o.as.admin.get('/api/jobs?view=all&limit=500')).body.map((j: { id: string }) => j.id);
    expect(ids).not.toContain(theirs.id);
    expect((await o.as.admin.get('/api/jobs?view=all&search=secret')).body).toEqual([]);
  });

  it('shows a technician only the jobs they are on or created; the office sees all', async () => {
    const org = await jobsOrg(t, 'Crew');
    const mine = await insertJob(t, org, { title: 'Mine', techIds: [org.tech.id] });
    const created = await insertJob(t, org, { title: 'Booked by me', createdById: org.tech.id });
    const theirs = await insertJob(t, org, { title: 'Theirs', techIds: [org.tech2.id] });
    const titles = (await org.as.tech.get('/api/jobs?view=all')).body.map((j: { title: string }) => j.title).sort();
    expect(titles).toEqual(['Booked by me', 'Mine']);
    expect((await org.as.tech.get(`/api/jobs/${theirs.id}`)).status).toBe(404);
    expect((await org.as.tech.put(`/api/jobs/${theirs.id}`, { title: 'X' })).status).toBe(404);
    expect((await org.as.manager.get('/api/jobs?view=all')).body).toHaveLength(3);
    expect([mine.id, created.id]).toHaveLength(2);
  });

  it('costs the same number of SQL statements for 10 jobs as for 200', async () => {
    const org = await jobsOrg(t, 'Counter');
    await insertManyJobs(t, org, 10);
    const future = () =>
      t.database.db.job.updateMany({ where: { orgId: org.org.id }, data: { scheduledAt: new Date(Date.now() + 864e5 * 30) } });
    const count = async (view: string) => t.countQueries(() => org.as.admin.get(`/api/jobs?view=${view}&limit=500`));
    const ten = await count('all');
    await future();
    const tenUpcoming = await count('upcoming'); // today first: one statement more, for the organisation's zone
    await insertManyJobs(t, org, 190, 10);
    await future();
    let answer: { body: unknown[] } = { body: [] };
    const twoHundred = await t.countQueries(async () => {
      answer = await org.as.admin.get('/api/jobs?view=all&limit=500');
    });
    expect(answer.body).toHaveLength(200);
    expect(twoHundred).toBe(ten);
    expect(ten).toBeLessThanOrEqual(8);
    const twoHundredUpcoming = await t.countQueries(async () => {
      answer = await org.as.admin.get('/api/jobs?view=upcoming&limit=500');
    });
    expect(answer.body).toHaveLength(200);
    expect(twoHundredUpcoming).toBe(tenUpcoming);
  });

  it('refuses anonymous callers', async () => {
    expect((await new Agent(t).get('/api/jobs')).status).toBe(401);
  });
});

describe('paths that look like an id', () => {
  it('/api/jobs/completed is the completed list, not a job called "completed"', async () => {
    const res = await o.as.admin.get('/api/jobs/completed');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('an unknown or odd id is 404, never 500', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', '%27%3B--']) {
      const res = await o.as.admin.get(`/api/jobs/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Job not found');
    }
  });
});

describe('update', () => {
  it('changes title, description, status, schedule, customer, equipment and the technician (assignedUserId)', async () => {
    const job = await insertJob(t, o, { title: 'Old', techIds: [o.tech.id], equipmentIds: [o.equipment.split.id] });
    const res = await o.as.manager.put(`/api/jobs/${job.id}`, {
      title: 'New title',
      description: 'More detail',
      status: 'in_progress',
      scheduledAt: when,
      customerId: o.customers.bolt.id,
      equipmentId: o.equipment.treadmillAc.id,
      assignedUserId: o.tech2.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'New title',
      description: 'More detail',
      status: 'in_progress',
      scheduled_at: when,
      customer_id: o.customers.bolt.id,
      equipment_ids: [o.equipment.treadmillAc.id],
      assignedTechIds: [o.tech2.id],
    });
    const cleared = await o.as.manager.put(`/api/jobs/${job.id}`, { scheduledAt: null, assignedUserId: null, description: '' });
    expect(cleared.body).toMatchObject({ scheduled_at: null, assignedTechIds: [], description: null, title: 'New title' });
  });

  it('keeps only the new customer’s equipment when the customer changes without an equipment list', async () => {
    const job = await insertJob(t, o, { equipmentIds: [o.equipment.split.id] });
    const res = await o.as.admin.put(`/api/jobs/${job.id}`, { customerId: o.customers.bolt.id });
    expect(res.body.equipment).toEqual([]);
  });

  it('lets an assigned technician update their job', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const res = await o.as.tech.put(`/api/jobs/${job.id}`, { status: 'in_progress' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('in_progress');
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ status: 'finished' }, 'Status must be new, scheduled, confirmed, in_progress, done or cancelled'],
    [{ scheduledAt: '2026-13-45T99:00:00Z' }, 'Scheduled time must be a valid date and time'],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    const job = await insertJob(t, o, { title: 'Keep me' });
    const res = await o.as.admin.put(`/api/jobs/${job.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe('Keep me');
  });

  it('refuses to set Done (only Complete makes a job done) and keeps a completed job Done, changing nothing', async () => {
    const job = await insertJob(t, o, { title: 'Not yet', status: 'in_progress', techIds: [o.tech.id] });
    const res = await o.as.tech.put(`/api/jobs/${job.id}`, { title: 'Renamed', status: 'done' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Use Complete to mark a job done: it records the work, its charges and any follow-up');
    const unchanged = await o.as.tech.get(`/api/jobs/${job.id}`);
    expect(unchanged.body).toMatchObject({ title: 'Not yet', status: 'in_progress', completed_job_id: null });
    expect(await t.database.db.completedJob.count({ where: { jobId: job.id } })).toBe(0);

    expect((await o.as.tech.post(`/api/jobs/${job.id}/complete`, {})).status).toBe(200);
    const keep = await o.as.tech.put(`/api/jobs/${job.id}`, { title: 'Renamed', status: 'done' });
    expect(keep.status).toBe(200); // Done stays Done: no change
    expect(keep.body).toMatchObject({ title: 'Renamed', status: 'done' });
    const reopen = await o.as.manager.put(`/api/jobs/${job.id}`, { status: 'in_progress' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error).toBe('This job has been completed, so its status stays Done');
    expect((await o.as.tech.get(`/api/jobs/${job.id}`)).body.status).toBe('done');
  });

  it("answers 404 for another organisation's job and leaves it alone", async () => {
    const theirs = await insertJob(t, other, { title: 'Theirs' });
    expect((await o.as.admin.put(`/api/jobs/${theirs.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: theirs.id } })).title).toBe('Theirs');
  });
});

describe('delete', () => {
  it('lets admins and managers delete; technicians get 403; another organisation 404', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    expect((await del(o.as.tech, `/api/jobs/${job.id}`)).status).toBe(403);
    const theirs = await insertJob(t, other);
    expect((await del(o.as.admin, `/api/jobs/${theirs.id}`)).status).toBe(404);
    expect(await t.database.db.job.count({ where: { id: theirs.id } })).toBe(1);
    const res = await del(o.as.manager, `/api/jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await o.as.admin.get(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await del(o.as.manager, `/api/jobs/${job.id}`)).status).toBe(404);
    expect((await new Agent(t).request('DELETE', `/api/jobs/${job.id}`)).status).toBe(401);
  });
});

describe('Confirm Job', () => {
  it('confirms a new job with a token, once; otherwise says there is no token', async () => {
    const job = await insertJob(t, o, { confirmationToken: 'tok-confirm-button-0001' });
    const res = await o.as.admin.post(`/api/jobs/${job.id}/confirm`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('confirmed');
    expect(res.body.confirmed_at).toEqual(expect.any(String));
    const again = await o.as.admin.post(`/api/jobs/${job.id}/confirm`);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('No confirmation token available for this job');
    const tokenless = await insertJob(t, o);
    expect((await o.as.admin.post(`/api/jobs/${tokenless.id}/confirm`)).body.error).toBe('No confirmation token available for this job');
    const theirs = await insertJob(t, other, { confirmationToken: 'tok-confirm-button-0002' });
    expect((await o.as.admin.post(`/api/jobs/${theirs.id}/confirm`)).status).toBe(404);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('new');
  });
});

describe('the customer’s confirmation link', () => {
  /** Opening the link as a browser, a link preview or a mail scanner does: a plain GET, none of the API clients' headers. */
  const open = (url: string, accept?: string) => t.app.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
  const statusOf = async (id: string) => (await t.database.db.job.findUniqueOrThrow({ where: { id } })).status;

  it('confirms once for a JSON client, as documented; unknown tokens get a clear answer', async () => {
    const created = await o.as.admin.post('/api/jobs', { title: 'Split service', customerId: o.customers.acme.id, scheduledAt: when });
    const token = created.body.confirmationToken;
    const anon = new Agent(t);
    const ok = await anon.get(`/api/public/jobs/confirm?token=${token}`, { accept: 'application/json' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      message: 'Thank you: your booking is confirmed.',
      job: { title: 'Split service', scheduled_at: when, business_name: o.org.name },
    });
    expect((await o.as.admin.get(`/api/jobs/${created.body.id}`)).body.status).toBe('confirmed');

    const used = await anon.get(`/api/public/jobs/confirm?token=${token}`, { accept: 'application/json' });
    expect(used.status).toBe(409);
    expect(used.body.error).toBe('This booking has already been confirmed.');

    const unknown = await anon.get('/api/public/jobs/confirm?token=not-a-real-token-at-all', { accept: 'application/json' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/not valid/);
    expect((await anon.get('/api/public/jobs/confirm')).status).toBe(404);
  });

  it('never confirms when the link is opened by a browser, a preview or a scanner: it is sent to the booking page', async () => {
    const created = await o.as.admin.post('/api/jobs', { title: 'Ducted check', customerId: o.customers.acme.id, scheduledAt: when });
    const token = created.body.confirmationToken;
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      '*/*',
      'text/html, application/json',
      undefined,
    ]) {
      const res = await open(`/api/public/jobs/confirm?token=${token}`, accept);
      expect([res.statusCode, res.headers.location]).toEqual([303, `/c/${token}`]);
    }
    const page = await open(`/api/public/bookings/${token}`, 'application/json');
    expect(page.statusCode).toBe(200);
    expect(await statusOf(created.body.id)).toBe('new');
  });

  it('shows the booking without confirming it: business, job, the visit in the organisation’s zone, the address', async () => {
    const created = await o.as.admin.post('/api/jobs', { title: 'Ducted check', customerId: o.customers.acme.id, scheduledAt: when });
    const token = created.body.confirmationToken;
    const booking = {
      title: 'Ducted check',
      business_name: o.org.name,
      business_phone: null,
      business_email: null,
      scheduled_at: when,
      time_zone: 'Australia/Melbourne',
      address: '1 Main St, Preston VIC 3072',
      can_confirm: true,
      confirmed_at: null,
      reschedule_requested_at: null,
      message: null,
    };
    for (let i = 0; i < 2; i++) expect((await open(`/api/public/bookings/${token}`)).json()).toEqual(booking);
    const gql = await new Agent(t).gql(
      'query($token: String!) { publicBooking(token: $token) { title businessName scheduledAt timeZone address canConfirm confirmedAt message } }',
      { token },
    );
    expect(gql.data.publicBooking).toEqual({
      title: 'Ducted check',
      businessName: o.org.name,
      scheduledAt: when,
      timeZone: 'Australia/Melbourne',
      address: '1 Main St, Preston VIC 3072',
      canConfirm: true,
      confirmedAt: null,
      message: null,
    });
    expect(await statusOf(created.body.id)).toBe('new');
    const unknown = await open('/api/public/bookings/not-a-real-token-at-all');
    expect([unknown.statusCode, unknown.json().error]).toEqual([
      404,
      'This confirmation link is not valid. Please contact the business that sent it.',
    ]);
    const unknownGql = await new Agent(t).gql('query { publicBooking(token: "not-a-real-token-at-all") { title } }');
    expect(unknownGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('confirms when the customer presses Confirm (POST), once; then shows it is already confirmed', async () => {
    const created = await o.as.admin.post('/api/jobs', { title: 'Gas heater', customerId: o.customers.acme.id, scheduledAt: when });
    const token = created.body.confirmationToken;
    const anon = new Agent(t);
    const ok = await anon.post(`/api/public/bookings/${token}/confirm`, {});
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      message: 'Thank you: your booking is confirmed.',
      booking: { title: 'Gas heater', can_confirm: false, confirmed_at: expect.any(String) },
    });
    expect(await statusOf(created.body.id)).toBe('confirmed');
    const again = await anon.post(`/api/public/bookings/${token}/confirm`, {});
    expect([again.status, again.body.error]).toEqual([409, 'This booking has already been confirmed.']);
    expect((await open(`/api/public/bookings/${token}`)).json()).toMatchObject({
      can_confirm: false,
      message: 'This booking has already been confirmed.',
    });
    expect((await anon.post('/api/public/bookings/not-a-real-token-at-all/confirm', {})).status).toBe(404);
  });

  it('confirms over GraphQL the same way (confirmBooking), once', async () => {
    const created = await o.as.admin.post('/api/jobs', { title: 'Solar check', customerId: o.customers.acme.id, scheduledAt: when });
    const mutation = `mutation($token: String!) { confirmBooking(token: $token) { __typename
      ... on ConfirmBookingPayload { message booking { canConfirm confirmedAt } } ... on AppError { code message } } }`;
    const anon = new Agent(t);
    const ok = await anon.gql(mutation, { token: created.body.confirmationToken });
    expect(ok.data.confirmBooking).toMatchObject({
      message: 'Thank you: your booking is confirmed.',
      booking: { canConfirm: false, confirmedAt: expect.any(String) },
    });
    const again = await anon.gql(mutation, { token: created.body.confirmationToken });
    expect(again.data.confirmBooking).toMatchObject({ code: 'CONFLICT', message: 'This booking has already been confirmed.' });
  });

  it('refuses a form post from another page (the CSRF rule), confirming nothing', async () => {
    const created = await o.as.admin.post('/api/jobs', { title: 'Form post', customerId: o.customers.acme.id, scheduledAt: when });
    const res = await t.app.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${created.body.confirmationToken}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(created.body.id)).toBe('new');
  });

  it('does not confirm a cancelled job', async () => {
    const job = await insertJob(t, o, { status: 'cancelled', confirmationToken: 'tok-cancelled-job-00001' });
    const res = await new Agent(t).get('/api/public/jobs/confirm?token=tok-cancelled-job-00001', { accept: 'application/json' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/can no longer be confirmed/);
    const pressed = await new Agent(t).post('/api/public/bookings/tok-cancelled-job-00001/confirm', {});
    expect([pressed.status, pressed.body.error]).toEqual([409, res.body.error]);
    expect((await open('/api/public/bookings/tok-cancelled-job-00001')).json()).toMatchObject({
      can_confirm: false,
      message: res.body.error,
    });
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe('cancelled');
  });
});

describe('visit duration (the week view sizes jobs by it)', () => {
  it('is set on create and edit over REST and GraphQL, cleared with null, and shown by both', async () => {
    const created = await o.as.manager.post('/api/jobs', { title: 'Long install', scheduledAt: when, duration_minutes: 150 });
    expect(created.status).toBe(201);
    expect(created.body.duration_minutes).toBe(150);
    const id = created.body.id;
    const read = await o.as.manager.gql('query($id: ID!) { job(id: $id) { durationMinutes } }', { id });
    expect(read.data.job.durationMinutes).toBe(150);
    const edited = await o.as.manager.gql(
      'mutation($id: ID!) { updateJob(id: $id, input: { durationMinutes: 45 }) { ... on Job { durationMinutes } ... on AppError { message } } }',
      { id },
    );
    expect(edited.data.updateJob.durationMinutes).toBe(45);
    expect((await o.as.manager.get(`/api/jobs/${id}`)).body.duration_minutes).toBe(45);
    const cleared = await o.as.manager.put(`/api/jobs/${id}`, { durationMinutes: null });
    expect(cleared.body.duration_minutes).toBeNull();
    const range = await o.as.manager.get('/api/jobs/range?from=2026-12-01&to=2026-12-03');
    expect(range.body.find((j: { id: string }) => j.id === id)).toMatchObject({ duration_minutes: null });
  });

  it('refuses a duration that is not 15 minutes to 12 hours in steps of 15, and saves nothing', async () => {
    for (const bad of [0, 10, 50, 13 * 60, 'long', -15]) {
      const res = await o.as.manager.post('/api/jobs', { title: `Bad duration ${bad}`, durationMinutes: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Duration must be 15 minutes to 12 hours, in steps of 15 minutes');
    }
    const gql = await o.as.manager.gql(
      'mutation { createJob(input: { title: "Bad duration gql", durationMinutes: 7 }) { ... on Job { id } ... on AppError { message } } }',
    );
    expect(gql.data.createJob.message).toBe('Duration must be 15 minutes to 12 hours, in steps of 15 minutes');
    expect(await t.database.db.job.count({ where: { title: { startsWith: 'Bad duration' } } })).toBe(0);
  });
});
