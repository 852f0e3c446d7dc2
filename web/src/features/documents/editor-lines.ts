import { convertTaxMode, documentTotals, type LineInput, lineFieldProblems, type TaxMode } from '@rules/document-lines';
import { GST_RATE_PERCENT } from '@rules/money';

// The editor's lines (spec part 3 "Editor line": item name, description, qty, price, discount percent, tax). The
// maths is the API's own (api/src/rules/document-lines.ts): the editor shows what the server will store.

export interface EditorLine extends LineInput {
  /** React's key for the row (never sent). */
  key: string;
  itemName: string;
  description: string;
}

let next = 0;
const newKey = () => `line-${++next}`;

/** A new empty line: quantity 1, $0.00, no discount, GST. */
export const blankLine = (): EditorLine => ({
  key: newKey(),
  itemName: '',
  description: '',
  quantity: 1,
  unitAmountCents: 0,
  discountPercent: 0,
  taxRate: GST_RATE_PERCENT,
});

/** A saved line as the editor edits it. */
export const editorLine = (line: Omit<EditorLine, 'key'>): EditorLine => ({ ...line, key: newKey() });

/** What a price-list item puts on a line: its name, description, tax and price (the list's prices exclude GST). */
export function presetLine(
  line: EditorLine,
  preset: { name: string; description?: string | null; unitAmountCents: number; taxRate: number },
  mode: TaxMode,
): EditorLine {
  const priced = { ...line, itemName: preset.name, unitAmountCents: preset.unitAmountCents, taxRate: preset.taxRate };
  const [converted] = convertTaxMode([priced], 'exclusive', mode).lines;
  return { ...converted, description: line.description.trim() ? line.description : (preset.description ?? '') };
}

/** The lines as the API takes them (GraphQL `DocumentLineInput`: no row keys, the price as `unitPriceCents`). */
export const linesInput = (lines: readonly EditorLine[]) =>
  lines.map(({ itemName, description, quantity, unitAmountCents, discountPercent, taxRate }) => ({
    itemName: itemName.trim() || null,
    description: description.trim(),
    quantity,
    unitPriceCents: unitAmountCents,
    discountPercent,
    taxRate,
  }));

/** Whether a line's numbers are valid, so its figures can be computed (a bad one shows its message instead). */
export const countable = (line: LineInput) => {
  const p = lineFieldProblems(line);
  return !(p.quantity || p.unitAmountCents || p.discountPercent);
};

/** The totals of the lines whose numbers are valid: while one is being fixed, the rest still add up. */
export const editorTotals = (lines: readonly EditorLine[], mode: TaxMode) => documentTotals(lines.filter(countable), mode);

/** Converts the valid lines' prices to the other tax mode (rules/document-lines.ts); a line being fixed stays as typed. */
export function convertEditorLines(lines: readonly EditorLine[], from: TaxMode, to: TaxMode) {
  const conversion = convertTaxMode(lines.filter(countable), from, to);
  const byKey = new Map(conversion.lines.map((l) => [l.key, l]));
  return { ...conversion, lines: lines.map((l) => byKey.get(l.key) ?? l) };
}
