import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { del, insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';

// Notes & Charges (spec part 2 §2 "Job notes", §5): notes, hours, parts and photos over REST and GraphQL.

let t: TestApp;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp({ MAX_UPLOAD_MB: '1' });
  o = await jobsOrg(t, 'Notes Co');
  other = await jobsOrg(t, 'Other Co');
});
afterAll(() => t.close());

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

describe('notes', () => {
  it('adds and lists notes newest first, with the author', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const first = await o.as.tech.post(`/api/jobs/${job.id}/notes`, { text: '  Arrived on site  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.any(String),
      text: 'Arrived on site',
      author_name: o.tech.name,
      created_at: expect.any(String),
    });
    await o.as.manager.post(`/api/jobs/${job.id}/notes`, { text: 'Customer called' });
    const list = await o.as.tech.get(`/api/jobs/${job.id}/notes`);
    expect(list.body.map((n: { text: string }) => n.text)).toEqual(['Customer called', 'Arrived on site']);
  });

  it.each([[{}], [{ text: '' }], [{ text: '   ' }]])('refuses an empty note %j with 400', async (body) => {
    const job = await insertJob(t, o);
    const res = await o.as.admin.post(`/api/jobs/${job.id}/notes`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Note text is required');
  });

  it("keeps another organisation's and another technician's jobs closed", async () => {
    const theirs = await insertJob(t, other);
    expect((await o.as.admin.post(`/api/jobs/${theirs.id}/notes`, { text: 'x' })).status).toBe(404);
    expect((await o.as.admin.get(`/api/jobs/${theirs.id}/notes`)).status).toBe(404);
    const notMine = await insertJob(t, o, { techIds: [o.tech2.id] });
    expect((await o.as.tech.post(`/api/jobs/${notMine.id}/notes`, { text: 'x' })).status).toBe(404);
    expect((await new Agent(t).get(`/api/jobs/${notMine.id}/notes`)).status).toBe(401);
    expect(await t.database.db.jobNote.count({ where: { jobId: { in: [theirs.id, notMine.id] } } })).toBe(0);
  });
});

describe('hours', () => {
  it('logs 0.5 to 8 hours in half hours, as a number or a string', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const res = await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 1.5, description: 'Diagnosis' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hours: 1.5, description: 'Diagnosis', user_name: o.tech.name });
    expect((await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: '8' })).status).toBe(201);
    expect((await o.as.tech.post(`/api/jobs/${job.id}/hours`, { hours: 0.5 })).status).toBe(201);
    const list = await o.as.tech.get(`/api/jobs/${job.id}/hours`);
    expect(list.body.map((h: { hours: number }) => h.hours)).toEqual([0.5, 8, 1.5]);
  });

  it.each([[0.25], [0], [9], [8.5], [-1], ['abc'], [null]])('refuses %j hours with 400', async (hours) => {
    const job = await insertJob(t, o);
    const res = await o.as.admin.post(`/api/jobs/${job.id}/hours`, { hours });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Hours must be between 0.5 and 8 in steps of 0.5');
    expect(await t.database.db.jobHours.count({ where: { jobId: job.id } })).toBe(0);
  });
});

describe('parts', () => {
  it('logs a part with a quantity of 1 to 10 (default 1), accepting part_name too', async () => {
    const job = await insertJob(t, o);
    const res = await o.as.admin.post(`/api/jobs/${job.id}/parts`, { partName: 'Filter replacement', quantity: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ part_name: 'Filter replacement', quantity: 2 });
    expect((await o.as.admin.post(`/api/jobs/${job.id}/parts`, { part_name: 'Capacitor' })).body.quantity).toBe(1);
    expect((await o.as.admin.get(`/api/jobs/${job.id}/parts`)).body.map((p: { part_name: string }) => p.part_name)).toEqual([
      'Capacitor',
      'Filter replacement',
    ]);
  });

  it.each([
    [{ partName: '', quantity: 1 }, 'Part name is required'],
    [{ quantity: 1 }, 'Part name is required'],
    [{ partName: 'Bolt', quantity: 11 }, 'Quantity must be a whole number from 1 to 10'],
    [{ partName: 'Bolt', quantity: 0 }, 'Quantity must be a whole number from 1 to 10'],
    [{ partName: 'Bolt', quantity: 1.5 }, 'Quantity must be a whole number from 1 to 10'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const job = await insertJob(t, o);
    const res = await o.as.admin.post(`/api/jobs/${job.id}/parts`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('photos over REST', () => {
  it('uploads an image in the field photo, lists it and serves it only to the organisation', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const res = await o.as.tech.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'unit.png', type: 'image/png', bytes: PNG }]),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      url: `/api/jobs/${job.id}/photos/${res.body.id}/file`,
      created_at: expect.any(String),
    });
    const list = await o.as.tech.get(`/api/jobs/${job.id}/photos`);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([res.body.id]);

    const file = await o.as.manager.get(res.body.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/private/);
    expect((await new Agent(t).get(res.body.url)).status).toBe(401);
    expect((await other.as.admin.get(res.body.url)).status).toBe(404);
    expect((await o.as.tech2.get(res.body.url)).status).toBe(404); // not on the job
  });

  it('refuses files that are not images (whatever they claim), empty files and files over MAX_UPLOAD_MB', async () => {
    const job = await insertJob(t, o);
    const fake = await o.as.admin.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'x.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)></svg>') }]),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.error).toBe('Photos must be PNG, JPEG, WebP or GIF images');
    const empty = await o.as.admin.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'x.png', type: 'image/png', bytes: Buffer.alloc(0) }]),
    );
    expect(empty.status).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const big = await o.as.admin.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'x.png', type: 'image/png', bytes: huge }]),
    );
    expect(big.status).toBe(413);
    const wrongField = await o.as.admin.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'file', filename: 'x.png', type: 'image/png', bytes: PNG }]),
    );
    expect(wrongField.status).toBe(400);
    expect((await o.as.admin.post(`/api/jobs/${job.id}/photos`, { photo: 'x' })).status).toBe(415);
    expect(await t.database.db.jobPhoto.count({ where: { jobId: job.id } })).toBe(0);
  });

  it('removes a photo (and its file); unknown photos and other organisations get 404', async () => {
    const job = await insertJob(t, o);
    const up = await o.as.admin.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'a.jpg', type: 'image/jpeg', bytes: JPEG }]),
    );
    expect(up.status).toBe(201);
    expect((await del(other.as.admin, `/api/jobs/${job.id}/photos/${up.body.id}`)).status).toBe(404);
    const theirJob = await insertJob(t, other);
    expect((await del(o.as.admin, `/api/jobs/${theirJob.id}/photos/${up.body.id}`)).status).toBe(404);
    const res = await del(o.as.admin, `/api/jobs/${job.id}/photos/${up.body.id}`);
    expect(res.status).toBe(200);
    expect((await o.as.admin.get(`/api/jobs/${job.id}/photos`)).body).toEqual([]);
    expect((await o.as.admin.get(up.body.url)).status).toBe(404);
    expect((await del(o.as.admin, `/api/jobs/${job.id}/photos/${up.body.id}`)).status).toBe(404);
  });
});

/** A GraphQL multipart request (the spec every GraphQL upload client speaks). */
function gqlUpload(a: Agent, query: string, variables: Record<string, unknown>, files: { name: string; type: string; bytes: Buffer }[]) {
  const boundary = '----spanner-gql-boundary';
  const map = Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]));
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const chunks = [
    field('operations', JSON.stringify({ query, variables: { ...variables, files: files.map(() => null) } })),
    field('map', JSON.stringify(map)),
    ...files.flatMap((f, i) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return a.request('POST', '/graphql', {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const UPLOAD = `mutation($jobId: ID!, $files: [File!]!) {
  uploadJobPhotos(jobId: $jobId, files: $files) {
    __typename
    ... on Job { id photoCount photos { id url contentType } }
    ... on AppError { code message }
  }
}`;

describe('records over GraphQL', () => {
  it('adds a note, hours and a part and reads them on the job', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const note = await o.as.tech.gql(
      `mutation($id: ID!) { addJobNote(jobId: $id, text: "Gas leak found") { __typename ... on JobNote { text author { id } job { id } } } }`,
      { id: job.id },
    );
    expect(note.data.addJobNote).toMatchObject({
      __typename: 'JobNote',
      text: 'Gas leak found',
      author: { id: o.tech.id },
      job: { id: job.id },
    });
    const hours = await o.as.tech.gql(
      `mutation($id: ID!) { addJobHours(jobId: $id, hours: 2.5, description: "Repair") { __typename ... on JobHours { hours } } }`,
      { id: job.id },
    );
    expect(hours.data.addJobHours).toEqual({ __typename: 'JobHours', hours: 2.5 });
    const part = await o.as.tech.gql(
      `mutation($id: ID!) { addJobPart(jobId: $id, partName: "R32 gas", quantity: 3) { __typename ... on JobPart { partName quantity } } }`,
      { id: job.id },
    );
    expect(part.data.addJobPart).toEqual({ __typename: 'JobPart', partName: 'R32 gas', quantity: 3 });
    const read = await o.as.tech.gql(`query($id: ID!) { job(id: $id) { notes { text } hours { hours } parts { partName } } }`, {
      id: job.id,
    });
    expect(read.data.job).toEqual({ notes: [{ text: 'Gas leak found' }], hours: [{ hours: 2.5 }], parts: [{ partName: 'R32 gas' }] });
  });

  it('answers bad input and hidden jobs as typed errors', async () => {
    const job = await insertJob(t, o);
    const bad = await o.as.admin.gql(
      `mutation($id: ID!) { addJobHours(jobId: $id, hours: 0.25) { __typename ... on AppError { code message } } }`,
      { id: job.id },
    );
    expect(bad.data.addJobHours).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'Hours must be between 0.5 and 8 in steps of 0.5',
    });
    const many = await o.as.admin.gql(
      `mutation($id: ID!) { addJobPart(jobId: $id, partName: "Bolt", quantity: 11) { __typename ... on AppError { message } } }`,
      { id: job.id },
    );
    expect(many.data.addJobPart.message).toBe('Quantity must be a whole number from 1 to 10');
    const empty = await o.as.admin.gql(
      `mutation($id: ID!) { addJobNote(jobId: $id, text: " ") { __typename ... on AppError { message } } }`,
      { id: job.id },
    );
    expect(empty.data.addJobNote.message).toBe('Note text is required');
    const theirs = await insertJob(t, other);
    const hidden = await o.as.admin.gql(
      `mutation($id: ID!) { addJobNote(jobId: $id, text: "x") { __typename ... on AppError { code } } }`,
      { id: theirs.id },
    );
    expect(hidden.data.addJobNote).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    const anon = await new Agent(t).gql(`mutation($id: ID!) { addJobNote(jobId: $id, text: "x") { __typename } }`, { id: job.id });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('takes the upload over a real HTTP connection too (a browser streams it)', async () => {
    const job = await insertJob(t, o);
    const url = await t.app.start(0, '127.0.0.1'); // closed with the app after the file
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: o.admin.email, password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: UPLOAD, variables: { jobId: job.id, files: [null, null] } }));
    body.append('map', JSON.stringify({ 0: ['variables.files.0'], 1: ['variables.files.1'] }));
    body.append('0', new Blob([PNG], { type: 'image/png' }), 'a.png');
    body.append('1', new Blob([JPEG], { type: 'image/jpeg' }), 'b.jpg');
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { cookie, 'x-spanner-csrf': '1' }, body });
    const json = await res.json();
    expect(json.data.uploadJobPhotos).toMatchObject({ __typename: 'Job', photoCount: 2 });
  });

  it('uploads several photos at once through the File scalar, all or nothing, and removes one', async () => {
    const job = await insertJob(t, o);
    const res = await gqlUpload(o.as.admin, UPLOAD, { jobId: job.id }, [
      { name: 'a.png', type: 'image/png', bytes: PNG },
      { name: 'b.jpg', type: 'image/jpeg', bytes: JPEG },
    ]);
    expect(res.status).toBe(200);
    const out = res.body.data.uploadJobPhotos;
    expect(out.__typename).toBe('Job');
    expect(out.photoCount).toBe(2);
    expect(out.photos.map((p: { contentType: string }) => p.contentType).sort()).toEqual(['image/jpeg', 'image/png']);
    expect((await o.as.admin.get(out.photos[0].url)).status).toBe(200);

    const mixed = await gqlUpload(o.as.admin, UPLOAD, { jobId: job.id }, [
      { name: 'c.png', type: 'image/png', bytes: PNG },
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('just some text, not a photo') },
    ]);
    expect(mixed.body.data.uploadJobPhotos).toEqual({
      __typename: 'AppError',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Photos must be PNG, JPEG, WebP or GIF images',
    });
    expect(await t.database.db.jobPhoto.count({ where: { jobId: job.id } })).toBe(2);

    const removed = await o.as.admin.gql(
      `mutation($j: ID!, $p: ID!) { deleteJobPhoto(jobId: $j, photoId: $p) { __typename ... on Job { photoCount } } }`,
      { j: job.id, p: out.photos[0].id },
    );
    expect(removed.data.deleteJobPhoto).toEqual({ __typename: 'Job', photoCount: 1 });
  });
});
