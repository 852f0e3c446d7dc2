import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { depositAtAcceptanceMessages } from '../../rules/quote-deposits.ts';
import type { WebhookEvent } from '../webhooks/queue-webhook-events.ts';
import { emailAcceptanceNotice } from './acceptance-notice.ts';

// A deposit paid at acceptance ("Accept & pay deposit", domain/quotes/pay-quote-deposit.ts) accepts its quote when
// the payment succeeds: called by applyProviderPayment inside the ledger's transaction, once — the ledger moves a
// payment's row to succeeded once, and the quote is accepted by one conditional UPDATE while it is still sent — so a
// repeated or late event accepts nothing twice. Already accepted (by the office meanwhile): fine. Declined, expired
// or gone: the payment stays recorded and the row is flagged for the office, like a payment on a void invoice.

/** The quote a deposit's payment names (the checkout's metadata) and who accepted it on the link. */
export interface DepositAcceptance {
  quoteId: string;
  acceptedBy: string;
}

export interface DepositAcceptanceResult {
  /** The quote just accepted (its live change and notice follow the commit), or null */
  accepted: { id: string; number: string; acceptedBy: string } | null;
  /** The row's flag when the quote could not be accepted */
  attention: string | null;
  events: WebhookEvent[];
}

export async function acceptQuoteByDeposit(
  tx: Db,
  services: { config: Config; jobs: Pick<JobQueue, 'send'> },
  invoiceId: string,
  acceptance: DepositAcceptance,
  paidAt: Date,
): Promise<DepositAcceptanceResult> {
  // Only the quote whose deposit invoice this is.
  const quote = await tx.quote.findFirst({
    where: { id: acceptance.quoteId, invoices: { some: { id: invoiceId, kind: 'deposit' } } },
    select: {
      id: true,
      orgId: true,
      number: true,
      title: true,
      status: true,
      totalCents: true,
      publicTokenExpiresAt: true,
      customer: { select: { name: true } },
      org: { select: { name: true, email: true } },
    },
  });
  const none = { accepted: null, attention: null, events: [] };
  if (!quote) return none;
  if (quote.status === 'accepted') return none;
  const expired = quote.publicTokenExpiresAt != null && quote.publicTokenExpiresAt.getTime() <= paidAt.getTime();
  if (quote.status === 'sent' && !expired) {
    const { count } = await tx.quote.updateMany({
      where: { id: quote.id, status: 'sent' },
      data: { status: 'accepted', acceptedAt: paidAt, respondedByName: acceptance.acceptedBy, respondedVia: 'link' },
    });
    if (count) {
      await emailAcceptanceNotice({ db: tx, ...services }, quote, acceptance.acceptedBy);
      return {
        accepted: { id: quote.id, number: quote.number, acceptedBy: acceptance.acceptedBy },
        attention: null,
        events: [{ type: 'quote.accepted', id: quote.id }],
      };
    }
    return none;
  }
  const why = quote.status === 'rejected' ? 'declined' : quote.status === 'sent' ? 'expired' : 'withdrawn';
  return { accepted: null, attention: depositAtAcceptanceMessages.paidAfterAnswer(quote.number, why), events: [] };
}
