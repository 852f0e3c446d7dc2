import type { z } from 'zod';
import { AppError, parseInput } from '../../errors.ts';
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
export function readTable<F extends string>(file: UploadedCsv, columns: Columns<F>, required: NoInfer<F>): TableRow<F>[] {
  const extension = file.filename?.match(/\.([^./\\]+)$/)?.[1];
  if (extension && extension.toLowerCase() !== 'csv') refuse('Please select a CSV file', 'UNSUPPORTED_MEDIA_TYPE');

  const records = parseCsv(decodeCsv(file.bytes));
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
    rows.push({ row: r + 1, values });
  }
  if (rows.length === 0) refuse('The CSV file has a header row but no rows to import');
  if (rows.length > MAX_IMPORT_ROWS) {
    refuse(
      `The CSV file has ${rows.length.toLocaleString('en-AU')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-AU')} at a time`,
    );
  }
  return rows;
}

/** What an import answers (REST and GraphQL alike). */
export interface ImportResult {
  imported: number;
  total: number;
  errors: { row: number; error: string }[];
}

/** Names and serials compare without case or repeated spaces: 'Acme  Pty' is 'ACME PTY'. */
export const sameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A row checked with the same zod schema as the matching create operation: its data, or its first problem. */
export function validateRow<S extends z.ZodType>(schema: S, input: unknown): { data: z.output<S> } | { error: string } {
  try {
    return { data: parseInput(schema, input) };
  } catch (e) {
    if (e instanceof AppError) return { error: e.message };
    throw e;
  }
}
