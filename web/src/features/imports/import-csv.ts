import { answerOf, formDataOf, type RestAnswer, rest } from '../../lib/rest';

// The CSV import call (spec part 1 §7): multipart field csvFile; answers imported, total, every problem of the
// rows refused (row, column, reason) and those rows as CSV to fix and import again.

export type ImportKind = 'customers' | 'equipment';

/**
 * What an import answers: imported, total, each problem (`row` as the spreadsheet numbers it, the header row 1;
 * `column` as the file heads it) and `failed_rows_csv`, the refused rows under the file's header plus an Error
 * column (null when every row was imported).
 */
export type ImportResult = RestAnswer<'/api/customers/import-csv', 'post'>;
export type ImportRowError = ImportResult['errors'][number];

/** Only files whose name ends in .csv (spec part 1 §5). */
export const CSV_TYPES = ['.csv'] as const;

/** POST the file to /api/{kind}/import-csv; throws RequestError with the server's text. */
export function importCsv(kind: ImportKind, file: File): Promise<ImportResult> {
  const upload = { body: { csvFile: file }, bodySerializer: formDataOf };
  return answerOf(kind === 'customers' ? rest.POST('/api/customers/import-csv', upload) : rest.POST('/api/equipment/import-csv', upload));
}

const nouns: Record<ImportKind, string> = { customers: 'customers', equipment: 'equipment items' };

/** How many rows were refused (a row with two bad fields counts once). */
export const failedRowCount = ({ errors = [] }: ImportResult) => new Set(errors.map((e) => e.row)).size;

/** 'Imported 8 of 10 customers. 2 rows had errors.' (each error is listed in the import's error panel). */
export function importSummary(kind: ImportKind, result: ImportResult): string {
  const summary = `Imported ${result.imported.toLocaleString('en-AU')} of ${result.total.toLocaleString('en-AU')} ${nouns[kind]}.`;
  const failed = failedRowCount(result);
  if (failed === 0) return summary;
  return `${summary} ${failed === 1 ? '1 row had an error' : `${failed.toLocaleString('en-AU')} rows had errors`}.`;
}

/** 'customers.csv' → 'customers-failed-rows.csv': the name the failed rows download under. */
export const failedRowsFileName = (fileName: string) => `${fileName.replace(/\.csv$/i, '') || 'import'}-failed-rows.csv`;
