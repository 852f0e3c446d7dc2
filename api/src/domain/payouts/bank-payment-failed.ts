import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';

// A bank payment (BECS Direct Debit, PayTo) that failed at the customer's bank, days after it was made: the ledger
// already counts it nothing (the balance is owed again, a paid invoice reopened), and the office is told on the
// organisation's own address — once, since the ledger moves a row's status only once. Not counted against the email
// allowance: the business's own mail about its money.

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

/** Tell the office that a payment row failed, when it is a payment of an invoice. */
export async function emailBankPaymentFailed(services: { db: Db; config: Config; jobs: Pick<JobQueue, 'send'> }, paymentId: string) {
  const row = await services.db.payment.findFirst({
    where: { id: paymentId },
    select: {
      orgId: true,
      kind: true,
      status: true,
      amountCents: true,
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
  if (!row || !invoice || !to || row.kind !== 'payment' || row.status !== 'failed') return;
  await sendOrganisationEmail(services, row.orgId, {
    to,
    ...bankPaymentFailedText({
      number: invoice.number,
      customer: invoice.customer?.name ?? null,
      amountCents: row.amountCents,
      balanceCents: balanceCents(invoice.totalCents, invoice.paidCents),
    }),
    about: { invoiceId: invoice.id },
    counted: false,
  });
}
