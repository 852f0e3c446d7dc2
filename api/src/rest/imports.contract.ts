import { z } from 'zod';
import { route } from './contract.ts';

/**
 * What an import answers: rows imported, rows read, every problem of each refused row (row number, column as the
 * file heads it, reason), and the refused rows as CSV (the file's header plus an Error column) to fix and import again.
 */
export const importResultJson = z.object({
  imported: z.number().int(),
  total: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), error: z.string() })),
  failed_rows_csv: z.string().nullable(),
});

const description =
  'Multipart, field csvFile: a UTF-8 CSV with a header row. Rows are checked one by one and the valid ones imported; every problem of a duplicate or invalid row comes back in errors with its row number (the header is row 1), column and reason, and failed_rows_csv holds those rows to fix and import again. Admin and manager.';

export const importsContract = {
  customers: route({
    method: 'POST',
    path: '/api/customers/import-csv',
    summary: `Import customers from CSV (Company Name, Contact Name, Email, Phone, Street, Suburb, State, Postcode, Notes). ${description}`,
    access: { can: 'importCsv' },
    file: { field: 'csvFile' },
    response: importResultJson,
  }),
  equipment: route({
    method: 'POST',
    path: '/api/equipment/import-csv',
    summary: `Import equipment from CSV (Name, Make, Model, Serial, Notes, Customer, Service Interval). ${description}`,
    access: { can: 'importCsv' },
    file: { field: 'csvFile' },
    response: importResultJson,
  }),
} as const;
