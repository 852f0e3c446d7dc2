import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { formatAbn } from '../../rules/abn.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
import { receiptPdf, receiptRead } from './receipt-pdf.ts';

// The receipt of an online payment: once a payment's row becomes succeeded (created so, or moved from pending — the
// ledger moves a status only once, so a duplicated or late event sends nothing again), the customer gets the
// business's receipt — its name and ABN, the invoice number, the amount, how and when it was paid, the balance left
// — as text and as a PDF (receipt-pdf.ts), and the office a notice on the organisation's own address. Neither is counted against the email allowance: it is
// the business's mail about money it received.

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
      'Paid by: card, online',
      `Date: ${r.paidOn}`,
      `Balance left: ${formatAud(r.balanceCents)}`,
    ].join('\n'),
  };
}

/** Email the receipt and the office's notice for a payment row, when it is a succeeded payment of an invoice. */
export async function emailPaymentReceipt(services: { db: Db; config: Config; jobs: Pick<JobQueue, 'send'> }, paymentId: string) {
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
