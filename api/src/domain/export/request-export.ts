import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { recordAudit } from '../support/audit.ts';

/** How long an export's download link works. */
export const EXPORT_LINK_MINUTES = 60;

export interface RequestedExport {
  id: string;
  /** Where the ZIP downloads (the admins of the organisation, signed in, until it expires). */
  url: string;
  expiresAt: Date;
}

/** The path an export downloads from. */
export const exportDownloadPath = (id: string) => `/api/export/${id}`;

/**
 * POST /api/export: an admin asks for the whole organisation. Allowed on every plan and after the subscription
 * lapsed (a business always takes its records with it), so it never calls requireActiveSubscription. The request is
 * in the audit log, written in the same transaction.
 */
export async function requestExport(ctx: Context, now = new Date()): Promise<RequestedExport> {
  const admin = requireAbility(ctx, 'exportData');
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_MINUTES * 60_000);
  const created = await ctx.db.$transaction(async (tx) => {
    const row = await tx.dataExport.create({
      data: { orgId: admin.orgId, requestedById: admin.userId, expiresAt },
      select: { id: true, expiresAt: true },
    });
    await recordAudit(tx, {
      actor: { type: 'user', id: admin.userId },
      action: 'organisation.export',
      entity: 'data_export',
      entityId: row.id,
      orgId: admin.orgId,
      ip: ctx.meta.ip ?? null,
    });
    return row;
  });
  return { id: created.id, url: `${ctx.config.PUBLIC_URL}${exportDownloadPath(created.id)}`, expiresAt: created.expiresAt };
}
