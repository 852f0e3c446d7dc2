import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../src/integrations/storage/storage.ts';
import { openStorage } from '../src/integrations/storage/storage-config.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { del, insertJob, type JobsOrg, jobsOrg, multipart, PNG } from './jobs-fixtures.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

// The API with STORAGE_URL=s3://…: files go to the object store, are served to the organisation only, and leave the
// store with their record.

let s3: TestS3Server;
let t: TestApp;
let o: JobsOrg;
let bucket: Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp(s3.env);
  o = await jobsOrg(t, 'Bucket Co');
  bucket = openStorage(t.config.storage);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const photoBytes = Buffer.concat([PNG, randomBytes(200_000)]);

describe('files in an S3-compatible store', () => {
  it('keeps an uploaded photo in the bucket, serves it to the job, and deletes it with the job', async () => {
    const job = await insertJob(t, o, { techIds: [o.tech.id] });
    const up = await o.as.tech.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'unit.png', type: 'image/png', bytes: photoBytes }]),
    );
    expect(up.status).toBe(201);
    const { storageKey, sizeBytes } = await t.database.db.jobPhoto.findUniqueOrThrow({ where: { id: up.body.id } });
    expect(sizeBytes).toBe(photoBytes.length);
    expect(await bucket.size(storageKey)).toBe(photoBytes.length);

    const cookie = [...o.as.manager.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const file = await t.app.app.inject({ method: 'GET', url: up.body.url, headers: { cookie }, remoteAddress: t.clientAddress });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(photoBytes)).toBe(true);
    expect((await o.as.tech2.get(up.body.url)).status).toBe(404);

    expect((await del(o.as.admin, `/api/jobs/${job.id}`)).status).toBe(200);
    expect(await bucket.size(storageKey)).toBeNull();
    expect((await o.as.manager.get(up.body.url)).status).toBe(404);
  });

  it('stores nothing of a photo it refuses', async () => {
    const job = await insertJob(t, o);
    const res = await o.as.admin.request(
      'POST',
      `/api/jobs/${job.id}/photos`,
      multipart([{ field: 'photo', filename: 'x.png', type: 'image/png', bytes: Buffer.from('not an image at all') }]),
    );
    expect(res.status).toBe(415);
    expect(await t.database.db.jobPhoto.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("deletes a member's uploaded avatar when they are removed", async () => {
    const up = await o.as.tech2.request(
      'POST',
      '/api/me/avatar',
      multipart([{ field: 'file', filename: 'me.png', type: 'image/png', bytes: PNG }]),
    );
    expect(up.status).toBe(200);
    const key = up.body.avatar_url.replace('/api/files/', '');
    expect(await bucket.size(key)).toBe(PNG.length);
    expect((await o.as.admin.get(up.body.avatar_url)).status).toBe(200);
    expect((await del(o.as.admin, `/api/members/${o.tech2.id}`)).status).toBe(200);
    expect(await bucket.size(key)).toBeNull();
  });
});
