import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelOf, requestOf } from './changes';
import { withSyncRoute } from './fake-sync-route';
import { allChanges, wipeOutbox } from './outbox-store';
import type { ShiftChangeInput } from './shift-changes';
import { queueChange, syncOutbox } from './sync';

// A day entered on the phone with no signal (docs/timesheets.md → Offline): sent as the online "Add a day" would send
// it, to POST /api/timesheets/shifts, and named in the outbox by its day and times in the organisation's zone.

const ZONE = 'Australia/Melbourne';
// Monday 16 November 2026, 7:00 am to 3:30 pm in Melbourne (UTC+11).
const day: ShiftChangeInput = {
  kind: 'shift',
  start: '2026-11-15T20:00:00.000Z',
  end: '2026-11-16T04:30:00.000Z',
  note: 'Yard, then the Smith job',
  timeZone: ZONE,
};

describe('a day entered on the phone', () => {
  it('is sent to the route of a day entered after the fact, with its times and note', () => {
    expect(requestOf(day)).toEqual({
      method: 'POST',
      path: '/api/timesheets/shifts',
      json: { start: '2026-11-15T20:00:00.000Z', end: '2026-11-16T04:30:00.000Z', note: 'Yard, then the Smith job' },
    });
  });

  it('sends its work on a saved job, travel and breaks as the REST route names them', () => {
    const segments = [
      { kind: 'travel' as const, start: '2026-11-15T20:00:00.000Z', end: '2026-11-15T20:30:00.000Z', jobId: null },
      { kind: 'work' as const, start: '2026-11-15T20:30:00.000Z', end: '2026-11-16T01:00:00.000Z', jobId: 'job-1' },
    ];
    expect(requestOf({ ...day, note: null, segments }).json).toEqual({
      start: day.start,
      end: day.end,
      segments: [
        { kind: 'travel', start: '2026-11-15T20:00:00.000Z', end: '2026-11-15T20:30:00.000Z', job_id: null },
        { kind: 'work', start: '2026-11-15T20:30:00.000Z', end: '2026-11-16T01:00:00.000Z', job_id: 'job-1' },
      ],
    });
  });

  it("is named by its day and times in the organisation's zone", () => {
    expect(labelOf(day)).toBe('Day of Mon 16 Nov, 7am – 3:30pm');
    expect(labelOf({ ...day, timeZone: 'Australia/Perth' })).toBe('Day of Mon 16 Nov, 4am – 12:30pm');
  });
});

describe('a day entered on the phone, sent when the signal returns', () => {
  afterEach(() => wipeOutbox());
  const online = (is: boolean) => vi.stubGlobal('navigator', { ...navigator, onLine: is });

  it('goes in order after the clock actions made before it, each once with its key; refused, it waits with the reason', async () => {
    online(false);
    const clockOn = await queueChange('jake', { kind: 'clock', action: 'clock-on', at: '2026-11-17T20:00:00.000Z', timeZone: ZONE });
    const entered = await queueChange('jake', day);
    const sent: { path: string; key: string | null; body: unknown }[] = [];
    const { fetch } = withSyncRoute(async (url, init) => {
      sent.push({ path: url, key: new Headers(init.headers).get('idempotency-key'), body: JSON.parse(String(init.body)) });
      return url === '/api/timesheets/shifts'
        ? new Response(JSON.stringify({ error: 'This shift overlaps another of your shifts' }), { status: 400 })
        : new Response(JSON.stringify({ id: 'shift-1' }), { status: 200 });
    });
    vi.stubGlobal('fetch', vi.fn(fetch));
    online(true);
    await syncOutbox('jake');
    expect(sent.map((s) => [s.path, s.key])).toEqual([
      ['/api/timesheets/clock-on', clockOn.key],
      ['/api/timesheets/shifts', entered.key],
    ]);
    expect(sent[1].body).toEqual(requestOf(day).json);
    const after = await allChanges();
    expect(after.map((c) => [c.kind, c.state, c.problem])).toEqual([
      ['clock', 'sent', undefined],
      ['shift', 'needs-attention', 'This shift overlaps another of your shifts'],
    ]);
  });
});
