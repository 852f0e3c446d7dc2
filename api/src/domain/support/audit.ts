import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { ActorType } from '../../db/generated/enums.ts';

/** One thing someone did, for the support admin console's audit log (who, what, on which ticket or user, when). */
export interface AuditEntry {
  actor: { type: ActorType; id: string | null };
  /** What was done, as a dotted verb: 'ticket.reply', 'ticket.note', 'ticket.update', 'staff.invite', … */
  action: string;
  /** What it was done to: 'ticket', 'support_staff', 'support_invite', … and its id */
  entity?: string;
  entityId?: string;
  /** The organisation concerned, when there is one (a ticket's organisation). */
  orgId?: string | null;
  /** The details worth keeping (the changed fields with their old and new values, the invited email, …). */
  data?: Prisma.InputJsonValue;
  ip?: string | null;
}

/** Record an audit entry in the same transaction as the action it describes, so one never exists without the other. */
export async function recordAudit(db: Db | Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      actorType: entry.actor.type,
      actorId: entry.actor.id,
      action: entry.action,
      entity: entry.entity ?? null,
      entityId: entry.entityId ?? null,
      orgId: entry.orgId ?? null,
      data: entry.data,
      ip: entry.ip ?? null,
    },
  });
}
