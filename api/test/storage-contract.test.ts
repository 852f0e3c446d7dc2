import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Storage } from '../src/integrations/storage/storage.ts';
import { openStorage } from '../src/integrations/storage/storage-config.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

// One contract, both backends: what the app relies on from its file storage holds on the local folder and on an
// S3-compatible store (the real AWS client against s3rver, started here).

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-storage-'));
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const backends: [string, () => Record<string, string>][] = [
  ['local folder', () => ({ STORAGE_URL: `file://${folder}` })],
  ['S3-compatible store', () => s3.env],
];

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A stream of `size` bytes made as it is read (never whole in memory), with `seed` varying its content. */
function generated(size: number, chunk = 64 * 1024) {
  let sent = 0;
  return Readable.from(
    (function* () {
      while (sent < size) {
        const n = Math.min(chunk, size - sent);
        yield Buffer.alloc(n, sent / chunk);
        sent += n;
      }
    })(),
  );
}

describe.each(backends)('file storage on a %s', (_name, env) => {
  let storage: Storage;
  beforeAll(() => {
    storage = openStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, ...env() }).storage);
  });

  it('is reachable', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('stores a stream and gives it back as a stream, with its size and type', async () => {
    const body = randomBytes(300_000);
    await storage.put('job-photos/o/j/a.png', Readable.from([body.subarray(0, 100_000), body.subarray(100_000)]), 'image/png');
    const file = await storage.get('job-photos/o/j/a.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: body.length });
    expect((await bytesOf(file!.stream)).equals(body)).toBe(true);
    expect(await storage.size('job-photos/o/j/a.png')).toBe(body.length);
  });

  it('stores a file larger than one upload part whole', async () => {
    const size = 12 * 1024 * 1024 + 123;
    await storage.put('exports/big.bin', generated(size), 'application/octet-stream');
    expect(await storage.size('exports/big.bin')).toBe(size);
    const back = await bytesOf((await storage.get('exports/big.bin'))!.stream);
    expect(back.length).toBe(size);
    expect(back.equals(await bytesOf(generated(size)))).toBe(true);
  });

  it('stores bytes, and a second put replaces the first', async () => {
    await storage.put('avatars/u.png', Buffer.from('first'), 'image/png');
    await storage.put('avatars/u.png', Buffer.from('second one'), 'image/png');
    expect(await text((await storage.get('avatars/u.png'))!.stream)).toBe('second one');
  });

  it('answers null for a file it does not hold', async () => {
    expect(await storage.get('job-photos/none.png')).toBeNull();
    expect(await storage.size('job-photos/none.png')).toBeNull();
  });

  it('deletes a file, and deleting it again is no error', async () => {
    await storage.put('blog-covers/c.jpg', Buffer.from('cover'), 'image/jpeg');
    await storage.delete('blog-covers/c.jpg');
    expect(await storage.get('blog-covers/c.jpg')).toBeNull();
    await expect(storage.delete('blog-covers/c.jpg')).resolves.toBeUndefined();
  });

  it('keeps nothing of an upload whose stream fails part way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(70_000, 1);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put('job-photos/o/j/cut.png', failing, 'image/png')).rejects.toThrow('client went away');
    expect(await storage.get('job-photos/o/j/cut.png')).toBeNull();
  });
});

describe('a store that cannot be reached', () => {
  it('fails its check: a local folder that is a file, a bucket that does not exist', async () => {
    const file = path.join(folder, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    await expect(openStorage({ kind: 'local', dir: file }).check()).rejects.toThrow();
    const missing = loadConfig({ NODE_ENV: 'test', ...s3.env, STORAGE_URL: s3.env.STORAGE_URL.replace('spanner-test', 'no-such-bucket') });
    await expect(openStorage(missing.storage).check()).rejects.toThrow();
  });
});
