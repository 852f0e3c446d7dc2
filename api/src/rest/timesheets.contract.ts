import { z } from 'zod';
import { itemCostSchema } from '../domain/job-profit/item-costs.ts';
import { profitReportSchema } from '../domain/job-profit/job-profit.ts';
import {
  addLeaveSchema,
  arriveSchema,
  clockSchema,
  editShiftSchema,
  enterShiftSchema,
  memberCostSchema,
  timesheetSettingsSchema,
  unlockSchema,
  weekSchema,
  weeksSchema,
} from '../domain/timesheets/schemas.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import {
  itemCostJson,
  jobProfitJson,
  leaveJson,
  memberCostJson,
  openShiftJson,
  profitReportJson,
  shiftJson,
  timesheetSettingsJson,
  weekJson,
} from '../views/timesheets.views.ts';
import { route } from './contract.ts';

// Timesheets and job profit (docs/timesheets.md): a member's day on the phone (clock actions, each with an optional
// `at` for an action made offline), days entered after the fact, weeks submitted; the office's review (everyone's
// weeks, open shifts, edits, approve and lock, unlock with a reason); cost rates and item costs; what jobs made.

const byId = z.object({ id: z.string().min(1) });
const clockBody = z.preprocess((v) => camelKeys(v ?? {}), clockSchema.omit({ jobId: true }));
const clock = (path: string, summary: string) =>
  route({
    method: 'POST',
    path: `/api/timesheets/${path}`,
    summary,
    access: { can: 'keepTimesheet' },
    body: clockBody,
    response: shiftJson,
  });

export const timesheetsContract = {
  clockOn: clock('clock-on', 'Clock on {at?}: starts a shift (at most one open at a time)'),
  startTravel: clock('start-travel', 'Start travelling {at?}: ends what was running'),
  arriveAtJob: route({
    method: 'POST',
    path: '/api/timesheets/arrive',
    summary: "Arrive at a job {job_id, at?}: work on the job until the next action; its hours become the job's hours",
    access: { can: 'keepTimesheet' },
    body: z.preprocess(camelKeys, arriveSchema),
    response: shiftJson,
  }),
  startBreak: clock('start-break', 'Start a break {at?} (unpaid)'),
  endBreak: clock('end-break', 'End the break {at?}'),
  leaveJob: clock('leave-job', 'Leave the job {at?}: ends the work on it'),
  clockOff: clock('clock-off', 'Clock off {at?}: ends what was running and the shift'),
  enterShift: route({
    method: 'POST',
    path: '/api/timesheets/shifts',
    summary:
      'Enter a shift after the fact {start, end, segments: [{kind: work|travel|break, start, end, job_id}], note?, member_id? (the office, for a member)}',
    access: { can: 'keepTimesheet' },
    body: z.preprocess(camelKeys, enterShiftSchema),
    response: shiftJson,
    status: 201,
  }),
  updateShift: route({
    method: 'PUT',
    path: '/api/timesheets/shifts/{id}',
    summary:
      "Change a shift {start, end, segments, note?, reason?}: one's own while the week is open; the office anyone's until approved (audited)",
    access: { can: 'keepTimesheet' },
    params: byId,
    body: z.preprocess(camelKeys, editShiftSchema),
    response: shiftJson,
  }),
  deleteShift: route({
    method: 'DELETE',
    path: '/api/timesheets/shifts/{id}',
    summary: "Remove a shift (its hours leave the jobs too): one's own while the week is open; the office's is audited",
    access: { can: 'keepTimesheet' },
    params: byId,
    response: successJson,
  }),
  addLeave: route({
    method: 'POST',
    path: '/api/timesheets/leave',
    summary:
      "Enter a member's leave {member_id, day, kind: annual|personal|public_holiday|unpaid, hours (> 0, ≤ 24, 2 decimals), note?, week_start? (the day must be inside it)}: the office, until the week is approved (audited)",
    access: { can: 'reviewTimesheets' },
    body: z.preprocess(camelKeys, addLeaveSchema),
    response: leaveJson,
    status: 201,
  }),
  removeLeave: route({
    method: 'DELETE',
    path: '/api/timesheets/leave/{id}',
    summary: "Remove a member's leave: the office, until the week is approved (audited)",
    access: { can: 'reviewTimesheets' },
    params: byId,
    response: successJson,
  }),
  getMyOpenShift: route({
    method: 'GET',
    path: '/api/timesheets/open-shift',
    summary: "The viewer's shift still open (clocked on), whatever week it began in; null when not clocked on",
    access: { can: 'keepTimesheet' },
    response: shiftJson.nullable(),
  }),
  getWeek: route({
    method: 'GET',
    path: '/api/timesheets/week',
    summary: "A week's days, shifts and totals (week_start: any day of it, default this week; member_id: the office, a member's)",
    access: { can: 'keepTimesheet' },
    query: z.preprocess(camelKeys, weekSchema),
    response: weekJson,
  }),
  listMyWeeks: route({
    method: 'GET',
    path: '/api/timesheets/weeks',
    summary: "The caller's weeks with shifts, newest first (from, to, status)",
    access: { can: 'keepTimesheet' },
    query: z.preprocess(camelKeys, weeksSchema),
    response: z.array(weekJson),
  }),
  submitWeek: route({
    method: 'POST',
    path: '/api/timesheets/week/submit',
    summary: "Submit one's week {week_start?}: it then changes only through the office",
    access: { can: 'keepTimesheet' },
    body: z.preprocess((v) => camelKeys(v ?? {}), weekSchema.omit({ memberId: true })),
    response: weekJson,
  }),
  listPeopleWeeks: route({
    method: 'GET',
    path: '/api/timesheets/review',
    summary: "Every member's week for review (week_start, status)",
    access: { can: 'reviewTimesheets' },
    query: z.preprocess(camelKeys, weekSchema.omit({ memberId: true }).extend({ status: weeksSchema.shape.status })),
    response: z.array(weekJson),
  }),
  approveWeek: route({
    method: 'POST',
    path: '/api/timesheets/weeks/{id}/approve',
    summary: 'Approve and lock a submitted week (timesheet.approved)',
    access: { can: 'reviewTimesheets' },
    params: byId,
    response: weekJson,
  }),
  unlockWeek: route({
    method: 'POST',
    path: '/api/timesheets/weeks/{id}/unlock',
    summary: 'Unlock an approved week {reason} (audited): open again',
    access: { can: 'reviewTimesheets' },
    params: byId,
    body: unlockSchema,
    response: weekJson,
  }),
  exportWeek: route({
    method: 'POST',
    path: '/api/timesheets/weeks/{id}/payroll-export',
    summary:
      'Export an approved week to payroll, once: an Employment Hero (KeyPay) timesheet CSV; every missing mapping named (employee id, earnings rates)',
    access: { can: 'reviewTimesheets' },
    params: byId,
    response: z.unknown(),
    responseType: 'text/csv',
  }),
  payrollConnection: route({
    method: 'GET',
    path: '/api/timesheets/payroll-connection',
    summary:
      'The connected books an approved week can be sent to (their payroll): provider (xero, myob) and organisation; both null when none',
    access: { can: 'reviewTimesheets' },
    response: z.object({ provider: z.enum(['xero', 'myob']).nullable(), organisation: z.string().nullable() }),
  }),
  openShifts: route({
    method: 'GET',
    path: '/api/timesheets/open-shifts',
    summary: 'Who is clocked on now, and what on; forgotten clock-offs flagged',
    access: { can: 'reviewTimesheets' },
    response: z.array(openShiftJson),
  }),
  getSettings: route({
    method: 'GET',
    path: '/api/timesheets/settings',
    summary: 'The overtime rules, the clock-off reminder time and the payroll earnings rates',
    access: { can: 'keepTimesheet' },
    response: timesheetSettingsJson,
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/api/timesheets/settings',
    summary:
      'Change the timesheet settings {overtime_daily_hours, overtime_weekly_hours, clock_off_reminder_time, payroll_*_rate (ordinary, overtime, travel, annual_leave, personal_leave, public_holiday, unpaid_leave)} (admins; null turns off)',
    access: { can: 'manageCostRates' },
    body: z.preprocess(camelKeys, timesheetSettingsSchema),
    response: timesheetSettingsJson,
  }),
  listMemberCosts: route({
    method: 'GET',
    path: '/api/timesheets/member-costs',
    summary: "Members' cost rates (cents an hour) and payroll employee ids",
    access: { can: 'seeJobProfit' },
    response: z.array(memberCostJson),
  }),
  setMemberCost: route({
    method: 'PUT',
    path: '/api/timesheets/member-costs/{id}',
    summary: "Set a member's cost rate {cost_rate_cents, payroll_employee_id} (admins)",
    access: { can: 'manageCostRates' },
    params: byId,
    body: z.preprocess(camelKeys, memberCostSchema),
    response: memberCostJson,
  }),
  listItemCosts: route({
    method: 'GET',
    path: '/api/job-profit/item-costs',
    summary: 'Price-list items with their cost (ex GST)',
    access: { can: 'seeJobProfit' },
    response: z.array(itemCostJson),
  }),
  setItemCost: route({
    method: 'PUT',
    path: '/api/job-profit/item-costs/{id}',
    summary: "Set a price-list item's cost {cost_cents} (admins; null: not known)",
    access: { can: 'manageCostRates' },
    params: byId,
    body: z.preprocess(camelKeys, itemCostSchema),
    response: itemCostJson,
  }),
  jobProfit: route({
    method: 'GET',
    path: '/api/jobs/{id}/profit',
    summary: 'What a job made: revenue invoiced ex GST, labour and materials at cost, margin and margin %',
    access: { can: 'seeJobProfit' },
    params: byId,
    response: jobProfitJson,
  }),
  profitReport: route({
    method: 'GET',
    path: '/api/job-profit/report',
    summary:
      'Jobs completed in a range (from, to: YYYY-MM-DD, default this month) grouped by jobType, customer or month (group_by); totals and groups over every job, the jobs a page at a time: limit (default 50, max 500) and offset, total_jobs; a Link header points to the next page',
    access: { can: 'seeJobProfit' },
    query: z.preprocess(camelKeys, profitReportSchema),
    response: profitReportJson,
  }),
} as const;
