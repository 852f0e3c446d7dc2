import { paidThroughProvider } from '../../rules/payment-methods.ts';
import { toLocalInput } from '../../rules/zoned-time.ts';
import { beforeTheCall, ledgerRow, runClaimed } from './sync-ledger.ts';
import { pushMappings } from './sync-mappings.ts';
import type { SyncScope } from './sync-scope.ts';

/** The card-fees account chosen in the mappings: none chosen means the business does not want fees posted. */
export const cardFeesAccount = (mappings: unknown): string | null => {
  const code = (mappings as { cardFeesAccountCode?: unknown } | null)?.cardFeesAccountCode;
  return typeof code === 'string' && code.trim() ? code : null;
};

/** How the fee's payee and the activity name it: Stripe's, or the provider's. */
export const feeName = (provider: string | null) => (provider === 'stripe' ? 'Stripe fee' : 'Card fee');

/**
 * Post the payment provider's fee on an online payment as a bank fee (docs/accounting.md, "What flows"): spend money
 * (Xero's SPEND BankTransaction, MYOB's SpendMoneyTxn) out of the account the payment went into
 * (`clearingAccountCode`), one line of the fee to the card-fees account. Only when the payment was paid online with a
 * fee above 0 and the mappings have a card-fees account (that is the business wanting it). Its own ledger row (the
 * payment's id, operation `fee`), claimed with its own key like every push (MYOB, which takes no key, is looked up
 * first), so a retried or repeated job posts it once. A refund leaves it: Stripe keeps it.
 * Returns the books' id, or null when there is no fee to post.
 */
export async function pushPaymentFee(s: SyncScope, paymentId: string): Promise<string | null> {
  const accountCode = cardFeesAccount(s.connection.mappings);
  if (!accountCode) return null;
  const payment = await s.db.payment.findFirst({
    where: { id: paymentId },
    select: { invoiceId: true, kind: true, status: true, provider: true, feeCents: true, receivedOn: true },
  });
  if (
    !payment?.invoiceId ||
    payment.kind !== 'payment' ||
    payment.status !== 'succeeded' ||
    !paidThroughProvider(payment.provider) ||
    !payment.feeCents ||
    payment.feeCents <= 0
  )
    return null;
  const row = await ledgerRow(s.db, s.connection.id, 'payment', paymentId, 'fee');
  if (row.state === 'sent' && row.remoteId) return row.remoteId;
  const { clearingAccountCode } = await beforeTheCall(s, row, async () => pushMappings(s.connection.mappings, ['clearingAccountCode']));
  const invoice = await s.db.invoice.findFirstOrThrow({ where: { id: payment.invoiceId }, select: { number: true } });
  const org = await s.db.organization.findFirstOrThrow({ select: { timeZone: true } });
  const name = feeName(payment.provider);
  const feeCents = payment.feeCents;
  return runClaimed(s, row, async (key) => {
    const made = await s.books.createBankFee(
      {
        bankAccountCode: clearingAccountCode,
        accountCode,
        amount: feeCents / 100,
        date: toLocalInput(payment.receivedOn, org.timeZone).date,
        reference: `${name} for payment ${invoice.number}`,
        payee: name === 'Stripe fee' ? 'Stripe' : 'Card payments',
        description: `${name} for payment ${invoice.number}`,
      },
      key,
    );
    return { remoteId: made.id, sentHash: String(feeCents) };
  });
}
