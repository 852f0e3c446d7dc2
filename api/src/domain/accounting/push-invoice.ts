import { AppError } from '../../errors.ts';
import type { BooksInvoiceInput, BooksLineTracking } from '../../integrations/accounting/xero/xero-books.ts';
import { formatAud } from '../../rules/money.ts';
import { toLocalInput } from '../../rules/zoned-time.ts';
import { lineTracking, TRACKED_JOB_SELECT, trackingOptionName } from './line-tracking.ts';
import { refuseLockedPeriod } from './locked-period.ts';
import type { AccountingMappings } from './mappings.ts';
import { invoiceContact } from './push-contact.ts';
import { refuseEditedOnBothSides } from './sync-conflict.ts';
import { beforeTheCall, contentHash, ledgerRow, runClaimed } from './sync-ledger.ts';
import { type PushMappings, pushMappings } from './sync-mappings.ts';
import type { SyncScope } from './sync-scope.ts';

/** Statuses whose invoice is in the books: sent and after (drafts are not; voids are not synced yet). */
const PUSHED_STATUSES = new Set(['sent', 'overdue', 'paid']);

const INVOICE_SELECT = {
  id: true,
  number: true,
  status: true,
  customerId: true,
  reference: true,
  taxMode: true,
  issueDate: true,
  dueAt: true,
  totalCents: true,
  paidCents: true,
  lines: {
    orderBy: { position: 'asc' },
    select: {
      description: true,
      itemName: true,
      itemCode: true,
      quantity: true,
      unitAmountCents: true,
      discountPercent: true,
      taxRate: true,
    },
  },
  completedJob: { select: { completedBy: { select: { name: true } }, job: { select: TRACKED_JOB_SELECT } } },
  quote: { select: { job: { select: TRACKED_JOB_SELECT } } },
} as const;

type PushedInvoice = NonNullable<Awaited<ReturnType<typeof readInvoice>>>;

const readInvoice = (s: SyncScope, id: string) => s.db.invoice.findFirst({ where: { id }, select: INVOICE_SELECT });

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** What a line carries beyond its content, in Xero only: its price-list item's code, and the invoice's tracking. */
interface LineExtras {
  itemCodes: boolean;
  tracking: BooksLineTracking[] | null;
}

/**
 * The invoice as Xero is sent it: its tax mode as LineAmountTypes, each line's account and tax type from the mappings,
 * and in Xero the line's item code and tracking (keys left out when empty, so a line without them hashes as before).
 */
function booksInvoice(invoice: PushedInvoice, contactId: string, m: PushMappings, timeZone: string, extras: LineExtras): BooksInvoiceInput {
  return {
    number: invoice.number,
    contactId,
    reference: invoice.reference || null,
    date: toLocalInput(invoice.issueDate, timeZone).date,
    dueDate: invoice.dueAt ? toLocalInput(invoice.dueAt, timeZone).date : null,
    amountTypes: invoice.taxMode === 'inclusive' ? 'Inclusive' : 'Exclusive',
    lines: invoice.lines.map((l) => ({
      description: l.description || l.itemName || 'Item',
      quantity: l.quantity,
      unitAmount: l.unitAmountCents / 100,
      discountRate: l.discountPercent,
      accountCode: m.salesAccountCode,
      taxType: l.taxRate > 0 ? m.gstTaxType : m.gstFreeTaxType,
      ...(extras.itemCodes && l.itemCode ? { itemCode: l.itemCode } : {}),
      ...(extras.tracking ? { tracking: extras.tracking } : {}),
    })),
  };
}

/** The tracking option the invoice's job gives under the chosen source (its job: the completed job's, else the quote's). */
function invoiceTrackingOption(invoice: PushedInvoice, mappings: Partial<AccountingMappings>): string | null {
  const job = invoice.completedJob?.job ?? invoice.quote?.job ?? null;
  return trackingOptionName(mappings.trackingSource ?? 'none', job, invoice.completedJob?.completedBy?.name ?? null);
}

/** The total Xero will compute for the lines (each line's amount and GST rounded to the cent, then summed), in cents. */
export function booksTotalCents(input: BooksInvoiceInput, taxRates: number[]): number {
  let total = 0;
  input.lines.forEach((l, i) => {
    const amount = round2(l.quantity * l.unitAmount * (1 - l.discountRate / 100));
    const rate = taxRates[i] / 100;
    const tax = input.amountTypes === 'Inclusive' ? round2((amount * rate) / (1 + rate)) : round2(amount * rate);
    total += input.amountTypes === 'Inclusive' ? amount : amount + tax;
  });
  return Math.round(total * 100);
}

function refuseDifferentTotal(number: string, booksCents: number, spannerCents: number) {
  if (Math.abs(booksCents - spannerCents) > 1)
    throw new AppError(
      'CONFLICT',
      `Not sent: Xero's total for ${number} would be ${formatAud(booksCents)}, Spanner's is ${formatAud(spannerCents)}. Check the lines' quantities, prices and GST, then retry`,
    );
}

/**
 * Push an invoice once sent, and again after an edit while it is unpaid: its customer's contact first, then the
 * invoice under Spanner's number. An edit made in Xero too since the last push stops it as a conflict
 * (sync-conflict.ts) rather than overwriting Xero's. Before creating, the books are searched for the number (a push whose answer was
 * lost); the totals are compared before and after the call. Sets the invoice's xeroId. Returns the books' id, or null
 * when the invoice is not one to push (a draft, a void, a paid invoice whose content the books now own).
 */
export async function pushInvoice(s: SyncScope, invoiceId: string): Promise<string | null> {
  const invoice = await readInvoice(s, invoiceId);
  if (!invoice || !PUSHED_STATUSES.has(invoice.status)) return null;
  const row = await ledgerRow(s.db, s.connection.id, 'invoice', invoiceId);
  if (row.remoteId && row.state === 'sent' && invoice.status === 'paid') return row.remoteId;
  const prepared = await beforeTheCall(s, row, async () => {
    if (!invoice.customerId) throw new AppError('CONFLICT', `${invoice.number} has no customer: choose one, then retry`);
    const mappings = pushMappings(s.connection.mappings, ['salesAccountCode', 'gstTaxType', 'gstFreeTaxType']);
    const org = await s.db.organization.findFirstOrThrow({ select: { timeZone: true } });
    // MYOB's service invoices take neither items nor tracking categories (docs/accounting.md, MYOB).
    const inXero = s.connection.provider !== 'myob';
    const chosen = (s.connection.mappings ?? {}) as Partial<AccountingMappings>;
    const tracking = inXero ? await lineTracking(s, invoice.number, chosen, invoiceTrackingOption(invoice, chosen)) : null;
    const contactId = await invoiceContact(s, invoice.customerId);
    const input = booksInvoice(invoice, contactId, mappings, org.timeZone, { itemCodes: inXero, tracking });
    const total = booksTotalCents(
      input,
      invoice.lines.map((l) => l.taxRate),
    );
    return { input, sentHash: contentHash(input), total };
  });
  const { input, sentHash } = prepared;
  if (row.state === 'sent' && row.remoteId && row.sentHash === sentHash) return row.remoteId;
  const locked = (days: (string | null)[]) =>
    beforeTheCall(s, row, () => refuseLockedPeriod(s, invoice.number, days, row.remoteId ? '' : ", or change the invoice's date"));
  await locked([input.date]);
  if (row.remoteId && row.sentHash) await locked([await refuseEditedOnBothSides(s, row, invoice.number, input, sentHash)]);
  await beforeTheCall(s, row, async () => refuseDifferentTotal(invoice.number, prepared.total, invoice.totalCents));
  const remoteId = await runClaimed(s, row, async (key) => {
    const known = row.remoteId ?? (await s.books.findInvoiceByNumber(invoice.number))?.id ?? null;
    const saved = await s.books.saveInvoice(input, known, key);
    refuseDifferentTotal(invoice.number, Math.round(saved.total * 100), invoice.totalCents);
    return { remoteId: saved.id, sentHash, remoteUpdatedAt: saved.updatedAt };
  });
  await s.db.invoice.update({ where: { id: invoiceId }, data: { xeroId: remoteId } });
  return remoteId;
}
