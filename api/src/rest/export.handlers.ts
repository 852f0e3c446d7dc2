import { latestExport } from '../domain/export/latest-export.ts';
import { requestExport } from '../domain/export/request-export.ts';
import { downloadExport } from '../domain/export/write-export.ts';
import { type BoundRoute, implement } from './contract.ts';
import { exportContract, toRequestedExportJson } from './export.contract.ts';

export const exportRoutes: BoundRoute[] = implement(exportContract, {
  async request({ ctx }) {
    return toRequestedExportJson(await requestExport(ctx));
  },
  async latest({ ctx }) {
    const latest = await latestExport(ctx);
    return { latest: latest ? toRequestedExportJson(latest) : null };
  },
  async download({ ctx, params, reply }) {
    const { fileName, stream } = await downloadExport(ctx, params.id);
    reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${fileName}"`).type('application/zip');
    return reply.send(stream);
  },
});
