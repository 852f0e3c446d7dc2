import type { z } from 'zod';
import { AppError, parseInput } from '../../errors.ts';
import { formatCsv, restoreFormula } from '../../rules/csv.ts';
import { decodeCsv, parseCsv } from './csv.ts';

// From an uploaded file to rows keyed by field: the header row is matched to the fields case-insensitively,
// ignoring spaces and punctuation ('Company Name', 'company_name' and 'COMPANY-NAME' are the same column).

export interface UploadedCsv {
  bytes: Uint8Array;
  filename?: string;
}

/** A field and the headings that mean it. */
export type Columns<F extends string> = Record<F, readonly string[]>;

export interface TableRow<F extends string> {
  /** As a spreadsheet numbers it: the header is row 1, the first data row is row 2. */
  row: number;
  /** Only the fields whose column the file has. */
  values: Partial<Record<F, string>>;
  /** The row's cells as the file has them (to hand a failed row back). */
  cells: string[];
}

export interface Table<F extends string> {
  /** The header row as the file has it. */
  header: string[];
  /** The heading of each field: as the file writes it, else the field's first heading. */
  headingOf: (field: F) => string;
  rows: TableRow<F>[];
}

/** The most rows one file may hold; larger files are refused up front with a clear answer. */
export const MAX_IMPORT_ROWS = 20_000;

const normalise = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

function refuse(message: string, code: 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE' = 'VALIDATION'): never {
  throw new AppError(code, message);
}

/** The one line a person can act on when the header row is wrong: which headings are expected. */
function expected<F extends string>(columns: Columns<F>) {
  return Object.values<readonly string[]>(columns)
    .map((aliases) => aliases[0])
    .join(', ');
}

/**
 * Read an uploaded CSV into rows. `required` is the field without which no row makes sense (the name); a file
 * whose header has no such column is refused as a whole. Blank lines are skipped; they still count in row numbers.
 */
export function readTable<F extends string>(file: UploadedCsv, columns: Columns<F>, required: NoInfer<F>): Table<F> {
  const extension = file.filename?.match(/\.([^./\\]+)$/)?.[1];
  if (extension && extension.toLowerCase() !== 'csv') refuse('Please select a CSV file', 'UNSUPPORTED_MEDIA_TYPE');

  // A cell Spanner wrote with a neutralising apostrophe (a failed rows file sent back) reads as what it held.
  const records = parseCsv(decodeCsv(file.bytes)).map((record) => record.map(restoreFormula));
  const headerAt = records.findIndex((r) => r.some((cell) => cell.trim() !== ''));
  if (headerAt === -1) refuse('The CSV file is empty');

  // Each field takes the column whose heading comes earliest in its list: with both 'Name' and 'Company Name'
  // present, the company name is the customer's name.
  const aliasOf = new Map<string, { field: F; rank: number }>();
  for (const [field, aliases] of Object.entries<readonly string[]>(columns)) {
    for (const [rank, alias] of aliases.entries()) aliasOf.set(normalise(alias), { field: field as F, rank });
  }
  const best = new Map<F, { column: number; rank: number }>();
  records[headerAt].forEach((heading, column) => {
    const match = aliasOf.get(normalise(heading));
    if (match && (best.get(match.field)?.rank ?? Number.POSITIVE_INFINITY) > match.rank)
      best.set(match.field, { column, rank: match.rank });
  });
  const index = new Map([...best].map(([field, { column }]) => [field, column]));
  if (!index.has(required)) {
    refuse(`The first row must name the columns, including "${columns[required][0]}". Expected columns: ${expected(columns)}`);
  }

  const rows: TableRow<F>[] = [];
  for (let r = headerAt + 1; r < records.length; r++) {
    const record = records[r];
    if (record.every((cell) => cell.trim() === '')) continue;
    const values: Partial<Record<F, string>> = {};
    for (const [field, i] of index) values[field] = record[i] ?? '';
    rows.push({ row: r + 1, values, cells: record });
  }
  if (rows.length === 0) refuse('The CSV file has a header row but no rows to import');
  if (rows.length > MAX_IMPORT_ROWS) {
    refuse(
      `The CSV file has ${rows.length.toLocaleString('en-AU')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-AU')} at a time`,
    );
  }
  const header = records[headerAt];
  const headingOf = (field: F) => {
    const column = index.get(field);
    return column === undefined ? columns[field][0] : header[column].trim();
  };
  return { header, headingOf, rows };
}

/** A problem with one row: its number in the file, the column (its heading in the file) and the reason. */
export interface ImportRowError {
  row: number;
  column: string;
  error: string;
}

/** What an import answers (REST and GraphQL alike). */
export interface ImportResult {
  imported: number;
  total: number;
  /** Every problem of every refused row, in file order; a row with two bad fields has two entries. */
  errors: ImportRowError[];
  /**
   * The refused rows as CSV to fix and import again: the file's header plus an 'Error' column, then each refused
   * row as the file had it with its problems. Null when every row was imported.
   */
  failedRowsCsv: string | null;
}

/** Collects an import's problems, each named by the file's heading of its field. */
export function rowErrors<F extends string>(table: Table<F>) {
  const errors: ImportRowError[] = [];
  const add = (row: number, field: F, error: string) => {
    errors.push({ row, column: table.headingOf(field), error });
  };
  const addAll = (row: number, problems: FieldProblem<F>[]) => {
    for (const p of problems) add(row, p.field, p.error);
  };
  return { errors, add, addAll };
}

/** What an import answers once its valid rows are written. */
export const importResult = <F extends string>(table: Table<F>, imported: number, errors: ImportRowError[]): ImportResult => ({
  imported,
  total: table.rows.length,
  errors,
  failedRowsCsv: failedRowsCsv(table, errors),
});

/** The heading of the column that says why a row was refused, in the failed rows' CSV. */
export const ERROR_COLUMN = 'Error';

/** The refused rows of a table (those with errors) as CSV: header plus 'Error', each row's cells plus its reasons. */
export function failedRowsCsv<F extends string>(table: Table<F>, errors: readonly ImportRowError[]): string | null {
  if (errors.length === 0) return null;
  const reasons = new Map<number, string[]>();
  for (const e of errors) reasons.set(e.row, [...(reasons.get(e.row) ?? []), `${e.column}: ${e.error}`]);
  const width = table.header.length;
  const failed = table.rows
    .filter((r) => reasons.has(r.row))
    .map((r) => [...r.cells, ...Array<string>(Math.max(0, width - r.cells.length)).fill(''), (reasons.get(r.row) ?? []).join('; ')]);
  return formatCsv([[...table.header, ERROR_COLUMN], ...failed]);
}

/** A row's problem before it is placed in the file: the field it concerns and the reason. */
export interface FieldProblem<F extends string> {
  field: F;
  error: string;
}

/**
 * A row checked with the same zod schema as the matching create operation: its data, or every problem, each on
 * its field. `fieldOf` names the CSV field of a schema key where they differ (customerId is the Customer column).
 */
export function validateRow<S extends z.ZodType, F extends string>(
  schema: S,
  input: unknown,
  fieldOf: (key: string) => F,
): { data: z.output<S> } | { problems: FieldProblem<F>[] } {
  try {
    return { data: parseInput(schema, input) };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const byField = Object.entries(e.details.fieldErrors ?? {});
    if (byField.length === 0) return { problems: [{ field: fieldOf('_'), error: e.message }] };
    return { problems: byField.map(([key, error]) => ({ field: fieldOf(key), error })) };
  }
}
