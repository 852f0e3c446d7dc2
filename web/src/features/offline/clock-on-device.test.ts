import { describe, expect, it } from 'vitest';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import type { Change } from '../../offline/outbox/changes';
import { labelOf, requestOf } from '../../offline/outbox/changes';
import { type ClockChangeInput, clockStateOf } from '../../offline/outbox/clock-changes';
import { clockStatusText } from '../timesheets';
import { clockOnDevice } from './OfflineTimesheet';

// The clock on the phone (docs/timesheets.md → Offline): the saved clock, moved by the outbox's clock actions it does
// not hold yet, as the server's clock would move; each sent to its route at the phone's time.

const ZONE = 'Australia/Melbourne';
const copy = (over: Partial<DeviceCopy> = {}): DeviceCopy => ({
  userId: 'jake',
  orgId: 'org',
  orgName: 'Coolair',
  timeZone: ZONE,
  savedAt: '2026-11-30T20:00:00.000Z',
  firstDay: '2026-12-01',
  lastDay: '2026-12-08',
  jobs: [],
  priceList: [],
  ...over,
});
let seq = 0;
const clock = (input: Omit<ClockChangeInput, 'kind' | 'timeZone'>, over: Partial<Change> = {}): Change =>
  ({
    kind: 'clock',
    timeZone: ZONE,
    ...input,
    seq: ++seq,
    key: `k${seq}`,
    userId: 'jake',
    label: '',
    state: 'waiting',
    madeAt: input.at,
    ...over,
  }) as Change;
const job = { id: 'j1', title: 'Split system service' };

describe('the clock on the phone', () => {
  it('moves as the server would: clock on, travel, work on a job, leave, break, clock off', () => {
    const day = [
      clock({ action: 'clock-on', at: '2026-11-30T21:00:00.000Z' }),
      clock({ action: 'start-travel', at: '2026-11-30T21:10:00.000Z' }),
      clock({ action: 'arrive', at: '2026-11-30T21:40:00.000Z', job }),
    ];
    expect(clockStatusText(clockOnDevice(copy(), day.slice(0, 1)), ZONE)).toBe('Clocked on since 8am');
    expect(clockStatusText(clockOnDevice(copy(), day.slice(0, 2)), ZONE)).toBe('Travelling since 8:10am');
    expect(clockStatusText(clockOnDevice(copy(), day), ZONE)).toBe('Working on Split system service since 8:40am');
    const later = [
      ...day,
      clock({ action: 'leave-job', at: '2026-11-30T23:00:00.000Z', job }),
      clock({ action: 'start-break', at: '2026-11-30T23:05:00.000Z' }),
    ];
    expect(clockStatusText(clockOnDevice(copy(), later), ZONE)).toBe('On a break since 10:05am');
    expect(clockOnDevice(copy(), [...later, clock({ action: 'clock-off', at: '2026-12-01T06:00:00.000Z' })])).toEqual({
      shiftStart: null,
      running: null,
    });
  });

  it('starts from the saved clock and skips what the copy already holds or the server refused', () => {
    const saved = clockStateOf([
      { start: '2026-11-30T19:30:00.000Z', end: null, segments: [{ kind: 'travel', start: '2026-11-30T19:45:00.000Z', end: null }] },
    ]);
    expect(clockStatusText(saved, ZONE)).toBe('Travelling since 6:45am');
    const sentBefore = clock(
      { action: 'start-travel', at: '2026-11-30T19:45:00.000Z' },
      { state: 'sent', sentAt: '2026-11-30T19:46:00.000Z' },
    );
    const refused = clock({ action: 'clock-off', at: '2026-11-30T20:10:00.000Z' }, { state: 'needs-attention' });
    const arrived = clock({ action: 'arrive', at: '2026-11-30T20:30:00.000Z', job }, { state: 'sent', sentAt: '2026-11-30T20:31:00.000Z' });
    const state = clockOnDevice(copy({ clock: saved }), [sentBefore, refused, arrived]);
    expect(clockStatusText(state, ZONE)).toBe('Working on Split system service since 7:30am');
  });

  it('is sent to its own route with the phone time, and named for the outbox', () => {
    const arrive = { kind: 'clock', action: 'arrive', at: '2026-11-30T21:40:00.000Z', job, timeZone: ZONE } as const;
    expect(requestOf(arrive)).toEqual({ method: 'POST', path: '/api/timesheets/arrive', json: { at: arrive.at, job_id: 'j1' } });
    expect(labelOf(arrive)).toBe('Start work on Split system service at 8:40am');
    const off = { kind: 'clock', action: 'clock-off', at: '2026-12-01T06:00:00.000Z', timeZone: ZONE } as const;
    expect(requestOf(off)).toEqual({ method: 'POST', path: '/api/timesheets/clock-off', json: { at: off.at } });
    expect(labelOf(off)).toBe('Clock off at 5pm');
  });
});
