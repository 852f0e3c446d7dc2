import { z } from 'zod';
import type { ItemCost } from '../domain/job-profit/item-costs.ts';
import type { JobProfitRecord, JobProfitReport } from '../domain/job-profit/job-profit.ts';
import type { OpenShift } from '../domain/timesheets/open-shifts.ts';
import type { MemberCost, TimesheetSettings } from '../domain/timesheets/settings.ts';
import type { LeaveRecord, ShiftRecord, WeekRecord } from '../domain/timesheets/timesheet-read.ts';
import { LEAVE_KINDS, type LeaveMinutes, type Minutes } from '../rules/timesheet.ts';
import { PAYROLL_FORMATS } from '../rules/timesheet-payroll.ts';

// Timesheets and job profit as REST and the webhook payloads show them (docs/timesheets.md): snake_case, times ISO
// 8601, durations in minutes, money in cents.

const iso = (d: Date | null) => d?.toISOString() ?? null;

const minutesJson = z.object({
  total_minutes: z.number().int(),
  break_minutes: z.number().int(),
  travel_minutes: z.number().int(),
  on_jobs_minutes: z.number().int(),
  unallocated_minutes: z.number().int(),
  paid_minutes: z.number().int(),
});
const toMinutesJson = (m: Minutes): z.input<typeof minutesJson> => ({
  total_minutes: m.total,
  break_minutes: m.breaks,
  travel_minutes: m.travel,
  on_jobs_minutes: m.onJobs,
  unallocated_minutes: m.unallocated,
  paid_minutes: m.paid,
});

export const segmentJson = z.object({
  id: z.string(),
  kind: z.enum(['work', 'travel', 'break']),
  job_id: z.string().nullable(),
  job_title: z.string().nullable(),
  start: z.string(),
  end: z.string().nullable(),
  job_hours_id: z.string().nullable().describe("The job diary's hours row this work is"),
});

export const shiftJson = z.object({
  id: z.string(),
  member_id: z.string(),
  day: z.string(),
  start: z.string(),
  end: z.string().nullable().describe('null while clocked on'),
  note: z.string().nullable(),
  segments: z.array(segmentJson),
  minutes: minutesJson.nullable(),
});

export const toShiftJson = (s: ShiftRecord): z.input<typeof shiftJson> => ({
  id: s.id,
  member_id: s.userId,
  day: s.day,
  start: s.startAt.toISOString(),
  end: iso(s.endAt),
  note: s.note,
  segments: s.segments.map((g) => ({
    id: g.id,
    kind: g.kind,
    job_id: g.jobId,
    job_title: g.jobTitle,
    start: g.startAt.toISOString(),
    end: iso(g.endAt),
    job_hours_id: g.jobHoursId,
  })),
  minutes: s.minutes && toMinutesJson(s.minutes),
});

export const leaveJson = z.object({
  id: z.string(),
  member_id: z.string(),
  week_id: z.string(),
  day: z.string(),
  kind: z.enum(LEAVE_KINDS),
  minutes: z.number().int(),
  hours: z.number().describe('minutes / 60, to 2 decimals'),
  note: z.string().nullable(),
  created_by_id: z.string().describe('The office member who entered it'),
  created_at: z.string(),
});

export const toLeaveJson = (l: LeaveRecord): z.input<typeof leaveJson> => ({
  id: l.id,
  member_id: l.userId,
  week_id: l.weekId,
  day: l.day,
  kind: l.kind,
  minutes: l.minutes,
  hours: Math.round((l.minutes / 60) * 100) / 100,
  note: l.note,
  created_by_id: l.createdById,
  created_at: l.createdAt.toISOString(),
});

const leaveMinutesJson = z
  .object({
    annual_minutes: z.number().int(),
    personal_minutes: z.number().int(),
    public_holiday_minutes: z.number().int(),
    unpaid_minutes: z.number().int(),
  })
  .describe('Leave by kind: never ordinary hours, never towards overtime');
const toLeaveMinutesJson = (l: LeaveMinutes): z.input<typeof leaveMinutesJson> => ({
  annual_minutes: l.annual,
  personal_minutes: l.personal,
  public_holiday_minutes: l.public_holiday,
  unpaid_minutes: l.unpaid,
});

const payJson = minutesJson.extend({
  ordinary_minutes: z.number().int(),
  overtime_minutes: z.number().int(),
  leave_minutes: leaveMinutesJson,
});

export const weekJson = z.object({
  id: z.string().nullable(),
  member_id: z.string(),
  member_name: z.string(),
  week_start: z.string(),
  status: z.enum(['open', 'submitted', 'approved']),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  exported_at: z.string().nullable(),
  exported_to: z
    .enum(PAYROLL_FORMATS)
    .nullable()
    .describe('Where it was exported: a CSV downloaded, a draft timesheet in Xero Payroll, or a timesheet in MYOB payroll'),
  days: z.array(payJson.extend({ day: z.string(), shifts: z.array(shiftJson), leave: z.array(leaveJson) })),
  totals: payJson.extend({ overtime_by: z.enum(['day', 'week']).nullable() }),
});

export const toWeekJson = (w: WeekRecord): z.input<typeof weekJson> => ({
  id: w.id,
  member_id: w.userId,
  member_name: w.memberName,
  week_start: w.weekStart,
  status: w.status,
  submitted_at: iso(w.submittedAt),
  approved_at: iso(w.approvedAt),
  exported_at: iso(w.exportedAt),
  exported_to: w.exportedTo,
  days: w.days.map((d) => ({
    day: d.day,
    ...toMinutesJson(d),
    ordinary_minutes: d.ordinary,
    overtime_minutes: d.overtime,
    leave_minutes: toLeaveMinutesJson(d.leave),
    shifts: d.shifts.map(toShiftJson),
    leave: d.leaveEntries.map(toLeaveJson),
  })),
  totals: {
    ...toMinutesJson(w.totals),
    ordinary_minutes: w.totals.ordinary,
    overtime_minutes: w.totals.overtime,
    leave_minutes: toLeaveMinutesJson(w.totals.leave),
    overtime_by: w.totals.overtimeBy,
  },
});

export const openShiftJson = z.object({
  id: z.string().describe('The shift'),
  member_id: z.string(),
  member_name: z.string(),
  start: z.string(),
  current_kind: z.enum(['work', 'travel', 'break']).nullable(),
  current_job_id: z.string().nullable(),
  current_job_title: z.string().nullable(),
  current_since: z.string().nullable(),
  forgotten: z.boolean().describe('Still clocked on past the reminder time, or since an earlier day'),
  reminder_sent_at: z.string().nullable().describe('When the member was emailed to clock off (null: not yet)'),
});

export const toOpenShiftJson = (s: OpenShift): z.input<typeof openShiftJson> => ({
  id: s.shiftId,
  member_id: s.userId,
  member_name: s.memberName,
  start: s.startAt.toISOString(),
  current_kind: s.currentKind,
  current_job_id: s.currentJobId,
  current_job_title: s.currentJobTitle,
  current_since: iso(s.currentSince),
  forgotten: s.forgotten,
  reminder_sent_at: iso(s.reminderSentAt),
});

export const timesheetSettingsJson = z.object({
  overtime_daily_hours: z.number().nullable(),
  overtime_weekly_hours: z.number().nullable(),
  clock_off_reminder_time: z.string().nullable(),
  payroll_ordinary_rate: z.string().nullable(),
  payroll_overtime_rate: z.string().nullable(),
  payroll_travel_rate: z.string().nullable(),
  payroll_annual_leave_rate: z.string().nullable(),
  payroll_personal_leave_rate: z.string().nullable(),
  payroll_public_holiday_rate: z.string().nullable(),
  payroll_unpaid_leave_rate: z.string().nullable(),
});

export const toTimesheetSettingsJson = (s: TimesheetSettings): z.input<typeof timesheetSettingsJson> => ({
  overtime_daily_hours: s.overtimeDailyHours,
  overtime_weekly_hours: s.overtimeWeeklyHours,
  clock_off_reminder_time: s.clockOffReminderTime,
  payroll_ordinary_rate: s.payrollOrdinaryRate,
  payroll_overtime_rate: s.payrollOvertimeRate,
  payroll_travel_rate: s.payrollTravelRate,
  payroll_annual_leave_rate: s.payrollAnnualLeaveRate,
  payroll_personal_leave_rate: s.payrollPersonalLeaveRate,
  payroll_public_holiday_rate: s.payrollPublicHolidayRate,
  payroll_unpaid_leave_rate: s.payrollUnpaidLeaveRate,
});

export const memberCostJson = z.object({
  id: z.string().describe('The member'),
  name: z.string(),
  cost_rate_cents: z.number().int().nullable(),
  payroll_employee_id: z.string().nullable(),
});

export const toMemberCostJson = (m: MemberCost): z.input<typeof memberCostJson> => ({
  id: m.userId,
  name: m.name,
  cost_rate_cents: m.costRateCents,
  payroll_employee_id: m.payrollEmployeeId,
});

export const itemCostJson = z.object({
  id: z.string(),
  name: z.string(),
  unit_amount_cents: z.number().int(),
  cost_cents: z.number().int().nullable(),
});

export const toItemCostJson = (i: ItemCost): z.input<typeof itemCostJson> => ({
  id: i.presetId,
  name: i.name,
  unit_amount_cents: i.unitAmountCents,
  cost_cents: i.costCents,
});

const figuresJson = z.object({
  revenue_cents: z.number().int().describe('Invoiced, GST excluded'),
  labour_cost_cents: z.number().int(),
  materials_cost_cents: z.number().int(),
  cost_cents: z.number().int(),
  margin_cents: z.number().int(),
  margin_percent: z.number().nullable(),
});

export const jobProfitJson = figuresJson.extend({
  job_id: z.string(),
  title: z.string(),
  job_type: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  completed_at: z.string().nullable(),
  labour_minutes: z.number().int(),
  uncosted_labour_minutes: z.number().int().describe('Hours of members without a cost rate'),
  uncosted_materials: z.array(z.string()).describe('Parts without a cost'),
});

const toFigures = (f: {
  revenueCents: number;
  labourCostCents: number;
  materialsCostCents: number;
  costCents: number;
  marginCents: number;
  marginPercent: number | null;
}) => ({
  revenue_cents: f.revenueCents,
  labour_cost_cents: f.labourCostCents,
  materials_cost_cents: f.materialsCostCents,
  cost_cents: f.costCents,
  margin_cents: f.marginCents,
  margin_percent: f.marginPercent,
});

export const toJobProfitJson = (j: JobProfitRecord): z.input<typeof jobProfitJson> => ({
  ...toFigures(j),
  job_id: j.jobId,
  title: j.title,
  job_type: j.jobType,
  customer_id: j.customerId,
  customer_name: j.customerName,
  completed_at: iso(j.completedAt),
  labour_minutes: j.labourMinutes,
  uncosted_labour_minutes: j.uncostedLabourMinutes,
  uncosted_materials: j.uncostedMaterials,
});

export const profitReportJson = z.object({
  from: z.string(),
  to: z.string(),
  group_by: z.enum(['jobType', 'customer', 'month']),
  groups: z.array(figuresJson.extend({ key: z.string(), label: z.string(), jobs: z.number().int() })),
  totals: figuresJson.extend({ jobs: z.number().int() }).describe('Over every job of the range'),
  missing_costs: z
    .object({
      labour_minutes: z.number().int().describe('Hours of members without a cost rate'),
      labour_jobs: z.number().int(),
      materials: z.array(z.string()).describe('Parts without a cost, each once, sorted'),
      materials_jobs: z.number().int(),
    })
    .describe('What the jobs of the range count at nothing, over every page'),
  jobs: z.array(jobProfitJson).describe('One page of the jobs, completed first to last'),
  limit: z.number().int(),
  offset: z.number().int(),
  total_jobs: z.number().int().describe('Jobs in the range over every page'),
});

export const toProfitReportJson = (r: JobProfitReport): z.input<typeof profitReportJson> => ({
  from: r.from,
  to: r.to,
  group_by: r.groupBy,
  groups: r.groups.map((g) => ({ key: g.key, label: g.label, jobs: g.jobs, ...toFigures(g) })),
  totals: { ...toFigures(r.totals), jobs: r.totals.jobs },
  missing_costs: {
    labour_minutes: r.missingCosts.labourMinutes,
    labour_jobs: r.missingCosts.labourJobs,
    materials: r.missingCosts.materials,
    materials_jobs: r.missingCosts.materialsJobs,
  },
  jobs: r.jobs.map(toJobProfitJson),
  limit: r.limit,
  offset: r.offset,
  total_jobs: r.totalJobs,
});
