import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { buildExportJob } from './build-export-job.ts';
import { type ExportInfo, exportInfo, exportSelect } from './export-info.ts';

/**
 * POST /api/export/{id}/retry: build a failed export again from the start (its progress back to nothing), queued in
 * the transaction that marks it building, so two presses queue one build.
 */
export async function retryExport(ctx: Context, id: string): Promise<ExportInfo> {
  const admin = requireAbility(ctx, 'exportData');
  const row = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.dataExport.updateMany({
      where: { id, status: 'failed' },
      data: { status: 'building', failure: null, progressDone: 0, progressTotal: 0, requestedById: admin.userId },
    });
    const row = await tx.dataExport.findFirst({ where: { id }, select: exportSelect });
    if (!row) throw notFound('Export not found');
    if (!count)
      throw new AppError(
        'CONFLICT',
        row.status === 'building' ? 'This export is being prepared already' : 'Only a failed export can be tried again',
      );
    await ctx.jobs.send(buildExportJob, { orgId: admin.orgId, exportId: id }, { tx });
    return row;
  });
  return exportInfo(ctx.config, row);
}
