import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { paymentDisputedText } from '../../rules/payment-disputes.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';

// A bank payment (BECS Direct Debit, PayTo) that failed at the customer's bank, days after it was made: the ledger
// already counts it nothing (the balance is owed again, a paid invoice reopened), and the office is told on the
// organisation's own address — once, since the ledger moves a row's status only once. Not counted against the email
// allowance: the business's own mail about its money. A card dispute opening is told the same way, from here
// (`emailPaymentDisputed`): once, as its row is made pending.

export function bankPaymentFailedText(r: { number: string; customer: string | null; amountCents: number; balanceCents: number }) {
  return {
    subject: `A bank payment for invoice ${r.number} failed`,
    text: [
      `The bank payment of ${formatAud(r.amountCents)} for invoice ${r.number}${r.customer ? ` from ${r.customer}` : ''} failed at the customer's bank: no money arrived.`,
      '',
      `Balance due: ${formatAud(r.balanceCents)}`,
      'The invoice is open again and its payment reminders carry on. You may want to contact the customer.',
    ].join('\n'),
  };
}

type Services = { db: Db; config: Config; jobs: Pick<JobQueue, 'send'> };
type NoticeRow = {
  kind: string;
  status: string;
  amountCents: number;
  attention: string | null;
  invoice: { number: string; totalCents: number; paidCents: number; customer: { name: string } | null };
};

/** Email the organisation's own address about a row of one of its invoices, when `textOf` has something to say. */
async function emailOffice(services: Services, paymentId: string, textOf: (row: NoticeRow) => { subject: string; text: string } | null) {
  const row = await services.db.payment.findFirst({
    where: { id: paymentId },
    select: {
      orgId: true,
      kind: true,
      status: true,
      amountCents: true,
      attention: true,
      invoice: {
        select: {
          id: true,
          number: true,
          totalCents: true,
          paidCents: true,
          customer: { select: { name: true } },
          org: { select: { email: true } },
        },
      },
    },
  });
  const invoice = row?.invoice;
  const to = invoice?.org.email?.trim();
  if (!row || !invoice || !to) return;
  const text = textOf({ ...row, invoice });
  if (!text) return;
  await sendOrganisationEmail(services, row.orgId, { to, ...text, about: { invoiceId: invoice.id }, counted: false });
}

/** Tell the office that a payment row failed, when it is a payment of an invoice. */
export function emailBankPaymentFailed(services: Services, paymentId: string) {
  return emailOffice(services, paymentId, (row) =>
    row.kind === 'payment' && row.status === 'failed'
      ? bankPaymentFailedText({
          number: row.invoice.number,
          customer: row.invoice.customer?.name ?? null,
          amountCents: row.amountCents,
          balanceCents: balanceCents(row.invoice.totalCents, row.invoice.paidCents),
        })
      : null,
  );
}

/** Tell the office that a card dispute opened on a payment of an invoice (its row: a pending refund). */
export function emailPaymentDisputed(services: Services, paymentId: string) {
  return emailOffice(services, paymentId, (row) =>
    row.kind === 'refund' && row.status === 'pending' && row.attention
      ? paymentDisputedText({
          number: row.invoice.number,
          customer: row.invoice.customer?.name ?? null,
          amountCents: Math.abs(row.amountCents),
          attention: row.attention,
        })
      : null,
  );
}
