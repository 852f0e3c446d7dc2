import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { hashInvoiceToken, invoiceLinkPath } from '../invoices/invoice-link.ts';
import { findInvoiceByToken, takesPaymentsOnline } from '../invoices/public-invoice.ts';
import { onlinePayments } from './online-payments.ts';

export const payOnlineMessages = {
  void: 'This invoice was cancelled: nothing is owed.',
  paid: 'This invoice is paid: nothing is owed.',
  notTaken: 'This business does not take payments online yet. Please pay one of the ways the invoice gives.',
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
  const account = await takesPaymentsOnline(ctx, invoice.orgId);
  if (!account) throw new AppError('CONFLICT', payOnlineMessages.notTaken);
  const { connect } = onlinePayments(ctx.config);
  const page = `${ctx.config.PUBLIC_URL}${invoiceLinkPath(token)}`;
  const url = await connect.invoiceCheckout({
    accountId: account.accountId,
    amountCents: balance,
    description: `Invoice ${invoice.number} from ${invoice.org.name}`,
    customerEmail: invoice.customer?.email?.trim() || null,
    metadata: { orgId: invoice.orgId, invoiceId: invoice.id },
    idempotencyKey: `invoice-checkout-${invoice.id}-${invoice.paidCents}-${balance}-${hashInvoiceToken(token).slice(0, 16)}`,
    successUrl: `${page}?paid=1`,
    cancelUrl: page,
    linkToken: token,
  });
  return { url };
}
