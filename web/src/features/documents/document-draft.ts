import { linesProblem, type TaxMode } from '@rules/document-lines';
import { defaultUntilDay } from '@rules/document-terms';
import { dayKeyOf } from '@rules/zoned-time';
import type { CustomerChoice } from '../../kit/pickers/CustomerPicker';
import { blankLine, type EditorLine, editorLine, linesInput } from './editor-lines';

// The editor's whole form (spec part 3 "Document header" and "Editor line"), and the checks made before it is
// sent. The server checks again and recomputes every figure; these only save a round trip.

export interface DocumentDraft {
  customer: CustomerChoice | null;
  /** 'YYYY-MM-DD' in the organisation's zone. */
  issueDate: string;
  /** Expiry (quote) or due (invoice) date, 'YYYY-MM-DD' or ''. */
  dueDate: string;
  /** '' takes the next number of the organisation's sequence. */
  number: string;
  reference: string;
  title: string;
  /** What the work is, under the title (on the PDF). */
  summary: string;
  /** Notes shown on the document's detail page (spec part 3 "notes"). */
  notes: string;
  terms: string;
  taxMode: TaxMode;
  lines: EditorLine[];
}

/**
 * A new document: issued on `issueDate` with the organisation's terms; when the kind is given, due (invoice) or
 * expiring (quote) when those terms say (rules/document-terms.ts, the API's own default), editable.
 */
export const emptyDraft = (issueDate: string, terms: string, kind?: 'quote' | 'invoice'): DocumentDraft => ({
  customer: null,
  issueDate,
  dueDate: kind ? defaultUntilDay(kind, issueDate, terms) : '',
  number: '',
  reference: '',
  title: '',
  summary: '',
  notes: '',
  terms,
  taxMode: 'exclusive',
  lines: [blankLine()],
});

export type DraftErrors = Partial<Record<'customer' | 'title' | 'issueDate' | 'dueDate' | 'number' | 'lines', string>>;

/** What must be fixed before saving (empty when nothing). */
export function draftProblems(draft: DocumentDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.customer) errors.customer = 'Choose a customer';
  if (!draft.title.trim()) errors.title = 'Title is required';
  if (!draft.issueDate) errors.issueDate = 'Issue date is required';
  if (draft.dueDate && draft.issueDate && draft.dueDate < draft.issueDate) errors.dueDate = 'Must be on or after the issue date';
  const lines = linesProblem(draft.lines, draft.taxMode);
  if (lines) errors.lines = lines;
  return errors;
}

/**
 * The draft as the API's document input (GraphQL): trimmed texts, null for blanks, lines without row keys; the
 * second date is a quote's expiry or an invoice's due date.
 */
export const draftInput = (draft: DocumentDraft) => ({
  customerId: draft.customer?.id ?? null,
  issueDate: draft.issueDate,
  dueDate: draft.dueDate || null,
  number: draft.number.trim() || null,
  reference: draft.reference.trim() || null,
  title: draft.title.trim(),
  summary: draft.summary.trim() || null,
  notes: draft.notes.trim() || null,
  terms: draft.terms.trim() || null,
  taxMode: draft.taxMode,
  lines: linesInput(draft.lines),
});

/**
 * A saved document as the editor reads it: days as 'YYYY-MM-DD' in the organisation's zone (the API's), the
 * second date a quote's expiry or an invoice's due date.
 */
export interface SavedDocument {
  customer: CustomerChoice | null;
  issueDate: string;
  secondDate: string | null;
  number: string;
  reference: string | null;
  title: string | null;
  summary: string | null;
  notes: string | null;
  terms: string | null;
  taxMode: TaxMode;
  lines: readonly {
    itemName: string | null;
    description: string;
    quantity: number;
    unitPriceCents: number;
    discountPercent: number;
    taxRate: number;
  }[];
}

/** A saved document in the editor, its lines with row keys. */
export const draftOf = (doc: SavedDocument): DocumentDraft => ({
  customer: doc.customer,
  issueDate: doc.issueDate,
  dueDate: doc.secondDate ?? '',
  number: doc.number,
  reference: doc.reference ?? '',
  title: doc.title ?? '',
  summary: doc.summary ?? '',
  notes: doc.notes ?? '',
  terms: doc.terms ?? '',
  taxMode: doc.taxMode,
  lines: doc.lines.length
    ? doc.lines.map(({ unitPriceCents, ...l }) =>
        editorLine({
          ...l,
          unitAmountCents: unitPriceCents,
          itemName: l.itemName ?? '',
          description: l.description === l.itemName ? '' : l.description,
        }),
      )
    : [blankLine()],
});

/**
 * The editor's starting values: null until loaded; a new document starts today (in the organisation's zone) with
 * the organisation's terms and the due or expiry date they give; a saved one as stored (null when it is missing).
 */
export function initialDraft(
  loaded:
    | { isNew: true; kind: 'quote' | 'invoice'; terms: string | null | undefined; timeZone: string }
    | { isNew: false; doc: SavedDocument | null }
    | null,
): DocumentDraft | null {
  if (!loaded) return null;
  if (loaded.isNew) return emptyDraft(dayKeyOf(new Date(), loaded.timeZone), loaded.terms ?? '', loaded.kind);
  return loaded.doc ? draftOf(loaded.doc) : null;
}
