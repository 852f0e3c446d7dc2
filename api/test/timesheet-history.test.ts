import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// A member's week as the office changed it (docs/timesheets.md): GET /api/timesheets/weeks/{id}/history and GraphQL
// timesheetWeekHistory — an office edit, leave added and removed, the approval and an unlock with its reason, newest
// first with who and what in words (a key by its name); the office only, never another organisation's week, and the
// same statements however many entries.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface World {
  admin: Agent;
  manager: Agent;
  tech: Agent;
  techId: string;
  adminName: string;
  managerName: string;
  managerId: string;
}

async function world(name: string): Promise<World> {
  const o = await createOrg(t, name);
  return {
    admin: await signedIn(t, o.admin),
    manager: await signedIn(t, o.manager),
    tech: await signedIn(t, o.technician),
    techId: o.technician.id,
    adminName: o.admin.name,
    managerName: o.manager.name,
    managerId: o.manager.id,
  };
}

/** Melbourne wall-clock time on a day of the week of Monday 16 November 2026 (AEDT, UTC+11). */
const at = (day: number, hhmm: string) => new Date(`2026-11-${16 + day}T${hhmm}:00+11:00`).toISOString();
const WEEK = '2026-11-16';
const NEXT_WEEK = '2026-11-23';

const HISTORY = `query($id: ID!) { timesheetWeekHistory(weekId: $id) { id at action actionLabel actorType actorName detail } }`;

interface RestEntry {
  id: string;
  at: string;
  action: string;
  action_label: string;
  actor_type: string;
  actor_name: string;
  detail: string | null;
}

async function weekIdOf(w: World, weekStart: string): Promise<string> {
  const week = await w.manager.get(`/api/timesheets/week?week_start=${weekStart}&member_id=${w.techId}`);
  expect(week.status, JSON.stringify(week.body)).toBe(200);
  return week.body.id as string;
}

async function techShift(w: World, day: number, from: string, to: string): Promise<string> {
  const res = await w.tech.post('/api/timesheets/shifts', { start: at(day, from), end: at(day, to) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const historyOf = async (who: Agent, weekId: string) => {
  const res = await who.get(`/api/timesheets/weeks/${weekId}/history`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entries as RestEntry[];
};
const lines = (entries: RestEntry[]) => entries.map((e) => [e.action_label, e.actor_name, e.detail]);

describe("a week's history", () => {
  it('lists the office edit, leave, approval and unlock newest first, in words, over REST and GraphQL alike', async () => {
    const w = await world('History Air');
    const shiftId = await techShift(w, 0, '07:00', '14:30');
    const weekId = await weekIdOf(w, WEEK);
    // The member's own changes are not the office's: nothing yet.
    expect(await historyOf(w.manager, weekId)).toEqual([]);

    const edit = await w.manager.put(`/api/timesheets/shifts/${shiftId}`, {
      start: at(0, '07:00'),
      end: at(0, '15:00'),
      reason: 'Forgot to clock off',
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const leave = await w.admin.gql(
      'mutation($i: AddTimesheetLeaveInput!) { addTimesheetLeave(input: $i) { ... on TimesheetLeave { id } } }',
      { i: { memberId: w.techId, day: '2026-11-18', kind: 'annual', hours: 7.6, note: 'Beach' } },
    );
    const leaveId = leave.data.addTimesheetLeave.id as string;
    expect((await w.tech.post('/api/timesheets/week/submit', { week_start: WEEK })).status).toBe(200);
    expect((await w.manager.post(`/api/timesheets/weeks/${weekId}/approve`)).status).toBe(200);
    const unlocked = await w.admin.gql('mutation($id: ID!, $r: String!) { unlockTimesheetWeek(id: $id, reason: $r) { __typename } }', {
      id: weekId,
      r: 'Wrong job on Monday',
    });
    expect(unlocked.data.unlockTimesheetWeek.__typename).toBe('TimesheetWeek');
    // An API key's change names the key.
    const made = await w.admin.post('/api/integrations/api-keys', { name: 'Payroll bot', role: 'manager', member_id: w.managerId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const key = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
    expect((await key.request('DELETE', `/api/timesheets/leave/${leaveId}`)).status).toBe(200);

    const rest = await historyOf(w.manager, weekId);
    expect(lines(rest)).toEqual([
      ["Removed a member's leave", 'Payroll bot', 'Annual leave 7.6 h on Wed, 18 Nov. Note: Beach'],
      ['Unlocked a timesheet week', w.adminName, 'Reason: Wrong job on Monday'],
      ['Approved and locked a timesheet week', w.managerName, null],
      ["Entered a member's leave", w.adminName, 'Annual leave 7.6 h on Wed, 18 Nov. Note: Beach'],
      ["Changed a member's shift", w.managerName, 'Mon, 16 Nov 7:00 am–2:30 pm → 7:00 am–3:00 pm. Reason: Forgot to clock off'],
    ]);
    expect(rest.map((e) => e.actor_type)).toEqual(['api_key', 'user', 'user', 'user', 'user']);
    expect(rest.map((e) => e.action)).toEqual([
      'timesheet.leave_remove',
      'timesheet.unlock',
      'timesheet.approve',
      'timesheet.leave_add',
      'timesheet.shift_edit',
    ]);

    // GraphQL answers the same entries.
    const gql = await w.admin.gql(HISTORY, { id: weekId });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.timesheetWeekHistory).toEqual(
      rest.map((e) => ({
        id: e.id,
        at: e.at,
        action: e.action,
        actionLabel: e.action_label,
        actorType: e.actor_type,
        actorName: e.actor_name,
        detail: e.detail,
      })),
    );
  });

  it('shows a shift the office moved to another week in both weeks, and one it removed', async () => {
    const w = await world('Moved Air');
    const stays = await techShift(w, 1, '08:00', '12:00');
    const moves = await techShift(w, 2, '08:00', '12:00');
    const thisWeek = await weekIdOf(w, WEEK);
    const moved = await w.manager.put(`/api/timesheets/shifts/${moves}`, {
      start: at(7, '09:00'),
      end: at(7, '13:00'),
      reason: 'Wrong week',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await w.manager.request('DELETE', `/api/timesheets/shifts/${stays}`)).status).toBe(200);
    const nextWeek = await weekIdOf(w, NEXT_WEEK);
    expect(nextWeek).not.toBe(thisWeek);

    const movedWords = 'Wed, 18 Nov 8:00 am–12:00 pm → Mon, 23 Nov 9:00 am–1:00 pm. Reason: Wrong week';
    expect(lines(await historyOf(w.admin, thisWeek))).toEqual([
      ["Removed a member's shift", w.managerName, 'Removed Tue, 17 Nov 8:00 am–12:00 pm'],
      ["Changed a member's shift", w.managerName, movedWords],
    ]);
    expect(lines(await historyOf(w.admin, nextWeek))).toEqual([["Changed a member's shift", w.managerName, movedWords]]);
  });

  it('is the office’s: a technician is refused, another organisation’s week is not found, both transports', async () => {
    const w = await world('Private Air');
    const other = await world('Other Air');
    const shiftId = await techShift(w, 0, '07:00', '15:00');
    const weekId = await weekIdOf(w, WEEK);
    expect((await w.manager.put(`/api/timesheets/shifts/${shiftId}`, { start: at(0, '07:30'), end: at(0, '15:00') })).status).toBe(200);

    // Their own week's history is not the technician's to read.
    expect((await w.tech.get(`/api/timesheets/weeks/${weekId}/history`)).status).toBe(403);
    const techGql = await w.tech.gql(HISTORY, { id: weekId });
    expect(techGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Another organisation's office finds no such week.
    const foreign = await other.manager.get(`/api/timesheets/weeks/${weekId}/history`);
    expect([foreign.status, foreign.body.error]).toEqual([404, 'Week not found']);
    const foreignGql = await other.admin.gql(HISTORY, { id: weekId });
    expect(foreignGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // …and its own week's history holds none of this organisation's entries.
    await techShift(other, 0, '07:00', '15:00');
    const otherWeek = await weekIdOf(other, WEEK);
    expect(await historyOf(other.manager, otherWeek)).toEqual([]);
    // The week's own office still reads it.
    expect(lines(await historyOf(w.manager, weekId))).toEqual([
      ["Changed a member's shift", w.managerName, 'Mon, 16 Nov 7:00 am–3:00 pm → 7:30 am–3:00 pm'],
    ]);
  });

  it('costs the same SQL statements however many entries the week has', async () => {
    const w = await world('Count Air');
    const shiftId = await techShift(w, 0, '07:00', '15:00');
    const weekId = await weekIdOf(w, WEEK);
    const addLeave = (day: string, who: Agent) =>
      who.post('/api/timesheets/leave', { member_id: w.techId, day, kind: 'personal', hours: 2, week_start: WEEK });
    expect((await addLeave('2026-11-17', w.manager)).status).toBe(201);
    const read = () => w.manager.get(`/api/timesheets/weeks/${weekId}/history`);
    await read(); // the session's first read is warmed
    const one = await t.countQueries(read);
    expect((await w.manager.put(`/api/timesheets/shifts/${shiftId}`, { start: at(0, '07:00'), end: at(0, '15:30') })).status).toBe(200);
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20']) expect((await addLeave(day, w.admin)).status).toBe(201);
    const five = await t.countQueries(read);
    expect((await read()).body.entries).toHaveLength(5);
    expect(five).toBe(one);
  });
});
