import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, dayKeyOf, startOfWeek } from '../../api/src/rules/zoned-time';
import { openAxePage, violations } from './axe';
import { gql, launch, login, openPage, screenshot } from './browser';

// Hours to payroll through the books (docs/timesheets.md → Payroll): the admin connects Xero, the business has Xero
// Payroll set up with the same people, a week of the office's hours is submitted and approved, and the manager sends
// it from /timesheets to Xero Payroll, where it is one draft timesheet; the card then says where it went and offers no
// second export. Disconnected at the end, as the books journey does, so the worker's other files meet no connection.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const xero = (path: string, init?: RequestInit) => fetch(`${inject('fakeXeroUrl')}${path}`, init).then((r) => r.json());

describe('hours to Xero Payroll', { timeout: 180_000 }, () => {
  it('an approved week → Send to Xero Payroll → a draft timesheet in Xero, once', async () => {
    const office = await openPage(browser, 1280, { bypassCSP: true });
    await login(office, 'admin@coolair.com.au', { to: '/settings?tab=accounting' });
    try {
      await office.getByRole('button', { name: 'Connect Xero' }).click();
      await office.getByText('Xero is connected.').waitFor();
      const { viewer } = await gql<{ viewer: { name: string; email: string } }>(office, '{ viewer { name email } }');
      const [first, ...rest] = viewer.name.split(' ');
      await xero('/_test/payroll', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ employees: [{ firstName: first, lastName: rest.join(' '), email: viewer.email }] }),
      });
      await gql(office, 'mutation($i: UpdateTimesheetSettingsInput!) { updateTimesheetSettings(input: $i) { __typename } }', {
        i: {
          payrollOrdinaryRate: 'Ordinary Hours',
          payrollOvertimeRate: 'Overtime Hours (exempt from super)',
          payrollTravelRate: 'Travel Time',
        },
      });

      // The admin's own Monday two weeks ago, 8 am to noon in Melbourne, entered after the fact; submitted and approved.
      const weekStart = addDays(startOfWeek(dayKeyOf(new Date(), 'Australia/Melbourne')), -14);
      const at = (hhmm: string) => new Date(`${weekStart}T${hhmm}:00+11:00`).toISOString();
      await gql(office, 'mutation($i: EnterShiftInput!) { enterShift(input: $i) { __typename } }', {
        i: { start: at('08:00'), end: at('12:00') },
      });
      const { submitTimesheetWeek } = await gql<{ submitTimesheetWeek: { id: string } }>(
        office,
        'mutation($w: String) { submitTimesheetWeek(weekStart: $w) { ... on TimesheetWeek { id } } }',
        { w: weekStart },
      );
      await gql(office, 'mutation($id: ID!) { approveTimesheetWeek(id: $id) { __typename } }', { id: submitTimesheetWeek.id });

      const manager = await openAxePage(browser, 1280);
      await login(manager, 'manager@coolair.com.au', { to: '/timesheets' });
      for (let i = 0; i < 2; i++) await manager.getByRole('button', { name: 'Previous week' }).click();
      const card = manager.locator('section').filter({ has: manager.getByRole('heading', { name: viewer.name, exact: true }) });
      await card.getByRole('button', { name: 'Send to Xero Payroll' }).click();
      await card.getByText(/^Sent to Xero Payroll/).waitFor();
      expect(await card.getByRole('button', { name: /Send to Xero Payroll|Download KeyPay CSV/ }).count()).toBe(0);
      expect(await xero('/_test/payroll/timesheets')).toEqual([{ email: viewer.email, status: 'DRAFT', hours: 4 }]);
      await screenshot(manager, 'timesheets-sent-to-xero-payroll-1280');
      expect(await violations(manager)).toEqual([]);

      // Once: the API refuses a second export of either kind, and Xero still holds one timesheet.
      const again = await gql<{ sendTimesheetWeekToXeroPayroll: { code: string } }>(
        manager,
        'mutation($id: ID!) { sendTimesheetWeekToXeroPayroll(id: $id) { ... on AppError { code } } }',
        { id: submitTimesheetWeek.id },
      );
      expect(again.sendTimesheetWeekToXeroPayroll.code).toBe('CONFLICT');
      expect(await xero('/_test/payroll/timesheets')).toHaveLength(1);
      await manager.context().close();
    } finally {
      await gql(office, 'mutation { disconnectAccounting { __typename } }').catch(() => {});
      await office.context().close();
    }
  });
});
