import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Context, contextFor } from '../src/context.ts';
import { getDatamodel } from '../src/db/generated/pothos-types.ts';
import { EQUIPMENT_ORDER, type JobQuery, TECHNICIAN_ORDER } from '../src/domain/jobs/job-query.ts';
import { JOB_ROW_MODELS, NEVER_READ, readJobs } from '../src/domain/jobs/job-rows.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The one-statement job reader (domain/jobs/job-rows.ts) answers a whole row — a job's `include`, a related row's
// `true` — for the job and every model it reads. Those rows must hold every column the Prisma schema gives the
// model (NEVER_READ aside), with Prisma's values: a column added to Job, Customer, User, Equipment or CompletedJob
// that the reader did not return would otherwise vanish from GraphQL answers without an error.

const models = getDatamodel().datamodel.models;
/** The columns of a model's whole row, as the schema has them, less the ones a job read never returns. */
const columnsOf = (model: string) =>
  models[model].fields
    .filter((f) => (f.kind === 'scalar' || f.kind === 'enum') && !(NEVER_READ[model] ?? []).includes(f.name))
    .map((f) => f.name)
    .sort();
const relationsOf = (model: string) => new Set(models[model].fields.filter((f) => f.kind === 'object').map((f) => f.name));
const scalarKeys = (model: string, row: object) =>
  Object.keys(row)
    .filter((k) => !relationsOf(model).has(k))
    .sort();

/** Every model the reader reads, as a whole row. */
const WHOLE_ROWS = {
  include: {
    customer: true,
    createdBy: true,
    completion: true,
    technicians: { select: { user: true }, orderBy: TECHNICIAN_ORDER },
    equipment: { select: { equipment: true }, orderBy: EQUIPMENT_ORDER },
  },
} satisfies JobQuery;

/** Prisma's answer less the columns a job read never returns. */
function withoutNeverRead(model: string, row: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !(NEVER_READ[model] ?? []).includes(k)));
}

let t: TestApp;
let o: JobsOrg;
let ctx: Context;
let jobId: string;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Columns');
  const db = t.database.db;
  ctx = contextFor(
    t.app.services,
    {
      user: {
        userId: o.admin.id,
        orgId: o.org.id,
        role: 'admin',
        email: o.admin.email,
        name: o.admin.name,
        sessionId: 'test',
        mode: 'cookie',
        isOwner: false,
      },
      staff: null,
    },
    { meta: {}, cookies: { set() {}, clear() {} } },
  );
  // Every column filled, so that a column the reader drops or mis-converts differs from Prisma's value.
  const orgId = o.org.id;
  await db.user.update({
    where: { id: o.tech.id },
    data: { avatarUrl: '/avatars/tech.png', avatarSeed: 'seed', avatarVariant: 'ring', lastLoginAt: new Date('2026-05-01T01:02:03Z') },
  });
  const customer = await db.customer.create({
    data: {
      orgId,
      name: 'Every Column Pty Ltd',
      contactName: 'Casey',
      email: 'casey@every.test',
      phone: '0390000001',
      street: '2 Side St',
      suburb: 'Preston',
      state: 'VIC',
      postcode: '3072',
      notes: 'Gate code 1234',
    },
  });
  const unit = await db.equipment.create({
    data: {
      orgId,
      customerId: customer.id,
      name: 'Every unit',
      make: 'Daikin',
      model: 'FTXM',
      serial: 'SN-1',
      notes: 'Roof',
      serviceIntervalMonths: 6,
    },
  });
  const job = await db.job.create({
    data: {
      orgId,
      title: 'Every column',
      jobType: 'repair',
      description: 'All of it',
      status: 'done',
      scheduledAt: new Date('2026-05-04T22:00:00Z'),
      durationMinutes: 90,
      customerId: customer.id,
      confirmationToken: `tok-${crypto.randomUUID()}`,
      confirmedAt: new Date('2026-05-02T03:04:05Z'),
      estimatedValueCents: 45_000,
      createdById: o.admin.id,
      technicians: { create: [{ userId: o.tech.id }, { userId: o.tech2.id }] },
      equipment: { create: [{ equipmentId: unit.id }] },
    },
  });
  await db.completedJob.create({
    data: {
      orgId,
      jobId: job.id,
      title: job.title,
      description: 'Replaced the fan',
      notes: 'Customer happy',
      customerId: customer.id,
      customerName: customer.name,
      scheduledAt: job.scheduledAt,
      completedAt: new Date('2026-05-05T01:00:00Z'),
      completedById: o.tech.id,
      taxMode: 'inclusive',
    },
  });
  jobId = job.id;
});
afterAll(() => t.close());

describe('the one-statement job reader', () => {
  it('reads every model the job reads', () => {
    expect([...JOB_ROW_MODELS].sort()).toEqual(['CompletedJob', 'Customer', 'Equipment', 'Job', 'User']);
  });

  it("answers whole rows with every column the schema gives each model, as Prisma's read does", async () => {
    const rows = await readJobs(ctx, [jobId], WHOLE_ROWS);
    expect(rows, 'the reader refused a whole-row selection: teach it the new column type').not.toBeNull();
    const [job] = rows ?? [];
    const [prisma] = await ctx.db.job.findMany({ where: { id: jobId }, ...WHOLE_ROWS });

    const read = [
      ['Job', job],
      ['Customer', job.customer],
      ['User', job.createdBy],
      ['CompletedJob', job.completion],
      ...job.technicians.map((jt) => ['User', jt.user] as const),
      ...job.equipment.map((je) => ['Equipment', je.equipment] as const),
    ] as const;
    expect(read.every(([, row]) => row)).toBe(true);
    for (const [model, row] of read) expect(scalarKeys(model, row as object), model).toEqual(columnsOf(model));

    expect(job).toEqual({
      ...withoutNeverRead('Job', prisma),
      createdBy: prisma.createdBy && withoutNeverRead('User', prisma.createdBy),
      technicians: prisma.technicians.map((jt) => ({ user: withoutNeverRead('User', jt.user) })),
    });
  });

  it('answers a column the old hand-written lists lacked (CompletedJob.taxMode) over GraphQL', async () => {
    const res = await o.as.admin.gql('{ jobs(view: all, first: 50) { edges { node { title completion { taxMode } } } } }');
    expect(res.errors).toBeUndefined();
    const node = res.data.jobs.edges.map((e: { node: unknown }) => e.node).find((n: { title: string }) => n.title === 'Every column');
    expect(node).toEqual({ title: 'Every column', completion: { taxMode: 'inclusive' } });
  });
});
