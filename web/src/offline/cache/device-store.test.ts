import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toDeviceCopy } from './device-copy';
import { keepOnlyCopyOf, readDeviceCopy, saveDeviceCopy, wipeDeviceCopy } from './device-store';
import { job, read } from './fixtures';

const copyOf = (userId: string, jobIds: string[]) =>
  toDeviceCopy(
    read(
      jobIds.map((id) => job(id, '2026-11-25T20:00:00Z')),
      userId,
    ),
    [],
    { firstDay: '2026-11-25', lastDay: '2026-12-02' },
    new Date('2026-11-24T20:42:00Z'),
  );

beforeEach(() => {
  // A fresh, empty IndexedDB for every test (src/test-setup.ts restores the global afterwards).
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('the copy kept on the device', () => {
  it('is read back whole for its user, and never for another', async () => {
    await saveDeviceCopy(copyOf('jake', ['a', 'b']));
    expect((await readDeviceCopy('jake'))?.jobs.map((j) => j.id)).toEqual(['a', 'b']);
    expect(await readDeviceCopy('priya')).toBeNull();
  });

  it('is replaced by the next save, and another user’s save removes it', async () => {
    await saveDeviceCopy(copyOf('jake', ['a']));
    await saveDeviceCopy(copyOf('jake', ['c']));
    expect((await readDeviceCopy('jake'))?.jobs.map((j) => j.id)).toEqual(['c']);
    await saveDeviceCopy(copyOf('priya', ['p']));
    expect(await readDeviceCopy('jake')).toBeNull();
    expect((await readDeviceCopy('priya'))?.jobs.map((j) => j.id)).toEqual(['p']);
  });

  it('is wiped by signing out', async () => {
    await saveDeviceCopy(copyOf('jake', ['a']));
    await wipeDeviceCopy();
    expect(await readDeviceCopy('jake')).toBeNull();
  });

  it('goes when another user signs in on the device, and stays when the same user signs in again', async () => {
    await saveDeviceCopy(copyOf('jake', ['a']));
    await keepOnlyCopyOf('jake');
    expect(await readDeviceCopy('jake')).not.toBeNull();
    await keepOnlyCopyOf('priya');
    expect(await readDeviceCopy('jake')).toBeNull();
  });
});
