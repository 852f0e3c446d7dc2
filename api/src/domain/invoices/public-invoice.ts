import { rightLinkGuess, takeLinkGuess } from '../../auth/link-guesses.ts';
import type { Context } from '../../context.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { allowedPayMethods, type PayMethod } from '../../rules/payment-rails.ts';
import { type PublicBusiness, publicBusinessOf } from '../documents/public-business.ts';
import { hashInvoiceToken, invoiceLinkMessages, isInvoiceToken } from './invoice-link.ts';

// The customer's page of an emailed invoice, no sign-in: the private link's token finds the invoice (bySecret: its
// organisation is not known before), rate limited per address as the quote link is (auth/link-guesses.ts). Reading
// it changes nothing: paying is a separate POST (domain/payouts/pay-invoice-online.ts).

const linkedInvoiceRead = {
  select: {
    id: true,
    orgId: true,
    number: true,
    status: true,
    title: true,
    summary: true,
    notes: true,
    terms: true,
    reference: true,
    taxMode: true,
    issueDate: true,
    dueAt: true,
    subtotalCents: true,
    taxCents: true,
    totalCents: true,
    paidCents: true,
    paidAt: true,
    paidClaimAt: true,
    publicTokenExpiresAt: true,
    lines: { orderBy: { position: 'asc' as const } },
    customer: { select: { name: true, email: true } },
    org: { select: { name: true, abn: true, timeZone: true, email: true, phone: true, payByBecsDebit: true, payByPayTo: true } },
    // Bank payments on their way (BECS, PayTo): they count nothing until they settle, but the customer is told.
    payments: { where: { kind: 'payment', status: 'pending' }, select: { amountCents: true } },
  },
} as const;

/** What the customer's link reads of an invoice. */
export type LinkedInvoice = Prisma.InvoiceGetPayload<typeof linkedInvoiceRead>;

/** The invoice behind a link token: 404 with the same message for a malformed and an unknown token, the business's for an expired one. */
export async function findInvoiceByToken(ctx: Context, token: string): Promise<LinkedInvoice> {
  await takeLinkGuess(ctx);
  if (!isInvoiceToken(token)) throw notFound(invoiceLinkMessages.linkInvalid);
  const invoice = await bySecret(ctx).invoice.findUnique({ where: { publicTokenHash: hashInvoiceToken(token) }, ...linkedInvoiceRead });
  if (!invoice) throw notFound(invoiceLinkMessages.linkInvalid);
  await rightLinkGuess(ctx);
  if (!invoice.publicTokenExpiresAt || invoice.publicTokenExpiresAt.getTime() <= Date.now())
    throw new AppError('NOT_FOUND', invoiceLinkMessages.linkExpired(publicBusinessOf(invoice.org)));
  return invoice;
}

/** An invoice as its customer sees it through the emailed link. */
export type PublicInvoice = LinkedInvoice & {
  token: string;
  business: PublicBusiness;
  balanceCents: number;
  /** "Pay now" applies: a balance is due beyond what is on its way, the invoice is not void, and the business takes payments online. */
  canPay: boolean;
  /** Bank payments made and not yet settled (pending): counted in neither paid nor the balance. */
  pendingCents: number;
  /** What Pay now offers: card, and the bank rails the business allows. */
  payMethods: PayMethod[];
};

/** Σ of an invoice's bank payments still on their way. */
export const pendingCentsOf = (invoice: Pick<LinkedInvoice, 'payments'>) => invoice.payments.reduce((sum, p) => sum + p.amountCents, 0);

/** What the customer can still pay now: the balance less the bank payments on their way (never below 0). */
export const payableNowCents = (invoice: Pick<LinkedInvoice, 'payments' | 'totalCents' | 'paidCents'>) =>
  Math.max(0, balanceCents(invoice.totalCents, invoice.paidCents) - pendingCentsOf(invoice));

export const payMethodsOf = (org: LinkedInvoice['org']) => allowedPayMethods({ becsDebit: org.payByBecsDebit, payTo: org.payByPayTo });

/** Whether the organisation's payout account is enabled (its customers can pay online). */
export async function takesPaymentsOnline(ctx: Context, orgId: string) {
  const account = await bySecret(ctx).payoutAccount.findUnique({
    where: { orgId },
    select: { accountId: true, status: true, provider: true },
  });
  return account?.status === 'enabled' ? account : null;
}

export async function getPublicInvoice(ctx: Context, token: string): Promise<PublicInvoice> {
  const invoice = await findInvoiceByToken(ctx, token);
  const balance = balanceCents(invoice.totalCents, invoice.paidCents);
  const payable = payableNowCents(invoice) > 0 && invoice.status !== 'void' && invoice.status !== 'draft';
  return {
    ...invoice,
    token,
    business: publicBusinessOf(invoice.org),
    balanceCents: balance,
    canPay: payable && Boolean(await takesPaymentsOnline(ctx, invoice.orgId)),
    pendingCents: pendingCentsOf(invoice),
    payMethods: payMethodsOf(invoice.org),
  };
}
