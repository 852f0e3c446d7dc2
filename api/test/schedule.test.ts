import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Context, contextFor } from '../src/context.ts';
import { dashboard } from '../src/domain/dashboard/dashboard.ts';
import { fromLocalInput, toLocalInput } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, insertManyJobs, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The schedule: GET /api/jobs/range, PATCH /api/jobs/{id}/schedule, jobsInRange, rescheduleJob and the
// dashboard, with Melbourne days on both sides of a daylight-saving change.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Sched');
  other = await jobsOrg(t, 'Rival');
});
afterAll(() => t.close());

const patch = (a: Agent, id: string, body: unknown) => a.request('PATCH', `/api/jobs/${id}/schedule`, { body });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('GET /api/jobs/range and jobsInRange', () => {
  // November 2026 (AEDT, UTC+11): local midnight of 1 November is 31 October 13:00 UTC.
  let mine: { id: string };
  let theirs: { id: string };
  let created: { id: string };
  let nobody: { id: string };
  let early: { id: string };
  let outside: { id: string };
  let unscheduled: { id: string };
  let rival: { id: string };
  beforeAll(async () => {
    early = await insertJob(t, o, { title: 'Just after midnight', scheduledAt: new Date('2026-10-31T13:00:00Z') });
    mine = await insertJob(t, o, { title: 'Mine', scheduledAt: new Date('2026-11-10T22:00:00Z'), techIds: [o.tech.id] });
    theirs = await insertJob(t, o, { title: 'Theirs', scheduledAt: new Date('2026-11-05T22:00:00Z'), techIds: [o.tech2.id] });
    created = await insertJob(t, o, { title: 'Created by tech', scheduledAt: new Date('2026-11-20T22:00:00Z'), createdById: o.tech.id });
    nobody = await insertJob(t, o, { title: 'Nobody', scheduledAt: new Date('2026-11-30T12:59:00Z') });
    outside = await insertJob(t, o, { title: 'December', scheduledAt: new Date('2026-11-30T13:00:00Z') });
    unscheduled = await insertJob(t, o, { title: 'Unscheduled' });
    rival = await insertJob(t, other, { title: 'Rival job', scheduledAt: new Date('2026-11-10T22:00:00Z'), techIds: [other.tech.id] });
  });
  const november = ['2026-10-31T13:00:00Z', '2026-11-30T13:00:00Z'];

  it('answers the jobs in [start, end), soonest first, in the jobs JSON; never another organisation’s', async () => {
    const res = await o.as.manager.get(`/api/jobs/range?start=${november[0]}&end=${november[1]}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(ids([early, theirs, mine, created, nobody]));
    expect(ids(res.body)).not.toContain(rival.id);
    expect(ids(res.body)).not.toContain(outside.id);
    expect(ids(res.body)).not.toContain(unscheduled.id);
    const job = res.body.find((j: { id: string }) => j.id === mine.id);
    expect(job).toMatchObject({ title: 'Mine', scheduled_at: '2026-11-10T22:00:00.000Z', customer_name: o.customers.acme.name });
    expect(job.technicians.map((u: { id: string }) => u.id)).toEqual([o.tech.id]);
    const list = await o.as.manager.get('/api/jobs?view=all');
    expect(Object.keys(job).sort()).toEqual(Object.keys(list.body[0]).sort());
  });

  it('accepts from/to, dates alone (whole local days) and wall-clock times in the organisation zone', async () => {
    const byDates = await o.as.admin.get('/api/jobs/range?from=2026-11-01&to=2026-11-30');
    expect(ids(byDates.body)).toEqual(ids([early, theirs, mine, created, nobody]));
    const wall = await o.as.admin.get('/api/jobs/range?start=2026-11-01T00:00&end=2026-11-06T09:00:01');
    expect(ids(wall.body)).toEqual(ids([early, theirs]));
    const offset = await o.as.admin.get(`/api/jobs/range?start=${encodeURIComponent('2026-11-11T09:00:00+11:00')}&end=2026-11-12`);
    expect(ids(offset.body)).toEqual(ids([mine]));
  });

  it('filters by technician (techId), and another organisation’s technician finds nothing', async () => {
    const res = await o.as.admin.get(`/api/jobs/range?start=${november[0]}&end=${november[1]}&techId=${o.tech2.id}`);
    expect(ids(res.body)).toEqual(ids([theirs]));
    const foreign = await o.as.admin.get(`/api/jobs/range?start=${november[0]}&end=${november[1]}&techId=${other.tech.id}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body).toEqual([]);
  });

  it('gives a technician only the jobs they are on or created, even when filtering by another technician', async () => {
    const res = await o.as.tech.get(`/api/jobs/range?start=${november[0]}&end=${november[1]}`);
    expect(ids(res.body)).toEqual(ids([mine, created]));
    const filtered = await o.as.tech.get(`/api/jobs/range?start=${november[0]}&end=${november[1]}&techId=${o.tech2.id}`);
    expect(filtered.body).toEqual([]);
    const gql = await o.as.tech.gql('query($s: DateTime!, $e: DateTime!) { jobsInRange(start: $s, end: $e) { id } }', {
      s: november[0],
      e: november[1],
    });
    expect(ids(gql.data.jobsInRange)).toEqual(ids([mine, created]));
  });

  it('is the same over GraphQL, with the technician filter', async () => {
    const q =
      'query($s: DateTime!, $e: DateTime!, $tech: ID) { jobsInRange(start: $s, end: $e, technicianId: $tech) { id title scheduledAt technicians { id } customer { name } } }';
    const all = await o.as.manager.gql(q, { s: november[0], e: november[1] });
    expect(all.errors).toBeUndefined();
    expect(ids(all.data.jobsInRange)).toEqual(ids([early, theirs, mine, created, nobody]));
    const one = await o.as.manager.gql(q, { s: november[0], e: november[1], tech: o.tech.id });
    expect(one.data.jobsInRange).toEqual([
      {
        id: mine.id,
        title: 'Mine',
        scheduledAt: '2026-11-10T22:00:00.000Z',
        technicians: [{ id: o.tech.id }],
        customer: { name: o.customers.acme.name },
      },
    ]);
    const rivalView = await other.as.admin.gql(q, { s: november[0], e: november[1] });
    expect(ids(rivalView.data.jobsInRange)).toEqual([rival.id]);
  });

  it('refuses anonymous callers', async () => {
    const anon = new Agent(t);
    expect((await anon.get(`/api/jobs/range?start=${november[0]}&end=${november[1]}`)).status).toBe(401);
    const gql = await anon.gql('{ jobsInRange(start: "2026-11-01T00:00:00Z", end: "2026-11-02T00:00:00Z") { id } }');
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['', 'Start must be a valid date or date and time (e.g. 2026-11-01 or 2026-10-31T13:00:00Z)'],
    ['?start=2026-11-01', 'End must be a valid date or date and time (e.g. 2026-11-01 or 2026-10-31T13:00:00Z)'],
    ['?start=yesterday&end=2026-11-30', 'Start must be a valid date or date and time (e.g. 2026-11-01 or 2026-10-31T13:00:00Z)'],
    ['?start=2026-02-30&end=2026-03-05', 'Start must be a valid date or date and time (e.g. 2026-11-01 or 2026-10-31T13:00:00Z)'],
    ['?start=2026-11-01T25:00&end=2026-11-30', 'Start must be a valid date or date and time (e.g. 2026-11-01 or 2026-10-31T13:00:00Z)'],
    ['?start=2026-11-30&end=2026-11-01', 'End must be after start'],
    ['?start=2026-11-01T10:00:00Z&end=2026-11-01T10:00:00Z', 'End must be after start'],
    ['?start=2026-01-01&end=2026-03-31', 'The range must be at most 62 days'],
    [`?start=2026-11-01&end=2026-11-30&techId=${'x'.repeat(101)}`, 'Technician not found'],
  ])('refuses the range %s with 400 "%s"', async (qs, message) => {
    const res = await o.as.admin.get(`/api/jobs/range${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('allows 62 days across a daylight-saving change', async () => {
    const res = await o.as.admin.get('/api/jobs/range?start=2026-09-01&end=2026-11-01');
    expect(res.status).toBe(200);
  });

  it('answers bad GraphQL input as a client error, never a server error', async () => {
    const literal = await o.as.admin.gql('{ jobsInRange(start: "soon", end: "2026-11-02T00:00:00Z") { id } }');
    expect(literal.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const variable = await o.as.admin.gql('query($s: DateTime!) { jobsInRange(start: $s, end: "2026-11-02T00:00:00Z") { id } }', {
      s: 'soon',
    });
    expect(variable.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const long = await o.as.admin.gql('{ jobsInRange(start: "2026-01-01T00:00:00Z", end: "2026-06-01T00:00:00Z") { id } }');
    expect(long.errors?.[0]).toMatchObject({ message: 'The range must be at most 62 days', extensions: { code: 'VALIDATION' } });
    const reversed = await o.as.admin.gql('{ jobsInRange(start: "2026-02-01T00:00:00Z", end: "2026-01-01T00:00:00Z") { id } }');
    expect(reversed.errors?.[0].message).toBe('End must be after start');
  });

  it('is documented in the OpenAPI document with the reschedule route', async () => {
    const doc = (await new Agent(t).get('/api/openapi.json')).body;
    expect(doc.paths['/api/jobs/range'].get.summary).toMatch(/at most 62 days/);
    expect(doc.paths['/api/jobs/{id}/schedule'].patch).toBeDefined();
  });

  it("is not captured by '/api/jobs/{id}'", async () => {
    const res = await o.as.admin.get('/api/jobs/range');
    expect(res.status).toBe(400);
    expect(res.body.error).not.toBe('Job not found');
  });
});

describe('a constant number of SQL statements however many jobs the range holds', () => {
  it('10 jobs and 300 jobs cost the same, over REST and GraphQL', async () => {
    const org = await jobsOrg(t, 'Busy');
    const range = '/api/jobs/range?start=2026-02-01T00:00:00Z&end=2026-02-02T00:00:00Z';
    const gql = () =>
      org.as.admin.gql(
        '{ jobsInRange(start: "2026-02-01T00:00:00Z", end: "2026-02-02T00:00:00Z") { id title customer { name } technicians { name } equipment { name } } }',
      );
    await insertManyJobs(t, org, 10);
    let rows = 0;
    const restSmall = await t.countQueries(async () => {
      rows = (await org.as.admin.get(range)).body.length;
    });
    expect(rows).toBe(10);
    const gqlSmall = await t.countQueries(gql);
    await insertManyJobs(t, org, 290, 10);
    const restLarge = await t.countQueries(async () => {
      rows = (await org.as.admin.get(range)).body.length;
    });
    expect(rows).toBe(300);
    const gqlLarge = await t.countQueries(async () => {
      expect((await gql()).data.jobsInRange).toHaveLength(300);
    });
    expect(restLarge).toBe(restSmall);
    expect(gqlLarge).toBe(gqlSmall);
    expect(restLarge).toBeLessThanOrEqual(8);
  });
});

describe('what the range reads', () => {
  it('never selects a password hash, over REST or GraphQL', async () => {
    await insertJob(t, o, { title: 'Secretless', techIds: [o.tech.id], scheduledAt: new Date('2026-03-02T22:00:00Z') });
    const sql = await t.sqlOf(async () => {
      const rest = await o.as.admin.get('/api/jobs/range?start=2026-03-01T00:00:00Z&end=2026-03-04T00:00:00Z');
      expect(rest.body[0].technicians[0].name).toBe(o.tech.name);
      const gql = await o.as.admin.gql(
        '{ jobsInRange(start: "2026-03-01T00:00:00Z", end: "2026-03-04T00:00:00Z") { id technicians { id name color } equipment { name } } }',
      );
      expect(gql.data.jobsInRange[0].technicians[0].name).toBe(o.tech.name);
    });
    expect(sql.some((q) => q.includes('"JobTechnician"'))).toBe(true);
    expect(sql.filter((q) => q.includes('passwordHash'))).toEqual([]);
  });
});

describe('PATCH /api/jobs/{id}/schedule and rescheduleJob', () => {
  it('moves a job to exactly the instant sent and keeps its status', async () => {
    const job = await insertJob(t, o, { title: 'Move me', status: 'confirmed', scheduledAt: new Date('2026-11-03T22:00:00Z') });
    const res = await patch(o.as.manager, job.id, { scheduledAt: '2026-11-04T23:15:00.000Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: job.id, scheduled_at: '2026-11-04T23:15:00.000Z', status: 'confirmed' });
    const snake = await patch(o.as.manager, job.id, { scheduled_at: '2026-11-05T10:15:00+11:00' });
    expect(snake.body.scheduled_at).toBe('2026-11-04T23:15:00.000Z');
    const fresh = await insertJob(t, o, { title: 'New one', status: 'new', confirmationToken: 'tok-abcdefghijklmnop' });
    const scheduled = await patch(o.as.admin, fresh.id, { scheduledAt: '2026-11-06T22:00:00Z' });
    expect(scheduled.body).toMatchObject({ status: 'new', scheduled_at: '2026-11-06T22:00:00.000Z' }); // its confirmation link still works
  });

  it('keeps 09:00 Melbourne when a job the day before the October change moves by a week', async () => {
    // Saturday 3 October 2026, 9:00 AEST (UTC+10); daylight saving starts on Sunday 4 October.
    const before = fromLocalInput('2026-10-03', '09:00')!;
    expect(before).toBe('2026-10-02T23:00:00.000Z');
    const job = await insertJob(t, o, { title: 'Across the change', scheduledAt: new Date(before) });
    // The client keeps the local time of day: Saturday 10 October, 9:00 AEDT (UTC+11).
    const after = fromLocalInput('2026-10-10', toLocalInput(before).time)!;
    const res = await patch(o.as.admin, job.id, { scheduledAt: after });
    expect(res.body.scheduled_at).toBe('2026-10-09T22:00:00.000Z');
    expect(toLocalInput(res.body.scheduled_at)).toEqual({ date: '2026-10-10', time: '09:00' });
    const day = await o.as.admin.get('/api/jobs/range?from=2026-10-10&to=2026-10-10');
    expect(ids(day.body)).toContain(job.id);
  });

  it('is the same over GraphQL, with typed errors', async () => {
    const job = await insertJob(t, o, { title: 'Gql move', scheduledAt: new Date('2026-11-03T22:00:00Z'), techIds: [o.tech.id] });
    const m = `mutation($id: ID!, $at: String!) { rescheduleJob(id: $id, scheduledAt: $at) {
      __typename ... on Job { id scheduledAt status } ... on AppError { code message } } }`;
    const ok = await o.as.tech.gql(m, { id: job.id, at: '2026-11-12T01:30:00.000Z' });
    expect(ok.data.rescheduleJob).toEqual({ __typename: 'Job', id: job.id, scheduledAt: '2026-11-12T01:30:00.000Z', status: 'new' });
    const bad = await o.as.admin.gql(m, { id: job.id, at: 'tomorrow' });
    expect(bad.data.rescheduleJob).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'Scheduled time must be a valid date and time',
    });
    const notTheirs = await o.as.tech2.gql(m, { id: job.id, at: '2026-11-12T01:30:00.000Z' });
    expect(notTheirs.data.rescheduleJob).toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
    const foreign = await other.as.admin.gql(m, { id: job.id, at: '2026-11-12T01:30:00.000Z' });
    expect(foreign.data.rescheduleJob).toMatchObject({ code: 'NOT_FOUND' });
    const anon = await new Agent(t).gql(m, { id: job.id, at: '2026-11-12T01:30:00.000Z' });
    expect(JSON.stringify(anon)).toMatch(/UNAUTHENTICATED/);
  });

  it('refuses another organisation, a technician not on the job, anonymous callers and bad input; nothing changes', async () => {
    const when = new Date('2026-11-03T22:00:00Z');
    const job = await insertJob(t, o, { title: 'Guarded', scheduledAt: when, techIds: [o.tech.id] });
    expect((await patch(other.as.admin, job.id, { scheduledAt: '2026-11-09T00:00:00Z' })).status).toBe(404);
    expect((await patch(o.as.tech2, job.id, { scheduledAt: '2026-11-09T00:00:00Z' })).status).toBe(404);
    expect((await patch(new Agent(t), job.id, { scheduledAt: '2026-11-09T00:00:00Z' })).status).toBe(401);
    for (const [body, message] of [
      [{}, 'Scheduled time is required'],
      [{ scheduledAt: null }, 'Scheduled time is required'],
      [{ scheduledAt: 'next week' }, 'Scheduled time must be a valid date and time'],
      [{ scheduledAt: '2026-02-30T10:00:00Z' }, 'Scheduled time must be a valid date and time'],
      [{ scheduledAt: 42 }, 'Scheduled time must be a valid date and time'],
    ] as const) {
      const res = await patch(o.as.admin, job.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await patch(o.as.admin, 'no-such-job', { scheduledAt: '2026-11-09T00:00:00Z' })).status).toBe(404);
    const after = await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(after.scheduledAt).toEqual(when);
    expect((await patch(o.as.tech, job.id, { scheduledAt: '2026-11-09T00:00:00Z' })).status).toBe(200);
  });

  it('does not move done or cancelled work', async () => {
    const done = await insertJob(t, o, { title: 'Done', status: 'done', scheduledAt: new Date('2026-11-03T22:00:00Z') });
    const cancelled = await insertJob(t, o, { title: 'Cancelled', status: 'cancelled', scheduledAt: new Date('2026-11-03T22:00:00Z') });
    const a = await patch(o.as.admin, done.id, { scheduledAt: '2026-11-09T00:00:00Z' });
    expect(a.status).toBe(409);
    expect(a.body.error).toBe('A completed job cannot be rescheduled');
    const b = await patch(o.as.admin, cancelled.id, { scheduledAt: '2026-11-09T00:00:00Z' });
    expect(b.status).toBe(409);
    expect(b.body.error).toBe('A cancelled job cannot be rescheduled');
  });
});

describe('dashboard', () => {
  const ctxFor = (user: JobsOrg['admin']): Context =>
    contextFor(
      t.app.services,
      {
        user: {
          userId: user.id,
          orgId: user.orgId,
          role: user.role,
          email: user.email,
          name: user.name,
          sessionId: 'test',
          mode: 'cookie',
          isOwner: false,
        },
        staff: null,
      },
      { meta: {}, cookies: { set() {}, clear() {} } },
    );

  it('counts today in Melbourne on the day daylight saving starts (a 23-hour day) and ends (25 hours)', async () => {
    const d = await jobsOrg(t, 'Dst');
    const at = (iso: string, title: string, extra: Parameters<typeof insertJob>[2] = {}) =>
      insertJob(t, d, { title, scheduledAt: new Date(iso), ...extra });
    // Sunday 4 October 2026: 00:00 AEST is 3 Oct 14:00 UTC; 24:00 AEDT is 4 Oct 13:00 UTC.
    const octBefore = await at('2026-10-03T13:59:00Z', 'Oct: Saturday 23:59');
    const octFirst = await at('2026-10-03T14:00:00Z', 'Oct: Sunday 00:00');
    const octLast = await at('2026-10-04T12:59:00Z', 'Oct: Sunday 23:59 AEDT', { techIds: [d.tech.id] });
    const octNext = await at('2026-10-04T13:00:00Z', 'Oct: Monday 00:00');
    // Sunday 5 April 2026: 00:00 AEDT is 4 Apr 13:00 UTC; 24:00 AEST is 5 Apr 14:00 UTC.
    await at('2026-04-04T12:59:00Z', 'Apr: Saturday 23:59');
    const aprFirst = await at('2026-04-04T13:00:00Z', 'Apr: Sunday 00:00');
    const aprLast = await at('2026-04-05T13:59:00Z', 'Apr: Sunday 23:59 AEST');
    const aprNext = await at('2026-04-05T14:00:00Z', 'Apr: Monday 00:00');

    const oct = await dashboard(ctxFor(d.admin), new Date('2026-10-04T01:00:00Z'));
    expect(oct.day.end.getTime() - oct.day.start.getTime()).toBe(23 * 3_600_000);
    expect(oct.jobsToday).toBe(2);
    expect(ids(oct.todaysJobs)).toEqual([octFirst.id, octLast.id]);
    expect(ids(oct.upcomingJobs)[0]).toBe(octNext.id);
    expect(oct.totalJobs).toBe(8);

    // Just before midnight at the end of the day, still the same day.
    const lateOct = await dashboard(ctxFor(d.admin), new Date('2026-10-04T12:59:59Z'));
    expect(ids(lateOct.todaysJobs)).toEqual([octFirst.id, octLast.id]);

    const apr = await dashboard(ctxFor(d.admin), new Date('2026-04-05T13:30:00Z'));
    expect(apr.day.end.getTime() - apr.day.start.getTime()).toBe(25 * 3_600_000);
    expect(ids(apr.todaysJobs)).toEqual([aprFirst.id, aprLast.id]);
    expect(ids(apr.upcomingJobs)).toEqual([aprNext.id, octBefore.id, octFirst.id, octLast.id, octNext.id]);

    const tech = await dashboard(ctxFor(d.tech), new Date('2026-10-04T01:00:00Z'));
    expect(tech).toMatchObject({ jobsToday: 1, totalJobs: 1 });
    expect(ids(tech.todaysJobs)).toEqual([octLast.id]);
  });

  it('lists the next 5 open jobs after today, soonest first', async () => {
    const d = await jobsOrg(t, 'Upcoming');
    const now = new Date('2026-11-10T01:00:00Z'); // Tuesday 10 November, noon AEDT
    await insertJob(t, d, { title: 'Today', scheduledAt: new Date('2026-11-10T05:00:00Z') });
    await insertJob(t, d, { title: 'Cancelled', status: 'cancelled', scheduledAt: new Date('2026-11-11T00:00:00Z') });
    const later = [];
    for (let i = 6; i >= 1; i--)
      later.push(await insertJob(t, d, { title: `In ${i} days`, scheduledAt: new Date(Date.UTC(2026, 10, 10 + i, 0)) }));
    const view = await dashboard(ctxFor(d.manager), now);
    expect(view.upcomingJobs.map((j) => j.title)).toEqual(['In 1 days', 'In 2 days', 'In 3 days', 'In 4 days', 'In 5 days']);
    expect(view.jobsToday).toBe(1);
    expect(view.totalJobs).toBe(8);
  });

  it('answers over GraphQL for the signed-in viewer, and refuses anonymous callers', async () => {
    const d = await jobsOrg(t, 'Dash');
    const today = new Date(Date.now() + 60_000);
    const mine = await insertJob(t, d, { title: 'Soon', scheduledAt: today, techIds: [d.tech.id] });
    await insertJob(t, d, { title: 'Not mine', scheduledAt: today });
    await insertJob(t, other, { title: 'Rival today', scheduledAt: today });
    const q = '{ dashboard { jobsToday totalJobs todaysJobs { id title } upcomingJobs { id } } }';
    const office = await d.as.manager.gql(q);
    expect(office.errors).toBeUndefined();
    // Unless the test runs in the last minute of a Melbourne day, both are today.
    expect(office.data.dashboard.totalJobs).toBe(2);
    expect(office.data.dashboard.todaysJobs.length).toBe(office.data.dashboard.jobsToday);
    const tech = await d.as.tech.gql(q);
    expect(tech.data.dashboard.totalJobs).toBe(1);
    expect([...tech.data.dashboard.todaysJobs, ...tech.data.dashboard.upcomingJobs].map((j: { id: string }) => j.id)).toEqual([mine.id]);
    const anon = await new Agent(t).gql(q);
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
