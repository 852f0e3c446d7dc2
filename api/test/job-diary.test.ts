import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { del, insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The job diary: parts priced from the price list (unpriced ones visible), the running total, notes,
// hours and parts corrected and removed until completion, and the completed job's GST, total and follow-ups.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Diary Co');
  other = await jobsOrg(t, 'Diary Elsewhere');
  const db = t.database.db;
  await db.itemPreset.createMany({
    data: [
      { orgId: o.org.id, name: 'Filter replacement', unitAmountCents: 4500, taxRate: 10 },
      { orgId: o.org.id, name: 'Council permit', unitAmountCents: 5000, taxRate: 0 },
      { orgId: other.org.id, name: 'Mystery bracket', unitAmountCents: 999, taxRate: 10 },
    ],
  });
});
afterAll(() => t.close());

const newJob = (jobType: 'repair' | 'service' = 'repair', equipmentIds: string[] = []) =>
  insertJob(t, o, { title: 'Diary job', jobType, techIds: [o.tech.id], equipmentIds, scheduledAt: new Date('2026-12-01T22:30:00Z') });

const RUNNING = `query($id: ID!) { job(id: $id) {
  parts { id partName quantity price { unitPriceCents totalCents taxRate } }
  runningCharges { subtotalCents gstCents totalCents unpricedParts { partName } lines { kind description totalCents taxRate } }
} }`;

describe('parts priced from the price list', () => {
  it('shows each part’s unit price and line total over REST, and null for a part not on the price list', async () => {
    const job = await newJob();
    const priced = await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: ' filter REPLACEMENT ', quantity: 2 });
    expect(priced.status).toBe(201);
    expect(priced.body).toMatchObject({ part_name: 'filter REPLACEMENT', quantity: 2, unit_price: 4500, total: 9000, tax_rate: 10 });
    // A name on another organisation's price list is not priced here.
    const unpriced = await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Mystery bracket' });
    expect(unpriced.body).toMatchObject({ part_name: 'Mystery bracket', quantity: 1, unit_price: null, total: null, tax_rate: null });
    const list = await o.as.tech.get(`/api/jobs/${job.id}/parts`);
    expect(list.body.map((p: { part_name: string; total: number | null }) => [p.part_name, p.total])).toEqual([
      ['Mystery bracket', null],
      ['filter REPLACEMENT', 9000],
    ]);
  });

  it('gives the running total (labour, parts, GST per tax rate) and names the unpriced parts over GraphQL', async () => {
    const job = await newJob();
    await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1 });
    await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Filter replacement', quantity: 2 });
    await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Council permit' });
    await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Odd screw', quantity: 3 });
    const { data, errors } = await o.as.tech.gql(RUNNING, { id: job.id });
    expect(errors).toBeUndefined();
    expect(data.job.parts.map((p: { partName: string; price: unknown }) => [p.partName, p.price])).toEqual([
      ['Odd screw', null],
      ['Council permit', { unitPriceCents: 5000, totalCents: 5000, taxRate: 0 }],
      ['Filter replacement', { unitPriceCents: 4500, totalCents: 9000, taxRate: 10 }],
    ]);
    // $120 labour + $90 filters carry GST ($21.00); the $50 permit is tax exempt; the odd screws are $0.
    expect(data.job.runningCharges).toMatchObject({
      subtotalCents: 26_000,
      gstCents: 2100,
      totalCents: 28_100,
      unpricedParts: [{ partName: 'Odd screw' }],
    });
    expect(data.job.runningCharges.lines[0]).toEqual({ kind: 'labour', description: 'Labour', totalCents: 12_000, taxRate: 10 });
  });
});

describe('correcting the diary until completion', () => {
  it('edits and deletes notes, hours and parts over REST; bad input is 400, another job’s entry 404', async () => {
    const job = await newJob();
    const note = (await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Leak at valve' })).body;
    const hours = (await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1 })).body;
    const part = (await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Filtr' })).body;

    const editedNote = await o.as.tech.put(`/api/jobs/${job.id}/notes/${note.id}`, { text: 'Leak at service valve' });
    expect(editedNote.status).toBe(200);
    expect(editedNote.body).toMatchObject({ id: note.id, text: 'Leak at service valve', author_name: o.tech.name });
    const editedHours = await o.as.tech.put(`/api/jobs/${job.id}/hours/${hours.id}`, { hours: 2.5, description: 'Regas' });
    expect(editedHours.body).toMatchObject({ id: hours.id, hours: 2.5, description: 'Regas' });
    const editedPart = await o.as.tech.put(`/api/jobs/${job.id}/parts/${part.id}`, { partName: 'Filter replacement', quantity: 3 });
    expect(editedPart.body).toMatchObject({ id: part.id, part_name: 'Filter replacement', quantity: 3, unit_price: 4500, total: 13_500 });

    const bad = [
      await o.as.tech.put(`/api/jobs/${job.id}/notes/${note.id}`, { text: '  ' }),
      await o.as.tech.put(`/api/jobs/${job.id}/hours/${hours.id}`, { hours: 9 }),
      await o.as.tech.put(`/api/jobs/${job.id}/parts/${part.id}`, { partName: 'Filter', quantity: 11 }),
    ];
    expect(bad.map((r) => [r.status, r.body.error])).toEqual([
      [400, 'Note text is required'],
      [400, 'Hours must be between 0.5 and 8 in steps of 0.5'],
      [400, 'Quantity must be a whole number from 1 to 10'],
    ]);

    const elsewhere = await newJob();
    expect((await o.as.tech.put(`/api/jobs/${elsewhere.id}/notes/${note.id}`, { text: 'x' })).body.error).toBe('Note not found');
    expect((await del(other.as.admin, `/api/jobs/${job.id}/parts/${part.id}`)).status).toBe(404);

    for (const [path, id] of [
      ['notes', note.id],
      ['hours', hours.id],
      ['parts', part.id],
    ]) {
      const gone = await del(o.as.tech, `/api/jobs/${job.id}/${path}/${id}`);
      expect(gone.status, path).toBe(200);
      expect((await o.as.tech.get(`/api/jobs/${job.id}/${path}`)).body, path).toEqual([]);
      expect((await del(o.as.tech, `/api/jobs/${job.id}/${path}/${id}`)).status, path).toBe(404);
    }
  });

  it('a correction changes only the fields it names, so two people correcting different fields both keep theirs', async () => {
    const job = await newJob();
    const hours = (await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1, description: 'Regas' })).body;
    const part = (await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Filtr', quantity: 2 })).body;

    // The office corrects the description online; the technician's change of the hours arrives later over REST.
    const office = await o.as.admin.gql(
      `mutation($j: ID!, $id: ID!) { updateJobHours(jobId: $j, id: $id, description: "Regas and leak test") {
        __typename ... on JobHours { hours description } } }`,
      { j: job.id, id: hours.id },
    );
    expect(office.data.updateJobHours).toEqual({ __typename: 'JobHours', hours: 1, description: 'Regas and leak test' });
    const tech = await o.as.tech.put(`/api/jobs/${job.id}/hours/${hours.id}`, { hours: 2 });
    expect(tech.body).toMatchObject({ hours: 2, description: 'Regas and leak test' });
    // A description sent as null clears it; one left out is kept.
    const cleared = await o.as.tech.put(`/api/jobs/${job.id}/hours/${hours.id}`, { description: null });
    expect(cleared.body).toMatchObject({ hours: 2, description: null });

    // The same for a part: the name corrected over GraphQL, the quantity over REST.
    const named = await o.as.admin.gql(
      `mutation($j: ID!, $id: ID!) { updateJobPart(jobId: $j, id: $id, partName: "Filter replacement") {
        __typename ... on JobPart { partName quantity } } }`,
      { j: job.id, id: part.id },
    );
    expect(named.data.updateJobPart).toEqual({ __typename: 'JobPart', partName: 'Filter replacement', quantity: 2 });
    const counted = await o.as.tech.put(`/api/jobs/${job.id}/parts/${part.id}`, { quantity: 3 });
    expect(counted.body).toMatchObject({ part_name: 'Filter replacement', quantity: 3, total: 13_500 });

    // A correction that names nothing is refused on both transports, and changes nothing.
    const empty = await o.as.tech.put(`/api/jobs/${job.id}/parts/${part.id}`, {});
    expect([empty.status, empty.body.error]).toEqual([400, 'Nothing to change: give the part name or a quantity']);
    const emptyGql = await o.as.tech.gql(
      `mutation($j: ID!, $id: ID!) { updateJobHours(jobId: $j, id: $id) { __typename ... on AppError { message } } }`,
      { j: job.id, id: hours.id },
    );
    expect(emptyGql.data.updateJobHours.message).toBe('Nothing to change: give the hours or a description');
    const after = (await o.as.tech.get(`/api/jobs/${job.id}/parts`)).body;
    expect(after.map((p: { part_name: string; quantity: number }) => [p.part_name, p.quantity])).toEqual([['Filter replacement', 3]]);
  });

  it('edits and deletes over GraphQL, and refuses every change once the job is completed', async () => {
    const job = await newJob();
    const note = (await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: 'Checked' })).body;
    const hours = (await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1 })).body;
    const part = (await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Odd screw' })).body;
    const edit = await o.as.tech.gql(
      `mutation($j: ID!, $id: ID!) { updateJobPart(jobId: $j, id: $id, partName: "Council permit", quantity: 2) {
        __typename ... on JobPart { partName quantity price { totalCents taxRate } } ... on AppError { message } } }`,
      { j: job.id, id: part.id },
    );
    expect(edit.data.updateJobPart).toEqual({
      __typename: 'JobPart',
      partName: 'Council permit',
      quantity: 2,
      price: { totalCents: 10_000, taxRate: 0 },
    });
    const removed = await o.as.tech.gql(
      `mutation($j: ID!, $id: ID!) { deleteJobHours(jobId: $j, id: $id) { __typename ... on AppError { message } } }`,
      {
        j: job.id,
        id: hours.id,
      },
    );
    expect(removed.data.deleteJobHours.__typename).toBe('DeleteJobEntryPayload');

    expect((await o.as.tech.post(`/api/jobs/${job.id}/complete`)).status).toBe(200);
    const locked = 'This job has been completed: its notes, hours and parts can no longer be changed';
    for (const res of [
      await o.as.tech.put(`/api/jobs/${job.id}/notes/${note.id}`, { text: 'Changed later' }),
      await del(o.as.admin, `/api/jobs/${job.id}/notes/${note.id}`),
      await o.as.admin.put(`/api/jobs/${job.id}/parts/${part.id}`, { partName: 'Filter replacement' }),
      await del(o.as.admin, `/api/jobs/${job.id}/parts/${part.id}`),
    ]) {
      expect([res.status, res.body.error]).toEqual([409, locked]);
    }
    const gql = await o.as.admin.gql(
      `mutation($j: ID!, $id: ID!) { updateJobNote(jobId: $j, id: $id, text: "Later") { __typename ... on AppError { message } } }`,
      { j: job.id, id: note.id },
    );
    expect(gql.data.updateJobNote.message).toBe(locked);
    expect((await o.as.admin.get(`/api/jobs/${job.id}/notes`)).body.map((n: { text: string }) => n.text)).toEqual(['Checked']);
  });
});

describe('the completed job', () => {
  it('shows GST and the total including GST, links the follow-up it booked, assigned to the technicians who did the service', async () => {
    const job = await newJob('service', [o.equipment.split.id]);
    // tech2 helped and logged an hour, then was taken off the job by the office.
    await t.database.db.jobHours.create({ data: { orgId: o.org.id, jobId: job.id, userId: o.tech2.id, hours: 1 } });
    await o.as.manager.post(`/api/jobs/${job.id}/hours`, { hours: 0.5 }); // office hours book nobody
    await o.as.tech.post(`/api/jobs/${job.id}/parts`, { partName: 'Council permit' });
    const done = await o.as.tech.post(`/api/jobs/${job.id}/complete`);
    expect(done.body.follow_up_job_ids).toHaveLength(1);
    const [followUpId] = done.body.follow_up_job_ids;

    const detail = (await o.as.admin.get(`/api/jobs/completed/${done.body.completed_job_id}`)).body;
    // Labour 1.5 h × $120 = $180 with GST $18; the permit $50 without.
    expect(detail).toMatchObject({ total: 23_000, gst: 1800, total_inc_gst: 24_800, follow_up_job_ids: [followUpId] });
    expect(detail.charges.map((c: { kind: string; tax_rate: number }) => [c.kind, c.tax_rate])).toEqual([
      ['labour', 10],
      ['part', 0],
    ]);

    const techs = await t.database.db.jobTechnician.findMany({ where: { jobId: followUpId }, select: { userId: true } });
    expect(techs.map((x) => x.userId).sort()).toEqual([o.tech.id, o.tech2.id].sort());
    // The follow-up is on the technician's own list.
    expect((await o.as.tech2.get(`/api/jobs/${followUpId}`)).status).toBe(200);

    const { data } = await o.as.tech.gql(
      'query($id: ID!) { completedJob(id: $id) { totalCents gstCents totalIncGstCents followUps { id title technicians { id } } } }',
      { id: done.body.completed_job_id },
    );
    expect(data.completedJob).toMatchObject({ totalCents: 23_000, gstCents: 1800, totalIncGstCents: 24_800 });
    expect(data.completedJob.followUps).toEqual([{ id: followUpId, title: 'Service: Daikin split', technicians: expect.any(Array) }]);
    expect(data.completedJob.followUps[0].technicians).toHaveLength(2);
  });
});

describe('PUT /api/item-presets/{id} and updateItemPreset', () => {
  it('changes name, price and tax for admins and managers; refuses technicians, taken names, bad input and unknown items', async () => {
    const created = (await o.as.admin.post('/api/item-presets', { name: 'Gas top-up', unit_amount: 8000 })).body;
    const res = await o.as.manager.put(`/api/item-presets/${created.id}`, { name: 'Gas top-up (R32)', unit_amount: 8500, tax_rate: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, name: 'Gas top-up (R32)', description: null, unit_amount: 8500, tax_rate: 0, code: null });

    expect((await o.as.tech.put(`/api/item-presets/${created.id}`, { name: 'Free gas', unit_amount: 0 })).status).toBe(403);
    const taken = await o.as.admin.put(`/api/item-presets/${created.id}`, { name: 'FILTER replacement', unit_amount: 1 });
    expect([taken.status, taken.body.error]).toEqual([409, 'A price-list item with this name already exists']);
    // Its own name in another case is fine.
    expect((await o.as.admin.put(`/api/item-presets/${created.id}`, { name: 'GAS TOP-UP (R32)', unit_amount: 8500 })).status).toBe(200);
    const bad = await o.as.admin.put(`/api/item-presets/${created.id}`, { name: 'Gas', unit_amount: -5 });
    expect([bad.status, bad.body.error]).toEqual([400, 'Unit amount cannot be negative']);
    expect((await o.as.admin.put(`/api/item-presets/${created.id}`, { name: 'Gas', unit_amount: 1, tax_rate: 15 })).status).toBe(400);
    expect((await other.as.admin.put(`/api/item-presets/${created.id}`, { name: 'Stolen', unit_amount: 1 })).status).toBe(404);

    const gql = await o.as.admin.gql(
      `mutation($id: ID!) { updateItemPreset(id: $id, input: { name: "Gas top-up", unitAmountCents: 9000, taxRate: 10 }) {
        __typename ... on ItemPreset { name unitAmountCents taxRate } ... on AppError { message } } }`,
      { id: created.id },
    );
    expect(gql.data.updateItemPreset).toEqual({ __typename: 'ItemPreset', name: 'Gas top-up', unitAmountCents: 9000, taxRate: 10 });
    const denied = await o.as.tech.gql(
      `mutation($id: ID!) { updateItemPreset(id: $id, input: { name: "x", unitAmountCents: 1 }) { __typename } }`,
      {
        id: created.id,
      },
    );
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
