import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MYOB_CLIENT, FakeMyob } from './fake-myob/fake-myob.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { approvedTechWeek, connectBooks, exportedOf } from './payroll-fixtures.ts';

// An approved timesheet week sent to MYOB payroll (docs/timesheets.md → Payroll) through the organisation's MYOB
// connection, against the stateful MYOB fake's payroll: every precondition named first by its field (the member as an
// MYOB employee by card ID or name, MYOB's wage categories by the names in the settings), nothing claimed while one
// is missing; then one timesheet with the week's hours by day and category, once — MYOB would take a second PUT of
// the same period (it replaces), so the refusal of a second export, over either transport, is Spanner's. A refusal
// from MYOB (an employee not paid from timesheets) gives the week back to send again. Who may: the office.

let t: TestApp;
let fake: FakeMyob;
beforeAll(async () => {
  fake = await FakeMyob.start();
  t = await startTestApp({
    MYOB_CLIENT_ID: FAKE_MYOB_CLIENT.id,
    MYOB_CLIENT_SECRET: FAKE_MYOB_CLIENT.secret,
    MYOB_IDENTITY_URL: fake.url,
    MYOB_API_URL: fake.url,
    ACCOUNTING_TOKEN_KEY: 'accounting-token-key-for-tests-0123456789abcdef',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const SEND = (id: string) => `/api/timesheets/weeks/${id}/myob-payroll`;
const GQL_SEND = `mutation($id: ID!) { sendTimesheetWeekToMyobPayroll(id: $id) {
  __typename ... on MyobPayrollExport { weekId employeeId companyFile } ... on AppError { code message fieldErrors { field message } } } }`;

/** The approved week (payroll-fixtures.ts), connected to an MYOB company file of its own or not. */
async function approvedWeek(name: string, { connect = true } = {}) {
  const w = await approvedTechWeek(t, name);
  const file = fake.addFile(`${name} (MYOB)`);
  if (connect) {
    const issued = fake.issueTokens([file.Id], 24 * 3600);
    await connectBooks(t, w.o.org.id, {
      provider: 'myob',
      tenantId: file.Id,
      tenantName: file.Name,
      accessToken: issued.access_token,
      refreshToken: issued.refresh_token,
    });
  }
  return { ...w, file, techName: w.o.technician.name };
}

describe('MYOB payroll', () => {
  it('without an MYOB connection the office is told to connect it, and nothing is exported', async () => {
    const w = await approvedWeek('Unconnected Myob Air', { connect: false });
    const res = await w.manager.post(SEND(w.weekId));
    expect([res.status, res.body.error]).toEqual([409, 'Connect MYOB in Settings → Accounting to send timesheets to MYOB payroll']);
    expect(await exportedOf(w.manager, w.weekId)).toBeNull();
  });

  it('every precondition named by its field first, nothing claimed; then one timesheet with the week by day and category, once', async () => {
    const w = await approvedWeek('Myob Payroll Air');
    expect((await w.manager.get('/api/timesheets/payroll-connection')).body).toEqual({
      provider: 'myob',
      organisation: 'Myob Payroll Air (MYOB)',
    });
    // MYOB has its usual wage categories, but the technician's card is under another name.
    const card = fake.addEmployee(w.file, { FirstName: 'Jake', LastName: 'Tech' });
    await w.admin.put('/api/timesheets/settings', { payroll_ordinary_rate: 'Base Hourly', payroll_overtime_rate: 'Overtime 1.5x' });
    const refused = await w.manager.post(SEND(w.weekId));
    expect([refused.status, refused.body.fieldErrors]).toEqual([
      409,
      {
        payrollTravelRate: 'This week has travel but no travel earnings rate: set it in the timesheet settings',
        payrollEmployeeId: `${w.techName} is not an active employee in MYOB: add them there under the same name, or set their payroll employee id to their MYOB card ID`,
        payrollOvertimeRate:
          'MYOB has no wage payroll category named "Overtime 1.5x" (the overtime rate): set it to one of MYOB\'s wage categories in the timesheet settings',
      },
    ]);
    expect(w.file.timesheets).toEqual([]);
    expect(await exportedOf(w.manager, w.weekId)).toBeNull();

    // The business puts it right: the member's card ID as their payroll employee id, the categories as in MYOB (any case).
    await t.database.db.user.update({ where: { id: w.o.technician.id }, data: { payrollEmployeeId: card.DisplayID } });
    await w.admin.put('/api/timesheets/settings', { payroll_overtime_rate: 'overtime (1.5X)', payroll_travel_rate: 'Base Hourly' });
    expect((await w.tech.post(SEND(w.weekId))).status).toBe(403);
    expect((await w.tech.gql(GQL_SEND, { id: w.weekId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sent = await w.manager.post(SEND(w.weekId));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ week_id: w.weekId, employee_id: card.UID, company_file: 'Myob Payroll Air (MYOB)' });
    const category = (name: string) => w.file.wageCategories.find((c) => c.Name === name)?.UID;
    // Travel paid as ordinary hours: on the Base Hourly line with them; an entry only for a day with hours.
    expect(w.file.timesheets).toEqual([
      {
        Employee: { UID: card.UID },
        StartDate: '2026-11-16T00:00:00',
        EndDate: '2026-11-22T00:00:00',
        Lines: [
          {
            PayrollCategory: { UID: category('Base Hourly') },
            Entries: [
              { Date: '2026-11-16T00:00:00', Hours: 7 },
              { Date: '2026-11-17T00:00:00', Hours: 8 },
            ],
          },
          { PayrollCategory: { UID: category('Overtime (1.5x)') }, Entries: [{ Date: '2026-11-17T00:00:00', Hours: 2 }] },
        ],
      },
    ]);
    expect(await exportedOf(w.manager, w.weekId)).toBe('myob_payroll');
    const audit = await t.database.db.auditLog.findMany({ where: { orgId: w.o.org.id, action: 'timesheet.export' } });
    expect(audit.map((a) => a.data)).toEqual([
      { memberId: w.o.technician.id, format: 'myob_payroll', employeeId: card.UID, companyFile: 'Myob Payroll Air (MYOB)' },
    ]);

    // Once: MYOB would take the same period again (replacing it), so the refusal is ours — over REST, GraphQL, as a CSV.
    const puts = () => fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/Payroll/Timesheet/')).length;
    const putsBefore = puts();
    const again = await w.manager.post(SEND(w.weekId));
    expect([again.status, again.body.error]).toEqual([
      409,
      expect.stringMatching(/^This week was exported to payroll on .+: a week is exported once$/),
    ]);
    const gqlAgain = await w.admin.gql(GQL_SEND, { id: w.weekId });
    expect(gqlAgain.data.sendTimesheetWeekToMyobPayroll).toMatchObject({ __typename: 'AppError', code: 'CONFLICT' });
    expect((await w.manager.post(`/api/timesheets/weeks/${w.weekId}/payroll-export`)).status).toBe(409);
    expect(puts()).toBe(putsBefore);
    expect(w.file.timesheets).toHaveLength(1);
  });

  it("an employee MYOB does not pay from timesheets is refused in MYOB's words and the week can be sent again over GraphQL", async () => {
    const w = await approvedWeek('Salaried Myob Air');
    const [first, ...rest] = w.techName.split(' ');
    const card = fake.addEmployee(w.file, { FirstName: first, LastName: rest.join(' ').toUpperCase(), usesTimesheets: false });
    await w.admin.put('/api/timesheets/settings', {
      payroll_ordinary_rate: 'Base Hourly',
      payroll_overtime_rate: 'Overtime (1.5x)',
      payroll_travel_rate: 'Base Hourly',
    });
    const refused = await w.admin.gql(GQL_SEND, { id: w.weekId });
    expect(refused.data.sendTimesheetWeekToMyobPayroll).toMatchObject({
      __typename: 'AppError',
      code: 'CONFLICT',
      message: `MYOB says: ${first} ${rest.join(' ').toUpperCase()} is not set up to be paid from timesheets`,
    });
    expect(await exportedOf(w.manager, w.weekId)).toBeNull();
    expect(w.file.timesheets).toEqual([]);

    // Put right in MYOB: sent, the member found by their name in any case.
    card.usesTimesheets = true;
    const sent = await w.admin.gql(GQL_SEND, { id: w.weekId });
    expect(sent.data.sendTimesheetWeekToMyobPayroll).toEqual({
      __typename: 'MyobPayrollExport',
      weekId: w.weekId,
      employeeId: card.UID,
      companyFile: 'Salaried Myob Air (MYOB)',
    });
    expect(w.file.timesheets.map((x) => x.Lines.map((l) => l.Entries.map((e) => e.Hours)))).toEqual([[[7, 8], [2]]]);
    expect(await exportedOf(w.manager, w.weekId)).toBe('myob_payroll');
  });

  it("another organisation's week is not found, and nothing reaches MYOB", async () => {
    const w = await approvedWeek('Own Myob Air');
    const other = await approvedWeek('Other Myob Air');
    fake.addEmployee(other.file, { FirstName: 'Other', LastName: 'Tech', DisplayID: 'OTHER-1' });
    const res = await w.admin.post(SEND(other.weekId));
    expect(res.status).toBe(404);
    const gql = await w.admin.gql(GQL_SEND, { id: other.weekId });
    expect(gql.data.sendTimesheetWeekToMyobPayroll).toMatchObject({ __typename: 'AppError', code: 'NOT_FOUND' });
    expect(other.file.timesheets).toEqual([]);
    expect(w.file.timesheets).toEqual([]);
  });
});
