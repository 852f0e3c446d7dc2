import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { hashInvoiceToken, invoiceLinkPath } from '../invoices/invoice-link.ts';
import { findInvoiceByToken, payableNowCents, payMethodsOf, pendingCentsOf, takesPaymentsOnline } from '../invoices/public-invoice.ts';
import { onlinePayments } from './online-payments.ts';

export const payOnlineMessages = {
  void: 'This invoice was cancelled: nothing is owed.',
  paid: 'This invoice is paid: nothing is owed.',
  notTaken: 'This business does not take payments online yet. Please pay one of the ways the invoice gives.',
  onItsWay: (amount: string) =>
    `A bank payment of ${amount} for this invoice is on its way: nothing more is owed unless it fails. Bank payments take a few business days to clear.`,
};

/**
 * "Pay now" on the customer's invoice page (a POST: opening the link pays nothing): a hosted checkout for the
 * balance on the business's own connected account — a direct charge, no application fee — with {orgId, invoiceId} on
 * the checkout and its payment. The same balance asked again through the same link (a double click, a second tab)
 * is the same checkout (the idempotency key). Where the customer goes next: Stripe's page, or the local pay page.
 */
export async function payInvoiceOnline(ctx: Context, token: string): Promise<{ url: string }> {
  const invoice = await findInvoiceByToken(ctx, token);
  if (invoice.status === 'void') throw new AppError('CONFLICT', payOnlineMessages.void);
  const balance = balanceCents(invoice.totalCents, invoice.paidCents);
  if (balance === 0) throw new AppError('CONFLICT', payOnlineMessages.paid);
  // A bank payment on its way (BECS, PayTo) is not asked again: only what it leaves is payable now.
  const pending = pendingCentsOf(invoice);
  const amount = payableNowCents(invoice);
  if (amount === 0) throw new AppError('CONFLICT', payOnlineMessages.onItsWay(formatAud(pending)));
  const methods = payMethodsOf(invoice.org);
  const account = await takesPaymentsOnline(ctx, invoice.orgId);
  if (!account) throw new AppError('CONFLICT', payOnlineMessages.notTaken);
  const { connect } = onlinePayments(ctx.config);
  const page = `${ctx.config.PUBLIC_URL}${invoiceLinkPath(token)}`;
  const url = await connect.invoiceCheckout({
    accountId: account.accountId,
    amountCents: amount,
    description: `Invoice ${invoice.number} from ${invoice.org.name}`,
    customerEmail: invoice.customer?.email?.trim() || null,
    metadata: { orgId: invoice.orgId, invoiceId: invoice.id },
    // The methods are part of the checkout: a business switching a bank rail on or off makes a new one.
    idempotencyKey: `invoice-checkout-${invoice.id}-${invoice.paidCents}-${amount}-${methods.join('.')}-${hashInvoiceToken(token).slice(0, 16)}`,
    methods,
    successUrl: `${page}?paid=1`,
    cancelUrl: page,
    linkToken: token,
  });
  return { url };
}
