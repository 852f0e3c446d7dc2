import { type ItemCost, listItemCosts, setItemCost } from '../../domain/job-profit/item-costs.ts';
import {
  getJobProfit,
  getJobProfitReport,
  type JobProfitRecord,
  type JobProfitReport,
  PROFIT_GROUPS,
  type ProfitGroup,
} from '../../domain/job-profit/job-profit.ts';
import { type ClockAction, clock } from '../../domain/timesheets/clock.ts';
import { addTimesheetLeave, removeTimesheetLeave } from '../../domain/timesheets/leave.ts';
import { listOpenShifts, type OpenShift, subscribeTimesheetChanges } from '../../domain/timesheets/open-shifts.ts';
import { type PayrollConnection, payrollConnection } from '../../domain/timesheets/payroll-connection.ts';
import { exportTimesheetWeek, type PayrollExport } from '../../domain/timesheets/payroll-export.ts';
import {
  getTimesheetSettings,
  listMemberCosts,
  type MemberCost,
  setMemberCost,
  type TimesheetSettings,
  updateTimesheetSettings,
} from '../../domain/timesheets/settings.ts';
import type { DayRecord, LeaveRecord, SegmentRecord, ShiftRecord, WeekRecord } from '../../domain/timesheets/timesheet-read.ts';
import {
  approveTimesheetWeek,
  getTimesheetWeek,
  listMyTimesheetWeeks,
  listTimesheetWeeks,
  myOpenShift,
  submitTimesheetWeek,
  unlockTimesheetWeek,
} from '../../domain/timesheets/weeks.ts';
import { deleteShift, enterShift, updateShift } from '../../domain/timesheets/write-shift.ts';
import type { TimesheetChangedEvent } from '../../events.ts';
import type { MissingCosts, ProfitFigures } from '../../rules/job-profit.ts';
import { LEAVE_KINDS, type LeaveMinutes, type Minutes, SEGMENT_KINDS, WEEK_STATUSES } from '../../rules/timesheet.ts';
import { builder } from '../builder.ts';
import { defined } from '../query.ts';
import { appErrors } from './errors.ts';

// Timesheets and job profit (docs/timesheets.md): the member's day (clock actions, days entered after the fact,
// weeks submitted), the office's review (weeks, open shifts live, edits, approve and lock, unlock), cost rates and what
// jobs made. Each resolver is one domain call.

const SegmentKindEnum = builder.enumType('ShiftSegmentKind', { values: SEGMENT_KINDS });
const WeekStatusEnum = builder.enumType('TimesheetWeekStatus', { values: WEEK_STATUSES });
const ProfitGroupEnum = builder.enumType('JobProfitGroupBy', { values: PROFIT_GROUPS });
const LeaveKindEnum = builder.enumType('TimesheetLeaveKind', { values: LEAVE_KINDS });

const TimesheetLeaveMinutes = builder.objectRef<LeaveMinutes>('TimesheetLeaveMinutes').implement({
  description: 'Leave by kind, minutes: never ordinary hours, never towards overtime',
  fields: (t) => ({
    annualMinutes: t.int({ resolve: (l) => l.annual }),
    personalMinutes: t.int({ description: "Personal/carer's leave", resolve: (l) => l.personal }),
    publicHolidayMinutes: t.int({ resolve: (l) => l.public_holiday }),
    unpaidMinutes: t.int({ resolve: (l) => l.unpaid }),
  }),
});

const TimesheetLeave = builder.objectRef<LeaveRecord>('TimesheetLeave').implement({
  description: "Leave the office entered on a day of a member's week",
  fields: (t) => ({
    id: t.exposeID('id'),
    memberId: t.exposeID('userId'),
    weekId: t.exposeID('weekId'),
    day: t.exposeString('day'),
    kind: t.field({ type: LeaveKindEnum, resolve: (l) => l.kind }),
    minutes: t.exposeInt('minutes'),
    hours: t.float({ description: 'minutes / 60, to 2 decimals', resolve: (l) => Math.round((l.minutes / 60) * 100) / 100 }),
    note: t.exposeString('note', { nullable: true }),
    createdById: t.exposeID('createdById', { description: 'The office member who entered it' }),
    createdAt: t.field({ type: 'DateTime', resolve: (l) => l.createdAt }),
  }),
});

const TimesheetMinutes = builder.objectRef<Minutes>('TimesheetMinutes').implement({
  fields: (t) => ({
    totalMinutes: t.int({ resolve: (m) => m.total }),
    breakMinutes: t.int({ resolve: (m) => m.breaks }),
    travelMinutes: t.int({ resolve: (m) => m.travel }),
    onJobsMinutes: t.int({ description: 'Work on jobs: the job diary’s hours', resolve: (m) => m.onJobs }),
    unallocatedMinutes: t.int({ description: 'Work on no job', resolve: (m) => m.unallocated }),
    paidMinutes: t.int({ description: 'Total less breaks', resolve: (m) => m.paid }),
  }),
});

const ShiftSegment = builder.objectRef<SegmentRecord>('ShiftSegment').implement({
  description: 'Part of a shift: work on a job (its hours are the job’s), travel or a break',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: SegmentKindEnum, resolve: (s) => s.kind }),
    jobId: t.exposeID('jobId', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
    start: t.field({ type: 'DateTime', resolve: (s) => s.startAt }),
    end: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.endAt }),
    jobHoursId: t.exposeID('jobHoursId', { nullable: true, description: 'The job diary’s hours row this work is' }),
  }),
});

const Shift = builder.objectRef<ShiftRecord>('Shift').implement({
  description: 'A shift from clock-on to clock-off, on the local day it started',
  fields: (t) => ({
    id: t.exposeID('id'),
    memberId: t.exposeID('userId'),
    day: t.exposeString('day'),
    start: t.field({ type: 'DateTime', resolve: (s) => s.startAt }),
    end: t.field({ type: 'DateTime', nullable: true, description: 'Null while clocked on', resolve: (s) => s.endAt }),
    note: t.exposeString('note', { nullable: true }),
    segments: t.field({ type: [ShiftSegment], resolve: (s) => s.segments }),
    minutes: t.field({ type: TimesheetMinutes, nullable: true, resolve: (s) => s.minutes }),
  }),
});

const TimesheetDay = builder.objectRef<DayRecord>('TimesheetDay').implement({
  fields: (t) => ({
    day: t.exposeString('day'),
    minutes: t.field({ type: TimesheetMinutes, resolve: (d) => d }),
    ordinaryMinutes: t.exposeInt('ordinary'),
    overtimeMinutes: t.exposeInt('overtime'),
    leaveMinutes: t.field({ type: TimesheetLeaveMinutes, resolve: (d) => d.leave }),
    shifts: t.field({ type: [Shift], resolve: (d) => d.shifts }),
    leave: t.field({ type: [TimesheetLeave], description: 'Leave the office entered on the day', resolve: (d) => d.leaveEntries }),
  }),
});

const TimesheetWeek = builder.objectRef<WeekRecord>('TimesheetWeek').implement({
  description: "A member's week, Monday to Sunday: open, submitted, approved (locked)",
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true, description: 'Null until the week has a shift' }),
    memberId: t.exposeID('userId'),
    memberName: t.exposeString('memberName'),
    weekStart: t.exposeString('weekStart'),
    status: t.field({ type: WeekStatusEnum, resolve: (w) => w.status }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (w) => w.submittedAt }),
    approvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (w) => w.approvedAt }),
    exportedAt: t.field({ type: 'DateTime', nullable: true, resolve: (w) => w.exportedAt }),
    exportedTo: t.string({
      nullable: true,
      description:
        'Where it was exported: keypay_csv (a CSV downloaded), xero_payroll (a draft timesheet in Xero Payroll) or myob_payroll (a timesheet in MYOB payroll)',
      resolve: (w) => w.exportedTo,
    }),
    days: t.field({ type: [TimesheetDay], resolve: (w) => w.days }),
    minutes: t.field({ type: TimesheetMinutes, resolve: (w) => w.totals }),
    ordinaryMinutes: t.int({ resolve: (w) => w.totals.ordinary }),
    overtimeMinutes: t.int({ resolve: (w) => w.totals.overtime }),
    leaveMinutes: t.field({ type: TimesheetLeaveMinutes, resolve: (w) => w.totals.leave }),
    overtimeBy: t.string({
      nullable: true,
      description: 'day or week: the rule that gave the overtime',
      resolve: (w) => w.totals.overtimeBy,
    }),
  }),
});

const PayrollConnectionRef = builder.objectRef<PayrollConnection>('PayrollConnection').implement({
  description: "Where approved weeks can be sent besides the CSV: the organisation's connected books",
  fields: (t) => ({
    provider: t.string({ nullable: true, description: 'xero or myob; null when no books are connected', resolve: (c) => c.provider }),
    organisation: t.exposeString('organisation', { nullable: true, description: 'The organisation (or company file) it reaches' }),
  }),
});

const OpenShiftRef = builder.objectRef<OpenShift>('OpenShift').implement({
  description: 'A member clocked on now, and what on',
  fields: (t) => ({
    id: t.exposeID('shiftId', { description: 'The shift' }),
    memberId: t.exposeID('userId'),
    memberName: t.exposeString('memberName'),
    start: t.field({ type: 'DateTime', resolve: (s) => s.startAt }),
    currentKind: t.field({ type: SegmentKindEnum, nullable: true, resolve: (s) => s.currentKind }),
    currentJobId: t.exposeID('currentJobId', { nullable: true }),
    currentJobTitle: t.exposeString('currentJobTitle', { nullable: true }),
    currentSince: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.currentSince }),
    forgotten: t.exposeBoolean('forgotten', { description: 'Still clocked on past the reminder time, or since an earlier day' }),
    reminderSentAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the member was emailed to clock off (null: not yet)',
      resolve: (s) => s.reminderSentAt,
    }),
  }),
});

const TimesheetSettingsRef = builder.objectRef<TimesheetSettings>('TimesheetSettings').implement({
  fields: (t) => ({
    overtimeDailyHours: t.exposeFloat('overtimeDailyHours', { nullable: true }),
    overtimeWeeklyHours: t.exposeFloat('overtimeWeeklyHours', { nullable: true }),
    clockOffReminderTime: t.exposeString('clockOffReminderTime', { nullable: true }),
    payrollOrdinaryRate: t.exposeString('payrollOrdinaryRate', { nullable: true }),
    payrollOvertimeRate: t.exposeString('payrollOvertimeRate', { nullable: true }),
    payrollTravelRate: t.exposeString('payrollTravelRate', { nullable: true }),
    payrollAnnualLeaveRate: t.exposeString('payrollAnnualLeaveRate', { nullable: true }),
    payrollPersonalLeaveRate: t.exposeString('payrollPersonalLeaveRate', { nullable: true }),
    payrollPublicHolidayRate: t.exposeString('payrollPublicHolidayRate', { nullable: true }),
    payrollUnpaidLeaveRate: t.exposeString('payrollUnpaidLeaveRate', { nullable: true }),
  }),
});

const MemberCostRef = builder.objectRef<MemberCost>('MemberCost').implement({
  fields: (t) => ({
    id: t.exposeID('userId', { description: 'The member' }),
    name: t.exposeString('name'),
    costRateCents: t.exposeInt('costRateCents', { nullable: true }),
    payrollEmployeeId: t.exposeString('payrollEmployeeId', { nullable: true }),
  }),
});

const ItemCostRef = builder.objectRef<ItemCost>('ItemCost').implement({
  fields: (t) => ({
    id: t.exposeID('presetId'),
    name: t.exposeString('name'),
    unitAmountCents: t.exposeInt('unitAmountCents'),
    costCents: t.exposeInt('costCents', { nullable: true }),
  }),
});

const figureFields = {
  revenueCents: 'Invoiced, GST excluded',
  labourCostCents: 'Hours at each member’s cost rate',
  materialsCostCents: 'Parts at their item’s cost',
  costCents: 'Labour and materials',
  marginCents: 'Revenue less cost',
} as const;

const JobProfitRef = builder.objectRef<JobProfitRecord>('JobProfit').implement({
  description: 'What a job made (admin and manager)',
  fields: (t) => ({
    jobId: t.exposeID('jobId'),
    title: t.exposeString('title'),
    jobType: t.exposeString('jobType', { nullable: true }),
    customerId: t.exposeID('customerId', { nullable: true }),
    customerName: t.exposeString('customerName', { nullable: true }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (j) => j.completedAt }),
    ...Object.fromEntries(
      Object.entries(figureFields).map(([k, d]) => [k, t.int({ description: d, resolve: (j) => j[k as keyof typeof figureFields] })]),
    ),
    marginPercent: t.exposeFloat('marginPercent', { nullable: true }),
    labourMinutes: t.exposeInt('labourMinutes'),
    uncostedLabourMinutes: t.exposeInt('uncostedLabourMinutes', { description: 'Hours of members without a cost rate' }),
    uncostedMaterials: t.exposeStringList('uncostedMaterials', { description: 'Parts without a cost' }),
  }),
});

const ProfitGroupRef = builder.objectRef<ProfitGroup>('JobProfitGroup').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    jobs: t.exposeInt('jobs'),
    ...Object.fromEntries(
      Object.entries(figureFields).map(([k, d]) => [k, t.int({ description: d, resolve: (g) => g[k as keyof typeof figureFields] })]),
    ),
    marginPercent: t.exposeFloat('marginPercent', { nullable: true }),
  }),
});

const ProfitTotals = builder.objectRef<ProfitFigures & { jobs: number }>('JobProfitTotals').implement({
  fields: (t) => ({
    jobs: t.exposeInt('jobs'),
    ...Object.fromEntries(
      Object.entries(figureFields).map(([k, d]) => [k, t.int({ description: d, resolve: (g) => g[k as keyof typeof figureFields] })]),
    ),
    marginPercent: t.exposeFloat('marginPercent', { nullable: true }),
  }),
});

const MissingCostsRef = builder.objectRef<MissingCosts>('JobProfitMissingCosts').implement({
  description: 'What the jobs of the range count at nothing, over every page',
  fields: (t) => ({
    labourMinutes: t.exposeInt('labourMinutes', { description: 'Hours of members without a cost rate' }),
    labourJobs: t.exposeInt('labourJobs', { description: 'Jobs with such hours' }),
    materials: t.exposeStringList('materials', { description: 'Parts without a cost, each once, sorted' }),
    materialsJobs: t.exposeInt('materialsJobs', { description: 'Jobs with such parts' }),
  }),
});

const ProfitReportRef = builder.objectRef<JobProfitReport>('JobProfitReport').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    groupBy: t.field({ type: ProfitGroupEnum, resolve: (r) => r.groupBy }),
    groups: t.field({ type: [ProfitGroupRef], description: 'Over every job of the range', resolve: (r) => r.groups }),
    totals: t.field({ type: ProfitTotals, description: 'Over every job of the range', resolve: (r) => r.totals }),
    missingCosts: t.field({ type: MissingCostsRef, resolve: (r) => r.missingCosts }),
    jobs: t.field({ type: [JobProfitRef], description: 'One page of the jobs, completed first to last', resolve: (r) => r.jobs }),
    limit: t.exposeInt('limit', { description: 'Jobs a page' }),
    offset: t.exposeInt('offset', { description: 'Jobs before this page' }),
    totalJobs: t.exposeInt('totalJobs', { description: 'Jobs in the range over every page' }),
  }),
});

const TimesheetChange = builder.objectRef<TimesheetChangedEvent>('TimesheetChange').implement({
  description: "A member's timesheet changed: a clock action, a shift, a week",
  fields: (t) => ({
    memberId: t.exposeID('userId'),
    kind: t.exposeString('kind', { description: 'CLOCK, SHIFT or WEEK' }),
    shiftId: t.exposeID('shiftId', { nullable: true }),
  }),
});

const SegmentInput = builder.inputType('ShiftSegmentInput', {
  fields: (t) => ({
    kind: t.field({ type: SegmentKindEnum, required: true }),
    start: t.field({ type: 'DateTime', required: true }),
    end: t.field({ type: 'DateTime', required: true }),
    jobId: t.id({ description: 'The job worked on (work only)' }),
  }),
});

const EnterShiftInput = builder.inputType('EnterShiftInput', {
  fields: (t) => ({
    start: t.field({ type: 'DateTime', required: true }),
    end: t.field({ type: 'DateTime', required: true }),
    segments: t.field({ type: [SegmentInput] }),
    note: t.string(),
    memberId: t.id({ description: 'The office, entering it for a member' }),
  }),
});

const UpdateShiftInput = builder.inputType('UpdateShiftInput', {
  fields: (t) => ({
    start: t.field({ type: 'DateTime', required: true }),
    end: t.field({ type: 'DateTime', required: true }),
    segments: t.field({ type: [SegmentInput] }),
    note: t.string(),
    reason: t.string({ description: 'Why the office changed it (the audit trail)' }),
  }),
});

const UpdateTimesheetSettingsInput = builder.inputType('UpdateTimesheetSettingsInput', {
  fields: (t) => ({
    overtimeDailyHours: t.float(),
    overtimeWeeklyHours: t.float(),
    clockOffReminderTime: t.string({ description: 'HH:MM' }),
    payrollOrdinaryRate: t.string(),
    payrollOvertimeRate: t.string(),
    payrollTravelRate: t.string(),
    payrollAnnualLeaveRate: t.string(),
    payrollPersonalLeaveRate: t.string(),
    payrollPublicHolidayRate: t.string(),
    payrollUnpaidLeaveRate: t.string(),
  }),
});

const AddTimesheetLeaveInput = builder.inputType('AddTimesheetLeaveInput', {
  fields: (t) => ({
    memberId: t.id({ required: true }),
    day: t.string({ required: true, description: 'YYYY-MM-DD' }),
    weekStart: t.string({ description: 'The week shown (any day of it): the day must be inside it' }),
    kind: t.field({ type: LeaveKindEnum, required: true }),
    hours: t.float({ required: true, description: 'More than 0, at most 24, at most 2 decimals (7.6)' }),
    note: t.string(),
  }),
});

const PayrollExportRef = builder.objectRef<PayrollExport>('PayrollExport').implement({
  description: 'An approved week as an Employment Hero (KeyPay) timesheet CSV, exported once',
  fields: (t) => ({
    weekId: t.exposeID('weekId'),
    filename: t.exposeString('filename'),
    csv: t.exposeString('csv'),
  }),
});

const DeleteShiftPayload = builder.objectRef<{ id: string }>('DeleteShiftPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const DeleteTimesheetLeavePayload = builder.objectRef<{ id: string }>('DeleteTimesheetLeavePayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

/** A settings input: null is sent on purpose (turns a rule off), undefined left out. */
const given = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

builder.queryFields((t) => ({
  timesheetWeek: t.field({
    type: TimesheetWeek,
    authScopes: { can: 'keepTimesheet' },
    description: "A week's days, shifts and totals: the viewer's, or (the office) a member's; weekStart: any day of it (default this week)",
    args: { weekStart: t.arg.string(), memberId: t.arg.id() },
    resolve: (_root, args, ctx) => getTimesheetWeek(ctx, defined(args)),
  }),
  myOpenShift: t.field({
    type: Shift,
    nullable: true,
    authScopes: { can: 'keepTimesheet' },
    description: "The viewer's shift still open (clocked on), whatever week it began in; null when not clocked on",
    resolve: (_root, _args, ctx) => myOpenShift(ctx),
  }),
  myTimesheetWeeks: t.field({
    type: [TimesheetWeek],
    authScopes: { can: 'keepTimesheet' },
    description: "The viewer's weeks with shifts, newest first",
    args: { from: t.arg.string(), to: t.arg.string(), status: t.arg({ type: WeekStatusEnum }) },
    resolve: (_root, args, ctx) => listMyTimesheetWeeks(ctx, defined(args)),
  }),
  timesheetReview: t.field({
    type: [TimesheetWeek],
    authScopes: { can: 'reviewTimesheets' },
    description: "Every member's week for review",
    args: { weekStart: t.arg.string(), status: t.arg({ type: WeekStatusEnum }) },
    resolve: (_root, args, ctx) => listTimesheetWeeks(ctx, defined(args)),
  }),
  payrollConnection: t.field({
    type: PayrollConnectionRef,
    authScopes: { can: 'reviewTimesheets' },
    description: 'The connected books an approved week can be sent to (their payroll); provider null when none',
    resolve: (_root, _args, ctx) => payrollConnection(ctx),
  }),
  openShifts: t.field({
    type: [OpenShiftRef],
    authScopes: { can: 'reviewTimesheets' },
    description: 'Who is clocked on now; forgotten clock-offs flagged',
    resolve: (_root, _args, ctx) => listOpenShifts(ctx),
  }),
  timesheetSettings: t.field({
    type: TimesheetSettingsRef,
    authScopes: { can: 'keepTimesheet' },
    resolve: (_root, _args, ctx) => getTimesheetSettings(ctx),
  }),
  memberCosts: t.field({
    type: [MemberCostRef],
    authScopes: { can: 'seeJobProfit' },
    description: "Members' cost rates and payroll employee ids",
    resolve: (_root, _args, ctx) => listMemberCosts(ctx),
  }),
  itemCosts: t.field({
    type: [ItemCostRef],
    authScopes: { can: 'seeJobProfit' },
    description: 'Price-list items with their cost',
    resolve: (_root, _args, ctx) => listItemCosts(ctx),
  }),
  jobProfit: t.field({
    type: JobProfitRef,
    authScopes: { can: 'seeJobProfit' },
    description: 'What a job made',
    args: { jobId: t.arg.id({ required: true }) },
    resolve: (_root, { jobId }, ctx) => getJobProfit(ctx, jobId),
  }),
  jobProfitReport: t.field({
    type: ProfitReportRef,
    authScopes: { can: 'seeJobProfit' },
    description:
      'Jobs completed in a range (YYYY-MM-DD, default this month) grouped by job type, customer or month; the jobs a page at a time (limit: default 50, at most 500; offset)',
    args: {
      groupBy: t.arg({ type: ProfitGroupEnum }),
      from: t.arg.string(),
      to: t.arg.string(),
      customerId: t.arg.id(),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: (_root, args, ctx) => getJobProfitReport(ctx, defined(args)),
  }),
}));

const clockField = (action: Exclude<ClockAction, 'arriveAtJob'>, description: string) =>
  builder.mutationField(action, (t) =>
    t.field({
      type: Shift,
      errors: appErrors,
      authScopes: { can: 'keepTimesheet' },
      description: `${description}; at: when it happened (an action made offline), else now`,
      args: { at: t.arg({ type: 'DateTime' }) },
      resolve: (_root, args, ctx) => clock(ctx, action, defined(args)),
    }),
  );
clockField('clockOn', 'Clock on: starts a shift');
clockField('startTravel', 'Start travelling');
clockField('startBreak', 'Start a break (unpaid)');
clockField('endBreak', 'End the break');
clockField('leaveJob', 'Leave the job: ends the work on it');
clockField('clockOff', 'Clock off: ends the shift');

builder.mutationFields((t) => ({
  arriveAtJob: t.field({
    type: Shift,
    errors: appErrors,
    authScopes: { can: 'keepTimesheet' },
    description: "Arrive at a job: work on it until the next action; its hours become the job's",
    args: { jobId: t.arg.id({ required: true }), at: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) => clock(ctx, 'arriveAtJob', defined(args)),
  }),
  enterShift: t.field({
    type: Shift,
    errors: appErrors,
    authScopes: { can: 'keepTimesheet' },
    description: 'Enter a shift after the fact (the office: for a member)',
    args: { input: t.arg({ type: EnterShiftInput, required: true }) },
    resolve: (_root, { input }, ctx) => enterShift(ctx, defined(input)),
  }),
  updateShift: t.field({
    type: Shift,
    errors: appErrors,
    authScopes: { can: 'keepTimesheet' },
    description: "Change a shift: one's own while the week is open; the office anyone's until approved (audited)",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateShiftInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => updateShift(ctx, id, defined(input)),
  }),
  deleteShift: t.field({
    type: DeleteShiftPayload,
    errors: appErrors,
    authScopes: { can: 'keepTimesheet' },
    description: 'Remove a shift (its hours leave the jobs too)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteShift(ctx, id);
      return { id };
    },
  }),
  addTimesheetLeave: t.field({
    type: TimesheetLeave,
    errors: appErrors,
    authScopes: { can: 'reviewTimesheets' },
    description: "Enter a member's leave on a day of their week, until it is approved (audited)",
    args: { input: t.arg({ type: AddTimesheetLeaveInput, required: true }) },
    resolve: (_root, { input }, ctx) => addTimesheetLeave(ctx, defined(input)),
  }),
  removeTimesheetLeave: t.field({
    type: DeleteTimesheetLeavePayload,
    errors: appErrors,
    authScopes: { can: 'reviewTimesheets' },
    description: "Remove a member's leave, until the week is approved (audited)",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await removeTimesheetLeave(ctx, id);
      return { id };
    },
  }),
  submitTimesheetWeek: t.field({
    type: TimesheetWeek,
    errors: appErrors,
    authScopes: { can: 'keepTimesheet' },
    description: "Submit the viewer's week (default this week)",
    args: { weekStart: t.arg.string() },
    resolve: (_root, args, ctx) => submitTimesheetWeek(ctx, defined(args)),
  }),
  approveTimesheetWeek: t.field({
    type: TimesheetWeek,
    errors: appErrors,
    authScopes: { can: 'reviewTimesheets' },
    description: 'Approve and lock a submitted week',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => approveTimesheetWeek(ctx, id),
  }),
  unlockTimesheetWeek: t.field({
    type: TimesheetWeek,
    errors: appErrors,
    authScopes: { can: 'reviewTimesheets' },
    description: 'Unlock an approved week, with the reason (audited)',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { id, reason }, ctx) => unlockTimesheetWeek(ctx, id, { reason }),
  }),
  exportTimesheetWeek: t.field({
    type: PayrollExportRef,
    errors: appErrors,
    authScopes: { can: 'reviewTimesheets' },
    description: 'Export an approved week to payroll, once (a second export is refused); every missing mapping named',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => exportTimesheetWeek(ctx, id),
  }),
  updateTimesheetSettings: t.field({
    type: TimesheetSettingsRef,
    errors: appErrors,
    authScopes: { can: 'manageCostRates' },
    description: 'Change the overtime rules, clock-off reminder time and payroll earnings rates (null turns off)',
    args: { input: t.arg({ type: UpdateTimesheetSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateTimesheetSettings(ctx, given(input)),
  }),
  setMemberCost: t.field({
    type: MemberCostRef,
    errors: appErrors,
    authScopes: { can: 'manageCostRates' },
    description: "Set a member's cost rate (cents an hour) and payroll employee id",
    args: { memberId: t.arg.id({ required: true }), costRateCents: t.arg.int(), payrollEmployeeId: t.arg.string() },
    resolve: (_root, { memberId, ...rest }, ctx) => setMemberCost(ctx, memberId, given(rest)),
  }),
  setItemCost: t.field({
    type: ItemCostRef,
    errors: appErrors,
    authScopes: { can: 'manageCostRates' },
    description: "Set a price-list item's cost (null: not known)",
    args: { id: t.arg.id({ required: true }), costCents: t.arg.int() },
    resolve: (_root, { id, costCents }, ctx) => setItemCost(ctx, id, { costCents: costCents ?? null }),
  }),
}));

builder.subscriptionFields((t) => ({
  timesheetChanged: t.field({
    type: TimesheetChange,
    authScopes: { can: 'reviewTimesheets' },
    description: "The office's live feed of timesheet changes (clock actions, shifts, weeks): read openShifts again on each",
    subscribe: (_root, _args, ctx) => subscribeTimesheetChanges(ctx),
    resolve: (event) => event as TimesheetChangedEvent,
  }),
}));
