import type { Context } from '../context.ts';
import { type ImportKind, importCsv } from '../domain/imports/import-csv.ts';
import type { UploadedCsv } from '../domain/imports/table.ts';
import { type BoundRoute, implement } from './contract.ts';
import { importsContract } from './imports.contract.ts';

// REST compatibility routes for imports: contracts in imports.contract.ts, implemented here.
export const importsRoutes: BoundRoute[] = implement(importsContract, {
  customers: ({ ctx, file }) => importJson(ctx, 'customers', file),
  equipment: ({ ctx, file }) => importJson(ctx, 'equipment', file),
});

async function importJson(ctx: Context, kind: ImportKind, file: UploadedCsv) {
  const { failedRowsCsv, ...result } = await importCsv(ctx, kind, file);
  return { ...result, failed_rows_csv: failedRowsCsv };
}
