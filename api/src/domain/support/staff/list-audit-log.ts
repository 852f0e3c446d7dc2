import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import { parseInput } from '../../../errors.ts';
import { auditActionLabel, auditDetail } from '../../../rules/audit-actions.ts';
import { addDays, midnightOf } from '../../../rules/zoned-time.ts';
import { requireAbility } from '../../policy.ts';
import { auditFilterSchema } from './schemas.ts';

/** One line of the audit log as the Admin Console shows it: who, what, on which ticket or user, when. */
export interface AuditLine {
  id: string;
  createdAt: Date;
  action: string;
  actionLabel: string;
  actorType: string;
  actorId: string | null;
  actorName: string;
  entity: string | null;
  entityId: string | null;
  /** The ticket's title, the staff member's name, or the invited email. */
  targetLabel: string | null;
  orgName: string | null;
  /** What changed, in words (rules/audit-actions.ts). */
  detail: string | null;
  data: Prisma.JsonValue;
}

/** A page of the audit log, with the total and the page count for the pager. */
export interface AuditLogPage {
  entries: AuditLine[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

/**
 * The audit log, newest first, filtered by actor, action and Melbourne days, a page at a time. A page costs the same
 * five statements whatever its length: the count, the rows, and the names of the staff, members and tickets it mentions.
 */
export async function listAuditLog(ctx: Context, input: unknown): Promise<AuditLogPage> {
  requireAbility(ctx, 'readAuditLog');
  const filter = parseInput(auditFilterSchema, input);
  const db = supportAdminScope(ctx);
  const where: Prisma.AuditLogWhereInput = {
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.from || filter.to
      ? {
          createdAt: {
            ...(filter.from ? { gte: midnightOf(filter.from) } : {}),
            ...(filter.to ? { lt: midnightOf(addDays(filter.to, 1)) } : {}),
          },
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.auditLog.count({ where }),
    db.auditLog.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: filter.offset ?? (filter.page - 1) * filter.limit,
      take: filter.limit,
      include: { org: { select: { name: true } } },
    }),
  ]);
  const staffIds = new Set<string>();
  const userIds = new Set<string>();
  const ticketIds = new Set<string>();
  for (const r of rows) {
    if (r.actorId && r.actorType === 'support_staff') staffIds.add(r.actorId);
    if (r.actorId && (r.actorType === 'user' || r.actorType === 'owner')) userIds.add(r.actorId);
    if (r.entityId && r.entity === 'support_staff') staffIds.add(r.entityId);
    if (r.entityId && r.entity === 'ticket') ticketIds.add(r.entityId);
  }
  const [staff, users, tickets] = await Promise.all([
    staffIds.size ? db.supportStaff.findMany({ where: { id: { in: [...staffIds] } }, select: { id: true, name: true } }) : [],
    userIds.size ? db.user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, name: true } }) : [],
    ticketIds.size ? db.ticket.findMany({ where: { id: { in: [...ticketIds] } }, select: { id: true, title: true } }) : [],
  ]);
  const staffName = new Map(staff.map((s) => [s.id, s.name]));
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const ticketTitle = new Map(tickets.map((t) => [t.id, t.title]));
  const entries = rows.map((r): AuditLine => {
    const data = (r.data ?? {}) as Record<string, unknown>;
    const actorName =
      r.actorType === 'system'
        ? 'System'
        : ((r.actorId && (r.actorType === 'support_staff' ? staffName.get(r.actorId) : userName.get(r.actorId))) ?? 'Unknown');
    const targetLabel =
      r.entity === 'ticket'
        ? (ticketTitle.get(r.entityId ?? '') ?? null)
        : r.entity === 'support_staff'
          ? (staffName.get(r.entityId ?? '') ?? null)
          : typeof data.email === 'string'
            ? data.email
            : null;
    return {
      id: r.id,
      createdAt: r.createdAt,
      action: r.action,
      actionLabel: auditActionLabel(r.action),
      actorType: r.actorType,
      actorId: r.actorId,
      actorName,
      entity: r.entity,
      entityId: r.entityId,
      targetLabel,
      orgName: r.org?.name ?? null,
      detail: auditDetail(data),
      data: r.data,
    };
  });
  return { entries, total, page: filter.page, pages: Math.max(1, Math.ceil(total / filter.limit)), limit: filter.limit };
}
