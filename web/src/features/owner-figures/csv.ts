// The CSV a chart's "Download CSV" gives: RFC 4180 (a header row, CRLF line ends, a field quoted when it holds a
// comma, a quote or a line break, quotes doubled). Money goes out as dollars with two decimals, never as cents.

// Fields are written by Spanner's one CSV rule (api/src/rules/csv.ts), which keeps formulas as text.
import { type CsvCell, csvField } from '@rules/csv';

export { type CsvCell, csvField };

/** The whole file: the header row, then one line per row, every line ending in CRLF. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Whole cents as dollars with two decimals, exactly (no floating point): 123456 → '1234.56', -5 → '-0.05'. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
