import { z } from 'zod';
import type { WeekHistoryEntry } from '../domain/timesheets/week-history.ts';
import { route } from './contract.ts';

// A member's week as the office changed it (docs/timesheets.md): its audit entries in words, as GraphQL
// `timesheetWeekHistory` answers them.

export const weekHistoryEntryJson = z.object({
  id: z.string(),
  at: z.string(),
  /** The audit action, e.g. timesheet.unlock. */
  action: z.string(),
  action_label: z.string().describe('The action in words'),
  actor_type: z.enum(['user', 'api_key', 'other']),
  actor_name: z.string().describe("The member's name, or the API key's when a key made it"),
  detail: z.string().nullable().describe('What changed, in words; null when the action says it all'),
});

export const toWeekHistoryEntryJson = (e: WeekHistoryEntry): z.input<typeof weekHistoryEntryJson> => ({
  id: e.id,
  at: e.at.toISOString(),
  action: e.action,
  action_label: e.actionLabel,
  actor_type: e.actorType,
  actor_name: e.actorName,
  detail: e.detail,
});

export const timesheetHistoryContract = {
  weekHistory: route({
    method: 'GET',
    path: '/api/timesheets/weeks/{id}/history',
    summary:
      "The office's changes to a member's week, newest first: shift edits and removals, leave entered and removed, approval, unlocks (with the reason) and the payroll export — when, who (a member, or an API key by its name) and what changed, in words",
    access: { can: 'reviewTimesheets' },
    params: z.object({ id: z.string().min(1) }),
    response: z.object({ entries: z.array(weekHistoryEntryJson) }),
  }),
} as const;
