import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timesheetWriteMessages } from '../src/domain/timesheets/shift-writer.ts';
import { syncMessages } from '../src/rest/sync.contract.ts';
import { timesheetMessages } from '../src/rules/timesheet.ts';
import { signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// A technician's day kept with no signal (docs/timesheets.md → Offline): the phone's outbox sends each clock action to
// its own route through POST /api/sync, in the order made and at the phone's times (`at`), each once per key. The
// shift and the job's hours are the ones the day would have made online.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The file's minute, fixed once: the times a test sends and the times it expects are the same however slow it runs. */
const NOW = Math.floor(Date.now() / 60_000) * 60_000;
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString();
const action = (path: string, body: Record<string, unknown>) => ({
  key: randomUUID(),
  method: 'POST',
  path: `/api/timesheets/${path}`,
  body,
});

describe('clock actions through the sync route', () => {
  it('applies a day made offline in order at the phone times, once however often it is sent', async () => {
    const o = await createOrg(t, 'Offline Clock Co');
    const [manager, tech] = await Promise.all([signedIn(t, o.manager), signedIn(t, o.technician)]);
    const jobId = (await manager.post('/api/jobs', { title: 'Split service', assignedTechIds: [o.technician.id] })).body.id as string;
    const day = [
      action('clock-on', { at: minutesAgo(240) }),
      action('start-travel', { at: minutesAgo(230) }),
      action('arrive', { at: minutesAgo(200), job_id: jobId }),
      action('start-break', { at: minutesAgo(110) }),
      action('end-break', { at: minutesAgo(80) }),
      action('arrive', { at: minutesAgo(80), job_id: jobId }),
      action('leave-job', { at: minutesAgo(20) }),
      action('clock-off', { at: minutesAgo(10) }),
    ];
    const sent = await tech.post('/api/sync', { changes: day });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.outcomes.map((c: { status: number }) => c.status)).toEqual(day.map(() => 200));

    // The answer was lost on the way back: the whole day sent again is replayed, nothing doubled.
    const again = await tech.post('/api/sync', { changes: day });
    expect(again.body.outcomes.every((c: { replayed?: boolean }) => c.replayed)).toBe(true);

    const shifts = await t.database.db.shift.findMany({
      where: { userId: o.technician.id },
      include: { segments: { orderBy: { startAt: 'asc' } } },
    });
    expect(shifts).toHaveLength(1);
    expect(shifts[0].startAt.toISOString()).toBe(minutesAgo(240));
    expect(shifts[0].endAt?.toISOString()).toBe(minutesAgo(10));
    expect(shifts[0].segments.map((s) => [s.kind, s.jobId, s.startAt.toISOString(), s.endAt?.toISOString()])).toEqual([
      ['travel', null, minutesAgo(230), minutesAgo(200)],
      ['work', jobId, minutesAgo(200), minutesAgo(110)],
      ['break', null, minutesAgo(110), minutesAgo(80)],
      ['work', jobId, minutesAgo(80), minutesAgo(20)],
    ]);
    // The job's diary holds the two spells of work: 1.5 h and 1 h.
    const hours = await manager.get(`/api/jobs/${jobId}/hours`);
    expect(hours.body.map((h: { hours: number }) => h.hours).sort()).toEqual([1, 1.5]);
  });

  it('refuses an action the day no longer allows with its field message; the actions after it still apply', async () => {
    const o = await createOrg(t, 'Offline Clock Refusals Co');
    const tech = await signedIn(t, o.technician);
    const sent = await tech.post('/api/sync', {
      changes: [
        action('clock-on', { at: minutesAgo(60) }),
        action('start-break', { at: minutesAgo(90) }),
        action('clock-off', { at: minutesAgo(5) }),
      ],
    });
    expect(sent.status).toBe(200);
    const [on, early, off] = sent.body.outcomes;
    expect(on.status).toBe(200);
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body)).toContain(timesheetWriteMessages.beforeLast);
    expect(off.status).toBe(200);
    const shift = await t.database.db.shift.findFirstOrThrow({ where: { userId: o.technician.id }, include: { segments: true } });
    expect([shift.startAt.toISOString(), shift.endAt?.toISOString(), shift.segments]).toEqual([minutesAgo(60), minutesAgo(5), []]);
  });

  it('keeps the sync route to its routes: a timesheet route that is not a clock action is refused', async () => {
    const o = await createOrg(t, 'Offline Clock Routes Co');
    const tech = await signedIn(t, o.technician);
    const sent = await tech.post('/api/sync', {
      changes: [{ key: randomUUID(), method: 'POST', path: '/api/timesheets/week/submit', body: {} }],
    });
    expect(sent.status).toBe(400);
    expect(JSON.stringify(sent.body)).toContain(syncMessages.notOutbox);
  });
});

describe('a day entered after the fact through the sync route', () => {
  const enterDay = (key: string, body: Record<string, unknown>) => ({ key, method: 'POST', path: '/api/timesheets/shifts', body });

  it('keeps a day entered on the phone once however often it is sent, and refuses one that overlaps it with nothing kept', async () => {
    const o = await createOrg(t, 'Offline Day Co');
    const tech = await signedIn(t, o.technician);
    const day = enterDay(randomUUID(), { start: minutesAgo(600), end: minutesAgo(120), note: 'Yard and two services' });
    const sent = await tech.post('/api/sync', { changes: [day] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.outcomes[0].status).toBe(201);

    // The answer was lost on the way back: the same change sent again is replayed, still one shift.
    const again = await tech.post('/api/sync', { changes: [day] });
    expect(again.body.outcomes[0]).toMatchObject({ status: 201, replayed: true });

    // A second day over the same hours (another key) is refused at its field; the change after it still applies.
    const overlapping = enterDay(randomUUID(), { start: minutesAgo(300), end: minutesAgo(60) });
    const later = action('clock-on', { at: minutesAgo(30) });
    const refused = await tech.post('/api/sync', { changes: [overlapping, later] });
    const [overlap, clockOn] = refused.body.outcomes;
    expect(overlap.status).toBe(400);
    expect(JSON.stringify(overlap.body)).toContain(timesheetMessages.overlapsShift);
    expect(clockOn.status).toBe(200);

    const shifts = await t.database.db.shift.findMany({ where: { userId: o.technician.id }, orderBy: { startAt: 'asc' } });
    expect(shifts.map((s) => [s.startAt.toISOString(), s.endAt?.toISOString() ?? null, s.note])).toEqual([
      [minutesAgo(600), minutesAgo(120), 'Yard and two services'],
      [minutesAgo(30), null, null],
    ]);
  });
});
