import { type MyobSession, myobCall, myobFileUri, myobList } from './myob-api.ts';

// Every call Spanner makes to MYOB's payroll (AccountRight API v2, Australian files), through the MYOB call helper
// (myob-api.ts: its pacing, and a refusal as a MyobCallError in MYOB's words): the employee cards and wage payroll
// categories an export is checked against, and the timesheet it puts. A timesheet in MYOB is an employee's hours for a
// period, put at /Payroll/Timesheet/{Employee UID}: putting the same period again replaces it, so MYOB needs (and
// takes) no idempotency key — the export's "once" is Spanner's claim.
// Sources: developer.myob.com/api/accountright/v2/contact/employee, …/payroll/payroll-category/wage,
// …/payroll/timesheet.

export interface MyobEmployee {
  uid: string;
  /** The card ID: what the member's payroll employee id is set to */
  displayId: string | null;
  name: string;
  active: boolean;
}

export interface MyobWageCategory {
  uid: string;
  name: string;
}

/** One employee's timesheet for a week: a line per wage category, an entry per day with hours. */
export interface MyobTimesheet {
  employeeUid: string;
  startDay: string;
  endDay: string;
  lines: { categoryUid: string; entries: { day: string; hours: number }[] }[];
}

type MyobEmployeeCard = {
  UID: string;
  DisplayID?: string | null;
  FirstName?: string | null;
  LastName?: string | null;
  CompanyName?: string | null;
  IsActive?: boolean;
};

/** A day as MYOB writes a DateTime. */
const myobDate = (day: string) => `${day}T00:00:00`;

export function myobPayroll(session: MyobSession) {
  return {
    async employees(): Promise<MyobEmployee[]> {
      const cards = await myobList<MyobEmployeeCard>(session, '/Contact/Employee');
      return cards.map((e) => ({
        uid: e.UID,
        displayId: e.DisplayID || null,
        name: [e.FirstName, e.LastName].filter(Boolean).join(' ') || String(e.CompanyName ?? ''),
        active: e.IsActive !== false,
      }));
    },
    async wageCategories(): Promise<MyobWageCategory[]> {
      const wages = await myobList<{ UID: string; Name: string }>(session, '/Payroll/PayrollCategory/Wage');
      return wages.map((w) => ({ uid: w.UID, name: String(w.Name ?? '') }));
    },
    /** The employee's timesheet for the period (MYOB replaces what it held for that period). */
    async putTimesheet(t: MyobTimesheet): Promise<void> {
      await myobCall(
        session,
        'PUT',
        `${myobFileUri(session.config, session.fileId)}/Payroll/Timesheet/${encodeURIComponent(t.employeeUid)}`,
        {
          Employee: { UID: t.employeeUid },
          StartDate: myobDate(t.startDay),
          EndDate: myobDate(t.endDay),
          Lines: t.lines.map((l) => ({
            PayrollCategory: { UID: l.categoryUid },
            Entries: l.entries.map((e) => ({ Date: myobDate(e.day), Hours: e.hours })),
          })),
        },
      );
    },
  };
}

export type MyobPayroll = ReturnType<typeof myobPayroll>;
