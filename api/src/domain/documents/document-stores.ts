import type { DocumentKind } from '../../rules/document-status.ts';
import { invoiceRead } from '../invoices/invoice-query.ts';
import { invoiceStore } from '../invoices/invoice-store.ts';
import { quoteRead } from '../quotes/quote-query.ts';
import { quoteStore } from '../quotes/quote-store.ts';
import type { DocumentStore } from './document-store.ts';

/** Each kind's store: what differs between a quote and an invoice. */
export const documentStores: { [K in DocumentKind]: DocumentStore<K> } = { quote: quoteStore, invoice: invoiceStore };

/** What REST and the PDF read of each kind (its lines in order, its customer, the job it became or bills). */
export const documentRead = { quote: quoteRead, invoice: invoiceRead } as const;
export type DocumentRead<K extends DocumentKind> = (typeof documentRead)[K];
