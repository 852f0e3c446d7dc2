import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { exportDownloadPath, type RequestedExport } from './request-export.ts';

/**
 * GET /api/export: the organisation's latest export whose link still works, or null. Settings reads it when it opens,
 * so a prepared export stays downloadable after a reload (any admin of the organisation may download it).
 */
export async function latestExport(ctx: Context, now = new Date()): Promise<RequestedExport | null> {
  requireAbility(ctx, 'exportData');
  const row = await ctx.db.dataExport.findFirst({
    where: { expiresAt: { gt: now } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, expiresAt: true },
  });
  return row ? { id: row.id, url: `${ctx.config.PUBLIC_URL}${exportDownloadPath(row.id)}`, expiresAt: row.expiresAt } : null;
}
