import { appFetch, errorText, RequestError } from '../../lib/http';

// The CSV import call (spec part 1 §7): multipart field csvFile; answers imported, total, every problem of the
// rows refused (row, column, reason) and those rows as CSV to fix and import again.

export type ImportKind = 'customers' | 'equipment';

export interface ImportRowError {
  /** As the spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The column's heading as the file writes it. */
  column: string;
  error: string;
}

export interface ImportResult {
  imported: number;
  total: number;
  errors?: ImportRowError[];
  /** The refused rows: the file's header plus an Error column (null when every row was imported). */
  failed_rows_csv?: string | null;
}

/** Only files whose name ends in .csv (spec part 1 §5). */
export const CSV_TYPES = ['.csv'] as const;

/** POST the file to /api/{kind}/import-csv; throws RequestError with the server's text. */
export async function importCsv(kind: ImportKind, file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('csvFile', file);
  const response = await appFetch(`/api/${kind}/import-csv`, { method: 'POST', body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new RequestError(errorText(response.status, body), response.status);
  return body as ImportResult;
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
