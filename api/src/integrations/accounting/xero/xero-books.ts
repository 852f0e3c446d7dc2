import { type AccountingApi, Address, BankTransaction, type Contact, Invoice, LineAmountTypes, type PayrollAuApi, Phone } from 'xero-node';
import type { BooksTrackingCategory } from './xero-settings.ts';

// Every call the sync makes to Xero's accounting API, in one place, through the official SDK (xero-node). What comes
// back is reduced to the few fields the sync reads; a refusal becomes a XeroCallError with Xero's own words.

/** A payment provider's fee as spend money: out of `bankAccountCode`, to `accountCode`, tax inclusive. */
export interface BankFee {
  bankAccountCode: string;
  accountCode: string;
  amount: number;
  date: string;
  reference: string;
  payee: string;
  description: string;
}

/** An open session on one Xero organisation: xero-node's AccountingApi and PayrollAuApi with a valid token, and the tenant's id. */
export interface XeroSession {
  accountingApi: AccountingApi;
  payrollApi: PayrollAuApi;
  tenantId: string;
}

/** A customer's street address as the books hold it (Xero's STREET address, MYOB's first address). */
export interface ContactAddress {
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
}

/** What a contact carries between Spanner and the books: a customer's name, email, ABN, phone and street address. */
export interface ContactDetails {
  name: string;
  email: string | null;
  taxNumber: string | null;
  phone: string | null;
  address: ContactAddress | null;
}

export interface BooksContact extends ContactDetails {
  id: string;
  archived: boolean;
  updatedAt: Date | null;
}

/** A line's tracking: the category's name and the option's, as Xero's LineItem.tracking takes them. */
export interface BooksLineTracking {
  name: string;
  option: string;
}

export interface BooksLineInput {
  description: string;
  quantity: number;
  unitAmount: number;
  discountRate: number;
  accountCode: string;
  taxType: string;
  /** The books' item (Xero's ItemCode); only present when the line has one, so a line without keeps its old hash */
  itemCode?: string;
  /** Only present when the line is tracked */
  tracking?: BooksLineTracking[];
}

export interface BooksInvoiceInput {
  number: string;
  contactId: string;
  reference: string | null;
  /** YYYY-MM-DD */
  date: string;
  dueDate: string | null;
  amountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  lines: BooksLineInput[];
}

export interface BooksInvoice {
  id: string;
  number: string;
  subTotal: number;
  totalTax: number;
  total: number;
  amountPaid: number;
  status: string;
  updatedAt: Date | null;
}

export interface BooksPayment {
  id: string;
  invoiceId: string;
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  updatedAt: Date | null;
  /** Deleted in the books since (Xero's status DELETED): the money did not come in after all */
  deleted: boolean;
}

/** Xero refused a call: its HTTP status, its words, and for a 429 how long it asks us to wait. */
export class XeroCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'XeroCallError';
  }
}

type Rejection = { response?: { statusCode?: number; status?: number; headers?: Record<string, string> }; body?: unknown };

type Invalid = { ValidationErrors?: { Message?: string }[] };

/** Xero's words: each element's validation errors (accounting's `Elements`, payroll's `Timesheets`, …), else its detail. */
function validationMessages(body: unknown): string[] {
  const b = body as (Record<string, unknown> & { Message?: string; Detail?: string }) | null;
  const elements = Object.values(b ?? {}).flatMap((v) => (Array.isArray(v) ? (v as Invalid[]) : []));
  const messages = elements.flatMap((e) => (e?.ValidationErrors ?? []).map((v) => v.Message ?? '')).filter(Boolean);
  if (messages.length) return messages;
  return [b?.Detail ?? b?.Message ?? ''].filter(Boolean);
}

/** xero-node rejects with a JSON string (network and HTTP errors) or an object (a non-2xx it read): one error. */
export function xeroError(e: unknown): XeroCallError {
  if (e instanceof XeroCallError) return e;
  let r: Rejection | null = null;
  if (typeof e === 'string') {
    try {
      r = JSON.parse(e) as Rejection;
    } catch {
      return new XeroCallError(0, e);
    }
  } else if (e && typeof e === 'object' && 'response' in e) r = e as Rejection;
  if (!r) return new XeroCallError(0, e instanceof Error ? e.message : String(e));
  const status = r.response?.statusCode ?? r.response?.status ?? 0;
  const headers = r.response?.headers ?? {};
  const retryAfter = Number(headers['retry-after'] ?? headers['Retry-After']);
  const words = validationMessages(r.body).join(' ');
  if (status === 429) return new XeroCallError(429, 'Xero asked us to slow down', Number.isFinite(retryAfter) ? retryAfter : 60);
  if (status === 401 || status === 403)
    return new XeroCallError(status, 'Xero refused the connection: reconnect Xero in Settings → Accounting');
  if (status === 0) return new XeroCallError(0, 'Xero could not be reached');
  return new XeroCallError(status, words ? `Xero says: ${words}` : `Xero answered ${status}`);
}

/** What Xero's latest answer said is left of the connection's calls (X-MinLimit-Remaining, X-DayLimit-Remaining). */
export interface CallsLeft {
  minute: number | null;
  day: number | null;
}

export type Answer<T> = { body: T; response?: { headers?: Record<string, unknown> } };

const headerNumber = (headers: Record<string, unknown> | undefined, name: string): number | null => {
  const n = Number(headers?.[name]);
  return headers?.[name] !== undefined && Number.isFinite(n) ? n : null;
};

/** One call to Xero: its body, what it says is left of the limits, or the refusal as a XeroCallError. */
export async function callingWith<T>(call: () => Promise<Answer<T>>, left: CallsLeft): Promise<T> {
  try {
    const answer = await call();
    left.minute = headerNumber(answer.response?.headers, 'x-minlimit-remaining') ?? left.minute;
    left.day = headerNumber(answer.response?.headers, 'x-daylimit-remaining') ?? left.day;
    return answer.body;
  } catch (e) {
    throw xeroError(e);
  }
}

const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** A contact as the sync reads it: its DEFAULT phone (area code and number) and its STREET address. */
const contactOf = (c: Contact): BooksContact => {
  const phone = c.phones?.find((p) => String(p.phoneType) === 'DEFAULT');
  const street = c.addresses?.find((a) => String(a.addressType) === 'STREET');
  const address = street
    ? {
        street: orNull(street.addressLine1),
        suburb: orNull(street.city),
        state: orNull(street.region),
        postcode: orNull(street.postalCode),
      }
    : null;
  return {
    id: String(c.contactID),
    name: String(c.name ?? ''),
    email: c.emailAddress || null,
    taxNumber: c.taxNumber || null,
    phone: orNull([phone?.phoneAreaCode, phone?.phoneNumber].filter((p) => p?.trim()).join(' ')),
    address: address && Object.values(address).some(Boolean) ? address : null,
    archived: String(c.contactStatus) === 'ARCHIVED',
    updatedAt: c.updatedDateUTC ? new Date(c.updatedDateUTC) : null,
  };
};

/**
 * A contact's details as Xero takes them (developer.xero.com/documentation/api/accounting/contacts: Name, EmailAddress,
 * TaxNumber — the ABN —, Phones with PhoneType DEFAULT, Addresses with AddressType STREET: AddressLine1, City, Region,
 * PostalCode). `cleared` sends an emptied field as "" so an update clears it in Xero; a new contact leaves it out.
 */
function contactBody(c: ContactDetails, cleared: boolean): Contact {
  const blank = cleared ? '' : undefined;
  return {
    name: c.name,
    emailAddress: c.email ?? blank,
    taxNumber: c.taxNumber ?? blank,
    phones: c.phone || cleared ? [{ phoneType: Phone.PhoneTypeEnum.DEFAULT, phoneNumber: c.phone ?? '' }] : undefined,
    addresses:
      c.address || cleared
        ? [
            {
              addressType: Address.AddressTypeEnum.STREET,
              addressLine1: c.address?.street ?? '',
              city: c.address?.suburb ?? '',
              region: c.address?.state ?? '',
              postalCode: c.address?.postcode ?? '',
            },
          ]
        : undefined,
  };
}

const invoiceOf = (i: Invoice): BooksInvoice => ({
  id: String(i.invoiceID),
  number: String(i.invoiceNumber ?? ''),
  subTotal: Number(i.subTotal ?? 0),
  totalTax: Number(i.totalTax ?? 0),
  total: Number(i.total ?? 0),
  amountPaid: Number(i.amountPaid ?? 0),
  status: String(i.status ?? ''),
  updatedAt: i.updatedDateUTC ? new Date(i.updatedDateUTC) : null,
});

/** xero-node reads Xero's "/Date(…)/" as a Date and a plain "2026-11-28" as text: the day either way. */
const dayOf = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').slice(0, 10));

/**
 * An invoice's content in the shape Spanner sends it (BooksInvoiceInput, same keys in the same order), so its hash
 * compares with what the sync last sent: a difference is an edit made in Xero.
 */
const contentOf = (i: Invoice): BooksInvoiceInput => ({
  number: String(i.invoiceNumber ?? ''),
  contactId: String(i.contact?.contactID ?? ''),
  reference: i.reference || null,
  date: dayOf(i.date),
  dueDate: i.dueDate ? dayOf(i.dueDate) : null,
  amountTypes: String(i.lineAmountTypes ?? 'Exclusive') as BooksInvoiceInput['amountTypes'],
  lines: (i.lineItems ?? []).map((l) => ({
    description: String(l.description ?? ''),
    quantity: Number(l.quantity ?? 0),
    unitAmount: Number(l.unitAmount ?? 0),
    discountRate: Number(l.discountRate ?? 0),
    accountCode: String(l.accountCode ?? ''),
    taxType: String(l.taxType ?? ''),
    ...(l.itemCode ? { itemCode: l.itemCode } : {}),
    ...(l.tracking?.length ? { tracking: l.tracking.map((t) => ({ name: String(t.name ?? ''), option: String(t.option ?? '') })) } : {}),
  })),
});

/**
 * The last locked day of a Xero organisation: the later of PeriodLockDate (locks everyone but advisers) and
 * EndOfYearLockDate (locks everyone), each locking the day itself and everything before it
 * (developer.xero.com/documentation/api/accounting/organisation "PeriodLockDate", "EndOfYearLockDate"; Xero Central
 * "Set up and work with lock dates"). Spanner may be connected by an adviser, but sends nothing either date locks.
 */
const lastLockedDay = (o: { periodLockDate?: unknown; endOfYearLockDate?: unknown } | undefined): string | null => {
  const days = [o?.periodLockDate, o?.endOfYearLockDate].filter((d) => d).map(dayOf);
  return days.sort().at(-1) ?? null;
};

/** A `where` value in Xero's filter syntax: double quotes escaped. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function xeroBooks({ accountingApi: api, tenantId }: XeroSession) {
  const left: CallsLeft = { minute: null, day: null };
  const calling = <T>(call: () => Promise<Answer<T>>) => callingWith(call, left);
  let lock: Promise<string | null> | null = null;
  const categories = new Map<string, Promise<BooksTrackingCategory | null>>();
  return {
    /** What Xero's latest answer said is left of this connection's calls. */
    callsLeft: (): CallsLeft => ({ ...left }),
    /** The organisation's last locked day (GET /Organisation), read once per session. */
    lockedThrough(): Promise<string | null> {
      lock ??= calling(() => api.getOrganisations(tenantId)).then((body) => lastLockedDay(body.organisations?.[0]));
      return lock;
    },
    /** A tracking category and its active options (GET /TrackingCategories/{id}), read once per session; null when gone. */
    trackingCategory(id: string): Promise<BooksTrackingCategory | null> {
      let found = categories.get(id);
      if (!found) {
        found = calling(() => api.getTrackingCategory(tenantId, id))
          .then((body) => {
            const c = body.trackingCategories?.[0];
            if (!c || String(c.status) !== 'ACTIVE') return null;
            const options = (c.options ?? []).filter((o) => String(o.status) === 'ACTIVE').map((o) => String(o.name ?? ''));
            return { id, name: String(c.name ?? ''), options };
          })
          .catch((e: unknown) => {
            if (e instanceof XeroCallError && e.status === 404) return null;
            throw e;
          });
        categories.set(id, found);
      }
      return found;
    },
    /** Contacts (archived too) whose field equals the value, case-insensitive as Xero compares. */
    async contactsWhere(field: 'TaxNumber' | 'EmailAddress' | 'Name', value: string): Promise<BooksContact[]> {
      const body = await calling(() =>
        api.getContacts(tenantId, undefined, `${field}==${quoted(value)}`, undefined, undefined, undefined, true),
      );
      return (body.contacts ?? []).map(contactOf);
    },
    /** Contacts (archived too) whose name or email contains the term. */
    async searchContacts(term: string): Promise<BooksContact[]> {
      const body = await calling(() =>
        api.getContacts(tenantId, undefined, undefined, undefined, undefined, undefined, true, undefined, term),
      );
      return (body.contacts ?? []).map(contactOf);
    },
    async createContact(c: ContactDetails, key: string): Promise<BooksContact> {
      const body = await calling(() => api.createContacts(tenantId, { contacts: [contactBody(c, false)] }, false, key));
      return contactOf(body.contacts?.[0] ?? {});
    },
    /** A contact's details changed in Spanner, sent over Xero's (a name another contact holds is refused in Xero's words). */
    async updateContact(remoteId: string, c: ContactDetails, key: string): Promise<BooksContact> {
      const body = await calling(() =>
        api.updateContact(tenantId, remoteId, { contacts: [{ contactID: remoteId, ...contactBody(c, true) }] }, key),
      );
      return contactOf(body.contacts?.[0] ?? {});
    },
    /** Contacts changed in Xero since then (If-Modified-Since; archived too), all of them without a date. */
    async contactsChangedSince(since: Date | null): Promise<BooksContact[]> {
      const body = await calling(() => api.getContacts(tenantId, since ?? undefined, undefined, undefined, undefined, undefined, true));
      return (body.contacts ?? []).map(contactOf);
    },
    async findInvoiceByNumber(number: string): Promise<BooksInvoice | null> {
      const body = await calling(() => api.getInvoices(tenantId, undefined, undefined, undefined, undefined, [number]));
      const found = (body.invoices ?? []).find((i) => i.invoiceNumber === number);
      return found ? invoiceOf(found) : null;
    },
    async saveInvoice(input: BooksInvoiceInput, remoteId: string | null, key: string): Promise<BooksInvoice> {
      const invoice: Invoice = {
        type: Invoice.TypeEnum.ACCREC,
        invoiceNumber: input.number,
        reference: input.reference ?? undefined,
        contact: { contactID: input.contactId },
        date: input.date,
        dueDate: input.dueDate ?? undefined,
        lineAmountTypes: LineAmountTypes[input.amountTypes],
        status: Invoice.StatusEnum.AUTHORISED,
        // The line keeps its own description, price, account and tax type: the item code only names Xero's item
        // (developer.xero.com/documentation/api/accounting/invoices, LineItems: "ItemCode … see Items"; a code Xero does
        // not hold is a validation error, whose words land on the ledger row).
        lineItems: input.lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unitAmount: l.unitAmount,
          discountRate: l.discountRate || undefined,
          accountCode: l.accountCode,
          taxType: l.taxType,
          itemCode: l.itemCode,
          tracking: l.tracking?.map((t) => ({ name: t.name, option: t.option })),
        })),
      };
      const body = await calling(() =>
        remoteId
          ? api.updateInvoice(tenantId, remoteId, { invoices: [invoice] }, undefined, key)
          : api.createInvoices(tenantId, { invoices: [invoice] }, false, undefined, key),
      );
      return invoiceOf(body.invoices?.[0] ?? {});
    },
    /** The invoice as it stands in Xero: its content (to compare with what was sent) and its state. */
    async readInvoice(remoteId: string): Promise<BooksInvoice & { content: BooksInvoiceInput }> {
      const body = await calling(() => api.getInvoice(tenantId, remoteId));
      const found = body.invoices?.[0] ?? {};
      return { ...invoiceOf(found), content: contentOf(found) };
    },
    /** Invoices changed in Xero since then (their state: a void made there comes back). */
    async invoicesChangedSince(since: Date | null): Promise<BooksInvoice[]> {
      const body = await calling(() => api.getInvoices(tenantId, since ?? undefined));
      return (body.invoices ?? []).map(invoiceOf);
    },
    /** Void an invoice in Xero (Xero refuses one with payments on it, in its own words). */
    async voidInvoice(remoteId: string, key: string): Promise<BooksInvoice> {
      const body = await calling(() =>
        api.updateInvoice(tenantId, remoteId, { invoices: [{ status: Invoice.StatusEnum.VOIDED }] }, undefined, key),
      );
      return invoiceOf(body.invoices?.[0] ?? {});
    },
    async createPayment(p: { invoiceId: string; accountCode: string; amount: number; date: string; reference: string }, key: string) {
      const body = await calling(() =>
        api.createPayment(
          tenantId,
          { invoice: { invoiceID: p.invoiceId }, account: { code: p.accountCode }, amount: p.amount, date: p.date, reference: p.reference },
          key,
        ),
      );
      const payment = body.payments?.[0];
      return { id: String(payment?.paymentID) };
    },
    /**
     * A payment provider's fee as spend money (a SPEND BankTransaction) out of the bank account the payment went into:
     * one line to the card-fees account, its amount tax inclusive (the fee as charged); no tax type, so Xero applies the
     * account's default (docs/accounting.md). The contact is named: Xero uses the one of that name or makes it.
     */
    async createBankFee(f: BankFee, key: string): Promise<{ id: string }> {
      const body = await calling(() =>
        api.createBankTransactions(
          tenantId,
          {
            bankTransactions: [
              {
                type: BankTransaction.TypeEnum.SPEND,
                contact: { name: f.payee },
                bankAccount: { code: f.bankAccountCode },
                date: f.date,
                reference: f.reference,
                lineAmountTypes: LineAmountTypes.Inclusive,
                status: BankTransaction.StatusEnum.AUTHORISED,
                lineItems: [{ description: f.description, quantity: 1, unitAmount: f.amount, accountCode: f.accountCode }],
              },
            ],
          },
          true,
          undefined,
          key,
        ),
      );
      return { id: String(body.bankTransactions?.[0]?.bankTransactionID) };
    },
    /**
     * Payments changed in Xero since then (all of them without a date), deleted ones too. A payment's Status is
     * AUTHORISED or DELETED; one deleted in Xero (its screens, or POST /Payments/{PaymentID} with Status DELETED) keeps
     * its PaymentID, its UpdatedDateUTC moves, and GET /Payments with If-Modified-Since returns it with Status DELETED
     * (https://developer.xero.com/documentation/api/accounting/payments, "Deleting Payments" and the Status element).
     */
    async paymentsChangedSince(since: Date | null): Promise<BooksPayment[]> {
      const body = await calling(() => api.getPayments(tenantId, since ?? undefined));
      return (body.payments ?? []).map((p) => ({
        id: String(p.paymentID),
        invoiceId: String(p.invoice?.invoiceID ?? ''),
        amount: Number(p.amount ?? 0),
        date: dayOf(p.date),
        updatedAt: p.updatedDateUTC ? new Date(p.updatedDateUTC) : null,
        deleted: String(p.status) === 'DELETED',
      }));
    },
  };
}

export type XeroBooks = ReturnType<typeof xeroBooks>;
