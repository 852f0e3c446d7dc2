import type { BankFee, BooksContact, BooksInvoice, BooksInvoiceInput, BooksPayment, CallsLeft, ContactDetails } from './xero/xero-books.ts';
import type { BooksTrackingCategory } from './xero/xero-settings.ts';

// What the sync asks of the books, whichever they are (docs/accounting.md): xeroBooks (xero/xero-books.ts) and
// myobBooks (myob/myob-books.ts) both give this. A refusal from either is a XeroCallError (named for the first
// provider; MyobCallError extends it) carrying the HTTP status and, for a 429, how long to wait — what the ledger reads.

export type { BankFee, BooksContact, BooksInvoice, BooksInvoiceInput, BooksPayment, BooksTrackingCategory, CallsLeft, ContactDetails };

export interface Books {
  /** Contacts (archived too) whose field equals the value, case-insensitive. */
  contactsWhere(field: 'TaxNumber' | 'EmailAddress' | 'Name', value: string): Promise<BooksContact[]>;
  /** Contacts (archived too) whose name or email contains the term. */
  searchContacts(term: string): Promise<BooksContact[]>;
  createContact(c: ContactDetails, key: string): Promise<BooksContact>;
  /** The contact's details replaced by Spanner's (a name another contact holds is refused in the books' words). */
  updateContact(remoteId: string, c: ContactDetails, key: string): Promise<BooksContact>;
  /** Contacts changed in the books since then (all of them without a date): what comes back when the books own them. */
  contactsChangedSince(since: Date | null): Promise<BooksContact[]>;
  findInvoiceByNumber(number: string): Promise<BooksInvoice | null>;
  /** Create (remoteId null) or update the invoice. */
  saveInvoice(input: BooksInvoiceInput, remoteId: string | null, key: string): Promise<BooksInvoice>;
  /** The invoice as it stands in the books: its content in the shape it is sent, and its state. */
  readInvoice(remoteId: string): Promise<BooksInvoice & { content: BooksInvoiceInput }>;
  invoicesChangedSince(since: Date | null): Promise<BooksInvoice[]>;
  voidInvoice(remoteId: string, key: string): Promise<BooksInvoice>;
  createPayment(
    p: { invoiceId: string; accountCode: string; amount: number; date: string; reference: string },
    key: string,
  ): Promise<{ id: string }>;
  paymentsChangedSince(since: Date | null): Promise<BooksPayment[]>;
  /** A payment provider's fee as spend money out of a bank account, to the card-fees account. */
  createBankFee(f: BankFee, key: string): Promise<{ id: string }>;
  /** What the books' latest answer said is left of the connection's calls (null where they do not say). */
  callsLeft(): CallsLeft;
  /**
   * The last day of the books' locked period (YYYY-MM-DD): nothing dated on or before it is written there. Null when
   * nothing is locked. Read once per session (one push or pull run).
   */
  lockedThrough(): Promise<string | null>;
  /**
   * A tracking category of the file with its active options, or null when it is not there (Xero only: MYOB's
   * service invoices take no tracking category, and tracking is not offered with MYOB).
   */
  trackingCategory?(id: string): Promise<BooksTrackingCategory | null>;
}
