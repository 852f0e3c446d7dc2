import { z } from 'zod';
import { route } from './contract.ts';

/** What an import answers: rows imported, rows read, and each refused row with the reason. */
export const importResultJson = z.object({
  imported: z.number().int(),
  total: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), error: z.string() })),
});

const description =
  'Multipart, field csvFile: a UTF-8 CSV with a header row. Rows are checked one by one; duplicates and invalid rows come back in errors with their row number (the header is row 1). Admin and manager.';

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
