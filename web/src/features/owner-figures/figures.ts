import { buildCsv, type CsvCell, centsToDollars } from './csv';
import { formatCents, formatCount, formatPercent } from './format';

// The numbers behind a chart, as one list of columns and rows: the Table view shows them formatted for reading,
// the CSV writes them plain (money in dollars with two decimals, percentages as numbers).

export type FigureKind = 'text' | 'count' | 'cents' | 'percent';

export interface FigureColumn {
  label: string;
  kind: FigureKind;
}

export interface FigureRow {
  key: string;
  /** One value per column: the period's label first. */
  values: readonly (string | number | null)[];
}

export function displayValue(kind: FigureKind, value: string | number | null): string {
  if (value === null) return kind === 'percent' ? formatPercent(null) : '';
  if (typeof value === 'string') return value;
  if (kind === 'cents') return formatCents(value);
  if (kind === 'percent') return formatPercent(value);
  return formatCount(value);
}

function csvValue(kind: FigureKind, value: string | number | null): CsvCell {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (kind === 'cents') return centsToDollars(value);
  if (kind === 'percent') return Math.round(value * 100) / 100;
  return value;
}

const csvHeader = (column: FigureColumn) =>
  column.kind === 'cents' ? `${column.label} (AUD)` : column.kind === 'percent' ? `${column.label} (%)` : column.label;

/** The CSV of a chart's figures. */
export function figuresCsv(columns: readonly FigureColumn[], rows: readonly FigureRow[]): string {
  return buildCsv(
    columns.map(csvHeader),
    rows.map((row) => row.values.map((value, i) => csvValue(columns[i].kind, value))),
  );
}
