import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { recordAudit } from '../support/audit.ts';
import { buildExportJob } from './build-export-job.ts';
import { type ExportInfo, exportInfo, exportSelect } from './export-info.ts';

/**
 * POST /api/export: an admin asks for the whole organisation. The export is recorded, written to the audit log and
 * its build queued in one transaction (so there is never a row without its job, nor a job without its row); the ZIP
 * is built in the background (build-export-job.ts) and the admin emailed its link. While one is building, asking
 * again answers that one rather than starting a second. Allowed on every plan and after the subscription lapsed (a
 * business always takes its records with it), so it never calls requireActiveSubscription.
 */
export async function requestExport(ctx: Context): Promise<ExportInfo> {
  const admin = requireAbility(ctx, 'exportData');
  const row = await ctx.db.$transaction(async (tx) => {
    const building = await tx.dataExport.findFirst({ where: { status: 'building' }, select: exportSelect, orderBy: { createdAt: 'desc' } });
    if (building) return building;
    const created = await tx.dataExport.create({ data: { orgId: admin.orgId, requestedById: admin.userId }, select: exportSelect });
    await recordAudit(tx, {
      actor: { type: 'user', id: admin.userId },
      action: 'organisation.export',
      entity: 'data_export',
      entityId: created.id,
      orgId: admin.orgId,
      ip: ctx.meta.ip ?? null,
    });
    await ctx.jobs.send(buildExportJob, { orgId: admin.orgId, exportId: created.id }, { tx });
    return created;
  });
  return exportInfo(ctx.config, row);
}
