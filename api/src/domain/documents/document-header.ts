import type { TaxMode } from '../../rules/document-lines.ts';
import { dateField } from './document-input.ts';
import type { DayOrInstant } from './schemas.ts';

// The header fields of a quote or invoice as stored, from a parsed payload: a field left out stays as it is
// (undefined), null clears it.

/** The editor's texts and tax mode as stored: what the PDF, REST and GraphQL show alike. */
export interface DocumentTexts {
  title: string | null;
  summary: string | null;
  notes: string | null;
  terms: string | null;
  reference: string | null;
  taxMode: TaxMode;
}

/** The header fields of an editor's payload (undefined: left out). */
export interface HeaderInput {
  customerId?: string | null;
  title?: string | null;
  summary?: string | null;
  notes?: string | null;
  terms?: string | null;
  reference?: string | null;
  issueDate?: DayOrInstant | null;
  taxMode?: TaxMode;
}

export function headerData(data: HeaderInput, timeZone: string) {
  const issueDate = dateField(data.issueDate, timeZone);
  return {
    customerId: data.customerId,
    title: data.title,
    summary: data.summary,
    notes: data.notes,
    terms: data.terms,
    reference: data.reference,
    taxMode: data.taxMode,
    // An issue date cannot be cleared: null means today.
    ...(issueDate !== undefined ? { issueDate: issueDate ?? new Date() } : {}),
  };
}
