// The CSV a chart's "Download CSV" gives: RFC 4180 (a header row, CRLF line ends, a field quoted when it holds a
// comma, a quote or a line break, quotes doubled). Money goes out as dollars with two decimals, never as cents.

export type CsvCell = string | number | null | undefined;

/** Text that a spreadsheet would run as a formula ('=1+1', '@SUM(…)') is kept as text with a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One field: numbers as they are; text quoted when it has to be; null and undefined as an empty field. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  // A plain decimal ('-44.55', dollars from centsToDollars) is a number to a spreadsheet, not a formula.
  if (PLAIN_NUMBER.test(value)) return value;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

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
