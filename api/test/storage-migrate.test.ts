import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrateLocalFiles } from '../src/integrations/storage/migrate-storage.ts';
import type { Storage } from '../src/integrations/storage/storage.ts';
import { openStorage } from '../src/integrations/storage/storage-config.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

// `npm run storage:migrate`: the local upload folder copied into the object store, resumable.

let s3: TestS3Server;
let store: Storage;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-migrate-'));
const uploads = path.join(dataDir, 'uploads');
const files: Record<string, string> = {
  'avatars/u1.png': 'avatar one',
  'blog-covers/c1.jpg': 'a cover',
  'job-photos/org/job/p1.png': 'photo one',
  'job-photos/org/job/p2.jpg': 'photo two, longer',
  'email-attachments/m1/quote.pdf': '%PDF-1.4 quote',
};
beforeAll(async () => {
  s3 = await startS3Server();
  store = openStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }).storage);
  for (const [key, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
    fs.writeFileSync(path.join(uploads, key), body);
  }
  fs.writeFileSync(path.join(uploads, 'avatars/u2.png.123.456.partial'), 'half written');
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('copying local files into the store', () => {
  it('copies every file under its key, then skips what is there on the next run and recopies what differs', async () => {
    // A run cut short earlier: one file already copied, one copied wrong.
    await store.put('avatars/u1.png', Buffer.from('avatar one'), 'image/png');
    await store.put('blog-covers/c1.jpg', Buffer.from('cut'), 'image/jpeg');
    const lines: string[] = [];
    const first = await migrateLocalFiles(uploads, store, (l) => lines.push(l));
    expect(first).toEqual({ files: 5, copied: 4, skipped: 1, bytesCopied: expect.any(Number) });
    expect(lines).toContain('skip avatars/u1.png (already there, 10 bytes)');
    expect(lines).toContain('copy blog-covers/c1.jpg (7 bytes)');
    for (const [key, body] of Object.entries(files)) expect(await text((await store.get(key))!.stream)).toBe(body);
    expect(await store.get('avatars/u2.png.123.456.partial')).toBeNull();
    expect((await store.get('email-attachments/m1/quote.pdf'))?.contentType).toBe('application/pdf');

    const again = await migrateLocalFiles(uploads, store, () => {});
    expect(again).toMatchObject({ files: 5, copied: 0, skipped: 5 });
  });

  it('runs as npm run storage:migrate, printing its progress', async () => {
    await store.delete('job-photos/org/job/p2.jpg');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dataDir, ...s3.env, DATABASE_URL: '' },
    });
    expect(stdout).toContain(`Copying ${uploads} into S3 bucket spanner-test at ${s3.endpoint}`);
    expect(stdout).toContain('copy job-photos/org/job/p2.jpg (17 bytes)');
    expect(stdout).toContain('Done: 5 files, 1 copied (0.0 MB), 4 already there.');
    expect(await store.size('job-photos/org/job/p2.jpg')).toBe(17);
  });
});
