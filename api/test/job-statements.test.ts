import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobDetailDocument } from '../../web/src/gql/graphql.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// What the technician's most-opened screen and the two commonest job writes cost in SQL statements: the job screen's
// whole GraphQL query (the document web/src/features/jobs/JobDetailPage.tsx sends) a constant few whatever the job
// holds, a reschedule and an edit one read and one write each — over REST and GraphQL alike — with the same answers,
// rules, events and webhooks as before.

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Statements');
  await t.database.db.itemPreset.createMany({
    data: [
      { orgId: o.org.id, name: 'Labour (per hour)', unitAmountCents: 9000 },
      { orgId: o.org.id, name: 'Filter', unitAmountCents: 1250 },
    ],
  });
});
afterAll(() => t.close());

const JOB_DETAIL = print(JobDetailDocument);
/** The same document with a relation the one-statement reader does not know: it then reads through Prisma. */
const THROUGH_PRISMA = JOB_DETAIL.replace(/job\(id: \$id\) \{\n(\s*)id/, 'job(id: $$id) {\n$1id\n$1followUpOf { id }');
const isSession = (sql: string) => /FROM "Session"/.test(sql);

/** A job with `n` of everything the screen shows: notes, hours, parts (priced and not), photos, technicians, units. */
async function busyJob(n: number, apiKeyId: string | null) {
  const db = t.database.db;
  const quote = await db.quote.create({
    data: {
      orgId: o.org.id,
      number: `Q-${crypto.randomUUID().slice(0, 8)}`,
      customerId: o.customers.acme.id,
      status: 'accepted',
      taxMode: 'inclusive',
      lines: {
        create: Array.from({ length: n }, (_, i) => ({
          position: i,
          itemName: `Item ${i}`,
          description: `Quoted ${i}`,
          quantity: 1 + i,
          unitAmountCents: 1000 + i,
          discountPercent: i % 2 ? 10 : 0,
          taxRate: 10,
          amountCents: 0,
          taxCents: 0,
          totalCents: 0,
        })),
      },
    },
  });
  const job = await insertJob(t, o, {
    title: `Busy ${n}`,
    status: 'new',
    jobType: 'repair',
    scheduledAt: new Date('2026-05-12T22:00:00Z'),
    techIds: [o.tech.id, o.tech2.id],
    equipmentIds: [o.equipment.split.id, o.equipment.ducted.id],
    confirmationToken: `tok-${crypto.randomUUID()}`,
  });
  await db.job.update({ where: { id: job.id }, data: { quoteId: quote.id, description: 'Two units, one noisy' } });
  const at = (i: number) => new Date(Date.UTC(2026, 4, 12, 22, i));
  const by = (i: number) => ({ orgId: o.org.id, jobId: job.id, createdAt: at(i), apiKeyId: i % 3 === 0 ? apiKeyId : null });
  await db.jobNote.createMany({ data: Array.from({ length: n }, (_, i) => ({ ...by(i), text: `Note ${i}`, authorId: o.tech.id })) });
  await db.jobHours.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      ...by(i),
      hours: 0.5 + (i % 4) * 0.5,
      description: i % 2 ? null : `Work ${i}`,
      userId: o.tech.id,
    })),
  });
  await db.jobPart.createMany({
    data: Array.from({ length: n }, (_, i) => ({ ...by(i), partName: i % 2 ? 'filter ' : `Odd part ${i}`, quantity: 1 + (i % 3) })),
  });
  await db.jobPhoto.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      ...by(i),
      storageKey: `k/${job.id}/${i}`,
      contentType: 'image/png',
      sizeBytes: 10 + i,
      originalName: i % 2 ? null : `p${i}.png`,
      uploadedById: o.tech.id,
    })),
  });
  return job;
}

let apiKeyId: string;
beforeAll(async () => {
  const key = await t.database.db.apiKey.create({
    data: {
      orgId: o.org.id,
      createdById: o.admin.id,
      name: 'Field app',
      role: 'technician',
      prefix: 'sk_x',
      tokenHash: crypto.randomUUID(),
    },
  });
  apiKeyId = key.id;
});

describe("the job screen's whole query", () => {
  it('costs the session and two statements, the same for a job with 1 or 30 of everything, answering what the Prisma reads answer', async () => {
    const one = await busyJob(1, apiKeyId);
    const many = await busyJob(30, apiKeyId);
    for (const agent of [o.as.admin, o.as.tech]) {
      await agent.get('/api/auth/me');
      const counts: number[] = [];
      for (const job of [one, many]) {
        let answer: { data?: { job: Record<string, unknown> }; errors?: unknown } = {};
        const sql = await t.sqlOf(async () => {
          answer = await agent.gql(JOB_DETAIL, { id: job.id });
        });
        expect(answer.errors).toBeUndefined();
        counts.push(sql.length);
        // The job with everything on it, then the prices of its parts and labour (shared by the running total and
        // each part's price).
        expect(sql.filter((s) => !isSession(s))).toHaveLength(2);
        const prisma = await agent.gql(THROUGH_PRISMA, { id: job.id });
        expect(prisma.errors).toBeUndefined();
        const { followUpOf, ...same } = prisma.data.job;
        expect(followUpOf).toBeNull();
        expect(answer.data?.job).toEqual(same);
      }
      expect(counts[0]).toBe(counts[1]);
      expect(counts[1]).toBeLessThanOrEqual(5);
    }
    const screen = (await o.as.tech.gql(JOB_DETAIL, { id: many.id })).data.job;
    expect(screen.notes).toHaveLength(30);
    expect(screen.photos).toHaveLength(30);
    expect(screen.photoCount).toBe(30);
    expect(screen.notes.filter((n: { apiKeyName: string | null }) => n.apiKeyName === 'Field app')).toHaveLength(10);
    expect(screen.runningCharges.taxMode).toBe('inclusive');
    expect(screen.runningCharges.unpricedParts).toHaveLength(15);
    expect(screen.parts.find((p: { partName: string }) => p.partName === 'filter ').price).toMatchObject({ unitPriceCents: 1250 });
  });

  it('is not found for a technician not on the job, in the same statements', async () => {
    const job = await insertJob(t, o, { title: 'Not theirs', techIds: [o.tech2.id] });
    await o.as.tech.get('/api/auth/me');
    let answer: { errors?: { message: string }[] } = {};
    const statements = await t.countQueries(async () => {
      answer = await o.as.tech.gql(JOB_DETAIL, { id: job.id });
    });
    expect(answer.errors?.[0].message).toBe('Job not found');
    expect(statements).toBeLessThanOrEqual(2);
  });
});

/** The statements of one request other than the session's read. */
async function statementsOf(run: () => Promise<unknown>) {
  return (await t.sqlOf(run)).filter((s) => !isSession(s));
}

describe('a reschedule and an edit', () => {
  it('are one read and one write after the session, over REST and GraphQL, answering what a read answers', async () => {
    const job = await busyJob(3, apiKeyId);
    await o.as.admin.get('/api/auth/me');
    for (const agent of [o.as.admin, o.as.tech]) {
      let moved = { status: 0, body: {} as Record<string, unknown> };
      const move = await statementsOf(async () => {
        moved = await agent.request('PATCH', `/api/jobs/${job.id}/schedule`, { body: { scheduledAt: '2026-05-13T23:15:00.000Z' } });
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toEqual((await agent.get(`/api/jobs/${job.id}`)).body);
      expect(move).toHaveLength(2);
      let edited = { status: 0, body: {} as Record<string, unknown> };
      const edit = await statementsOf(async () => {
        edited = await agent.request('PUT', `/api/jobs/${job.id}`, { body: { title: 'Edited', status: 'scheduled', fromStatus: 'new' } });
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual((await agent.get(`/api/jobs/${job.id}`)).body);
      expect(edited.body).toMatchObject({ title: 'Edited', status: 'scheduled' });
      expect(edit).toHaveLength(2);
      await t.database.db.job.update({ where: { id: job.id }, data: { status: 'new' } });
    }

    // The mutations answer the job screen's whole selection, which the web app could refresh the screen from.
    const GQL_FIELDS = JOB_DETAIL.slice(JOB_DETAIL.indexOf('fragment'));
    const SCREEN =
      'id ...JobHeaderFields ...JobOverviewFields ...JobPhotosFields ...JobTechniciansFields ...JobEquipmentFields ...JobDiaryFields ...JobFormsFields ...JobSignOffFields';
    let gqlMove: { data?: { rescheduleJob: unknown } } = {};
    const gqlMoveSql = await statementsOf(async () => {
      gqlMove = await o.as.tech.gql(
        `mutation($id: ID!) { rescheduleJob(id: $id, scheduledAt: "2026-05-14T23:15:00.000Z") { ... on Job { ${SCREEN} } } } ${GQL_FIELDS}`,
        { id: job.id },
      );
    });
    // The move and its answer, whole diary and all, then the prices.
    expect(gqlMoveSql).toHaveLength(3);
    let gqlEdit: { data?: { updateJob: unknown } } = {};
    const gqlEditSql = await statementsOf(async () => {
      gqlEdit = await o.as.tech.gql(
        `mutation($id: ID!) { updateJob(id: $id, input: { description: "Quieter now" }) { ... on Job { ${SCREEN} } } } ${GQL_FIELDS}`,
        { id: job.id },
      );
    });
    expect(gqlEditSql).toHaveLength(3);
    const read = (await o.as.tech.gql(JOB_DETAIL, { id: job.id })).data.job;
    expect(gqlMove.data?.rescheduleJob).toMatchObject({ id: job.id, scheduledAt: '2026-05-14T23:15:00.000Z' });
    expect(gqlEdit.data?.updateJob).toEqual(read);
    expect(read.description).toBe('Quieter now');
    expect(read.scheduledAt).toBe('2026-05-14T23:15:00.000Z');
  });

  it('write every kind of column as the Prisma write did: a type, a duration, a cleared time and text, a confirmation', async () => {
    const job = await insertJob(t, o, { title: 'Columns', scheduledAt: new Date('2026-05-12T22:00:00Z'), techIds: [o.tech.id] });
    await t.database.db.job.update({
      where: { id: job.id },
      data: { description: 'Old', rescheduleRequestedAt: new Date(), rescheduleNote: 'Later?' },
    });
    const edit = { jobType: 'installation', durationMinutes: 90, scheduledAt: null, description: null, status: 'confirmed' };
    let edited = { status: 0, body: {} as Record<string, unknown> };
    const sql = await statementsOf(async () => {
      edited = await o.as.tech.request('PUT', `/api/jobs/${job.id}`, { body: edit });
    });
    expect(edited.status).toBe(200);
    expect(sql).toHaveLength(2);
    expect(edited.body).toEqual((await o.as.tech.get(`/api/jobs/${job.id}`)).body);
    const row = await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({ ...edit, rescheduleRequestedAt: null, rescheduleNote: null });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(row.updatedAt.getTime()).toBeGreaterThan(job.updatedAt.getTime());
  });

  it('keep their answers: not found, a conflict, a lapsed subscription, a read-only key', async () => {
    const job = await insertJob(t, o, { title: 'Guarded', status: 'done', techIds: [o.tech2.id] });
    const moveDone = await o.as.admin.request('PATCH', `/api/jobs/${job.id}/schedule`, {
      body: { scheduledAt: '2026-05-13T23:15:00.000Z' },
    });
    expect(moveDone.status).toBe(409);
    const notTheirs = await o.as.tech.request('PUT', `/api/jobs/${job.id}`, { body: { title: 'Mine now' } });
    expect(notTheirs.status).toBe(404);
    await t.database.db.job.update({ where: { id: job.id }, data: { status: 'confirmed' } });
    const stale = await o.as.admin.request('PUT', `/api/jobs/${job.id}`, { body: { status: 'in_progress', fromStatus: 'scheduled' } });
    expect(stale.status).toBe(409);
    const bad = await o.as.admin.request('PATCH', `/api/jobs/${job.id}/schedule`, { body: { scheduledAt: 'tomorrow' } });
    expect(bad.status).toBe(400);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe('Guarded');

    const admin = new Agent(t);
    await admin.login(o.admin.email, 'correct-horse');
    const made = await admin.post('/api/integrations/api-keys', { name: 'Reader', role: 'read_only' });
    expect(made.status).toBe(201);
    const reader = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
    expect((await reader.request('PUT', `/api/jobs/${job.id}`, { body: { title: 'Read-only' } })).status).toBe(403);
    const viaGql = await reader.gql(
      `mutation($id: ID!) { rescheduleJob(id: $id, scheduledAt: "2026-05-14T23:15:00.000Z") { __typename } }`,
      {
        id: job.id,
      },
    );
    expect(viaGql.errors?.[0].message).toBe('This API key is read-only');

    const lapsed = await jobsOrg(t, 'Statements Lapsed');
    await t.database.db.subscription.update({
      where: { orgId: lapsed.org.id },
      data: { status: 'trial', trialEnd: new Date('2020-01-01T00:00:00Z') },
    });
    const theirs = await insertJob(t, lapsed, { title: 'Lapsed' });
    expect((await lapsed.as.admin.request('PUT', `/api/jobs/${theirs.id}`, { body: { title: 'x' } })).status).toBe(402);
    expect(
      (await lapsed.as.admin.request('PATCH', `/api/jobs/${theirs.id}/schedule`, { body: { scheduledAt: '2026-05-13T23:15:00.000Z' } }))
        .status,
    ).toBe(402);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe('Guarded');
  });

  it('still queue their webhooks in the transaction of the change when an endpoint subscribes', async () => {
    const org = await jobsOrg(t, 'Statements Hooks');
    const endpoint = await t.database.db.webhookEndpoint.create({
      data: { orgId: org.org.id, url: 'https://example.com/hooks', events: ['job.rescheduled', 'job.updated'], secret: 'whsec_test' },
    });
    const job = await insertJob(t, org, { title: 'Hooked', techIds: [org.tech.id] });
    const moved = await org.as.tech.request('PATCH', `/api/jobs/${job.id}/schedule`, { body: { scheduledAt: '2026-05-13T23:15:00.000Z' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual((await org.as.tech.get(`/api/jobs/${job.id}`)).body);
    const edited = await org.as.tech.request('PUT', `/api/jobs/${job.id}`, { body: { title: 'Hooked again' } });
    expect(edited.status).toBe(200);
    const deliveries = await t.database.db.webhookDelivery.findMany({ where: { endpointId: endpoint.id }, orderBy: { createdAt: 'asc' } });
    expect(deliveries.map((d) => d.eventType)).toEqual(['job.rescheduled', 'job.updated']);
    expect((deliveries[1].payload as { data: { title: string } }).data.title).toBe('Hooked again');
  });
});
