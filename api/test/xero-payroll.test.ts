import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeXero } from './fake-xero/fake-xero.ts';
import { installPayroll, type PayrollFake } from './fake-xero/payroll.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { approvedTechWeek, connectBooks, exportedOf, WEEK } from './payroll-fixtures.ts';

// An approved timesheet week sent to Xero Payroll AU (docs/timesheets.md → Payroll) through the organisation's Xero
// connection, against a stateful fake of Xero's Payroll AU API that the real SDK talks to: every precondition named
// first by its field (the member as a Xero employee, Xero's earnings rates, the weekly pay period), nothing claimed
// while one is missing; then one draft timesheet with the week's hours by day and rate, once — a second export, over
// either transport or as a CSV, refused; a refusal from Xero gives the week back to send again. Who may: the office.

let t: TestApp;
let fake: FakeXero;
let payroll: PayrollFake;
beforeAll(async () => {
  fake = await FakeXero.start();
  payroll = installPayroll(fake);
  t = await startTestApp({ XERO_API_URL: fake.url, ACCOUNTING_TOKEN_KEY: 'accounting-token-key-for-tests-0123456789abcdef' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const SEND = (id: string) => `/api/timesheets/weeks/${id}/xero-payroll`;
const GQL_SEND = `mutation($id: ID!) { sendTimesheetWeekToXeroPayroll(id: $id) {
  __typename ... on XeroPayrollExport { weekId timesheetId organisation } ... on AppError { code message fieldErrors { field message } } } }`;

/** The approved week (payroll-fixtures.ts), connected to a Xero organisation of its own or not. */
async function approvedWeek(name: string, { connect = true } = {}) {
  const w = await approvedTechWeek(t, name);
  const tenant = fake.addTenant(`${name} (Xero)`);
  if (connect) {
    const token = fake.issueToken([tenant.tenantId], 24 * 3600);
    await connectBooks(t, w.o.org.id, {
      provider: 'xero',
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      accessToken: token.accessToken,
      refreshToken: 'x',
    });
  }
  return { ...w, tenant, techEmail: w.o.technician.email, xero: payroll.payroll(tenant.tenantId) };
}

describe('Xero Payroll AU', () => {
  it('without a Xero connection the office is told to connect it, and nothing is exported', async () => {
    const w = await approvedWeek('Unconnected Payroll Air', { connect: false });
    expect((await w.manager.get('/api/timesheets/payroll-connection')).body).toEqual({ provider: null, organisation: null });
    const res = await w.manager.post(SEND(w.weekId));
    expect([res.status, res.body.error]).toEqual([409, 'Connect Xero in Settings → Accounting to send timesheets to Xero Payroll']);
    expect(await exportedOf(w.manager, w.weekId)).toBeNull();
  });

  it('every precondition named by its field first, nothing claimed; then one draft timesheet with the week by day and rate, once', async () => {
    const w = await approvedWeek('Xero Payroll Air');
    expect((await w.manager.get('/api/timesheets/payroll-connection')).body).toEqual({
      provider: 'xero',
      organisation: 'Xero Payroll Air (Xero)',
    });
    // Xero has a weekly calendar from a Monday and its usual rates, but the technician is there under another email.
    payroll.setUp(w.tenant.tenantId, [{ firstName: 'Jake', lastName: 'Tech', email: 'jake.personal@example.test' }]);
    await w.admin.put('/api/timesheets/settings', {
      payroll_ordinary_rate: 'Ordinary Hours',
      payroll_overtime_rate: 'Overtime 1.5x',
    });
    const refused = await w.manager.post(SEND(w.weekId));
    expect([refused.status, refused.body.fieldErrors]).toEqual([
      409,
      {
        payrollTravelRate: 'This week has travel but no travel earnings rate: set it in the timesheet settings',
        payrollEmployeeId: `technician Xero Payroll Air is not an active employee in Xero Payroll: add them there with the email ${w.techEmail}, or set their payroll employee id to their Xero employee ID`,
        payrollOvertimeRate:
          'Xero Payroll has no earnings rate named "Overtime 1.5x" (the overtime rate): set it to one of Xero\'s earnings rates in the timesheet settings',
      },
    ]);
    expect(w.xero.timesheets).toEqual([]);
    expect(await exportedOf(w.manager, w.weekId)).toBeNull();

    // The business puts it right: the member found by their email (any case), the rates named as in Xero (any case).
    w.xero.employees[0].Email = w.techEmail.toUpperCase();
    await w.admin.put('/api/timesheets/settings', {
      payroll_overtime_rate: 'overtime hours (exempt from super)',
      payroll_travel_rate: 'Travel Time',
    });
    expect((await w.tech.post(SEND(w.weekId))).status).toBe(403);
    expect((await w.tech.get('/api/timesheets/payroll-connection')).status).toBe(403);
    const techGql = await w.tech.gql(GQL_SEND, { id: w.weekId });
    expect(techGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await w.tech.gql('{ payrollConnection { provider } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sent = await w.manager.post(SEND(w.weekId));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(w.xero.timesheets).toHaveLength(1);
    const [ts] = w.xero.timesheets;
    expect(sent.body).toEqual({ week_id: w.weekId, timesheet_id: ts.TimesheetID, organisation: 'Xero Payroll Air (Xero)' });
    const rate = (name: string) => w.xero.earningsRates.find((r) => r.Name === name)?.EarningsRateID;
    expect([ts.EmployeeID, ts.StartDate, ts.EndDate, ts.Status, ts.Hours]).toEqual([
      w.xero.employees[0].EmployeeID,
      `/Date(${Date.parse('2026-11-16T00:00:00Z')}+0000)/`,
      `/Date(${Date.parse('2026-11-22T00:00:00Z')}+0000)/`,
      'DRAFT',
      17,
    ]);
    expect(ts.TimesheetLines).toEqual([
      { EarningsRateID: rate('Ordinary Hours'), NumberOfUnits: [6, 8, 0, 0, 0, 0, 0] },
      { EarningsRateID: rate('Overtime Hours (exempt from super)'), NumberOfUnits: [0, 2, 0, 0, 0, 0, 0] },
      { EarningsRateID: rate('Travel Time'), NumberOfUnits: [1, 0, 0, 0, 0, 0, 0] },
    ]);
    expect(await exportedOf(w.manager, w.weekId)).toBe('xero_payroll');
    const audit = await t.database.db.auditLog.findMany({ where: { orgId: w.o.org.id, action: 'timesheet.export' } });
    expect(audit.map((a) => a.data)).toEqual([
      { memberId: w.o.technician.id, format: 'xero_payroll', timesheetId: ts.TimesheetID, organisation: 'Xero Payroll Air (Xero)' },
    ]);

    // Once: again over REST, over GraphQL, or as a CSV — refused, and Xero still holds one timesheet.
    const again = await w.manager.post(SEND(w.weekId));
    expect([again.status, again.body.error]).toEqual([
      409,
      expect.stringMatching(/^This week was exported to payroll on .+: a week is exported once$/),
    ]);
    const gqlAgain = await w.admin.gql(GQL_SEND, { id: w.weekId });
    expect(gqlAgain.data.sendTimesheetWeekToXeroPayroll).toMatchObject({ __typename: 'AppError', code: 'CONFLICT' });
    expect((await w.manager.post(`/api/timesheets/weeks/${w.weekId}/payroll-export`)).status).toBe(409);
    expect(w.xero.timesheets).toHaveLength(1);
  });

  it("a pay period Xero has already paid is refused in Xero's words and the week can be sent again; a fortnightly calendar is named", async () => {
    const w = await approvedWeek('Processed Payroll Air');
    payroll.setUp(w.tenant.tenantId, [{ firstName: 'Sam', lastName: 'Tech', email: w.techEmail }]);
    await w.admin.put('/api/timesheets/settings', {
      payroll_ordinary_rate: 'Ordinary Hours',
      payroll_overtime_rate: 'Overtime Hours (exempt from super)',
      payroll_travel_rate: 'Ordinary Hours',
    });
    const calendar = w.xero.calendars[0];
    w.xero.processed.add(`${calendar.PayrollCalendarID}:${WEEK}`);
    const refused = await w.admin.gql(GQL_SEND, { id: w.weekId });
    expect(refused.data.sendTimesheetWeekToXeroPayroll).toMatchObject({
      __typename: 'AppError',
      code: 'CONFLICT',
      message: 'Xero says: The pay period has already been processed',
    });
    expect(await exportedOf(w.manager, w.weekId)).toBeNull();

    calendar.CalendarType = 'FORTNIGHTLY';
    calendar.Name = 'Fortnightly';
    const fortnightly = await w.manager.post(SEND(w.weekId));
    expect([fortnightly.status, fortnightly.body.fieldErrors]).toEqual([
      409,
      {
        payPeriod:
          "technician Processed Payroll Air is paid on Xero's Fortnightly calendar: a week goes to Xero Payroll only on a weekly calendar whose pay periods start on Monday — download the CSV instead",
      },
    ]);

    // Put right in Xero: sent, travel paid as ordinary hours on one line with the ordinary hours.
    calendar.CalendarType = 'WEEKLY';
    w.xero.processed.clear();
    const sent = await w.admin.gql(GQL_SEND, { id: w.weekId });
    expect(sent.data.sendTimesheetWeekToXeroPayroll).toMatchObject({ __typename: 'XeroPayrollExport', weekId: w.weekId });
    expect(w.xero.timesheets.map((x) => x.TimesheetLines.map((l) => l.NumberOfUnits))).toEqual([
      [
        [7, 8, 0, 0, 0, 0, 0],
        [0, 2, 0, 0, 0, 0, 0],
      ],
    ]);
  });

  it("another organisation's week is not found, and nothing reaches Xero", async () => {
    const w = await approvedWeek('Own Payroll Air');
    const other = await approvedWeek('Other Payroll Air');
    payroll.setUp(other.tenant.tenantId, [{ firstName: 'Other', lastName: 'Tech', email: other.techEmail }]);
    const res = await w.admin.post(SEND(other.weekId));
    expect(res.status).toBe(404);
    expect(other.xero.timesheets).toEqual([]);
  });
});
