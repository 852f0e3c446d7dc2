import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages } from '../src/rules/job-status.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// Two people changing one job while one of them is offline: their changes to different fields both stand, and a
// status change made from a status the job no longer has is refused, naming both.

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Conflict Co');
});
afterAll(() => t.close());

const UPDATE =
  'mutation($id: ID!, $input: UpdateJobInput!) { updateJob(id: $id, input: $input) { ... on Job { status title description } ... on AppError { code message } } }';

const COMPLETE =
  'mutation($id: ID!, $fromStatus: JobStatus) { completeJob(id: $id, fromStatus: $fromStatus) { __typename ... on CompletedJob { id } ... on AppError { code message } } }';

describe('edits to one job', () => {
  it('keeps both edits when they change different fields', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id], title: 'Leaking unit' });
    expect((await o.as.manager.put(`/api/jobs/${job.id}`, { title: 'Leaking unit — level 3' })).status).toBe(200);
    const tech = await o.as.tech.gql(UPDATE, { id: job.id, input: { description: 'Drain blocked' } });
    expect(tech.data.updateJob).toMatchObject({ title: 'Leaking unit — level 3', description: 'Drain blocked' });
    const status = await o.as.tech.put(`/api/jobs/${job.id}`, { status: 'in_progress', from_status: 'new' });
    expect(status.body).toMatchObject({ status: 'in_progress', title: 'Leaking unit — level 3', description: 'Drain blocked' });
  });

  it('refuses a status change made from a status the job no longer has (REST 409), naming both', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id], status: 'scheduled' });
    await o.as.manager.put(`/api/jobs/${job.id}`, { status: 'cancelled' });
    const res = await o.as.tech.put(`/api/jobs/${job.id}`, { status: 'in_progress', fromStatus: 'scheduled' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(jobMessages.statusChangedMeanwhile('cancelled', 'scheduled', 'in_progress'));
    expect(res.body.error).toBe(
      'This job is now Cancelled: it was changed while your move from Scheduled to In Progress was waiting, so yours was not made',
    );
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe('cancelled');
  });

  it('refuses it over GraphQL as a CONFLICT, and lets the same move stand without fromStatus', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id], status: 'scheduled' });
    await o.as.manager.put(`/api/jobs/${job.id}`, { status: 'confirmed' });
    const refused = await o.as.tech.gql(UPDATE, { id: job.id, input: { status: 'in_progress', fromStatus: 'scheduled' } });
    expect(refused.data.updateJob).toEqual({
      code: 'CONFLICT',
      message: jobMessages.statusChangedMeanwhile('confirmed', 'scheduled', 'in_progress'),
    });
    const chosen = await o.as.tech.gql(UPDATE, { id: job.id, input: { status: 'in_progress', fromStatus: 'confirmed' } });
    expect(chosen.data.updateJob.status).toBe('in_progress');
  });

  it('refuses a completion made from a status the job no longer has, and completes from the status it has now', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id], status: 'in_progress' });
    await o.as.manager.put(`/api/jobs/${job.id}`, { status: 'cancelled' });
    const refused = await o.as.tech.post(`/api/jobs/${job.id}/complete`, { fromStatus: 'in_progress' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This job is now Cancelled: it was changed while your completion from In Progress was waiting, so the job was not completed',
    );
    expect(await t.database.db.completedJob.count({ where: { jobId: job.id } })).toBe(0);
    // The same rule over GraphQL.
    const viaGraphql = await o.as.tech.gql(COMPLETE, { id: job.id, fromStatus: 'in_progress' });
    expect(viaGraphql.data.completeJob).toMatchObject({
      __typename: 'AppError',
      code: 'CONFLICT',
      message: 'This job is now Cancelled: it was changed while your completion from In Progress was waiting, so the job was not completed',
    });
    expect(await t.database.db.completedJob.count({ where: { jobId: job.id } })).toBe(0);
    await o.as.manager.put(`/api/jobs/${job.id}`, { status: 'scheduled' });
    const done = await o.as.tech.post(`/api/jobs/${job.id}/complete`, { from_status: 'scheduled' });
    expect(done.status).toBe(200);
    expect(await t.database.db.completedJob.count({ where: { jobId: job.id } })).toBe(1);
  });
});
