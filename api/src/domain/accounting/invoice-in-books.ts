import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { queuePush } from './sync-jobs.ts';

// An invoice's place in the books, as its detail page shows it beside the spec's accounting buttons: whether the
// business is connected, the sync state of the invoice's push, and Xero's own page for it once it is there. And the
// "Send to Xero" button: an invoice sent before the business connected (or one whose push failed) is queued now.

export interface InvoiceInBooks {
  /** Whether the organisation is connected to its books right now. */
  connected: boolean;
  /** Which books: xero or myob (null when not connected), so the button names them. */
  provider: 'xero' | 'myob' | null;
  /** The push's state (queued, sending, sent, failed, conflict), null when it was never queued. */
  state: 'queued' | 'sending' | 'sent' | 'failed' | 'conflict' | null;
  lastError: string | null;
  /** Xero's page of the invoice, once Xero holds it (MYOB has no documented link to one invoice: null). */
  url: string | null;
}

/** Xero's own page of an invoice (its documented deep link). */
export const xeroInvoiceUrl = (invoiceId: string) =>
  `https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=${encodeURIComponent(invoiceId)}`;

const liveConnection = (ctx: Context) =>
  ctx.db.accountingConnection.findFirst({ where: { status: 'connected' }, select: { id: true, provider: true } });

const invoiceOf = async (ctx: Context, invoiceId: string) => {
  const invoice = await ctx.db.invoice.findFirst({ where: { id: invoiceId }, select: { status: true } });
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  return invoice;
};

export async function invoiceInBooks(ctx: Context, invoiceId: string): Promise<InvoiceInBooks> {
  requireAbility(ctx, 'syncAccounting');
  await invoiceOf(ctx, invoiceId);
  const connection = await liveConnection(ctx);
  if (!connection) return { connected: false, provider: null, state: null, lastError: null, url: null };
  const row = await ctx.db.accountingSyncRecord.findFirst({
    where: { connectionId: connection.id, recordType: 'invoice', recordId: invoiceId, operation: 'push' },
    select: { state: true, lastError: true, remoteId: true },
  });
  return {
    connected: true,
    provider: connection.provider,
    state: row?.state ?? null,
    lastError: row?.lastError ?? null,
    url: row?.remoteId && connection.provider === 'xero' ? xeroInvoiceUrl(row.remoteId) : null,
  };
}

/** "Send to Xero": queue the invoice's push (its ledger row and job in one transaction; the call is the job's). */
export async function sendInvoiceToBooks(ctx: Context, invoiceId: string): Promise<InvoiceInBooks> {
  const user = requireAbility(ctx, 'syncAccounting');
  const invoice = await invoiceOf(ctx, invoiceId);
  const connection = await liveConnection(ctx);
  if (!connection) throw new AppError('CONFLICT', 'Connect Xero or MYOB first (Settings → Accounting)');
  await ctx.db.$transaction(async (tx) => {
    if (invoice.status === 'draft') throw new AppError('CONFLICT', 'Send the invoice to the customer first: a draft stays in Spanner');
    if (invoice.status === 'void') throw new AppError('CONFLICT', 'A void invoice is not sent to Xero');
    const row = await tx.accountingSyncRecord.findFirst({
      where: { connectionId: connection.id, recordType: 'invoice', recordId: invoiceId, operation: 'push' },
      select: { state: true },
    });
    if (row?.state === 'sending' || row?.state === 'queued') return;
    await queuePush(ctx.jobs, tx as unknown as Db, connection.id, { orgId: user.orgId, recordType: 'invoice', recordId: invoiceId });
  });
  return invoiceInBooks(ctx, invoiceId);
}
