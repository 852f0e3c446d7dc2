import type { Context } from '../../context.ts';
import { OWNER_ACTION_NAMES, ownerActionText } from '../../rules/owner-actions.ts';
import { requireAbility } from '../policy.ts';

const NOTICES_SHOWN = 10;

/** One thing Spanner's owner did for the organisation, in words. */
export interface OwnerNotice {
  id: string;
  createdAt: Date;
  text: string;
}

/**
 * What Spanner's owner did for this organisation (extended its trial, added credits), newest first, for the billing
 * page: read from its own audit log through the member's client (the organisation's rows only).
 */
export async function listOwnerNotices(ctx: Context): Promise<OwnerNotice[]> {
  requireAbility(ctx, 'manageBilling');
  const [rows, org] = await Promise.all([
    ctx.db.auditLog.findMany({
      where: { actorType: 'owner', action: { in: [...OWNER_ACTION_NAMES] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: NOTICES_SHOWN,
      select: { id: true, createdAt: true, action: true, data: true },
    }),
    ctx.db.organization.findFirst({ select: { timeZone: true } }),
  ]);
  const timeZone = org?.timeZone ?? 'Australia/Melbourne';
  return rows.flatMap((r) => {
    const text = ownerActionText(r.action, r.data, timeZone);
    return text ? [{ id: r.id, createdAt: r.createdAt, text }] : [];
  });
}
