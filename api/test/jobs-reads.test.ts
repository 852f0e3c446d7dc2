import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, insertManyJobs, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The hot job reads: GraphQL's jobsInRange and jobs answer from one SQL statement compiled from the
// client's selection (domain/jobs/job-rows.ts). They must answer exactly what the Prisma read answers — same rows,
// order, relations, dates and field policies — for every role, in a constant number of statements.

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Reads');
  const at = (day: number, hour: number) => new Date(Date.UTC(2026, 4, day, hour));
  await insertJob(t, o, {
    title: 'Office job with a token',
    status: 'new',
    scheduledAt: at(4, 22),
    techIds: [o.tech2.id, o.tech.id],
    equipmentIds: [o.equipment.split.id, o.equipment.ducted.id],
    confirmationToken: `tok-${crypto.randomUUID()}`,
  });
  await insertJob(t, o, { title: 'Tech job', status: 'confirmed', scheduledAt: at(5, 1), techIds: [o.tech.id], customerId: null });
  await insertJob(t, o, { title: 'Created by the tech', scheduledAt: at(5, 1), createdById: o.tech.id, customerId: o.customers.bolt.id });
  await insertJob(t, o, { title: 'Nobody', status: 'done', scheduledAt: at(6, 3), equipmentIds: [o.equipment.fridge.id] });
});
afterAll(() => t.close());

// Every field the one-statement read knows, nested dates and counts included.
const FIELDS = `id title jobType description status scheduledAt durationMinutes confirmedAt estimatedValueCents createdAt updatedAt
  hasConfirmationToken canConfirm confirmationToken photoCount completion { id }
  customer { id name contactName email phone street suburb state postcode address initials createdAt updatedAt }
  technicians { id name email color role initials }
  equipment { id name make model serial serviceIntervalMonths createdAt }
  createdBy { id name }`;
// `followUpOf` is a relation the one-statement read does not know: the same fields then go through Prisma.
const THROUGH_PRISMA = `${FIELDS} followUpOf { id }`;

const range = (fields: string) => `{ jobsInRange(start: "2026-05-01T00:00:00Z", end: "2026-05-31T00:00:00Z") { ${fields} } }`;
const list = (fields: string) =>
  `{ jobs(view: all, first: 50) { edges { cursor node { ${fields} } } pageInfo { hasNextPage endCursor } } }`;
const withoutFollowUp = (rows: Record<string, unknown>[]) => rows.map(({ followUpOf: _, ...rest }) => rest);

describe('jobsInRange and jobs answer what the Prisma read answers', () => {
  for (const role of ['admin', 'manager', 'tech'] as const) {
    it(`for the ${role}`, async () => {
      const lean = await o.as[role].gql(range(FIELDS));
      const prisma = await o.as[role].gql(range(THROUGH_PRISMA));
      expect(lean.errors).toBeUndefined();
      expect(lean.data.jobsInRange.length).toBeGreaterThan(0);
      expect(lean.data.jobsInRange).toEqual(withoutFollowUp(prisma.data.jobsInRange));

      const leanList = await o.as[role].gql(list(FIELDS));
      const prismaList = await o.as[role].gql(list(THROUGH_PRISMA));
      expect(leanList.errors).toBeUndefined();
      expect(leanList.data.jobs.pageInfo).toEqual(prismaList.data.jobs.pageInfo);
      expect(leanList.data.jobs.edges.map((e: { cursor: string }) => e.cursor)).toEqual(
        prismaList.data.jobs.edges.map((e: { cursor: string }) => e.cursor),
      );
      expect(leanList.data.jobs.edges.map((e: { node: Record<string, unknown> }) => e.node)).toEqual(
        withoutFollowUp(prismaList.data.jobs.edges.map((e: { node: Record<string, unknown> }) => e.node)),
      );
    });
  }

  it("shows a technician that a job has a confirmation link, never the link's token", async () => {
    const res = await o.as.tech.gql(range('title hasConfirmationToken canConfirm confirmationToken'));
    const job = res.data.jobsInRange.find((j: { title: string }) => j.title === 'Office job with a token');
    expect(job).toEqual({ title: 'Office job with a token', hasConfirmationToken: true, canConfirm: true, confirmationToken: null });
    const rest = await o.as.tech.get('/api/jobs/range?start=2026-05-01T00:00:00Z&end=2026-05-31T00:00:00Z');
    expect(rest.body.find((j: { title: string }) => j.title === 'Office job with a token').confirmationToken).toBeNull();
    const office = await o.as.manager.gql(range('title confirmationToken'));
    expect(office.data.jobsInRange.find((j: { title: string }) => j.title === 'Office job with a token').confirmationToken).toMatch(
      /^tok-/,
    );
  });
});

describe("the web's schedule and jobs list", () => {
  // The fields of web/src/features/schedule/schedule-job.ts (ScheduleJob) and web/src/features/jobs/JobCard.tsx.
  const SCHEDULE_JOB = 'id title status scheduledAt durationMinutes customer { id name suburb } technicians { id name color }';
  const JOB_CARD = 'id title status description scheduledAt customer { id name } technicians { id name color } equipment { id name }';

  it('cost the same statements for 10 jobs as for 300, and never read a password hash', async () => {
    const org = await jobsOrg(t, 'Reads Busy');
    const month = `{ jobsInRange(start: "2026-02-01T00:00:00Z", end: "2026-02-02T00:00:00Z") { ${SCHEDULE_JOB} } }`;
    const page = `{ jobs(view: all, first: 100) { edges { node { ${JOB_CARD} } } } }`;
    await insertManyJobs(t, org, 10);
    const small = [await t.countQueries(() => org.as.admin.gql(month)), await t.countQueries(() => org.as.admin.gql(page))];
    await insertManyJobs(t, org, 290, 10);
    const sql = await t.sqlOf(async () => {
      expect((await org.as.admin.gql(month)).data.jobsInRange).toHaveLength(300);
      expect((await org.as.admin.gql(page)).data.jobs.edges).toHaveLength(100);
    });
    const large = [await t.countQueries(() => org.as.admin.gql(month)), await t.countQueries(() => org.as.admin.gql(page))];
    expect(large).toEqual(small);
    expect(sql.filter((s) => s.includes('passwordHash'))).toEqual([]);
    // The jobs, their customers and technicians come in one statement: no relation read of its own.
    expect(sql.filter((s) => /^SELECT .* FROM "public"\."JobTechnician"/s.test(s))).toEqual([]);
  });
});

describe('a reschedule and an edit', () => {
  it('answer the job as GET /api/jobs/{id} shows it, read in one statement after the write', async () => {
    const job = await insertJob(t, o, {
      title: 'Moved and edited',
      status: 'new',
      scheduledAt: new Date('2026-05-12T22:00:00Z'),
      techIds: [o.tech.id, o.tech2.id],
      equipmentIds: [o.equipment.ducted.id],
      confirmationToken: `tok-${crypto.randomUUID()}`,
    });
    await o.as.admin.get('/api/auth/me');
    for (const agent of [o.as.admin, o.as.tech]) {
      let moved = { status: 0, body: {} as Record<string, unknown> };
      const moveStatements = await t.countQueries(async () => {
        moved = await agent.request('PATCH', `/api/jobs/${job.id}/schedule`, { body: { scheduledAt: '2026-05-13T23:15:00.000Z' } });
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toEqual((await agent.get(`/api/jobs/${job.id}`)).body);
      let edited = { status: 0, body: {} as Record<string, unknown> };
      const editStatements = await t.countQueries(async () => {
        edited = await agent.request('PUT', `/api/jobs/${job.id}`, { body: { title: 'Edited' } });
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual((await agent.get(`/api/jobs/${job.id}`)).body);
      // The session; the plan, the job as it was (its people and units) and whether webhooks subscribe, in one read;
      // the write with its answer in one statement (test/job-statements.test.ts holds it for every transport).
      expect(moveStatements).toBeLessThanOrEqual(3);
      expect(editStatements).toBeLessThanOrEqual(3);
    }
    const gql = await o.as.manager.gql(
      `mutation($id: ID!) { rescheduleJob(id: $id, scheduledAt: "2026-05-14T23:15:00.000Z") { ... on Job { ${FIELDS} } } }`,
      { id: job.id },
    );
    expect(gql.data.rescheduleJob).toEqual(
      (await o.as.manager.gql(`query($id: ID!) { job(id: $id) { ${FIELDS} } }`, { id: job.id })).data.job,
    );
  });
});

describe('one job', () => {
  it("is read in one statement after the session (the job within the viewer's scope), the same over GraphQL as through Prisma, and is not found for a technician not on it", async () => {
    const job = await insertJob(t, o, {
      title: 'One job read',
      scheduledAt: new Date('2026-05-20T22:00:00Z'),
      techIds: [o.tech2.id],
      equipmentIds: [o.equipment.split.id],
    });
    await o.as.admin.get('/api/auth/me');
    let answer = { status: 0, body: {} as Record<string, unknown> };
    const statements = await t.countQueries(async () => {
      answer = await o.as.admin.get(`/api/jobs/${job.id}`);
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: job.id, title: 'One job read' });
    // The session, then the job with its customer, technicians and units, read within the viewer's scope.
    expect(statements).toBeLessThanOrEqual(2);
    const one = await o.as.manager.gql(`query($id: ID!) { job(id: $id) { ${FIELDS} } }`, { id: job.id });
    const prisma = await o.as.manager.gql(`query($id: ID!) { job(id: $id) { ${THROUGH_PRISMA} } }`, { id: job.id });
    expect(one.data.job).toEqual(withoutFollowUp([prisma.data.job])[0]);
    expect((await o.as.tech.get(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await o.as.tech.gql(`query($id: ID!) { job(id: $id) { id } }`, { id: job.id })).errors?.[0].message).toBe('Job not found');
  });
});
