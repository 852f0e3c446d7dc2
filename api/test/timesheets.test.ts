import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventData } from '../src/domain/webhooks/payloads.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// Timesheets over REST and GraphQL (docs/timesheets.md): a technician's day by clock actions with its hours on the
// jobs (the job diary agrees), days entered after the fact, the checks (overlap, over 24 h, a locked week), who may
// do what, a week submitted, edited by the office (audited), approved and locked, refused, unlocked with a reason.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface World {
  orgId: string;
  admin: Agent;
  manager: Agent;
  tech: Agent;
  techId: string;
  adminId: string;
  jobA: string;
  jobB: string;
}

async function world(name: string): Promise<World> {
  const o = await createOrg(t, name);
  const admin = await signedIn(t, o.admin);
  const job = async (title: string) => {
    const res = await admin.post('/api/jobs', { title, assigned_tech_ids: [o.technician.id] });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  return {
    orgId: o.org.id,
    admin,
    manager: await signedIn(t, o.manager),
    tech: await signedIn(t, o.technician),
    techId: o.technician.id,
    adminId: o.admin.id,
    jobA: await job('Split system service'),
    jobB: await job('Cool room repair'),
  };
}

/** Melbourne wall-clock time on a day of the week of Monday 16 November 2026 (AEDT, UTC+11). */
const at = (day: number, hhmm: string) => new Date(`2026-11-${16 + day}T${hhmm}:00+11:00`).toISOString();
const WEEK = '2026-11-16';
const del = (a: Agent, url: string) => a.request('DELETE', url);

async function technicianDay(w: World) {
  const steps: [string, Record<string, unknown>][] = [
    ['clock-on', { at: at(0, '07:00') }],
    ['start-travel', { at: at(0, '07:00') }],
    ['arrive', { job_id: w.jobA, at: at(0, '07:30') }],
    ['start-break', { at: at(0, '10:00') }],
    ['end-break', { at: at(0, '10:30') }],
    ['arrive', { job_id: w.jobB, at: at(0, '11:00') }],
    ['start-travel', { at: at(0, '14:00') }],
    ['clock-off', { at: at(0, '14:30') }],
  ];
  let last: { status: number; body: { id: string; segments: unknown[]; minutes: unknown } } | undefined;
  for (const [step, body] of steps) {
    last = await w.tech.post(`/api/timesheets/${step}`, body);
    expect(last.status, `${step}: ${JSON.stringify(last.body)}`).toBe(200);
  }
  return last?.body as {
    id: string;
    segments: { kind: string; job_id: string | null; job_hours_id: string | null }[];
    minutes: Record<string, number>;
  };
}

describe('a technician keeps their day', () => {
  it('clock actions make a shift whose work is the jobs’ hours, and the week adds up', async () => {
    const w = await world('Day Air');
    const shift = await technicianDay(w);
    expect(shift.segments.map((s) => [s.kind, s.job_id])).toEqual([
      ['travel', null],
      ['work', w.jobA],
      ['break', null],
      ['work', w.jobB],
      ['travel', null],
    ]);
    expect(shift.minutes).toEqual({
      total_minutes: 450,
      break_minutes: 30,
      travel_minutes: 60,
      on_jobs_minutes: 330,
      unallocated_minutes: 30,
      paid_minutes: 420,
    });
    // The job diary shows the same hours, each row linked to its segment.
    const hours = await t.database.db.jobHours.findMany({ where: { jobId: { in: [w.jobA, w.jobB] } }, orderBy: { hours: 'asc' } });
    expect(hours.map((h) => [h.jobId, h.hours, h.userId])).toEqual([
      [w.jobA, 2.5, w.techId],
      [w.jobB, 3, w.techId],
    ]);
    expect(hours.map((h) => h.shiftSegmentId).sort()).toEqual(
      shift.segments
        .filter((s) => s.kind === 'work')
        .map((s) => (s as unknown as { id: string }).id)
        .sort(),
    );
    // …and refuses to change them on their own.
    const diaryEdit = await w.tech.put(`/api/jobs/${w.jobA}/hours/${hours[0]?.id}`, { hours: 4 });
    expect([diaryEdit.status, diaryEdit.body.error]).toEqual([409, 'These hours come from a timesheet: change the shift instead']);

    const week = await w.tech.get(`/api/timesheets/week?week_start=${WEEK}`);
    expect(week.status).toBe(200);
    expect(week.body.status).toBe('open');
    expect(week.body.days).toHaveLength(7);
    expect(week.body.days[0].paid_minutes).toBe(420);
    expect(week.body.totals).toMatchObject({ paid_minutes: 420, travel_minutes: 60, ordinary_minutes: 360, overtime_minutes: 0 });

    // Editing the shift rewrites the diary: job B's work shortened by an hour.
    const segments = [
      { kind: 'travel', start: at(0, '07:00'), end: at(0, '07:30') },
      { kind: 'work', start: at(0, '07:30'), end: at(0, '10:00'), job_id: w.jobA },
      { kind: 'work', start: at(0, '11:00'), end: at(0, '13:00'), job_id: w.jobB },
    ];
    const edit = await w.tech.put(`/api/timesheets/shifts/${shift.id}`, { start: at(0, '07:00'), end: at(0, '14:30'), segments });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const after = await t.database.db.jobHours.findMany({ where: { jobId: { in: [w.jobA, w.jobB] } }, orderBy: { hours: 'asc' } });
    expect(after.map((h) => [h.jobId, h.hours])).toEqual([
      [w.jobB, 2],
      [w.jobA, 2.5],
    ]);
    // The job A row was kept as it was (same segment), job B's replaced.
    expect(after.find((h) => h.jobId === w.jobA)?.id).toBe(hours[0]?.id);
  });

  it("a shift clocked on on Sunday evening is still the clock on Monday, over REST and GraphQL, though Monday's week does not hold it", async () => {
    const w = await world('Night Shift Air');
    expect((await w.tech.get('/api/timesheets/open-shift')).body).toBeNull();
    expect((await w.tech.post('/api/timesheets/clock-on', { at: at(6, '21:00') })).status).toBe(200);
    expect((await w.tech.post('/api/timesheets/arrive', { job_id: w.jobA, at: at(6, '22:00') })).status).toBe(200);
    const rest = await w.tech.get('/api/timesheets/open-shift');
    expect(rest.status).toBe(200);
    expect(rest.body.start).toBe(at(6, '21:00'));
    const gql = await w.tech.gql('{ myOpenShift { start end segments { kind jobTitle end } } }');
    expect(gql.data.myOpenShift).toEqual({
      start: at(6, '21:00'),
      end: null,
      segments: [{ kind: 'work', jobTitle: 'Split system service', end: null }],
    });
    // Monday's week has no shift; the admin's own clock is not the technician's.
    const monday = await w.tech.get('/api/timesheets/week?week_start=2026-11-23');
    expect(monday.body.days.flatMap((d: { shifts: unknown[] }) => d.shifts)).toEqual([]);
    expect((await w.admin.gql('{ myOpenShift { id } }')).data.myOpenShift).toBeNull();
    // Clocked off after midnight, there is no open shift any more.
    expect((await w.tech.post('/api/timesheets/clock-off', { at: at(7, '01:30') })).status).toBe(200);
    expect((await w.tech.get('/api/timesheets/open-shift')).body).toBeNull();
  });

  it('refuses what a day cannot be, field by field', async () => {
    const w = await world('Checks Air');
    await technicianDay(w);
    const overlap = await w.tech.post('/api/timesheets/shifts', { start: at(0, '14:00'), end: at(0, '16:00') });
    expect([overlap.status, overlap.body.fieldErrors]).toEqual([400, { start: 'This shift overlaps another of your shifts' }]);
    const long = await w.tech.post('/api/timesheets/shifts', { start: at(1, '06:00'), end: at(2, '07:00') });
    expect([long.status, long.body.fieldErrors]).toEqual([400, { end: 'A shift cannot be longer than 24 hours' }]);
    const outside = await w.tech.post('/api/timesheets/shifts', {
      start: at(1, '08:00'),
      end: at(1, '12:00'),
      segments: [{ kind: 'work', start: at(1, '11:00'), end: at(1, '13:00'), job_id: w.jobA }],
    });
    expect([outside.status, outside.body.fieldErrors]).toEqual([400, { 'segments.0': 'A segment must be within its shift' }]);
    const noJob = await w.tech.post('/api/timesheets/shifts', {
      start: at(1, '08:00'),
      end: at(1, '12:00'),
      segments: [{ kind: 'work', start: at(1, '08:00'), end: at(1, '09:00') }],
    });
    expect([noJob.status, noJob.body.fieldErrors]).toEqual([400, { 'segments.0.jobId': 'Choose the job the work was on' }]);
    const notOn = await w.tech.post('/api/timesheets/clock-off', {});
    expect([notOn.status, notOn.body.error]).toEqual([409, 'You are not clocked on']);
    const twice = await w.tech.post('/api/timesheets/clock-on', {});
    expect(twice.status).toBe(200);
    const again = await w.tech.post('/api/timesheets/clock-on', {});
    expect([again.status, again.body.error]).toEqual([409, 'You are already clocked on: clock off first']);
    const negative = await w.admin.put(`/api/timesheets/member-costs/${w.techId}`, { cost_rate_cents: -100 });
    expect([negative.status, negative.body.fieldErrors]).toEqual([400, { costRateCents: 'Cost rate cannot be negative' }]);
    const gqlNegative = await w.admin.gql(
      'mutation($m: ID!) { setMemberCost(memberId: $m, costRateCents: -1) { __typename ... on AppError { code fieldErrors { field message } } } }',
      {
        m: w.techId,
      },
    );
    expect(gqlNegative.data.setMemberCost).toEqual({
      __typename: 'AppError',
      code: 'VALIDATION',
      fieldErrors: [{ field: 'costRateCents', message: 'Cost rate cannot be negative' }],
    });
    // The office sees who is still clocked on.
    const open = await w.manager.get('/api/timesheets/open-shifts');
    expect(open.body.map((s: { member_id: string }) => s.member_id)).toEqual([w.techId]);
    const gqlOpen = await w.admin.gql('{ openShifts { memberId memberName } }');
    expect(gqlOpen.data.openShifts.map((s: { memberId: string }) => s.memberId)).toEqual([w.techId]);
  });
});

describe('who may', () => {
  it('a technician keeps only their own days and never sees cost rates or margins', async () => {
    const w = await world('Rights Air');
    const { id: shiftId } = await technicianDay(w);
    // their own week over both transports
    const own = await w.tech.gql('query($w: String) { timesheetWeek(weekStart: $w) { memberId status minutes { paidMinutes } } }', {
      w: WEEK,
    });
    expect(own.data.timesheetWeek).toEqual({ memberId: w.techId, status: 'open', minutes: { paidMinutes: 420 } });
    // not a colleague's
    const other = await w.tech.get(`/api/timesheets/week?week_start=${WEEK}&member_id=${w.adminId}`);
    expect(other.status).toBe(403);
    const adminShift = await w.admin.post('/api/timesheets/shifts', { start: at(2, '08:00'), end: at(2, '12:00') });
    expect(adminShift.status).toBe(201);
    const editTheirs = await w.tech.put(`/api/timesheets/shifts/${adminShift.body.id}`, { start: at(2, '08:00'), end: at(2, '11:00') });
    expect(editTheirs.status).toBe(404);
    const gqlEditTheirs = await w.tech.gql(
      'mutation($id: ID!, $i: UpdateShiftInput!) { updateShift(id: $id, input: $i) { __typename ... on AppError { code } } }',
      { id: adminShift.body.id, i: { start: at(2, '08:00'), end: at(2, '11:00') } },
    );
    expect(gqlEditTheirs.data.updateShift).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    // never cost rates, margins, the review or approvals
    for (const path of [
      '/api/timesheets/member-costs',
      `/api/jobs/${w.jobA}/profit`,
      '/api/job-profit/report',
      '/api/timesheets/review',
      '/api/timesheets/open-shifts',
    ])
      expect((await w.tech.get(path)).status, path).toBe(403);
    const gqlProfit = await w.tech.gql('query($j: ID!) { jobProfit(jobId: $j) { marginCents } }', { j: w.jobA });
    expect(gqlProfit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gqlCosts = await w.tech.gql('{ memberCosts { costRateCents } }');
    expect(gqlCosts.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // a manager reads them and the review; only an admin sets a rate
    expect((await w.manager.get('/api/timesheets/member-costs')).status).toBe(200);
    expect((await w.manager.put(`/api/timesheets/member-costs/${w.techId}`, { cost_rate_cents: 4500 })).status).toBe(403);
    const set = await w.admin.put(`/api/timesheets/member-costs/${w.techId}`, { cost_rate_cents: 4500, payroll_employee_id: 'E-17' });
    expect(set.body).toMatchObject({ id: w.techId, cost_rate_cents: 4500, payroll_employee_id: 'E-17' });
    const review = await w.manager.gql('query($w: String) { timesheetReview(weekStart: $w) { memberId status minutes { paidMinutes } } }', {
      w: WEEK,
    });
    expect(review.data.timesheetReview.find((r: { memberId: string }) => r.memberId === w.techId)?.minutes.paidMinutes).toBe(420);
    // the technician may still change their own open day
    const ownEdit = await w.tech.put(`/api/timesheets/shifts/${shiftId}`, { start: at(0, '07:00'), end: at(0, '14:30') });
    expect(ownEdit.status).toBe(200);
  });
});

describe('a week is signed and locked', () => {
  it('submitted, edited by the office (audited), approved and locked, refused, unlocked with a reason', async () => {
    const w = await world('Lock Air');
    const shift = await technicianDay(w);
    const submit = await w.tech.post('/api/timesheets/week/submit', { week_start: WEEK });
    expect([submit.status, submit.body.status]).toEqual([200, 'submitted']);
    const weekId = submit.body.id as string;
    // submitted: the technician's changes go through the office
    const techEdit = await w.tech.put(`/api/timesheets/shifts/${shift.id}`, { start: at(0, '07:00'), end: at(0, '15:00') });
    expect([techEdit.status, techEdit.body.error]).toEqual([409, 'This week has been submitted: ask the office to change it']);
    // the manager corrects the finish time: audited with before, after and reason
    const managerEdit = await w.manager.put(`/api/timesheets/shifts/${shift.id}`, {
      start: at(0, '07:00'),
      end: at(0, '15:00'),
      segments: [{ kind: 'work', start: at(0, '07:30'), end: at(0, '10:00'), job_id: w.jobA }],
      reason: 'Forgot to clock off',
    });
    expect(managerEdit.status, JSON.stringify(managerEdit.body)).toBe(200);
    const edits = await t.database.db.auditLog.findMany({ where: { orgId: w.orgId, action: 'timesheet.shift_edit' } });
    expect(edits).toHaveLength(1);
    expect(edits[0]?.data).toMatchObject({
      memberId: w.techId,
      reason: 'Forgot to clock off',
      before: { end: at(0, '14:30') },
      after: { end: at(0, '15:00') },
    });

    // approved over GraphQL: locked, timesheet.approved carries the week
    const approved = await w.manager.gql(
      'mutation($id: ID!) { approveTimesheetWeek(id: $id) { __typename ... on TimesheetWeek { status } } }',
      { id: weekId },
    );
    expect(approved.data.approveTimesheetWeek).toEqual({ __typename: 'TimesheetWeek', status: 'approved' });
    const payload = (await readEventData(t.database.db, 'timesheet.approved', weekId)) as {
      status: string;
      member_id: string;
      totals: { paid_minutes: number };
    };
    expect(payload).toMatchObject({ status: 'approved', member_id: w.techId, totals: { paid_minutes: 480 } });

    // locked: every edit refused, the office's too, and a day entered into it
    for (const who of [w.tech, w.manager, w.admin]) {
      const refused = await who.put(`/api/timesheets/shifts/${shift.id}`, { start: at(0, '07:00'), end: at(0, '16:00') });
      expect([refused.status, refused.body.error]).toEqual([409, 'This week is approved and locked: ask the office to unlock it']);
    }
    const entered = await w.manager.post('/api/timesheets/shifts', { start: at(3, '08:00'), end: at(3, '12:00'), member_id: w.techId });
    expect([entered.status, entered.body.fieldErrors]).toEqual([
      409,
      { start: 'This week is approved and locked: ask the office to unlock it' },
    ]);
    const clockedOn = await w.tech.post('/api/timesheets/clock-on', { at: at(4, '07:00') });
    expect([clockedOn.status, clockedOn.body.fieldErrors]).toEqual([
      409,
      { at: 'This week is approved and locked: ask the office to unlock it' },
    ]);
    const removed = await del(w.tech, `/api/timesheets/shifts/${shift.id}`);
    expect(removed.status).toBe(409);
    // a technician never unlocks; the office must give a reason
    expect((await w.tech.post(`/api/timesheets/weeks/${weekId}/unlock`, { reason: 'Mine' })).status).toBe(403);
    const noReason = await w.admin.post(`/api/timesheets/weeks/${weekId}/unlock`, {});
    expect([noReason.status, noReason.body.fieldErrors]).toEqual([400, { reason: 'Reason is required' }]);
    const unlocked = await w.admin.post(`/api/timesheets/weeks/${weekId}/unlock`, { reason: 'Wrong job on Monday' });
    expect([unlocked.status, unlocked.body.status]).toEqual([200, 'open']);
    const unlocks = await t.database.db.auditLog.findMany({ where: { orgId: w.orgId, action: 'timesheet.unlock' } });
    expect(unlocks.map((u) => [u.entityId, (u.data as { reason: string }).reason])).toEqual([[weekId, 'Wrong job on Monday']]);
    // open again: the technician changes their day
    const fixed = await w.tech.put(`/api/timesheets/shifts/${shift.id}`, { start: at(0, '07:00'), end: at(0, '15:00') });
    expect(fixed.status).toBe(200);
    const approveOpen = await w.manager.post(`/api/timesheets/weeks/${weekId}/approve`);
    expect([approveOpen.status, approveOpen.body.error]).toEqual([409, 'Only a submitted week can be approved']);
  });

  it('a week with a shift still open cannot be submitted', async () => {
    const w = await world('Open Air');
    expect((await w.tech.post('/api/timesheets/clock-on', {})).status).toBe(200);
    const res = await w.tech.gql('mutation { submitTimesheetWeek { __typename ... on AppError { message } } }');
    expect(res.data.submitTimesheetWeek).toEqual({ __typename: 'AppError', message: 'Clock off before submitting the week' });
    const off = await w.tech.gql('mutation { clockOff { __typename ... on Shift { end } } }');
    expect(off.data.clockOff.__typename).toBe('Shift');
  });

  it('an approved week exports to payroll once, every missing mapping named first', async () => {
    const w = await world('Payroll Air');
    await technicianDay(w);
    // Tuesday: a 10-hour day of work on job A (2 h over the default 8 h a day)
    const tuesday = await w.tech.post('/api/timesheets/shifts', {
      start: at(1, '06:00'),
      end: at(1, '16:30'),
      segments: [
        { kind: 'work', start: at(1, '06:00'), end: at(1, '12:00'), job_id: w.jobA },
        { kind: 'break', start: at(1, '12:00'), end: at(1, '12:30') },
      ],
    });
    expect(tuesday.status, JSON.stringify(tuesday.body)).toBe(201);
    const weekId = (await w.tech.post('/api/timesheets/week/submit', { week_start: WEEK })).body.id as string;
    const open = await w.manager.post(`/api/timesheets/weeks/${weekId}/payroll-export`);
    expect([open.status, open.body.error]).toEqual([409, 'Only an approved (locked) week can be exported to payroll']);
    expect((await w.manager.post(`/api/timesheets/weeks/${weekId}/approve`)).status).toBe(200);
    const unmapped = await w.manager.post(`/api/timesheets/weeks/${weekId}/payroll-export`);
    expect([unmapped.status, unmapped.body.fieldErrors]).toEqual([
      409,
      {
        payrollEmployeeId: 'technician Payroll Air has no payroll employee id: set it with their cost rate',
        payrollOrdinaryRate: 'No ordinary earnings rate: set it in the timesheet settings',
        payrollOvertimeRate: 'This week has overtime but no overtime earnings rate: set it in the timesheet settings',
        payrollTravelRate: 'This week has travel but no travel earnings rate: set it in the timesheet settings',
      },
    ]);
    expect((await w.tech.post(`/api/timesheets/weeks/${weekId}/payroll-export`)).status).toBe(403);
    await w.admin.put(`/api/timesheets/member-costs/${w.techId}`, { payroll_employee_id: '=E17' });
    const settings = await w.admin.put('/api/timesheets/settings', {
      payroll_ordinary_rate: 'Ordinary Hours',
      payroll_overtime_rate: 'Overtime 1.5x',
      payroll_travel_rate: 'Travel',
    });
    expect(settings.body).toMatchObject({ overtime_daily_hours: 8, overtime_weekly_hours: 38, payroll_travel_rate: 'Travel' });
    const exported = await w.manager.post(`/api/timesheets/weeks/${weekId}/payroll-export`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="timesheet-technician-payroll-air-2026-11-16.csv"');
    // Monday 7 h paid (6 h ordinary, 1 h travel), Tuesday 10 h (8 ordinary, 2 overtime); an id like a formula kept as text.
    expect(String(exported.body).split('\r\n')).toEqual([
      'Employee External Id,Date,Work Type,Units,Comments',
      "'=E17,16/11/2026,Ordinary Hours,6,technician Payroll Air",
      "'=E17,16/11/2026,Travel,1,technician Payroll Air",
      "'=E17,17/11/2026,Ordinary Hours,8,technician Payroll Air",
      "'=E17,17/11/2026,Overtime 1.5x,2,technician Payroll Air",
    ]);
    const second = await w.manager.post(`/api/timesheets/weeks/${weekId}/payroll-export`);
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/^This week was exported to payroll on .+: a week is exported once$/);
    const gqlSecond = await w.admin.gql('mutation($id: ID!) { exportTimesheetWeek(id: $id) { __typename ... on AppError { code } } }', {
      id: weekId,
    });
    expect(gqlSecond.data.exportTimesheetWeek).toEqual({ __typename: 'AppError', code: 'CONFLICT' });
    expect(await t.database.db.auditLog.count({ where: { orgId: w.orgId, action: 'timesheet.export' } })).toBe(1);
  });
});
