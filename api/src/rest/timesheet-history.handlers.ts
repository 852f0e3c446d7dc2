import { getTimesheetWeekHistory } from '../domain/timesheets/week-history.ts';
import { type BoundRoute, implement } from './contract.ts';
import { timesheetHistoryContract, toWeekHistoryEntryJson } from './timesheet-history.contract.ts';

export const timesheetHistoryRoutes: BoundRoute[] = implement(timesheetHistoryContract, {
  async weekHistory({ ctx, params }) {
    return { entries: (await getTimesheetWeekHistory(ctx, params.id)).map(toWeekHistoryEntryJson) };
  },
});
