import { importCsv } from '../../domain/imports/import-csv.ts';
import type { ImportResult, ImportRowError as RowError } from '../../domain/imports/table.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// CSV import of customers and equipment (spec part 1 §2 "CSV import", §7). The same domain operation as
// POST /api/customers/import-csv and /api/equipment/import-csv.

const ImportKindEnum = builder.enumType('ImportKind', {
  values: {
    CUSTOMERS: { value: 'customers', description: 'Company Name, Contact Name, Email, Phone, Street, Suburb, State, Postcode, Notes' },
    EQUIPMENT: { value: 'equipment', description: 'Name, Make, Model, Serial, Notes, Customer (by name), Service Interval (none, 6, 12)' },
  } as const,
});

const ImportRowError = builder.objectRef<RowError>('ImportRowError').implement({
  description: 'A row that was not imported, and why',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'As a spreadsheet numbers it: the header is row 1' }),
    column: t.exposeString('column', { description: "The column's heading as the file writes it" }),
    error: t.exposeString('error', { description: 'The reason' }),
  }),
});

const ImportResultRef = builder.objectRef<ImportResult>('ImportResult').implement({
  fields: (t) => ({
    imported: t.exposeInt('imported', { description: 'Rows created' }),
    total: t.exposeInt('total', { description: 'Rows read (blank lines not counted)' }),
    errors: t.field({
      type: [ImportRowError],
      description: 'Every problem of every refused row, in file order',
      resolve: (r) => r.errors,
    }),
    failedRowsCsv: t.exposeString('failedRowsCsv', {
      nullable: true,
      description: "The refused rows to fix and import again: the file's header plus an Error column (null when none)",
    }),
  }),
});

builder.mutationFields((t) => ({
  importCsv: t.field({
    type: ImportResultRef,
    errors: appErrors,
    authScopes: { can: 'importCsv' },
    description:
      'Import customers or equipment from a UTF-8 CSV file with a header row (admin and manager). Invalid rows and duplicates (same company name; same serial) are reported, not created.',
    args: { kind: t.arg({ type: ImportKindEnum, required: true }), file: t.arg({ type: 'File', required: true }) },
    resolve: async (_root, { kind, file }, ctx) =>
      importCsv(ctx, kind, { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name }),
  }),
}));
