import { downloadExport } from '../domain/export/download-export.ts';
import { listExports } from '../domain/export/list-exports.ts';
import { requestExport } from '../domain/export/request-export.ts';
import { retryExport } from '../domain/export/retry-export.ts';
import { type BoundRoute, implement } from './contract.ts';
import { exportContract, toExportJson } from './export.contract.ts';

export const exportRoutes: BoundRoute[] = implement(exportContract, {
  async request({ ctx }) {
    return toExportJson(await requestExport(ctx));
  },
  async list({ ctx }) {
    return { exports: (await listExports(ctx)).map(toExportJson) };
  },
  async retry({ ctx, params }) {
    return toExportJson(await retryExport(ctx, params.id));
  },
  async download({ ctx, params, reply }) {
    const { fileName, stream, size } = await downloadExport(ctx, params.id);
    reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${fileName}"`).type('application/zip');
    // The browser shows the download's progress against it; a store that did not say leaves it out.
    if (size > 0) reply.header('content-length', size);
    return reply.send(stream);
  },
});
