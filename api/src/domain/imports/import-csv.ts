import type { Context } from '../../context.ts';
import { importCustomers } from './import-customers.ts';
import { importEquipment } from './import-equipment.ts';
import type { ImportResult, UploadedCsv } from './table.ts';

export type ImportKind = 'customers' | 'equipment';

/** Import a CSV file of customers or of equipment into the caller's organisation (admin and manager). */
export function importCsv(ctx: Context, kind: ImportKind, file: UploadedCsv): Promise<ImportResult> {
  return kind === 'customers' ? importCustomers(ctx, file) : importEquipment(ctx, file);
}
