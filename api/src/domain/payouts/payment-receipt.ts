import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tenantDb } from '../../db/scoped.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { RawQueryClient } from '../../jobs/sql-executor.ts';
import { formatAbn } from '../../rules/abn.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
import { receiptPdf, receiptRead } from './receipt-pdf.ts';

// The receipt of an online payment: once a payment's row becomes succeeded (created so, or moved from pending — the
// ledger moves a status only once, so a duplicated or late event sends nothing again), the customer gets the
// business's receipt — its name and ABN, the invoice number, the amount, how and when it was paid, the balance left
// — as text and as a PDF (receipt-pdf.ts), and the office a notice on the organisation's own address. Neither is
// counted against the email allowance: it is the business's mail about money it received. Both are made by a job
// (paymentReceiptJob) sent in the ledger's transaction, so the webhook's answer waits for neither the PDF nor the
// emails, a receipt is never lost to a process that stops after the commit, and the job's key (the payment) makes
// one receipt however many times the payment is reported.

/** The receipt's subject and text. */
export function receiptText(r: {
  business: string;
  abn: string | null;
  number: string;
  amountCents: number;
  paidOn: string;
  balanceCents: number;
}) {
  return {
    subject: `Receipt for invoice ${r.number} from ${r.business}`,
    text: [
      `${r.business}${r.abn ? ` (ABN ${r.abn})` : ''} received your payment for invoice ${r.number}. Thank you.`,
      '',
      `Amount: ${formatAud(r.amountCents)}`,
      'Paid: online',
      `Date: ${r.paidOn}`,
      `Balance left: ${formatAud(r.balanceCents)}`,
    ].join('\n'),
  };
}

const receiptKey = (paymentId: string) => `receipt-${paymentId}`;

/**
 * The receipt and the office's notice of a payment that just succeeded, made after the commit of the transaction
 * `tx` that moved it (the ledger's: domain/payments/apply-provider-payment.ts). Keyed by the payment: one job, so one
 * receipt, per payment.
 */
export function queuePaymentReceipt(jobs: Pick<JobQueue, 'send'>, tx: Db, orgId: string, paymentId: string) {
  return jobs.send(paymentReceiptJob, { orgId, paymentId }, { tx: tx as unknown as RawQueryClient, key: receiptKey(paymentId) });
}

/**
 * The job: the PDF drawn and both emails recorded (each then delivered as every email is). Jobs run at least once: a
 * process that stops between recording the emails and marking the job done sends them again on the retry.
 */
export const paymentReceiptJob = defineJobKind({
  name: 'payouts.payment-receipt',
  payload: z.object({ orgId: z.string(), paymentId: z.string() }),
  retry: { maxTries: 5, baseDelayMs: 10_000, maxDelayMs: 10 * 60_000 },
  concurrency: 4,
  perOrganisation: 2,
  async run({ orgId, paymentId }, ctx) {
    await sendPaymentReceipt({ db: tenantDb(ctx.db, orgId), config: ctx.config, storage: ctx.storage, jobs: ctx.jobs }, paymentId);
  },
});

/** Email the receipt and the office's notice for a payment row, when it is a succeeded payment of an invoice. */
async function sendPaymentReceipt(
  services: { db: Db; config: Config; storage?: Storage; jobs: Pick<JobQueue, 'send'> },
  paymentId: string,
) {
  const row = await services.db.payment.findFirst({
    where: { id: paymentId },
    select: {
      ...receiptRead.select,
      invoice: {
        select: {
          ...receiptRead.select.invoice.select,
          id: true,
          customer: { select: { name: true, email: true } },
          org: { select: { name: true, abn: true, email: true, timeZone: true } },
        },
      },
    },
  });
  const invoice = row?.invoice;
  if (!row || !invoice || row.kind !== 'payment' || row.status !== 'succeeded') return;
  const receipt = receiptText({
    business: invoice.org.name,
    abn: invoice.org.abn?.trim() ? formatAbn(invoice.org.abn) : null,
    number: invoice.number,
    amountCents: row.amountCents,
    paidOn: formatLongDate(row.receivedOn, invoice.org.timeZone),
    balanceCents: balanceCents(invoice.totalCents, invoice.paidCents),
  });
  const customer = invoice.customer?.email?.trim();
  const about = { invoiceId: invoice.id };
  if (customer) {
    const pdf = await receiptPdf(services.db, { ...row, invoice });
    const attachments = [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }];
    await sendOrganisationEmail(services, row.orgId, { to: customer, ...receipt, attachments, about, counted: false });
  }
  if (invoice.org.email?.trim()) {
    await sendOrganisationEmail(services, row.orgId, {
      to: invoice.org.email.trim(),
      subject: `Payment received for invoice ${invoice.number}`,
      text: `${receipt.text}\n\nThe customer was sent this receipt${customer ? ` at ${customer}` : ' (no email on the customer)'}.`,
      about,
      counted: false,
    });
  }
}
