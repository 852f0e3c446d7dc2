import { AppError } from '../../errors.ts';
import type { BooksInvoiceInput } from '../../integrations/accounting/xero/xero-books.ts';
import { booksName } from '../../rules/books.ts';
import { formatAud } from '../../rules/money.ts';
import { beforeTheCall, contentHash, type LedgerRow, saveOutcome } from './sync-ledger.ts';
import type { SyncScope } from './sync-scope.ts';

// The conflict rule (docs/accounting.md "Conflicts"): Spanner owns an invoice's content until it is paid (or falls into
// a locked period: locked-period.ts); the books own reconciliation. An invoice edited in Xero since Spanner last sent
// it, and edited in Spanner too, is never overwritten: its push stops as a conflict that names what differs, for the
// office to choose which to keep.

/** One difference between Spanner's invoice and Xero's, in words the office reads. */
export interface ConflictField {
  field: string;
  spanner: string;
  books: string;
}

/** What a conflict row keeps: the differences, and Xero's content and its hash as they were when it was found. */
export interface SyncConflict {
  fields: ConflictField[];
  books: BooksInvoiceInput;
  booksHash: string;
}

const TAX_WORDS: Record<BooksInvoiceInput['amountTypes'], string> = {
  Exclusive: 'GST exclusive',
  Inclusive: 'GST inclusive',
  NoTax: 'No GST',
};

const dollars = (amount: number) => formatAud(Math.round(amount * 100));
const trackingWords = (tracking: BooksInvoiceInput['lines'][number]['tracking']) =>
  tracking?.map((t) => `${t.name}: ${t.option}`).join(', ') || '—';

/** What differs between two versions of an invoice's content, field by field and line by line. */
export function conflictFields(spanner: BooksInvoiceInput, books: BooksInvoiceInput): ConflictField[] {
  const out: ConflictField[] = [];
  const differ = (field: string, a: string, b: string) => {
    if (a !== b) out.push({ field, spanner: a, books: b });
  };
  if (spanner.contactId !== books.contactId) out.push({ field: 'Contact', spanner: "the invoice's customer", books: 'another contact' });
  differ('Reference', spanner.reference ?? '—', books.reference ?? '—');
  differ('Date', spanner.date, books.date);
  differ('Due date', spanner.dueDate ?? '—', books.dueDate ?? '—');
  differ('Amounts', TAX_WORDS[spanner.amountTypes], TAX_WORDS[books.amountTypes]);
  differ('Lines', String(spanner.lines.length), String(books.lines.length));
  spanner.lines.forEach((a, i) => {
    const b = books.lines[i];
    if (!b) return;
    const n = `Line ${i + 1}`;
    differ(`${n} description`, a.description, b.description);
    differ(`${n} quantity`, String(a.quantity), String(b.quantity));
    differ(`${n} unit price`, dollars(a.unitAmount), dollars(b.unitAmount));
    differ(`${n} discount`, `${a.discountRate} %`, `${b.discountRate} %`);
    differ(`${n} tax`, a.taxType, b.taxType);
    differ(`${n} account`, a.accountCode, b.accountCode);
    differ(`${n} item code`, a.itemCode ?? '—', b.itemCode ?? '—');
    differ(`${n} tracking`, trackingWords(a.tracking), trackingWords(b.tracking));
  });
  return out;
}

export const conflictMessage = (number: string, provider: string) =>
  `${number} was changed in ${booksName(provider)} and in Spanner since it was last sent: choose which to keep`;

/**
 * Before an edited invoice goes again: read Xero's copy. Unchanged there since the last push (or already what Spanner
 * sends), the push goes on; changed there too, the row becomes a conflict naming the differences, and the push stops.
 * Answers the date the books hold the invoice under (the push checks it against their lock date).
 */
export async function refuseEditedOnBothSides(
  s: SyncScope,
  row: LedgerRow,
  number: string,
  input: BooksInvoiceInput,
  sentHash: string,
): Promise<string | null> {
  if (!row.remoteId) return null;
  const remoteId = row.remoteId;
  const remote = await beforeTheCall(s, row, () => s.books.readInvoice(remoteId));
  if (remote.status === 'VOIDED')
    await beforeTheCall(s, row, async () => {
      throw new AppError('CONFLICT', `${number} was voided in ${booksName(s.connection.provider)}: it is not sent again`);
    });
  const booksHash = contentHash(remote.content);
  if (booksHash === row.sentHash || booksHash === sentHash) return remote.content.date;
  const conflict: SyncConflict = { fields: conflictFields(input, remote.content), books: remote.content, booksHash };
  await saveOutcome(s, row, {
    state: 'conflict',
    conflict: conflict as never,
    lastError: conflictMessage(number, s.connection.provider),
    remoteUpdatedAt: remote.updatedAt,
  });
  throw new AppError('CONFLICT', conflictMessage(number, s.connection.provider));
}
