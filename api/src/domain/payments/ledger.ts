import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { countedCents, type LedgerRow, ledgerPaidCents, statusAfterLedger } from '../../rules/invoice-balance.ts';
import type { WebhookEvent } from '../webhooks/queue-webhook-events.ts';
import { ledgerOrder } from './payment-query.ts';

// An invoice's ledger inside a write's transaction: the invoice is locked first (an UPDATE takes its row lock), so
// writes to one invoice's ledger run one after another in any process; its rows are read, the write adds or moves
// rows, and `settleInvoice` sets paidCents, the status and the paid day from them in the same transaction.

const invoiceFields = { id: true, orgId: true, number: true, status: true, sentAt: true, totalCents: true, paidCents: true } as const;

export type LockedInvoice = Awaited<ReturnType<typeof lockInvoice>>;

/** Lock the invoice and read it, or null when there is none (deleted, or another organisation's). */
export async function lockInvoice(tx: Db, invoiceId: string) {
  const { count } = await tx.invoice.updateMany({ where: { id: invoiceId }, data: { paidCents: { increment: 0 } } });
  if (!count) return null;
  return tx.invoice.findFirstOrThrow({ where: { id: invoiceId }, select: invoiceFields });
}

/** `lockInvoice`, or 'Invoice not found'. */
export async function lockInvoiceOrFail(tx: Db, invoiceId: string) {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) throw notFound(documentMessages.invoiceNotFound);
  return invoice;
}

export const ledgerRows = (tx: Db, invoiceId: string) => tx.payment.findMany({ where: { invoiceId }, orderBy: ledgerOrder });

export interface Settled {
  invoiceId: string;
  before: string;
  status: string;
  paidCents: number;
  totalCents: number;
}

/**
 * Set the invoice's paidCents, status and paid day from its rows (rules/invoice-balance.ts). Paid: the day and method
 * of the last payment that counts; reopened: both cleared.
 */
export async function settleInvoice(tx: Db, invoice: NonNullable<LockedInvoice>): Promise<Settled> {
  const rows = await ledgerRows(tx, invoice.id);
  const paidCents = ledgerPaidCents(rows as LedgerRow[]);
  const status = statusAfterLedger(invoice, rows as LedgerRow[]);
  const counted = countedCents(rows as LedgerRow[]);
  const last = rows.filter((r) => r.kind === 'payment' && (counted.get(r.id) ?? 0) > 0).at(-1);
  const paidDay =
    status === 'paid' && invoice.status !== 'paid'
      ? { paidAt: last?.receivedOn ?? new Date(), paymentMethod: last?.method ?? null }
      : status !== 'paid'
        ? { paidAt: null, paymentMethod: null }
        : {};
  await tx.invoice.update({ where: { id: invoice.id }, data: { paidCents, status, ...paidDay } });
  return { invoiceId: invoice.id, before: invoice.status, status, paidCents, totalCents: invoice.totalCents };
}

/** invoice.paid when the ledger settled it. */
export const settledEvents = (s: Settled): WebhookEvent[] =>
  s.status === 'paid' && s.before !== 'paid' ? [{ type: 'invoice.paid', id: s.invoiceId }] : [];

/** A payment is not taken on a void invoice by hand (a provider's payment is kept and flagged instead). */
export function refuseVoid(invoice: NonNullable<LockedInvoice>) {
  if (invoice.status === 'void') throw new AppError('CONFLICT', documentMessages.voidCannotBePaid);
}
