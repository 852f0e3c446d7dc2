// What a business must have on file before it sends a quote or a tax invoice (Australia). Pure: the API refuses a
// send with it (domain/documents/require-tax-details.ts) and the web app asks for the same details up front.
//
// The ATO's tax invoice must show the seller's identity and ABN, so an invoice needs both; the customer must be
// able to reach and pay the business, so an invoice also needs its address, phone, email and a way to pay (a BSB and
// account number, or other payment instructions such as PayID). A quote is not a tax invoice, but it becomes one when
// accepted and invoiced, and a customer deciding on it needs to know who is quoting: the same details except payment.
import { isValidAbn } from './abn.ts';
import type { DocumentKind } from './document-status.ts';

export interface TaxDetailsSource {
  abn: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  bsb: string | null;
  accountNumber: string | null;
  paymentInstructions: string | null;
}

/** One missing detail: the business field it is about and what to add. */
export type TaxDetail = 'abn' | 'address' | 'phone' | 'email' | 'payment';

/** The words for each detail, as a list in a sentence: 'Add your ABN, business address and payment details'. */
export const TAX_DETAIL_LABELS: Record<TaxDetail, string> = {
  abn: 'ABN',
  address: 'business address',
  phone: 'phone number',
  email: 'email address',
  payment: 'payment details',
};

/** What each missing detail asks for, beside its field. */
export const TAX_DETAIL_MESSAGES: Record<TaxDetail, string> = {
  abn: 'Add your ABN (11 digits): a tax invoice must show it',
  address: 'Add your business address: street, suburb, state and postcode',
  phone: 'Add a phone number customers can call',
  email: 'Add an email address customers can reply to',
  payment: 'Add a BSB and account number, or other payment instructions',
};

const filled = (v: string | null | undefined) => !!v?.trim();

/** The details a business still needs before it sends this kind of document, in the order of the Business form. */
export function missingTaxDetails(org: TaxDetailsSource, kind: DocumentKind): TaxDetail[] {
  const missing: TaxDetail[] = [];
  if (!(org.abn && isValidAbn(org.abn))) missing.push('abn');
  if (![org.street, org.suburb, org.state, org.postcode].every(filled)) missing.push('address');
  if (!filled(org.phone)) missing.push('phone');
  if (!filled(org.email)) missing.push('email');
  if (kind === 'invoice' && !((filled(org.bsb) && filled(org.accountNumber)) || filled(org.paymentInstructions))) missing.push('payment');
  return missing;
}

const sentenceList = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** 'Add your ABN, business address and payment details in Settings before you send this invoice.' */
export function missingTaxDetailsMessage(missing: readonly TaxDetail[], kind: DocumentKind): string {
  return `Add your ${sentenceList(missing.map((d) => TAX_DETAIL_LABELS[d]))} in Settings before you send this ${kind}.`;
}

/** Where the details are added: the Business tab of Settings. */
export const TAX_DETAILS_SETTINGS_PATH = '/settings?tab=business';
