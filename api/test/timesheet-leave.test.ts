import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// Leave entered by the office (docs/timesheets.md): added and removed over REST and GraphQL, refused field by field
// (never a 500), a locked week refused like its shift edits, technicians and other organisations kept out, its minutes
// in the week as their own figures (never ordinary hours, never overtime), and the KeyPay export's leave rows.

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
}

async function world(name: string): Promise<World> {
  const o = await createOrg(t, name);
  return {
    orgId: o.org.id,
    admin: await signedIn(t, o.admin),
    manager: await signedIn(t, o.manager),
    tech: await signedIn(t, o.technician),
    techId: o.technician.id,
  };
}

/** Melbourne wall-clock time on a day of the week of Monday 16 November 2026 (AEDT, UTC+11). */
const at = (day: number, hhmm: string) => new Date(`2026-11-${16 + day}T${hhmm}:00+11:00`).toISOString();
const WEEK = '2026-11-16';
const del = (a: Agent, url: string) => a.request('DELETE', url);
const ADD = `mutation($i: AddTimesheetLeaveInput!) { addTimesheetLeave(input: $i) {
  __typename
  ... on TimesheetLeave { id kind minutes hours day memberId }
  ... on AppError { code message fieldErrors { field message } }
} }`;
const REMOVE = `mutation($id: ID!) { removeTimesheetLeave(id: $id) {
  __typename
  ... on DeleteTimesheetLeavePayload { id }
  ... on AppError { code message }
} }`;

describe('the office enters leave', () => {
  it('adds and removes leave over REST and GraphQL, audited, and both week reads show it', async () => {
    const w = await world('Leave Air');
    const added = await w.manager.post('/api/timesheets/leave', {
      member_id: w.techId,
      day: '2026-11-18',
      kind: 'annual',
      hours: 7.6,
      note: 'Beach',
      week_start: WEEK,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ member_id: w.techId, day: '2026-11-18', kind: 'annual', minutes: 456, hours: 7.6, note: 'Beach' });

    const gql = await w.admin.gql(ADD, { i: { memberId: w.techId, day: '2026-11-19', kind: 'public_holiday', hours: 7.25 } });
    expect(gql.data.addTimesheetLeave).toMatchObject({ __typename: 'TimesheetLeave', kind: 'public_holiday', minutes: 435, hours: 7.25 });

    // The member reads their own week with it (read-only), per day and in the week line.
    const own = await w.tech.get(`/api/timesheets/week?week_start=${WEEK}`);
    expect(own.status).toBe(200);
    const wed = own.body.days.find((d: { day: string }) => d.day === '2026-11-18');
    expect(wed.leave.map((l: { kind: string; minutes: number }) => [l.kind, l.minutes])).toEqual([['annual', 456]]);
    expect(wed.leave_minutes).toEqual({ annual_minutes: 456, personal_minutes: 0, public_holiday_minutes: 0, unpaid_minutes: 0 });
    expect(own.body.totals.leave_minutes).toEqual({
      annual_minutes: 456,
      personal_minutes: 0,
      public_holiday_minutes: 435,
      unpaid_minutes: 0,
    });
    const review = await w.manager.gql(
      `query($w: String) { timesheetReview(weekStart: $w) { memberId leaveMinutes { annualMinutes publicHolidayMinutes }
        days { day leave { id kind hours } leaveMinutes { annualMinutes } } } }`,
      { w: WEEK },
    );
    const week = review.data.timesheetReview.find((r: { memberId: string }) => r.memberId === w.techId);
    expect(week.leaveMinutes).toEqual({ annualMinutes: 456, publicHolidayMinutes: 435 });
    expect(week.days.find((d: { day: string }) => d.day === '2026-11-19').leave).toEqual([
      { id: gql.data.addTimesheetLeave.id, kind: 'public_holiday', hours: 7.25 },
    ]);

    // Removed: one over REST, one over GraphQL; each add and removal audited.
    const removed = await del(w.manager, `/api/timesheets/leave/${added.body.id}`);
    expect([removed.status, removed.body]).toEqual([200, { success: true }]);
    const gqlRemoved = await w.admin.gql(REMOVE, { id: gql.data.addTimesheetLeave.id });
    expect(gqlRemoved.data.removeTimesheetLeave).toEqual({ __typename: 'DeleteTimesheetLeavePayload', id: gql.data.addTimesheetLeave.id });
    const again = await del(w.manager, `/api/timesheets/leave/${added.body.id}`);
    expect([again.status, again.body.error]).toEqual([404, 'Leave not found']);
    const after = await w.tech.get(`/api/timesheets/week?week_start=${WEEK}`);
    expect(after.body.totals.leave_minutes.annual_minutes).toBe(0);
    const audit = await t.database.db.auditLog.findMany({
      where: { orgId: w.orgId, action: { in: ['timesheet.leave_add', 'timesheet.leave_remove'] } },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.action).sort()).toEqual([
      'timesheet.leave_add',
      'timesheet.leave_add',
      'timesheet.leave_remove',
      'timesheet.leave_remove',
    ]);
    expect(audit.find((a) => a.entityId === added.body.id && a.action === 'timesheet.leave_remove')?.data).toMatchObject({
      memberId: w.techId,
      before: { day: '2026-11-18', kind: 'annual', minutes: 456, note: 'Beach' },
    });
  });

  it('refuses what leave cannot be, field by field (400/409, never 500)', async () => {
    const w = await world('Bad Leave Air');
    const base = { member_id: w.techId, day: '2026-11-17', kind: 'personal', hours: 4, week_start: WEEK };
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [{ hours: 0 }, 400, { hours: 'Hours must be more than 0 and at most 24' }],
      [{ hours: 25 }, 400, { hours: 'Hours must be more than 0 and at most 24' }],
      [{ hours: -1 }, 400, { hours: 'Hours must be more than 0 and at most 24' }],
      [{ hours: 7.333 }, 400, { hours: 'Hours can have at most 2 decimals' }],
      [{ hours: '7' }, 400, { hours: 'Hours must be a number' }],
      [{ day: '2026-11-24' }, 400, { day: 'The day must be inside the week' }],
      [{ day: '18/11/2026' }, 400, { day: 'Day must be a date (YYYY-MM-DD)' }],
      [{ kind: 'sick' }, 400, { kind: 'Kind must be one of: annual, personal, public_holiday, unpaid' }],
      [{ note: 'x'.repeat(501) }, 400, { note: 'Note must be at most 500 characters' }],
    ];
    for (const [change, status, fieldErrors] of cases) {
      const res = await w.manager.post('/api/timesheets/leave', { ...base, ...change });
      expect([res.status, res.body.fieldErrors], JSON.stringify(change)).toEqual([status, fieldErrors]);
    }
    // a day's leave adds up to 24 hours at most
    expect((await w.manager.post('/api/timesheets/leave', { ...base, hours: 20 })).status).toBe(201);
    const full = await w.manager.post('/api/timesheets/leave', { ...base, hours: 4.5 });
    expect([full.status, full.body.fieldErrors]).toEqual([400, { hours: 'Leave on a day cannot add up to more than 24 hours' }]);
    // the same over GraphQL
    const gqlBad = await w.admin.gql(ADD, { i: { memberId: w.techId, day: '2026-11-17', kind: 'annual', hours: 7.333 } });
    expect(gqlBad.data.addTimesheetLeave).toMatchObject({
      __typename: 'AppError',
      code: 'VALIDATION',
      fieldErrors: [{ field: 'hours', message: 'Hours can have at most 2 decimals' }],
    });
    const gqlKind = await w.admin.gql(ADD, { i: { memberId: w.techId, day: '2026-11-17', kind: 'sick', hours: 1 } });
    expect(gqlKind.errors?.length).toBeGreaterThan(0);
  });

  it('a locked week refuses leave as it refuses shift edits, until unlocked', async () => {
    const w = await world('Locked Leave Air');
    const shift = await w.tech.post('/api/timesheets/shifts', { start: at(0, '08:00'), end: at(0, '12:00') });
    expect(shift.status).toBe(201);
    const leave = await w.manager.post('/api/timesheets/leave', { member_id: w.techId, day: '2026-11-17', kind: 'annual', hours: 8 });
    expect(leave.status).toBe(201);
    const weekId = (await w.tech.post('/api/timesheets/week/submit', { week_start: WEEK })).body.id as string;
    expect((await w.manager.post(`/api/timesheets/weeks/${weekId}/approve`)).status).toBe(200);
    const locked = 'This week is approved and locked: ask the office to unlock it';
    const add = await w.manager.post('/api/timesheets/leave', { member_id: w.techId, day: '2026-11-18', kind: 'annual', hours: 8 });
    expect([add.status, add.body.error, add.body.fieldErrors]).toEqual([409, locked, { day: locked }]);
    const remove = await del(w.admin, `/api/timesheets/leave/${leave.body.id}`);
    expect([remove.status, remove.body.error]).toEqual([409, locked]);
    const gqlRemove = await w.admin.gql(REMOVE, { id: leave.body.id });
    expect(gqlRemove.data.removeTimesheetLeave).toEqual({ __typename: 'AppError', code: 'CONFLICT', message: locked });
    expect((await w.admin.post(`/api/timesheets/weeks/${weekId}/unlock`, { reason: 'Leave wrong' })).status).toBe(200);
    expect((await del(w.admin, `/api/timesheets/leave/${leave.body.id}`)).status).toBe(200);
  });

  it("tells the office's live feed (timesheetChanged) of each add and removal", async () => {
    const w = await world('Live Leave Air');
    const heard = t.app.services.events.subscribe('timesheets:changed', w.orgId);
    const first = heard.next();
    const added = await w.manager.post('/api/timesheets/leave', { member_id: w.techId, day: '2026-11-17', kind: 'annual', hours: 8 });
    expect(added.status).toBe(201);
    expect((await first).value).toMatchObject({ orgId: w.orgId, userId: w.techId, kind: 'WEEK' });
    const second = heard.next();
    expect((await del(w.manager, `/api/timesheets/leave/${added.body.id}`)).status).toBe(200);
    expect((await second).value).toMatchObject({ orgId: w.orgId, userId: w.techId, kind: 'WEEK' });
    await heard.return?.();
  });

  it('a week of leave only can be submitted by its member', async () => {
    const w = await world('Only Leave Air');
    expect(
      (await w.manager.post('/api/timesheets/leave', { member_id: w.techId, day: '2026-11-16', kind: 'unpaid', hours: 8 })).status,
    ).toBe(201);
    const submit = await w.tech.post('/api/timesheets/week/submit', { week_start: WEEK });
    expect([submit.status, submit.body.status]).toEqual([200, 'submitted']);
  });
});

describe('who may', () => {
  it('a technician sees their own leave but never adds or removes it; another organisation gets 404', async () => {
    const w = await world('Who Leave Air');
    const other = await world('Other Leave Air');
    const leave = await w.manager.post('/api/timesheets/leave', { member_id: w.techId, day: '2026-11-17', kind: 'annual', hours: 8 });
    expect(leave.status).toBe(201);
    const techAdd = await w.tech.post('/api/timesheets/leave', { member_id: w.techId, day: '2026-11-17', kind: 'annual', hours: 8 });
    expect(techAdd.status).toBe(403);
    expect((await del(w.tech, `/api/timesheets/leave/${leave.body.id}`)).status).toBe(403);
    const gqlTech = await w.tech.gql(ADD, { i: { memberId: w.techId, day: '2026-11-17', kind: 'annual', hours: 8 } });
    expect(gqlTech.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gqlTechRemove = await w.tech.gql(REMOVE, { id: leave.body.id });
    expect(gqlTechRemove.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // their own week shows it, over GraphQL too
    const own = await w.tech.gql('query($w: String) { timesheetWeek(weekStart: $w) { days { day leave { kind minutes } } } }', { w: WEEK });
    expect(own.data.timesheetWeek.days.find((d: { day: string }) => d.day === '2026-11-17').leave).toEqual([
      { kind: 'annual', minutes: 480 },
    ]);
    // another organisation's office: the member and the leave are not found
    const foreignMember = await other.manager.post('/api/timesheets/leave', {
      member_id: w.techId,
      day: '2026-11-17',
      kind: 'annual',
      hours: 8,
    });
    expect([foreignMember.status, foreignMember.body.fieldErrors]).toEqual([404, { memberId: 'Member not found' }]);
    expect((await del(other.admin, `/api/timesheets/leave/${leave.body.id}`)).status).toBe(404);
    const gqlForeign = await other.admin.gql(REMOVE, { id: leave.body.id });
    expect(gqlForeign.data.removeTimesheetLeave).toMatchObject({ __typename: 'AppError', code: 'NOT_FOUND' });
    expect(await t.database.db.timesheetLeave.count({ where: { id: leave.body.id } })).toBe(1);
  });
});

describe('totals and payroll', () => {
  it('leave counts as its own figures, never ordinary hours or overtime; the export refuses a missing rate, then writes leave rows', async () => {
    const w = await world('Leave Payroll Air');
    // Monday: 8 h of work (at the default 8 h a day: no overtime) and 4 h of personal leave the same day.
    const shift = await w.tech.post('/api/timesheets/shifts', { start: at(0, '07:00'), end: at(0, '15:00') });
    expect(shift.status).toBe(201);
    for (const [day, kind, hours] of [
      ['2026-11-16', 'personal', 4],
      ['2026-11-17', 'annual', 7.6],
      ['2026-11-18', 'annual', 7.6],
      ['2026-11-19', 'annual', 7.6],
      ['2026-11-20', 'annual', 7.6],
    ] as const)
      expect((await w.manager.post('/api/timesheets/leave', { member_id: w.techId, day, kind, hours })).status).toBe(201);
    const week = await w.tech.get(`/api/timesheets/week?week_start=${WEEK}`);
    // 8 h ordinary, no overtime: 12 h on Monday and 38.4 h in the week, but leave never counts towards either rule.
    expect(week.body.totals).toMatchObject({
      paid_minutes: 480,
      ordinary_minutes: 480,
      overtime_minutes: 0,
      leave_minutes: { annual_minutes: 4 * 456, personal_minutes: 240, public_holiday_minutes: 0, unpaid_minutes: 0 },
    });
    expect(week.body.days[0]).toMatchObject({ paid_minutes: 480, ordinary_minutes: 480, overtime_minutes: 0 });

    const weekId = (await w.tech.post('/api/timesheets/week/submit', { week_start: WEEK })).body.id as string;
    expect((await w.manager.post(`/api/timesheets/weeks/${weekId}/approve`)).status).toBe(200);
    await w.admin.put(`/api/timesheets/member-costs/${w.techId}`, { payroll_employee_id: 'E-9' });
    await w.admin.put('/api/timesheets/settings', { payroll_ordinary_rate: 'Ordinary Hours' });
    const unmapped = await w.manager.post(`/api/timesheets/weeks/${weekId}/payroll-export`);
    expect([unmapped.status, unmapped.body.error, unmapped.body.fieldErrors]).toEqual([
      409,
      'This week has annual leave but no annual leave earnings rate: set it in the timesheet settings',
      {
        payrollAnnualLeaveRate: 'This week has annual leave but no annual leave earnings rate: set it in the timesheet settings',
        payrollPersonalLeaveRate:
          "This week has personal/carer's leave but no personal/carer's leave earnings rate: set it in the timesheet settings",
      },
    ]);
    const settings = await w.admin.gql(
      `mutation { updateTimesheetSettings(input: { payrollAnnualLeaveRate: "Annual Leave", payrollPersonalLeaveRate: "Personal Leave" }) {
        __typename ... on TimesheetSettings { payrollAnnualLeaveRate payrollPersonalLeaveRate payrollPublicHolidayRate payrollUnpaidLeaveRate } } }`,
    );
    expect(settings.data.updateTimesheetSettings).toEqual({
      __typename: 'TimesheetSettings',
      payrollAnnualLeaveRate: 'Annual Leave',
      payrollPersonalLeaveRate: 'Personal Leave',
      payrollPublicHolidayRate: null,
      payrollUnpaidLeaveRate: null,
    });
    const rest = await w.admin.get('/api/timesheets/settings');
    expect(rest.body).toMatchObject({ payroll_annual_leave_rate: 'Annual Leave', payroll_personal_leave_rate: 'Personal Leave' });
    const exported = await w.manager.post(`/api/timesheets/weeks/${weekId}/payroll-export`);
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(String(exported.body).split('\r\n')).toEqual([
      'Employee External Id,Date,Work Type,Units,Comments',
      'E-9,16/11/2026,Ordinary Hours,8,technician Leave Payroll Air',
      'E-9,16/11/2026,Personal Leave,4,technician Leave Payroll Air',
      'E-9,17/11/2026,Annual Leave,7.6,technician Leave Payroll Air',
      'E-9,18/11/2026,Annual Leave,7.6,technician Leave Payroll Air',
      'E-9,19/11/2026,Annual Leave,7.6,technician Leave Payroll Air',
      'E-9,20/11/2026,Annual Leave,7.6,technician Leave Payroll Air',
    ]);
  });
});
