import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { tenantOrgOf } from '../../db/scoped.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { parseInput } from '../../errors.ts';
import {
  ledgerChange,
  ledgerMessages,
  MAX_PAYMENT_CENTS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type ProviderPaymentEvent,
  type ProviderRow,
} from '../../rules/invoice-balance.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { queuePaymentReceipt } from '../payouts/payment-receipt.ts';
import { acceptQuoteByDeposit, type DepositAcceptance, type DepositAcceptanceResult } from '../quotes/accept-by-deposit.ts';
import type { WebhookEvent } from '../webhooks/queue-webhook-events.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { type LockedInvoice, lockInvoice, type Settled, settledEvents, settleInvoice } from './ledger.ts';
import { publishLedgerChange } from './publish-ledger-change.ts';

// The one entry point for a payment provider's news about an invoice's money (the Stripe webhooks, the local pay
// page): a payment or refund created, pending, succeeded or failed. Idempotent: the ledger keeps one row per provider
// payment or refund id and a row's status only leaves pending (rules/invoice-balance.ts ledgerChange), so events
// that come twice, late or out of order end in the same ledger. A refund before its payment is kept unlinked (it
// counts nothing) and linked when the payment arrives. A payment for a void or deleted invoice is recorded and
// flagged to the office (attention), never lost and never applied twice. A deposit paid at acceptance accepts its
// quote in the same transaction as its row becomes succeeded (domain/quotes/accept-by-deposit.ts).

const providerId = z.string().trim().min(1).max(255);
export const providerPaymentEventSchema = z.object({
  provider: z.string().trim().min(1).max(40),
  providerPaymentId: providerId,
  providerRefundId: providerId.nullable().optional(),
  invoiceId: z.string().trim().min(1).max(100),
  amountCents: z.number().int().positive().max(MAX_PAYMENT_CENTS),
  status: z.enum(PAYMENT_STATUSES),
  occurredAt: z.coerce.date(),
  feeCents: z.number().int().min(0).nullable().optional(),
  /** A deposit paid at acceptance: the quote its success accepts, and who accepted it on the link */
  acceptsQuote: z
    .object({ quoteId: z.string().trim().min(1).max(100), acceptedBy: z.string().trim().min(1).max(200) })
    .nullable()
    .optional(),
  /** A refund asked in the app: who asked, and their note (kept on the row it makes) */
  recordedById: z.string().trim().min(1).max(100).nullable().optional(),
  note: z.string().max(2000).nullable().optional(),
  /** A card dispute: the office's sentence for its row, set as the row is made or its status moves */
  attention: z.string().max(500).nullable().optional(),
  /** How it was paid, when not online through the provider (a payment recorded in the books: other) */
  method: z.string().trim().min(1).max(40).optional(),
  /** false: no receipt to the customer (the books' payment was not made through Spanner) */
  receipt: z.boolean().optional(),
});

/** A provider's event as applied: the ledger's event, and what the app adds to it. */
export type ProviderEventInput = ProviderPaymentEvent & {
  acceptsQuote?: DepositAcceptance | null;
  recordedById?: string | null;
  note?: string | null;
  attention?: string | null;
  method?: string;
  receipt?: boolean;
};

/**
 * Who applies an event: the organisation's tenant client (a member's request or a webhook's scope) and its services
 * (the configuration is needed by a deposit's acceptance notice).
 */
export type ProviderScope = Pick<Context, 'db' | 'jobs' | 'events'> & Partial<Pick<Context, 'config'>>;

export interface AppliedProviderEvent {
  /** created: a new row; updated: its status moved; unchanged: a repeat or a late event */
  outcome: 'created' | 'updated' | 'unchanged';
  paymentId: string | null;
  /** The quote a deposit's success just accepted */
  acceptedQuote?: DepositAcceptanceResult['accepted'];
}

const ROW_SELECT = {
  id: true,
  kind: true,
  amountCents: true,
  status: true,
  refundOfId: true,
  providerPaymentId: true,
  providerRefundId: true,
  refundOfProviderPaymentId: true,
} as const;

function attentionFor(invoice: LockedInvoice, kind: 'payment' | 'refund', linked: boolean): string | null {
  if (!invoice) return kind === 'payment' ? ledgerMessages.missingInvoicePayment : null;
  if (kind === 'payment' && invoice.status === 'void') return ledgerMessages.voidPayment;
  if (kind === 'refund' && !linked) return ledgerMessages.refundWaiting;
  return null;
}

function rowEvents(kind: 'payment' | 'refund', id: string, status: PaymentStatus): WebhookEvent[] {
  if (kind === 'refund') return status === 'succeeded' ? [{ type: 'payment.refunded', id }] : [];
  if (status === 'succeeded') return [{ type: 'payment.succeeded', id }];
  return status === 'failed' ? [{ type: 'payment.failed', id }] : [];
}

async function applyInTransaction(tx: Db, scope: ProviderScope, orgId: string, event: ProviderEventInput) {
  const invoice = await lockInvoice(tx, event.invoiceId);
  const rows = (await tx.payment.findMany({
    where: {
      provider: event.provider,
      OR: [
        { providerPaymentId: event.providerPaymentId },
        { refundOfProviderPaymentId: event.providerPaymentId },
        ...(event.providerRefundId ? [{ providerRefundId: event.providerRefundId }] : []),
      ],
    },
    select: ROW_SELECT,
  })) as ProviderRow[];
  const change = ledgerChange(event, rows);
  let applied: AppliedProviderEvent = { outcome: 'unchanged', paymentId: null };
  let events: WebhookEvent[] = [];
  if ('create' in change) {
    const { kind, amountCents, status, refundOfId } = change.create;
    const refund = kind === 'refund';
    const { id } = await tx.payment.create({
      data: {
        orgId,
        invoiceId: invoice?.id ?? null,
        kind,
        amountCents,
        status,
        method: event.method ?? 'online',
        receivedOn: event.occurredAt,
        provider: event.provider,
        providerPaymentId: refund ? null : event.providerPaymentId,
        providerRefundId: refund ? event.providerRefundId : null,
        refundOfProviderPaymentId: refund ? event.providerPaymentId : null,
        refundOfId,
        feeCents: event.feeCents ?? null,
        attention: attentionFor(invoice, kind, Boolean(refundOfId)) ?? event.attention ?? null,
        createdById: event.recordedById ?? null,
        note: event.note ?? null,
      },
      select: { id: true },
    });
    if (change.link.length) await tx.payment.updateMany({ where: { id: { in: change.link } }, data: { refundOfId: id, attention: null } });
    applied = { outcome: 'created', paymentId: id };
    events = rowEvents(kind, id, status);
    // Refunds that were waiting count from now: each succeeded one is news too.
    for (const r of rows) if (change.link.includes(r.id)) events.push(...rowEvents('refund', r.id, r.status));
  } else if ('update' in change) {
    const row = await tx.payment.update({
      where: { id: change.update },
      data: {
        status: change.status,
        receivedOn: event.occurredAt,
        ...(event.feeCents != null ? { feeCents: event.feeCents } : {}),
        ...(event.attention != null ? { attention: event.attention } : {}),
      },
      select: { id: true, kind: true },
    });
    applied = { outcome: 'updated', paymentId: row.id };
    events = rowEvents(row.kind, row.id, change.status);
  }
  // A deposit paid at acceptance accepts its quote as its payment succeeds (once: a row becomes succeeded once).
  const succeededNow = 'create' in change ? change.create.status === 'succeeded' : 'update' in change && change.status === 'succeeded';
  if (event.acceptsQuote && !event.providerRefundId && succeededNow && applied.paymentId && invoice && invoice.status !== 'void') {
    if (!scope.config) throw new Error('A deposit’s acceptance needs the configuration');
    const done = await acceptQuoteByDeposit(
      tx,
      { config: scope.config, jobs: scope.jobs },
      invoice.id,
      event.acceptsQuote,
      event.occurredAt,
    );
    if (done.attention) await tx.payment.update({ where: { id: applied.paymentId }, data: { attention: done.attention } });
    applied.acceptedQuote = done.accepted;
    events.push(...done.events);
  }
  const settled: Settled | null = invoice && applied.outcome !== 'unchanged' ? await settleInvoice(tx, invoice) : null;
  // A payment of an invoice that just succeeded: its receipt, made after the commit (once: keyed by the payment).
  if (succeededNow && !event.providerRefundId && applied.paymentId && invoice && event.receipt !== false)
    await queuePaymentReceipt(scope.jobs, tx, orgId, applied.paymentId);
  return { applied, settled, events: [...events, ...(settled ? settledEvents(settled) : [])] };
}

/**
 * Apply one provider event to the organisation's ledger (`scope.db` is its tenant client), in one transaction with
 * its webhook events (payment.succeeded, payment.failed, payment.refunded, invoice.paid); the invoice's live change
 * after the commit. Two processes applying the same event at once: the invoice's lock orders them, and for an
 * invoice that is gone the unique provider id does (the loser runs again and finds the row).
 */
export async function applyProviderPayment(scope: ProviderScope, input: ProviderEventInput): Promise<AppliedProviderEvent> {
  const event = parseInput(providerPaymentEventSchema, input) as ProviderEventInput;
  const orgId = tenantOrgOf(scope.db);
  if (!orgId) throw new Error('applyProviderPayment needs an organisation’s tenant client');
  for (let attempt = 1; ; attempt++) {
    try {
      const done = await writeWithWebhooks(
        scope,
        orgId,
        (tx) => applyInTransaction(tx, scope, orgId, event),
        (r) => r.events,
      );
      if (done.settled) publishLedgerChange(scope, orgId, done.settled);
      const quote = done.applied.acceptedQuote;
      if (quote)
        publishDocumentChange(scope, {
          orgId,
          kind: 'quote',
          id: quote.id,
          status: 'accepted',
          acceptance: { number: quote.number, by: quote.acceptedBy },
        });
      return done.applied;
    } catch (e) {
      if (attempt >= 3 || !isUniqueViolation(e)) throw e;
    }
  }
}
