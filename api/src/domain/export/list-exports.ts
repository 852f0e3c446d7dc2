import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { type ExportInfo, exportInfo, exportSelect } from './export-info.ts';

/** How many of the organisation's latest exports the card lists. */
export const RECENT_EXPORTS = 5;

/**
 * GET /api/export: the organisation's latest exports, newest first, with where each is (building with its progress,
 * ready with its link, failed, expired). Settings polls it while one is building (any admin of the organisation).
 */
export async function listExports(ctx: Context, now = new Date()): Promise<ExportInfo[]> {
  requireAbility(ctx, 'exportData');
  const rows = await ctx.db.dataExport.findMany({
    select: exportSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: RECENT_EXPORTS,
  });
  return rows.map((row) => exportInfo(ctx.config, row, now));
}
