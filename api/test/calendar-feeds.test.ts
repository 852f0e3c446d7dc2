import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { del, insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// Calendar feeds: a member's secret ICS URL of their jobs (or the office's), read back with a calendar parser.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Feeds Co');
  other = await jobsOrg(t, 'Other Feeds');
});
afterAll(() => t.close());

/** 9:30 am Melbourne on 2 December (daylight saving: UTC+11). */
const soon = () => new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 1, 22, 30));

const pathOf = (url: string) => new URL(url).pathname;

/** A feed's events, parsed by ical.js with the feed's own VTIMEZONE. */
async function events(agent: Agent, url: string) {
  const res = await agent.get(pathOf(url));
  expect(res.status).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^text\/calendar/);
  const cal = new ICAL.Component(ICAL.parse(res.body as string));
  for (const zone of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, location: e.location, start: e.startDate, end: e.endDate };
  });
}

const anonymous = () => new Agent(t);

describe('a technician subscribes to their jobs', () => {
  it("lists their jobs with the customer's address, in the organisation's zone, and a rescheduled job moves", async () => {
    const mine = await insertJob(t, o, { title: 'Split service', scheduledAt: soon(), techIds: [o.tech.id] });
    const theirs = await insertJob(t, o, { title: 'Not mine', scheduledAt: soon(), techIds: [o.tech2.id] });
    const made = await o.as.tech.post('/api/calendar/feeds', { scope: 'own' });
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http.*\/api\/calendar\/[\w-]{43}\.ics$/);

    const before = await events(anonymous(), made.body.url);
    expect(before.map((e) => e.uid)).toEqual([`job-${mine.id}@spanner`]);
    expect(before.map((e) => e.uid)).not.toContain(`job-${theirs.id}@spanner`);
    const [event] = before;
    expect(event.summary).toBe('Split service — Feeds Co Acme Cafe');
    expect(event.location).toBe('1 Main St, Preston VIC 3072');
    expect(event.start.zone?.tzid).toBe('Australia/Melbourne');
    expect(event.start.toString()).toMatch(/T09:30:00$/);
    expect(event.start.toJSDate().toISOString()).toBe(soon().toISOString());
    expect(event.end.toJSDate().getTime() - event.start.toJSDate().getTime()).toBe(60 * 60_000);

    const later = new Date(soon().getTime() + 26 * 3_600_000);
    expect(
      (await o.as.admin.request('PATCH', `/api/jobs/${mine.id}/schedule`, { body: { scheduledAt: later.toISOString() } })).status,
    ).toBe(200);
    const after = await events(anonymous(), made.body.url);
    expect(after.map((e) => e.uid)).toEqual([`job-${mine.id}@spanner`]);
    expect(after[0].start.toJSDate().toISOString()).toBe(later.toISOString());
    expect(after[0].start.toString()).toMatch(/T11:30:00$/);
  });

  it('sees when the feed was last read, never its token again', async () => {
    const made = await o.as.tech2.post('/api/calendar/feeds', { scope: 'own' });
    await anonymous().get(pathOf(made.body.url));
    const list = await o.as.tech2.get('/api/calendar/feeds');
    expect(list.body).toEqual([{ scope: 'own', created_at: made.body.created_at, last_fetched_at: expect.any(String) }]);
    expect(JSON.stringify(list.body)).not.toContain(pathOf(made.body.url).slice(14, 57));
  });
});

describe('a secret, revocable URL', () => {
  it('answers 404 once stopped, and a new URL replaces the old one', async () => {
    const first = await o.as.manager.post('/api/calendar/feeds', { scope: 'own' });
    const second = await o.as.manager.post('/api/calendar/feeds', { scope: 'own' });
    expect((await anonymous().get(pathOf(first.body.url))).status).toBe(404);
    expect((await anonymous().get(pathOf(second.body.url))).status).toBe(200);
    expect((await del(o.as.manager, '/api/calendar/feeds/own')).status).toBe(200);
    const gone = await anonymous().get(pathOf(second.body.url));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Calendar feed not found' });
    expect((await del(o.as.manager, '/api/calendar/feeds/own')).status).toBe(404);
  });

  it('refuses made-up and malformed tokens with 404', async () => {
    expect((await anonymous().get(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await anonymous().get('/api/calendar/short.ics')).status).toBe(404);
  });

  it('stores only a hash of the token', async () => {
    const made = await other.as.tech.post('/api/calendar/feeds', { scope: 'own' });
    const token = pathOf(made.body.url).slice('/api/calendar/'.length, -'.ics'.length);
    const row = await t.database.db.calendarFeed.findFirstOrThrow({ where: { userId: other.tech.id } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
  });
});

describe('the office feed', () => {
  it("carries every job of the organisation and none of another organisation's", async () => {
    const ours = await insertJob(t, o, { title: 'Office job', scheduledAt: soon(), techIds: [o.tech2.id] });
    const unassigned = await insertJob(t, o, { title: 'Nobody yet', scheduledAt: soon() });
    const foreign = await insertJob(t, other, { title: 'Their job', scheduledAt: soon(), techIds: [other.tech.id] });
    const made = await o.as.admin.post('/api/calendar/feeds', { scope: 'office' });
    expect(made.status).toBe(201);
    const uids = (await events(anonymous(), made.body.url)).map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([`job-${ours.id}@spanner`, `job-${unassigned.id}@spanner`]));
    expect(uids).not.toContain(`job-${foreign.id}@spanner`);

    const theirs = await other.as.admin.post('/api/calendar/feeds', { scope: 'office' });
    const theirUids = (await events(anonymous(), theirs.body.url)).map((e) => e.uid);
    expect(theirUids).toContain(`job-${foreign.id}@spanner`);
    expect(theirUids).not.toContain(`job-${ours.id}@spanner`);
  });

  it('is for those who see every job: a technician is refused, and a demoted manager’s feed stops', async () => {
    const refused = await o.as.tech.post('/api/calendar/feeds', { scope: 'office' });
    expect(refused.status).toBe(403);
    const gql = await o.as.tech.gql('mutation { createCalendarFeed(scope: office) { ... on AppError { code } } }');
    expect(gql.data.createCalendarFeed).toEqual({ code: 'FORBIDDEN' });

    const made = await o.as.manager.post('/api/calendar/feeds', { scope: 'office' });
    expect((await anonymous().get(pathOf(made.body.url))).status).toBe(200);
    await t.database.db.user.update({ where: { id: o.manager.id }, data: { role: 'technician' } });
    try {
      expect((await anonymous().get(pathOf(made.body.url))).status).toBe(404);
    } finally {
      await t.database.db.user.update({ where: { id: o.manager.id }, data: { role: 'manager' } });
    }
  });

  it('costs the same number of SQL statements for 1 job or 30', async () => {
    const fresh = await jobsOrg(t, 'Counted Feeds');
    const made = await fresh.as.admin.post('/api/calendar/feeds', { scope: 'office' });
    await insertJob(t, fresh, { scheduledAt: soon(), techIds: [fresh.tech.id] });
    const one = await t.countQueries(() => anonymous().get(pathOf(made.body.url)));
    for (let i = 0; i < 29; i++) await insertJob(t, fresh, { scheduledAt: soon(), techIds: [fresh.tech.id, fresh.tech2.id] });
    const thirty = await t.countQueries(() => anonymous().get(pathOf(made.body.url)));
    expect((await events(anonymous(), made.body.url)).length).toBe(30);
    expect(thirty).toBe(one);
  });
});

describe('over GraphQL', () => {
  it('makes, lists and stops a feed like REST', async () => {
    const made = await other.as.manager.gql(
      'mutation { createCalendarFeed(scope: own) { ... on NewCalendarFeed { scope url } ... on AppError { code } } }',
    );
    expect(made.data.createCalendarFeed.scope).toBe('own');
    expect((await anonymous().get(pathOf(made.data.createCalendarFeed.url))).status).toBe(200);
    expect((await other.as.manager.gql('{ calendarFeeds { scope lastFetchedAt } }')).data.calendarFeeds).toEqual([
      { scope: 'own', lastFetchedAt: expect.any(String) },
    ]);
    const stopped = await other.as.manager.gql(
      'mutation { revokeCalendarFeed(scope: own) { ... on RevokeCalendarFeedPayload { scope } ... on AppError { code } } }',
    );
    expect(stopped.data.revokeCalendarFeed).toEqual({ scope: 'own' });
    expect((await anonymous().get(pathOf(made.data.createCalendarFeed.url))).status).toBe(404);
  });
});
