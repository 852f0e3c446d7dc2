import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { print } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readDeviceCopy } from './device-store';
import { job, read } from './fixtures';
import { type ReadQuery, refreshDeviceCopy } from './refresh';

interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

/** A reader answering the copy's two queries as the server would, recording what was asked. */
function fakeServer(viewerId = 'jake') {
  const calls: Call[] = [];
  const pages = [
    {
      edges: [{ node: { __typename: 'ItemPreset', id: 'p1', name: 'Filter', description: null, unitAmountCents: 4500, taxRate: 10 } }],
      pageInfo: { hasNextPage: true, endCursor: 'c1' },
    },
    {
      edges: [{ node: { __typename: 'ItemPreset', id: 'p2', name: 'Refrigerant', description: null, unitAmountCents: 9000, taxRate: 10 } }],
      pageInfo: { hasNextPage: false, endCursor: 'c2' },
    },
  ];
  const answer = async (query: Parameters<typeof print>[0], variables: Record<string, unknown>) => {
    const operation = /query (\w+)/.exec(print(query))?.[1] ?? '';
    calls.push({ operation, variables });
    if (operation === 'DeviceCopy') return read([job('a', '2026-11-25T20:00:00Z')], viewerId);
    return { itemPresets: pages[variables.after ? 1 : 0] };
  };
  return { read: answer as unknown as ReadQuery, calls };
}

const now = new Date('2026-11-24T21:30:00Z');

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('refreshing the device’s copy', () => {
  it('asks a technician’s jobs as the server scopes them, and an office viewer’s own jobs only', async () => {
    const technician = fakeServer();
    await refreshDeviceCopy({ id: 'jake', timeZone: 'Australia/Melbourne', seeAllJobs: false }, { read: technician.read, now });
    expect(technician.calls.find((c) => c.operation === 'DeviceCopy')?.variables).toEqual({
      start: '2026-11-24T13:00:00.000Z',
      end: '2026-12-02T13:00:00.000Z',
      technicianId: null,
    });
    const office = fakeServer('mia');
    await refreshDeviceCopy({ id: 'mia', timeZone: 'Australia/Melbourne', seeAllJobs: true }, { read: office.read, now });
    expect(office.calls.find((c) => c.operation === 'DeviceCopy')?.variables.technicianId).toBe('mia');
  });

  it('keeps every page of the price list and saves the copy', async () => {
    const { read } = fakeServer();
    await refreshDeviceCopy({ id: 'jake', timeZone: 'Australia/Melbourne', seeAllJobs: false }, { read, now });
    const saved = await readDeviceCopy('jake');
    expect(saved?.priceList.map((p) => p.name)).toEqual(['Filter', 'Refrigerant']);
    expect(saved?.jobs.map((j) => j.id)).toEqual(['a']);
    expect(saved?.savedAt).toBe(now.toISOString());
  });

  it('saves nothing when the server answers for someone else (another sign-in meanwhile)', async () => {
    const { read } = fakeServer('priya');
    await expect(refreshDeviceCopy({ id: 'jake', timeZone: 'Australia/Melbourne', seeAllJobs: false }, { read, now })).rejects.toThrow(
      'The signed-in user changed while saving',
    );
    expect(await readDeviceCopy('priya')).toBeNull();
    expect(await readDeviceCopy('jake')).toBeNull();
  });
});
