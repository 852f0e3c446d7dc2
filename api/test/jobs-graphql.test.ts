import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, insertManyJobs, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The jobs part of the GraphQL schema: jobs and completedJobs connections, job, completedJob and the mutations.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Graph Co');
  other = await jobsOrg(t, 'Graph Rival');
});
afterAll(() => t.close());

const LIST = `query($status: JobStatus, $search: String, $first: Int, $after: String, $view: JobView = all) {
  jobs(status: $status, search: $search, first: $first, after: $after, view: $view) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id title status scheduledAt customer { name address } technicians { id name color role } equipment { name } photoCount canConfirm } }
  }
}`;

const titlesOf = (res: { data?: { jobs: { edges: { node: { title: string } }[] } } }) => res.data!.jobs.edges.map((e) => e.node.title);

describe('jobs query', () => {
  it('pages through the jobs newest schedule first, filters and searches', async () => {
    const org = await jobsOrg(t, 'Graph Pager');
    for (let i = 0; i < 5; i++)
      await insertJob(t, org, {
        title: `G${i}`,
        status: i % 2 ? 'confirmed' : 'scheduled',
        scheduledAt: new Date(Date.UTC(2026, 2, i + 1)),
      });
    await insertJob(t, org, { title: 'Unscheduled', customerId: org.customers.bolt.id });
    const first = await org.as.admin.gql(LIST, { first: 3 });
    expect(titlesOf(first)).toEqual(['Unscheduled', 'G4', 'G3']);
    expect(first.data.jobs.totalCount).toBe(6);
    expect(first.data.jobs.pageInfo.hasNextPage).toBe(true);
    const second = await org.as.admin.gql(LIST, { first: 3, after: first.data.jobs.pageInfo.endCursor });
    expect(titlesOf(second)).toEqual(['G2', 'G1', 'G0']);
    expect(second.data.jobs.pageInfo.hasNextPage).toBe(false);
    const confirmed = await org.as.admin.gql(LIST, { status: 'confirmed' });
    expect(titlesOf(confirmed)).toEqual(['G3', 'G1']);
    expect(confirmed.data.jobs.totalCount).toBe(2);
    expect(titlesOf(await org.as.admin.gql(LIST, { search: 'bolt' }))).toEqual(['Unscheduled']);
    // A page size below zero is the caller's mistake, named as such: never an internal error.
    const negative = await org.as.admin.gql(LIST, { first: -2 });
    expect(negative.errors?.[0]).toMatchObject({
      message: 'Argument "first" must be a non-negative integer',
      extensions: { code: 'VALIDATION' },
    });
  });

  it('opens on today and upcoming; each view pages by cursor and counts its own jobs', async () => {
    const org = await jobsOrg(t, 'Graph Today');
    const { start } = localDayOf(new Date(), 'Australia/Melbourne');
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    for (const [title, hours] of [
      ['Day 3', 24 * 3],
      ['Today', 1],
      ['Day 1', 24],
      ['Day 2', 48],
      ['Late 1', -1],
      ['Late 2', -30],
      ['Late 3', -60],
    ] as const)
      await insertJob(t, org, { title, scheduledAt: at(hours), status: 'scheduled' });
    await insertJob(t, org, { title: 'To book' });
    await insertJob(t, org, { title: 'Done today', scheduledAt: at(0.5), status: 'done' });

    const DEFAULT = `query($after: String) { jobs(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { title } } } }`;
    const first = await org.as.admin.gql(DEFAULT);
    expect(titlesOf(first)).toEqual(['Today', 'Day 1']);
    expect(first.data.jobs.totalCount).toBe(4); // not 'Done today': done work leaves Today & upcoming
    const second = await org.as.admin.gql(DEFAULT, { after: first.data.jobs.pageInfo.endCursor });
    expect(titlesOf(second)).toEqual(['Day 2', 'Day 3']);
    expect(second.data.jobs.pageInfo.hasNextPage).toBe(false);

    const late = await org.as.admin.gql(LIST, { view: 'overdue', first: 2 });
    expect(titlesOf(late)).toEqual(['Late 1', 'Late 2']);
    expect(late.data.jobs.totalCount).toBe(3);
    const later = await org.as.admin.gql(LIST, { view: 'overdue', first: 2, after: late.data.jobs.pageInfo.endCursor });
    expect(titlesOf(later)).toEqual(['Late 3']);
    expect(titlesOf(await org.as.admin.gql(LIST, { view: 'unscheduled' }))).toEqual(['To book']);
    expect((await org.as.admin.gql(LIST, { view: 'all' })).data.jobs.totalCount).toBe(9);
  });

  it('gives technicians their own jobs; the customer token only to the office', async () => {
    const org = await jobsOrg(t, 'Graph Crew');
    const mine = await insertJob(t, org, { title: 'Mine', techIds: [org.tech.id], confirmationToken: `tok-${Date.now()}-graph-crew` });
    const theirs = await insertJob(t, org, { title: 'Theirs', techIds: [org.tech2.id] });
    expect(titlesOf(await org.as.tech.gql(LIST, {}))).toEqual(['Mine']);
    const q = `query($id: ID!) { job(id: $id) { title confirmationToken hasConfirmationToken canConfirm } }`;
    const asTech = await org.as.tech.gql(q, { id: mine.id });
    expect(asTech.data.job).toEqual({ title: 'Mine', confirmationToken: null, hasConfirmationToken: true, canConfirm: true });
    expect(asTech.errors).toBeUndefined();
    expect((await org.as.manager.gql(q, { id: mine.id })).data.job.confirmationToken).toMatch(/^tok-/);
    const hidden = await org.as.tech.gql(q, { id: theirs.id });
    expect(hidden.errors?.[0]).toMatchObject({ message: 'Job not found', extensions: { code: 'NOT_FOUND' } });
  });

  it("never answers another organisation's jobs", async () => {
    const theirs = await insertJob(t, other, { title: 'Graph secret' });
    const res = await o.as.admin.gql(`query($id: ID!) { job(id: $id) { title } }`, { id: theirs.id });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(titlesOf(await o.as.admin.gql(LIST, { search: 'secret', first: 100 }))).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    const res = await new Agent(t).gql(LIST, {});
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('costs the same number of SQL statements for a page of 10 jobs as for 100, with technicians and equipment', async () => {
    const org = await jobsOrg(t, 'Graph Count');
    await insertManyJobs(t, org, 10);
    const ten = await t.countQueries(() => org.as.admin.gql(LIST, { first: 100 }));
    await insertManyJobs(t, org, 190, 10);
    let res: { data?: { jobs: { edges: unknown[] } } } = {};
    const hundred = await t.countQueries(async () => {
      res = await org.as.admin.gql(LIST, { first: 100 });
    });
    expect(res.data!.jobs.edges).toHaveLength(100);
    expect(hundred).toBe(ten);
  });
});

describe('job mutations', () => {
  const CREATE = `mutation($input: CreateJobInput!) { createJob(input: $input) { __typename ... on Job { id title status jobType hasConfirmationToken customer { id } equipment { id } technicians { id } } ... on AppError { code message fieldErrors { field message } } } }`;

  it('creates, updates, confirms and deletes a job', async () => {
    const created = await o.as.admin.gql(CREATE, {
      input: {
        title: 'Install',
        jobType: 'installation',
        customerId: o.customers.acme.id,
        scheduledAt: '2026-12-01T22:30:00.000Z',
        equipmentIds: [o.equipment.split.id],
        assignedTechIds: [o.tech.id],
      },
    });
    const job = created.data.createJob;
    expect(job).toMatchObject({
      __typename: 'Job',
      title: 'Install',
      status: 'new',
      jobType: 'installation',
      hasConfirmationToken: true,
      equipment: [{ id: o.equipment.split.id }],
      technicians: [{ id: o.tech.id }],
    });

    const updated = await o.as.tech.gql(
      `mutation($id: ID!, $input: UpdateJobInput!) { updateJob(id: $id, input: $input) { __typename ... on Job { title description status equipment { id } technicians { id } } } }`,
      {
        id: job.id,
        input: { title: 'Install (2 units)', description: 'Level 2', equipmentIds: null, assignedTechIds: [o.tech.id, o.tech2.id] },
      },
    );
    expect(updated.data.updateJob).toMatchObject({
      __typename: 'Job',
      title: 'Install (2 units)',
      description: 'Level 2',
      status: 'new',
      equipment: [],
    });
    expect(updated.data.updateJob.technicians).toHaveLength(2);

    const confirmed = await o.as.admin.gql(
      `mutation($id: ID!) { confirmJob(id: $id) { __typename ... on Job { status canConfirm confirmedAt } ... on AppError { message } } }`,
      { id: job.id },
    );
    expect(confirmed.data.confirmJob).toMatchObject({ __typename: 'Job', status: 'confirmed', canConfirm: false });
    const again = await o.as.admin.gql(`mutation($id: ID!) { confirmJob(id: $id) { __typename ... on AppError { message } } }`, {
      id: job.id,
    });
    expect(again.data.confirmJob).toEqual({ __typename: 'AppError', message: 'No confirmation token available for this job' });

    const techDelete = await o.as.tech.gql(`mutation($id: ID!) { deleteJob(id: $id) { __typename } }`, { id: job.id });
    expect(techDelete.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const deleted = await o.as.manager.gql(`mutation($id: ID!) { deleteJob(id: $id) { __typename ... on DeleteJobPayload { id } } }`, {
      id: job.id,
    });
    expect(deleted.data.deleteJob).toEqual({ __typename: 'DeleteJobPayload', id: job.id });
  });

  it('refuses Done in updateJob with a typed error: a job becomes done only through completeJob', async () => {
    const job = await insertJob(t, o, { title: 'Half way', status: 'in_progress' });
    const UPDATE = `mutation($id: ID!, $input: UpdateJobInput!) { updateJob(id: $id, input: $input) { __typename ... on Job { status } ... on AppError { code message } } }`;
    const refused = await o.as.admin.gql(UPDATE, { id: job.id, input: { status: 'done' } });
    expect(refused.data.updateJob).toEqual({
      __typename: 'AppError',
      code: 'CONFLICT',
      message: 'Use Complete to mark a job done: it records the work, its charges and any follow-up',
    });
    const completed = await o.as.admin.gql(`mutation($id: ID!) { completeJob(id: $id) { __typename } }`, { id: job.id });
    expect(completed.data.completeJob.__typename).toBe('CompletedJob');
    const reopened = await o.as.admin.gql(UPDATE, { id: job.id, input: { status: 'scheduled' } });
    expect(reopened.data.updateJob).toMatchObject({
      __typename: 'AppError',
      message: 'This job has been completed, so its status stays Done',
    });
  });

  it('answers bad input with the spec texts as typed errors', async () => {
    const noTitle = await o.as.admin.gql(CREATE, { input: { title: ' ' } });
    expect(noTitle.data.createJob).toMatchObject({ __typename: 'AppError', code: 'VALIDATION', message: 'Title is required' });
    const noCustomer = await o.as.admin.gql(CREATE, { input: { title: 'A', equipmentIds: [o.equipment.split.id] } });
    expect(noCustomer.data.createJob.message).toBe('Please select a customer first');
    const foreign = await o.as.admin.gql(CREATE, { input: { title: 'A', customerId: other.customers.acme.id } });
    expect(foreign.data.createJob).toMatchObject({ code: 'NOT_FOUND', message: 'Customer not found' });
    const badDate = await o.as.admin.gql(CREATE, { input: { title: 'Bad date', scheduledAt: '2026-02-30 25:00' } });
    expect(badDate.data.createJob).toMatchObject({ code: 'VALIDATION', message: 'Scheduled time must be a valid date and time' });
    expect(await t.database.db.job.count({ where: { orgId: o.org.id, title: 'Bad date' } })).toBe(0);
    const anon = await new Agent(t).gql(CREATE, { input: { title: 'A' } });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('completion over GraphQL', () => {
  it('completes a job, lists and reads the completed job, and deletes it', async () => {
    const job = await insertJob(t, o, {
      title: 'Graph service',
      jobType: 'service',
      scheduledAt: new Date('2026-12-01T22:30:00Z'),
      techIds: [o.tech.id],
      equipmentIds: [o.equipment.split.id],
    });
    await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1 });
    const done = await o.as.tech.gql(
      `mutation($id: ID!) { completeJob(id: $id, notes: "Done") {
      __typename
      ... on CompletedJob { id title notes hasInvoice totalCents charges { kind quantity unitPriceCents totalCents } equipment { equipmentName } hours { hours } originalJob { status followUps: title } }
      ... on AppError { message }
    } }`.replace('followUps: title', 'title'),
      { id: job.id },
    );
    const completed = done.data.completeJob;
    expect(completed).toMatchObject({
      __typename: 'CompletedJob',
      title: 'Graph service',
      notes: 'Done',
      hasInvoice: false,
      totalCents: 12_000,
      charges: [{ kind: 'labour', quantity: 1, unitPriceCents: 12_000, totalCents: 12_000 }],
      equipment: [{ equipmentName: 'Daikin split' }],
      hours: [{ hours: 1 }],
      originalJob: { status: 'done' },
    });
    const again = await o.as.tech.gql(`mutation($id: ID!) { completeJob(id: $id) { __typename ... on AppError { code message } } }`, {
      id: job.id,
    });
    expect(again.data.completeJob).toEqual({ __typename: 'AppError', code: 'CONFLICT', message: 'This job has already been completed' });

    const followUp = await o.as.admin.gql(LIST, { search: 'Service: Daikin split' });
    expect(titlesOf(followUp)).toContain('Service: Daikin split');

    const list = await o.as.tech.gql(`{ completedJobs(first: 10) { totalCount edges { node { id title photoCount hasInvoice } } } }`);
    expect(list.data.completedJobs.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(completed.id);
    const one = await o.as.admin.gql(
      `query($id: ID!) { completedJob(id: $id) { title customerName jobNotes { text } parts { partName } photos { url } } }`,
      { id: completed.id },
    );
    expect(one.data.completedJob).toEqual({
      title: 'Graph service',
      customerName: o.customers.acme.name,
      jobNotes: [],
      parts: [],
      photos: [],
    });
    const hidden = await other.as.admin.gql(`query($id: ID!) { completedJob(id: $id) { title } }`, { id: completed.id });
    expect(hidden.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const techDelete = await o.as.tech.gql(`mutation($id: ID!) { deleteCompletedJob(id: $id) { __typename } }`, { id: completed.id });
    expect(techDelete.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const deleted = await o.as.admin.gql(
      `mutation($id: ID!) { deleteCompletedJob(id: $id) { __typename ... on DeleteJobPayload { id } } }`,
      {
        id: completed.id,
      },
    );
    expect(deleted.data.deleteCompletedJob).toEqual({ __typename: 'DeleteJobPayload', id: completed.id });
  });
});
