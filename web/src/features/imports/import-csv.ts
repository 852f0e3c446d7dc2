import { appFetch, errorText, RequestError } from '../../lib/http';

// The CSV import call (spec part 1 §7): multipart field csvFile; answers imported, total and the rows refused.

export type ImportKind = 'customers' | 'equipment';

export interface ImportResult {
  imported: number;
  total: number;
  errors?: { row: number; error: string }[];
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

/** 'Imported 8 of 10 customers. 2 rows had errors (row 3: Enter a valid email).' */
export function importSummary(kind: ImportKind, { imported, total, errors = [] }: ImportResult): string {
  const summary = `Imported ${imported} of ${total} ${nouns[kind]}.`;
  if (errors.length === 0) return summary;
  const first = errors[0];
  const count = errors.length === 1 ? '1 row had an error' : `${errors.length.toLocaleString('en-AU')} rows had errors`;
  return `${summary} ${count} (row ${first.row}: ${first.error}).`;
}
