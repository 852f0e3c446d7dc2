import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The month view's per-day summaries: GET /api/schedule/days and scheduleDays answer, for each
// Melbourne day of a range, how many jobs the viewer sees and the first few — the same over both transports, for
// every role, in a constant number of statements.

let t: TestApp;
let o: JobsOrg;
let rival: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Days');
  rival = await jobsOrg(t, 'Days Rival');
});
afterAll(() => t.close());

interface Day {
  day: string;
  count: number;
  jobs: { id: string; title: string }[];
}

const FIELDS = 'day count jobs { id title scheduledAt customer { id name suburb } technicians { id name color } }';
const QUERY = `query($s: DateTime!, $e: DateTime!, $tech: ID, $n: Int) {
  scheduleDays(start: $s, end: $e, technicianId: $tech, perDay: $n) { ${FIELDS} }
}`;

/** Both transports' answers for one request, as {day: [count, titles]} for the days that hold jobs. */
async function summaries(agent: Agent, start: string, end: string, extra: { techId?: string; perDay?: number } = {}) {
  const qs = new URLSearchParams({ start, end });
  if (extra.techId) qs.set('techId', extra.techId);
  if (extra.perDay) qs.set('perDay', String(extra.perDay));
  const rest = await agent.get(`/api/schedule/days?${qs}`);
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  const gql = await agent.gql(QUERY, { s: start, e: end, tech: extra.techId ?? null, n: extra.perDay ?? null });
  expect(gql.errors).toBeUndefined();
  const read = (days: Day[]) =>
    Object.fromEntries(days.filter((d) => d.count > 0).map((d) => [d.day, [d.count, ...d.jobs.map((j) => j.title)]]));
  expect(read(gql.data.scheduleDays)).toEqual(read(rest.body));
  expect(rest.body.map((d: Day) => d.day)).toEqual(gql.data.scheduleDays.map((d: Day) => d.day));
  return { days: read(rest.body), rest: rest.body as Day[], gql: gql.data.scheduleDays as Day[] };
}

describe('per-day summaries of the month', () => {
  // November 2026 is AEDT (UTC+11): Tuesday 24 November starts at 2026-11-23T13:00:00Z.
  beforeAll(async () => {
    const at = (iso: string) => new Date(iso);
    await insertJob(t, o, { title: 'Monday 11:59 pm', scheduledAt: at('2026-11-23T12:59:00Z'), techIds: [o.tech.id] });
    await insertJob(t, o, { title: 'Tuesday midnight', scheduledAt: at('2026-11-23T13:00:00Z'), techIds: [o.tech2.id] });
    // Tuesday: 9 am three times (ordered by title), then 10 am and 11 am.
    await insertJob(t, o, { title: 'C nine', scheduledAt: at('2026-11-23T22:00:00Z'), techIds: [o.tech.id] });
    await insertJob(t, o, { title: 'A nine', scheduledAt: at('2026-11-23T22:00:00Z'), techIds: [o.tech2.id] });
    await insertJob(t, o, { title: 'B nine', scheduledAt: at('2026-11-23T22:00:00Z'), createdById: o.tech.id });
    await insertJob(t, o, { title: 'Ten', scheduledAt: at('2026-11-23T23:00:00Z'), techIds: [o.tech.id, o.tech2.id] });
    await insertJob(t, o, { title: 'Eleven', scheduledAt: at('2026-11-24T00:00:00Z') });
    // Sunday 29 November, 11:59 pm, and the first minute of December (outside the month's grid end below).
    await insertJob(t, o, { title: 'Sunday late', scheduledAt: at('2026-11-29T12:59:00Z'), techIds: [o.tech.id] });
    await insertJob(t, o, { title: 'Unscheduled', techIds: [o.tech.id] });
    await insertJob(t, rival, { title: 'Rival Tuesday', scheduledAt: at('2026-11-23T22:00:00Z'), techIds: [rival.tech.id] });
  });
  // The month grid of November 2026: Monday 26 October to Sunday 6 December, 42 days.
  const grid = ['2026-10-25T13:00:00Z', '2026-12-06T13:00:00Z'];

  it('answers every day of the grid, counting jobs in Melbourne days, the first 3 soonest first then by title', async () => {
    const { days, rest } = await summaries(o.as.manager, grid[0], grid[1]);
    expect(rest).toHaveLength(42);
    expect(rest[0]).toEqual({ day: '2026-10-26', count: 0, jobs: [] });
    expect(rest[41].day).toBe('2026-12-06');
    expect(days).toEqual({
      '2026-11-23': [1, 'Monday 11:59 pm'],
      '2026-11-24': [6, 'Tuesday midnight', 'A nine', 'B nine'],
      '2026-11-29': [1, 'Sunday late'],
    });
    // The jobs are the REST job view (the same JSON as /api/jobs/range).
    const range = await o.as.manager.get(`/api/jobs/range?start=${grid[0]}&end=${grid[1]}`);
    const tuesday = rest.find((d) => d.day === '2026-11-24')!;
    // (each job as the range answers it; the range orders same-minute jobs by id, the summaries by title)
    expect(tuesday.jobs).toEqual(tuesday.jobs.map((s) => range.body.find((j: { id: string }) => j.id === s.id)));
  });

  it('lists up to perDay jobs, and the admin sees what the manager sees', async () => {
    const { days } = await summaries(o.as.admin, grid[0], grid[1], { perDay: 5 });
    expect(days['2026-11-24']).toEqual([6, 'Tuesday midnight', 'A nine', 'B nine', 'C nine', 'Ten']);
  });

  it('gives a technician only the jobs they are on or created, counted and listed alike', async () => {
    const { days } = await summaries(o.as.tech, grid[0], grid[1]);
    expect(days).toEqual({
      '2026-11-23': [1, 'Monday 11:59 pm'],
      '2026-11-24': [3, 'B nine', 'C nine', 'Ten'],
      '2026-11-29': [1, 'Sunday late'],
    });
    // Filtering by a colleague does not widen what a technician sees.
    const { days: filtered } = await summaries(o.as.tech, grid[0], grid[1], { techId: o.tech2.id });
    expect(filtered).toEqual({ '2026-11-24': [1, 'Ten'] });
  });

  it("filters by technician; another organisation's technician finds nothing", async () => {
    const { days } = await summaries(o.as.manager, grid[0], grid[1], { techId: o.tech2.id });
    expect(days).toEqual({ '2026-11-24': [3, 'Tuesday midnight', 'A nine', 'Ten'] });
    const { days: foreign } = await summaries(o.as.manager, grid[0], grid[1], { techId: rival.tech.id });
    expect(foreign).toEqual({});
  });

  it('reads REST dates alone as whole Melbourne days, and a range cut mid-day counts only its part', async () => {
    // GraphQL's DateTime is always an instant; REST also takes dates and wall-clock times in the organisation's zone.
    const dates = await o.as.manager.get('/api/schedule/days?from=2026-11-23&to=2026-11-24');
    expect(dates.body.map((d: Day) => [d.day, d.count])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 6],
    ]);
    // From 9:30 am to 10:30 am Tuesday, Melbourne: only 'Ten'.
    const wall = await o.as.manager.get('/api/schedule/days?start=2026-11-24T09:30:00&end=2026-11-24T10:30:00');
    expect(wall.body.map((d: Day) => [d.day, d.count, d.jobs.map((j) => j.title)])).toEqual([['2026-11-24', 1, ['Ten']]]);
    const { days } = await summaries(o.as.manager, '2026-11-23T22:30:00Z', '2026-11-23T23:30:00Z');
    expect(days).toEqual({ '2026-11-24': [1, 'Ten'] });
  });

  it('costs the same statements for a few jobs as for hundreds over many days, and reads no password hash', async () => {
    const busy = await jobsOrg(t, 'Days Busy');
    const spread = async (count: number, from: number) => {
      const jobs = Array.from({ length: count }, (_, i) => ({
        id: crypto.randomUUID(),
        orgId: busy.org.id,
        title: `Spread ${from + i}`,
        status: 'scheduled' as const,
        // Over the 42 days of the grid, at 9 am Melbourne plus a minute per job.
        scheduledAt: new Date(Date.parse('2026-10-25T22:00:00Z') + ((from + i) % 42) * 86_400_000 + (from + i) * 60_000),
        customerId: busy.customers.acme.id,
        createdById: busy.admin.id,
      }));
      await t.database.db.job.createMany({ data: jobs });
      await t.database.db.jobTechnician.createMany({
        data: jobs.flatMap((j) => [busy.tech.id, busy.tech2.id].map((userId) => ({ jobId: j.id, userId }))),
      });
    };
    const month = { s: grid[0], e: grid[1], tech: null, n: 3 };
    const rest = `/api/schedule/days?start=${grid[0]}&end=${grid[1]}`;
    await spread(5, 0);
    await busy.as.admin.get('/api/auth/me');
    const few = [
      await t.countQueries(() => busy.as.admin.gql(QUERY, month)),
      await t.countQueries(() => busy.as.admin.get(rest)),
      await t.countQueries(() => busy.as.tech.gql(QUERY, month)),
    ];
    await spread(400, 5);
    const sql = await t.sqlOf(async () => {
      const days = (await busy.as.admin.gql(QUERY, month)).data.scheduleDays as Day[];
      expect(days.reduce((n, d) => n + d.count, 0)).toBe(405);
      expect(days.every((d) => d.jobs.length === 3)).toBe(true);
      expect((await busy.as.tech.get(rest)).body.reduce((n: number, d: Day) => n + d.count, 0)).toBe(405);
    });
    const many = [
      await t.countQueries(() => busy.as.admin.gql(QUERY, month)),
      await t.countQueries(() => busy.as.admin.get(rest)),
      await t.countQueries(() => busy.as.tech.gql(QUERY, month)),
    ];
    expect(many).toEqual(few);
    // The session, the organisation's zone, the counts and ids, the shown jobs.
    expect(Math.max(...many)).toBeLessThanOrEqual(4);
    expect(sql.filter((s) => s.includes('passwordHash'))).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['start=soon&end=2026-11-30', 'Start must be a valid date or date and time (e.g. 2026-11-01 or 2026-10-31T13:00:00Z)'],
    ['start=2026-11-01', 'End must be a valid date or date and time (e.g. 2026-11-01 or 2026-10-31T13:00:00Z)'],
    ['start=2026-11-30&end=2026-11-01', 'End must be after start'],
    ['start=2026-11-01&end=2026-12-13', 'The range must cover at most 42 days'],
    ['start=2026-11-01&end=2027-03-01', 'The range must be at most 62 days'],
    ['start=2026-11-01&end=2026-11-30&perDay=0', 'Jobs per day must be a whole number from 1 to 20'],
    ['start=2026-11-01&end=2026-11-30&perDay=21', 'Jobs per day must be a whole number from 1 to 20'],
    ['start=2026-11-01&end=2026-11-30&perDay=three', 'Jobs per day must be a whole number from 1 to 20'],
  ])('refuses %s with 400 "%s"', async (qs, message) => {
    const res = await o.as.manager.get(`/api/schedule/days?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('is refused alike over GraphQL, and to anonymous callers', async () => {
    const ask = (s: string, e: string, n: number | null = null) => o.as.manager.gql(QUERY, { s, e, tech: null, n });
    expect((await ask('2026-11-01T00:00:00Z', '2026-12-13T00:00:00Z')).errors?.[0]).toMatchObject({
      message: 'The range must cover at most 42 days',
      extensions: { code: 'VALIDATION' },
    });
    expect((await ask('2026-11-30T00:00:00Z', '2026-11-01T00:00:00Z')).errors?.[0].message).toBe('End must be after start');
    expect((await ask(grid()[0], grid()[1], 25)).errors?.[0]).toMatchObject({
      message: 'Jobs per day must be a whole number from 1 to 20',
      extensions: { code: 'VALIDATION' },
    });
    const anon = new Agent(t);
    expect((await anon.get('/api/schedule/days?start=2026-11-01&end=2026-11-30')).status).toBe(401);
    const denied = await anon.gql(QUERY, { s: grid()[0], e: grid()[1], tech: null, n: null });
    expect(denied.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const grid = () => ['2026-10-25T13:00:00Z', '2026-12-06T13:00:00Z'];
