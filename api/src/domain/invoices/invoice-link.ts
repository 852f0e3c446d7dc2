import { randomBytes } from 'node:crypto';
import { hashQuoteToken, isQuoteToken } from '../quotes/quote-link.ts';

// The private link of an emailed invoice, as the quote's (quotes/quote-link.ts, whose token rules it reuses): 256
// random bits in the link, only their SHA-256 stored. Each email makes a new link; the old one stops working. It
// works INVOICE_LINK_DAYS after the email, long past any due date.

export const INVOICE_LINK_DAYS = 180;

export const hashInvoiceToken = hashQuoteToken;
export const isInvoiceToken = isQuoteToken;

/** A new link: the token for the email and what the invoice stores. */
export function newInvoiceLink(now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    publicTokenHash: hashInvoiceToken(token),
    publicTokenExpiresAt: new Date(now.getTime() + INVOICE_LINK_DAYS * 24 * 3600_000),
  };
}

/** The customer's page of an invoice (web route /i/{token}). */
export const invoiceLinkPath = (token: string) => `/i/${token}`;

export const invoiceLinkMessages = {
  linkInvalid: 'This invoice link is not valid. Please contact the business that sent it.',
  linkExpired: (business: { name: string; phone: string | null; email: string | null }) => {
    const ways = [business.phone, business.email].filter(Boolean).join(' or ');
    return `This invoice link has expired. Please contact ${business.name}${ways ? ` on ${ways}` : ''} for a new one.`;
  },
};
