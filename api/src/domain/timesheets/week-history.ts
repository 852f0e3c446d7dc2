import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { notFound } from '../../errors.ts';
import { auditActionLabel } from '../../rules/audit-actions.ts';
import { timesheetChangeWords } from '../../rules/timesheet-history.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';

// A member's week as the office changed it (docs/timesheets.md → Who may): the audit entries about the week, its
// shifts and its leave (shift-writer.ts `auditTimesheet`; a shift's and leave's entries carry `weekId`, a shift moved
// out of the week `fromWeekId`), newest first, in words. The same statements however many entries: the week, the
// entries, and the names of the members and API keys who made them.

export interface WeekHistoryEntry {
  id: string;
  at: Date;
  action: string;
  /** The action in words (rules/audit-actions.ts). */
  actionLabel: string;
  actorType: 'user' | 'api_key' | 'other';
  /** The member's name, or the API key's when a key made it. */
  actorName: string;
  /** What changed, in words (rules/timesheet-history.ts); null when the action says it all. */
  detail: string | null;
}

export const weekHistoryMessages = {
  weekNotFound: 'Week not found',
  formerMember: 'A former member',
  removedKey: 'A removed API key',
} as const;

/** The audit entries of one week, newest first (the office only: `reviewTimesheets`). */
export async function getTimesheetWeekHistory(ctx: Context, weekId: string): Promise<WeekHistoryEntry[]> {
  requireAbility(ctx, 'reviewTimesheets');
  const about: Prisma.AuditLogWhereInput = {
    action: { startsWith: 'timesheet.' },
    OR: [
      { entity: 'timesheet_week', entityId: weekId },
      { data: { path: ['weekId'], equals: weekId } },
      { data: { path: ['fromWeekId'], equals: weekId } },
    ],
  };
  const [week, rows, timeZone] = await Promise.all([
    ctx.db.timesheetWeek.findFirst({ where: { id: weekId }, select: { id: true } }),
    ctx.db.auditLog.findMany({
      where: about,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, createdAt: true, action: true, actorType: true, actorId: true, data: true },
    }),
    organisationTimeZone(ctx),
  ]);
  if (!week) throw notFound(weekHistoryMessages.weekNotFound);
  const ids = (type: 'user' | 'api_key') => [...new Set(rows.flatMap((r) => (r.actorType === type && r.actorId ? [r.actorId] : [])))];
  const [users, keys] = await Promise.all([
    ctx.db.user.findMany({ where: { id: { in: ids('user') } }, select: { id: true, name: true } }),
    ctx.db.apiKey.findMany({ where: { id: { in: ids('api_key') } }, select: { id: true, name: true } }),
  ]);
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const keyName = new Map(keys.map((k) => [k.id, k.name]));
  return rows.map((r) => {
    const actorType = r.actorType === 'user' || r.actorType === 'api_key' ? r.actorType : 'other';
    const actorName =
      actorType === 'api_key'
        ? (keyName.get(r.actorId ?? '') ?? weekHistoryMessages.removedKey)
        : (userName.get(r.actorId ?? '') ?? weekHistoryMessages.formerMember);
    return {
      id: r.id,
      at: r.createdAt,
      action: r.action,
      actionLabel: auditActionLabel(r.action),
      actorType,
      actorName,
      detail: timesheetChangeWords(r.action, (r.data ?? {}) as Record<string, unknown>, timeZone),
    };
  });
}
