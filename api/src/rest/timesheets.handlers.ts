import { listItemCosts, setItemCost } from '../domain/job-profit/item-costs.ts';
import { getJobProfit, getJobProfitReport } from '../domain/job-profit/job-profit.ts';
import { clock } from '../domain/timesheets/clock.ts';
import { addTimesheetLeave, removeTimesheetLeave } from '../domain/timesheets/leave.ts';
import { listOpenShifts } from '../domain/timesheets/open-shifts.ts';
import { payrollConnection } from '../domain/timesheets/payroll-connection.ts';
import { exportTimesheetWeek } from '../domain/timesheets/payroll-export.ts';
import { getTimesheetSettings, listMemberCosts, setMemberCost, updateTimesheetSettings } from '../domain/timesheets/settings.ts';
import {
  approveTimesheetWeek,
  getTimesheetWeek,
  listMyTimesheetWeeks,
  listTimesheetWeeks,
  myOpenShift,
  submitTimesheetWeek,
  unlockTimesheetWeek,
} from '../domain/timesheets/weeks.ts';
import { deleteShift, enterShift, updateShift } from '../domain/timesheets/write-shift.ts';
import {
  toItemCostJson,
  toJobProfitJson,
  toLeaveJson,
  toMemberCostJson,
  toOpenShiftJson,
  toProfitReportJson,
  toShiftJson,
  toTimesheetSettingsJson,
  toWeekJson,
} from '../views/timesheets.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { nextPageLink } from './paging.ts';
import { timesheetsContract } from './timesheets.contract.ts';

// Timesheets and job profit: contracts in timesheets.contract.ts, implemented here, each one domain call.
export const timesheetsRoutes: BoundRoute[] = implement(timesheetsContract, {
  clockOn: async ({ ctx, body }) => toShiftJson(await clock(ctx, 'clockOn', body)),
  startTravel: async ({ ctx, body }) => toShiftJson(await clock(ctx, 'startTravel', body)),
  arriveAtJob: async ({ ctx, body }) => toShiftJson(await clock(ctx, 'arriveAtJob', body)),
  startBreak: async ({ ctx, body }) => toShiftJson(await clock(ctx, 'startBreak', body)),
  endBreak: async ({ ctx, body }) => toShiftJson(await clock(ctx, 'endBreak', body)),
  leaveJob: async ({ ctx, body }) => toShiftJson(await clock(ctx, 'leaveJob', body)),
  clockOff: async ({ ctx, body }) => toShiftJson(await clock(ctx, 'clockOff', body)),
  enterShift: async ({ ctx, body }) => toShiftJson(await enterShift(ctx, body)),
  updateShift: async ({ ctx, params, body }) => toShiftJson(await updateShift(ctx, params.id, body)),
  async deleteShift({ ctx, params }) {
    await deleteShift(ctx, params.id);
    return { success: true };
  },
  addLeave: async ({ ctx, body }) => toLeaveJson(await addTimesheetLeave(ctx, body)),
  async removeLeave({ ctx, params }) {
    await removeTimesheetLeave(ctx, params.id);
    return { success: true };
  },
  getMyOpenShift: async ({ ctx }) => {
    const open = await myOpenShift(ctx);
    return open ? toShiftJson(open) : null;
  },
  getWeek: async ({ ctx, query }) => toWeekJson(await getTimesheetWeek(ctx, query)),
  listMyWeeks: async ({ ctx, query }) => (await listMyTimesheetWeeks(ctx, query)).map(toWeekJson),
  submitWeek: async ({ ctx, body }) => toWeekJson(await submitTimesheetWeek(ctx, body)),
  listPeopleWeeks: async ({ ctx, query }) => (await listTimesheetWeeks(ctx, query)).map(toWeekJson),
  approveWeek: async ({ ctx, params }) => toWeekJson(await approveTimesheetWeek(ctx, params.id)),
  unlockWeek: async ({ ctx, params, body }) => toWeekJson(await unlockTimesheetWeek(ctx, params.id, body)),
  async exportWeek({ ctx, params, reply }) {
    const { filename, csv } = await exportTimesheetWeek(ctx, params.id);
    reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8');
    return reply.send(csv);
  },
  payrollConnection: async ({ ctx }) => payrollConnection(ctx),
  openShifts: async ({ ctx }) => (await listOpenShifts(ctx)).map(toOpenShiftJson),
  getSettings: async ({ ctx }) => toTimesheetSettingsJson(await getTimesheetSettings(ctx)),
  updateSettings: async ({ ctx, body }) => toTimesheetSettingsJson(await updateTimesheetSettings(ctx, body)),
  listMemberCosts: async ({ ctx }) => (await listMemberCosts(ctx)).map(toMemberCostJson),
  setMemberCost: async ({ ctx, params, body }) => toMemberCostJson(await setMemberCost(ctx, params.id, body)),
  listItemCosts: async ({ ctx }) => (await listItemCosts(ctx)).map(toItemCostJson),
  setItemCost: async ({ ctx, params, body }) => toItemCostJson(await setItemCost(ctx, params.id, body)),
  jobProfit: async ({ ctx, params }) => toJobProfitJson(await getJobProfit(ctx, params.id)),
  async profitReport({ ctx, query, req, reply }) {
    const report = await getJobProfitReport(ctx, query);
    if (report.offset + report.limit < report.totalJobs) nextPageLink(req, reply, report);
    return toProfitReportJson(report);
  },
});
