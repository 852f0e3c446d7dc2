import type { Readable } from 'node:stream';
import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';

export const EXPORT_EXPIRED = 'This export link has expired. Ask for a new export.';

export interface ExportDownload {
  fileName: string;
  stream: Readable;
  size: number;
}

/**
 * GET /api/export/{id}: the stored ZIP of a ready export, streamed from storage (admins of the organisation, until
 * the link expires; every plan, also when the subscription has lapsed). One still building or failed says so.
 */
export async function downloadExport(ctx: Context, id: string, now = new Date()): Promise<ExportDownload> {
  requireAbility(ctx, 'exportData');
  const row = await ctx.db.dataExport.findFirst({
    where: { id },
    select: { status: true, storageKey: true, expiresAt: true, readyAt: true },
  });
  if (!row) throw notFound('Export not found');
  if (row.status === 'building')
    throw new AppError('CONFLICT', "This export is still being prepared: we'll email you a link when it's ready.");
  if (row.status === 'failed') throw new AppError('CONFLICT', 'This export failed. Try it again from Settings → Integrations.');
  if (!row.storageKey || !row.expiresAt || row.expiresAt <= now) throw notFound(EXPORT_EXPIRED);
  const file = await ctx.storage.get(row.storageKey);
  if (!file) throw notFound(EXPORT_EXPIRED);
  await ctx.db.dataExport.updateMany({ where: { id }, data: { downloadedAt: now } });
  return { fileName: `spanner-export-${(row.readyAt ?? now).toISOString().slice(0, 10)}.zip`, stream: file.stream, size: file.size };
}
