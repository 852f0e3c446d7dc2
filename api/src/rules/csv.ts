// Every CSV Spanner writes (the full export, an import's failed rows, the owner's chart downloads) goes through
// csvField: RFC 4180 quoting, and text a spreadsheet would run as a formula kept as text (OWASP CSV injection).
//
// A cell that starts with = + - @, a tab or a carriage return (or the full-width ＝ ＋ that some spreadsheets also
// read as formulas) gets a leading apostrophe, so '=HYPERLINK(…)' and '@SUM(…)' show as typed instead of running.
// Numbers are never changed: a JS number, and text that is a plain decimal ('-1250', '-44.55', what an amount
// column holds), is a number to a spreadsheet and cannot be a formula, so negative amounts stay numeric.

export type CsvCell = string | number | bigint | boolean | null | undefined;

/** The characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Text as a spreadsheet should show it: a leading apostrophe before a formula, anything else unchanged. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * A cell written by neutraliseFormula, read back: the apostrophe it added is dropped, so a written file imports
 * as what it holds (spreadsheets drop it themselves when they save).
 */
export function restoreFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One field: numbers as they are, text neutralised and quoted when it has to be, null and undefined empty. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records as CSV text, CRLF between records (what spreadsheets write); no line break after the last. */
export function formatCsv(records: readonly (readonly CsvCell[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n');
}
