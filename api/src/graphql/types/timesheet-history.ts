import { getTimesheetWeekHistory, type WeekHistoryEntry } from '../../domain/timesheets/week-history.ts';
import { builder } from '../builder.ts';

// A member's week as the office changed it (docs/timesheets.md), as GET /api/timesheets/weeks/{id}/history. A query
// of its own rather than a field of TimesheetWeek: the office's review lists every member's week, and the history is
// read only when one is opened.

const ActorTypeEnum = builder.enumType('TimesheetHistoryActorType', {
  values: ['user', 'api_key', 'other'] as const,
  description: 'Who made the change: a member, an API key, or neither (the system)',
});

const TimesheetHistoryEntry = builder.objectRef<WeekHistoryEntry>('TimesheetHistoryEntry').implement({
  description: "An office change to a member's week: an edit, leave, approval, unlock or payroll export (audited)",
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    action: t.exposeString('action', { description: 'The audit action, e.g. timesheet.unlock' }),
    actionLabel: t.exposeString('actionLabel', { description: 'The action in words' }),
    actorType: t.field({ type: ActorTypeEnum, resolve: (e) => e.actorType }),
    actorName: t.exposeString('actorName', { description: "The member's name, or the API key's when a key made it" }),
    detail: t.exposeString('detail', { nullable: true, description: 'What changed, in words; null when the action says it all' }),
  }),
});

builder.queryField('timesheetWeekHistory', (t) =>
  t.field({
    type: [TimesheetHistoryEntry],
    authScopes: { can: 'reviewTimesheets' },
    description: "The office's changes to a member's week (its shifts, leave, approval, unlocks, export), newest first",
    args: { weekId: t.arg.id({ required: true }) },
    resolve: (_root, { weekId }, ctx) => getTimesheetWeekHistory(ctx, String(weekId)),
  }),
);
