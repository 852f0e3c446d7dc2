import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { formatAbn, isValidAbn } from '../../rules/abn.ts';
import { taxRateLabel } from '../../rules/document-lines.ts';
import type { DocumentKind } from '../../rules/document-status.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { paidLine } from '../../rules/payment-methods.ts';
import { depositTotalCents, quoteDeposit } from '../../rules/quote-deposits.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import type { DocumentTexts } from './document-header.ts';

// What a quote or an invoice prints (the ATO's tax-invoice content): the business's name, ABN, address,
// phone and email; the words 'Tax invoice' (invoices) or 'Quote'; number and issue date; the customer's identity; each
// line's item name and description, quantity, unit price, discount, GST and total; subtotal, GST and total; payment
// terms and, on an invoice, the bank details (account name, BSB, account number) with the invoice number as the
// payment reference, and any other payment instructions. An invoice of a business without a valid ABN is headed
// 'Invoice', never 'Tax invoice': only an ABN holder can issue a tax invoice (sending one is refused until then).
// Every figure is the stored one (computed on save by rules/document-lines.ts): the PDF never recomputes.

export interface PrintableLine {
  itemName?: string | null;
  description: string;
  quantity: number;
  unitAmountCents: number;
  discountPercent: number;
  taxRate: number;
  taxCents: number;
  totalCents: number;
}

export interface PrintableSource extends DocumentTexts {
  number: string;
  issueDate: Date;
  /** Quote expiry or invoice due date. */
  untilDate: Date | null;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  lines: PrintableLine[];
  /** An invoice marked paid: the day and how (Mark Paid); the PDF then says so instead of asking for payment. */
  paidAt?: Date | null;
  paymentMethod?: string | null;
  /** An invoice's payment ledger so far (Invoice.paidCents): a part-paid invoice asks only for its balance. */
  paidCents?: number;
  /** A quote's deposit at acceptance (rules/quote-deposits.ts): printed under its total. */
  depositPercent?: number | null;
  depositAmountCents?: number | null;
  customer: {
    name: string;
    contactName: string | null;
    email: string | null;
    street: string | null;
    suburb: string | null;
    state: string | null;
    postcode: string | null;
  } | null;
}

export interface PrintableOrganisation {
  name: string;
  abn: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  accountName: string | null;
  bsb: string | null;
  accountNumber: string | null;
  paymentInstructions: string | null;
  timeZone: string;
}

export interface PrintableDocument {
  heading: string;
  fileName: string;
  business: string[];
  meta: [label: string, value: string][];
  /** The label above the customer: BILL TO, QUOTE FOR, RECEIVED FROM. */
  customerLabel: string;
  customer: string[];
  title: string | null;
  summary: string | null;
  pricesNote: string;
  /**
   * `item`: the line's item name, printed above its description (null when the line has only a description). A
   * document without lines (a receipt) prints no table.
   */
  lines: {
    item: string | null;
    description: string;
    quantity: string;
    unitPrice: string;
    discount: string;
    tax: string;
    gst: string;
    total: string;
  }[];
  totals: [label: string, value: string][];
  /** A line under the total: a quote's "Deposit required: $X". */
  afterTotals?: string | null;
  /**
   * The customer's own pay link (the invoice's private page), drawn as a QR code with "Scan to pay" beside the
   * payment block. Only in the copy delivered to the customer (email-invoice.ts), never in what the office keeps.
   */
  payLink?: string | null;
  notes: string | null;
  terms: string | null;
  payment: string[];
}

const address = (p: { street: string | null; suburb: string | null; state: string | null; postcode: string | null }) =>
  [p.street, [p.suburb, p.state, p.postcode].filter(Boolean).join(' ')].filter((s): s is string => !!s?.trim());

/** The business as every document prints it: name, ABN, address, phone and email. */
export const businessLines = (org: PrintableOrganisation): string[] => [
  org.name,
  ...(org.abn ? [`ABN ${formatAbn(org.abn)}`] : []),
  ...address(org),
  ...[org.phone, org.email].filter((s): s is string => !!s?.trim()),
];

/** '1.5', '12', '2.125': a quantity as typed, never rounded (quantities have at most three decimals). */
const quantityText = (q: number) => q.toLocaleString('en-AU', { maximumFractionDigits: 3, useGrouping: false });

/** The item name, and the description when it says more than the name. */
const lineTexts = (l: PrintableLine) => {
  const item = l.itemName?.trim() || null;
  const description = l.description.trim();
  return item && description && description !== item ? { item, description } : { item: null, description: description || item || '' };
};

/** The printed content of a quote or invoice: every text and figure, in reading order. */
export function printableDocument(kind: DocumentKind, doc: PrintableSource, org: PrintableOrganisation): PrintableDocument {
  const date = (d: Date) => formatLongDate(d, org.timeZone);
  const invoice = kind === 'invoice';
  const meta: [string, string][] = [
    [invoice ? 'Invoice number' : 'Quote number', doc.number],
    [invoice ? 'Issue date' : 'Date', date(doc.issueDate)],
  ];
  if (doc.untilDate) meta.push([invoice ? 'Due by' : 'Valid until', date(doc.untilDate)]);
  if (doc.reference) meta.push(['Reference', doc.reference]);
  const payment: string[] = [];
  const paid = doc.paidCents ?? 0;
  if (invoice && doc.paidAt) {
    payment.push(
      paidLine(date(doc.paidAt), doc.paymentMethod),
      `Amount paid: ${formatAud(doc.paidCents ?? doc.totalCents)}`,
      `Amount due: ${formatAud(0)}`,
    );
  } else if (invoice) {
    if (paid > 0) payment.push(`Amount paid: ${formatAud(paid)}`);
    payment.push(`Amount due: ${formatAud(balanceCents(doc.totalCents, paid))}${doc.untilDate ? ` by ${date(doc.untilDate)}` : ''}`);
    if (org.bsb || org.accountNumber) {
      payment.push('Pay by bank transfer:');
      if (org.accountName) payment.push(`Account name: ${org.accountName}`);
      if (org.bsb) payment.push(`BSB: ${org.bsb}`);
      if (org.accountNumber) payment.push(`Account number: ${org.accountNumber}`);
      payment.push(`Reference: ${doc.number}`);
    }
    if (org.paymentInstructions?.trim()) payment.push(org.paymentInstructions.trim());
  }
  const deposit = invoice
    ? null
    : quoteDeposit({ depositPercent: doc.depositPercent ?? null, depositAmountCents: doc.depositAmountCents ?? null });
  return {
    heading: invoice ? (org.abn && isValidAbn(org.abn) ? 'Tax invoice' : 'Invoice') : 'Quote',
    fileName: `${doc.number.replace(/[^\w.-]+/g, '_')}.pdf`,
    business: businessLines(org),
    meta,
    customerLabel: invoice ? 'BILL TO' : 'QUOTE FOR',
    customer: doc.customer
      ? [
          doc.customer.name,
          ...(doc.customer.contactName ? [`Attn: ${doc.customer.contactName}`] : []),
          ...address(doc.customer),
          ...(doc.customer.email ? [doc.customer.email] : []),
        ]
      : [],
    title: doc.title,
    summary: doc.summary,
    pricesNote: doc.taxMode === 'inclusive' ? 'Unit prices include GST.' : 'Unit prices exclude GST; GST is added to each line.',
    lines: doc.lines.map((l) => ({
      ...lineTexts(l),
      quantity: quantityText(l.quantity),
      unitPrice: formatAud(l.unitAmountCents),
      discount: l.discountPercent ? `${l.discountPercent}%` : '',
      tax: taxRateLabel(l.taxRate) === 'Tax Exempt' ? 'Exempt' : 'GST 10%',
      gst: formatAud(l.taxCents),
      total: formatAud(l.totalCents),
    })),
    totals: [
      ['Subtotal (excl. GST)', formatAud(doc.subtotalCents)],
      ['GST', formatAud(doc.taxCents)],
      ['Total (incl. GST)', formatAud(doc.totalCents)],
    ],
    afterTotals: deposit ? `Deposit required: ${formatAud(depositTotalCents(doc, deposit))}` : null,
    notes: doc.notes,
    terms: doc.terms,
    payment,
  };
}

const orgSelect = {
  name: true,
  abn: true,
  street: true,
  suburb: true,
  state: true,
  postcode: true,
  phone: true,
  email: true,
  accountName: true,
  bsb: true,
  accountNumber: true,
  paymentInstructions: true,
  ...TIME_ZONE_COLUMN,
} as const;

/** The organisation as it prints, read with the caller's client (or the public link's). */
export async function printableOrganisation(db: Db | Context['db'], orgId: string): Promise<PrintableOrganisation> {
  return db.organization.findUniqueOrThrow({ where: { id: orgId }, select: orgSelect });
}
