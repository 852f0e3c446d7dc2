import { createHash, createHmac, randomUUID } from 'node:crypto';
import { australianDemoChart, type Chart } from './chart.ts';
import type { FakeAnswer, FakeRequest, FakeTenant, FakeXero } from './fake-xero.ts';

// The fake's accounting API (/api.xro/2.0/…), stateful per tenant and enforcing Xero's rules that the sync meets:
// contact names unique among every contact (archived too), invoice totals computed by Xero per line, part payments
// and PAID, If-Modified-Since, Idempotency-Key replay, the rate limits (60 a minute, 5 at once per tenant, with the
// X-*-Remaining headers and 429 + Retry-After), the signed thin webhook, the organisation's lock dates (writes dated
// on or before one refused), and lines' item codes and tracking checked against the tenant's chart. A user's own work in Xero (an archived
// contact, a payment recorded there) is made through `books(tenantId)` and `payInXero`.

/** A contact's phone (Xero keeps DEFAULT, DDI, MOBILE, FAX) and address (POBOX, STREET), with Xero's field names. */
export interface XPhone {
  PhoneType: 'DEFAULT' | 'DDI' | 'MOBILE' | 'FAX';
  PhoneNumber?: string;
  PhoneAreaCode?: string;
  PhoneCountryCode?: string;
}
export interface XAddress {
  AddressType: 'POBOX' | 'STREET';
  AddressLine1?: string;
  City?: string;
  Region?: string;
  PostalCode?: string;
  Country?: string;
}

export interface XContact {
  ContactID: string;
  Name: string;
  EmailAddress?: string;
  TaxNumber?: string;
  Phones?: XPhone[];
  Addresses?: XAddress[];
  ContactStatus: 'ACTIVE' | 'ARCHIVED';
  UpdatedDateUTC: string;
}

export interface XLine {
  Description?: string;
  Quantity: number;
  UnitAmount: number;
  DiscountRate?: number;
  AccountCode?: string;
  TaxType?: string;
  ItemCode?: string;
  Tracking?: { TrackingCategoryID?: string; TrackingOptionID?: string; Name: string; Option: string }[];
  LineAmount: number;
  TaxAmount: number;
}

export interface XInvoice {
  InvoiceID: string;
  Type: 'ACCREC';
  InvoiceNumber: string;
  Reference?: string;
  Contact: { ContactID: string; Name: string };
  Date: string;
  DueDate?: string;
  LineAmountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems: XLine[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
  AmountPaid: number;
  AmountDue: number;
  Status: 'AUTHORISED' | 'PAID' | 'VOIDED';
  UpdatedDateUTC: string;
  updatedMs: number;
}

export interface XPayment {
  PaymentID: string;
  Invoice: { InvoiceID: string; InvoiceNumber: string };
  Account: { Code: string };
  Amount: number;
  Date: string;
  Reference?: string;
  Status: 'AUTHORISED' | 'DELETED';
  UpdatedDateUTC: string;
  updatedMs: number;
}

/** Spend money (a SPEND BankTransaction): what a card fee posted from Spanner becomes. */
export interface XBankTransaction {
  BankTransactionID: string;
  Type: 'SPEND';
  Contact: { ContactID: string; Name: string };
  BankAccount: { Code: string };
  Date: string;
  Reference?: string;
  LineAmountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems: XLine[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
  Status: 'AUTHORISED';
  UpdatedDateUTC: string;
}

export interface Books {
  contacts: XContact[];
  invoices: XInvoice[];
  payments: XPayment[];
  bankTransactions: XBankTransaction[];
  /** Idempotency-Key → the body's hash and the first answer */
  replays: Map<string, { hash: string; answer: FakeAnswer }>;
  /** Call times (fake clock) in the last minute, and calls under way */
  calls: number[];
  inFlight: number;
  /** Every API call (fake clock): 200 admitted past the limits, 429 refused by them — what the bench reads a rate from */
  answered: { at: number; status: number }[];
  /** The organisation's lock dates (YYYY-MM-DD; a test sets them): GET /Organisation shows them, writes dated on or before are refused */
  lock: { PeriodLockDate: string | null; EndOfYearLockDate: string | null };
}

/** Xero's tax rates by tax type (Australia): GST 10 % on income, none on GST-free and excluded. */
const RATES: Record<string, number> = { OUTPUT: 0.1, EXEMPTOUTPUT: 0, BASEXCLUDED: 0 };
/** On spend money: GST on Expenses 10 %, GST Free Expenses and excluded none. */
const EXPENSE_RATES: Record<string, number> = { INPUT: 0.1, EXEMPTEXPENSES: 0, BASEXCLUDED: 0 };

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const msDate = (ms: number) => `/Date(${ms}+0000)/`;
/** The milliseconds of Xero's "/Date(…+0000)/". */
const msOf = (date: string) => Number(/\/Date\((\d+)/.exec(date)?.[1] ?? 0);

const validation = (message: string): FakeAnswer => ({
  status: 400,
  body: {
    ErrorNumber: 10,
    Type: 'ValidationException',
    Message: 'A validation exception occurred',
    Elements: [{ ValidationErrors: [{ Message: message }] }],
  },
});

/**
 * Xero refuses a document dated on or before a lock date, naming each lock it meets (its words, as integrations
 * report them: "The document date cannot be before the period lock date, currently set at 30-Nov-2018"). The end of
 * year lock binds advisers too; the fake's caller is never an adviser, so both bind.
 */
function lockRefusal(b: Books, ...days: (string | undefined)[]): FakeAnswer | null {
  const shown = (day: string) =>
    new Date(`${day}T00:00:00Z`)
      .toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
      .replace(/ /g, '-');
  const dated = days.filter((d): d is string => !!d).map((d) => d.slice(0, 10));
  const words: string[] = [];
  const { PeriodLockDate: period, EndOfYearLockDate: year } = b.lock;
  if (period && dated.some((d) => d <= period))
    words.push(`The document date cannot be before the period lock date, currently set at ${shown(period)}`);
  if (year && dated.some((d) => d <= year))
    words.push(`The document date cannot be before the end of year lock date, currently set at ${shown(year)}`);
  return words.length
    ? {
        status: 400,
        body: {
          ErrorNumber: 10,
          Type: 'ValidationException',
          Message: 'A validation exception occurred',
          Elements: [{ ValidationErrors: words.map((Message) => ({ Message })) }],
        },
      }
    : null;
}

export interface AccountingFake {
  books(tenantId: string): Books;
  /** Limits per tenant (tests lower them) */
  limits: { perMinute: number; concurrent: number; perDay: number };
  /** Each API call waits on this before answering (a test holds calls to make them concurrent) */
  latency: () => Promise<void>;
  /** An edit made in Xero's own screens (a line's quantity or price, the reference): totals recomputed. */
  editInXero(tenantId: string, invoiceId: string, change: { reference?: string; lines?: Partial<XLine>[] }): XInvoice;
  /** An edit of a contact in Xero's own screens (its name, email, ABN, phones, addresses): its UpdatedDateUTC moves. */
  editContactInXero(tenantId: string, contactId: string, change: Partial<Omit<XContact, 'ContactID'>>): XContact;
  /** The business voids an invoice in Xero's own screens. */
  voidInXero(tenantId: string, invoiceId: string): XInvoice;
  /** A payment made in Xero's own screens by the business: no Idempotency-Key, no API limits. */
  payInXero(tenantId: string, invoiceId: string, amount: number, date?: string): XPayment;
  /**
   * The business deletes a payment in Xero's own screens: Status DELETED, its UpdatedDateUTC moved, its amount owed on
   * the invoice again (a paid invoice back to AUTHORISED, its UpdatedDateUTC moved: Xero's INVOICE webhook follows).
   */
  deletePaymentInXero(tenantId: string, paymentId: string): XPayment;
  /** The tenant's chart (accounts' types and default tax types): the demo file unless a test or serveCharts sets it */
  chartOf: (tenantId: string) => Chart;
  /** The next BankTransactions call is refused with these words (a validation error, as Xero answers one) */
  refuseBankTransaction: string | null;
  /** Xero's thin webhook body for these records, signed with the key (or a wrong one): { body, signature } */
  webhook(
    key: string,
    events: { tenantId: string; category: 'INVOICE' | 'CONTACT'; resourceId: string }[],
  ): {
    body: string;
    signature: string;
  };
}

export function installAccounting(fake: FakeXero): AccountingFake {
  const all = new Map<string, Books>();
  const books = (tenantId: string) => {
    let b = all.get(tenantId);
    if (!b) {
      b = {
        contacts: [],
        invoices: [],
        payments: [],
        bankTransactions: [],
        replays: new Map(),
        calls: [],
        inFlight: 0,
        answered: [],
        lock: { PeriodLockDate: null, EndOfYearLockDate: null },
      };
      all.set(tenantId, b);
    }
    return b;
  };
  const api: AccountingFake = {
    books,
    chartOf: (() => {
      const charts = new Map<string, Chart>();
      return (tenantId: string) => {
        if (!charts.has(tenantId)) charts.set(tenantId, australianDemoChart());
        return charts.get(tenantId) as Chart;
      };
    })(),
    refuseBankTransaction: null,
    limits: { perMinute: 60, concurrent: 5, perDay: 5000 },
    latency: async () => {},
    editInXero(tenantId, invoiceId, change) {
      const b = books(tenantId);
      const existing = b.invoices.find((i) => i.InvoiceID === invoiceId);
      if (!existing) throw new Error(`no invoice ${invoiceId}`);
      const lines = change.lines ? existing.LineItems.map((l, i) => ({ ...l, ...change.lines?.[i] })) : undefined;
      const answer = saveInvoice(b, { Reference: change.reference, LineItems: lines }, existing);
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return existing;
    },
    editContactInXero(tenantId, contactId, change) {
      const b = books(tenantId);
      const existing = b.contacts.find((c) => c.ContactID === contactId);
      if (!existing) throw new Error(`no contact ${contactId}`);
      const answer = saveContact(b, change, existing);
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return existing;
    },
    voidInXero(tenantId, invoiceId) {
      const existing = books(tenantId).invoices.find((i) => i.InvoiceID === invoiceId);
      if (!existing) throw new Error(`no invoice ${invoiceId}`);
      const answer = voidInvoice(existing);
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return existing;
    },
    payInXero: (tenantId, invoiceId, amount, date) => applyPayment(books(tenantId), { invoiceId, amount, date, code: '090' }),
    deletePaymentInXero(tenantId, paymentId) {
      const b = books(tenantId);
      const payment = b.payments.find((p) => p.PaymentID === paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      const answer = deletePayment(b, payment);
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return payment;
    },
    webhook(key, events) {
      const body = JSON.stringify({
        events: events.map((e) => ({
          resourceUrl: `${fake.url}/api.xro/2.0/${e.category === 'INVOICE' ? 'Invoices' : 'Contacts'}/${e.resourceId}`,
          resourceId: e.resourceId,
          eventDateUtc: new Date(fake.now()).toISOString(),
          eventType: 'UPDATE',
          eventCategory: e.category,
          tenantId: e.tenantId,
          tenantType: 'ORGANISATION',
        })),
        firstEventSequence: 1,
        lastEventSequence: events.length,
        entropy: randomUUID(),
      });
      return { body, signature: createHmac('sha256', key).update(body).digest('base64') };
    },
  };

  const touch = () => {
    const ms = fake.now();
    return { ms, utc: msDate(ms) };
  };

  function applyPayment(b: Books, p: { invoiceId: string; amount: number; date?: string; code: string; reference?: string }): XPayment {
    const invoice = b.invoices.find((i) => i.InvoiceID === p.invoiceId);
    if (!invoice) throw new Error(`no invoice ${p.invoiceId}`);
    const t = touch();
    const payment: XPayment = {
      PaymentID: randomUUID(),
      Invoice: { InvoiceID: invoice.InvoiceID, InvoiceNumber: invoice.InvoiceNumber },
      Account: { Code: p.code },
      Amount: p.amount,
      Date: p.date ?? new Date(t.ms).toISOString().slice(0, 10),
      Reference: p.reference,
      Status: 'AUTHORISED',
      UpdatedDateUTC: t.utc,
      updatedMs: t.ms,
    };
    b.payments.push(payment);
    invoice.AmountPaid = round2(invoice.AmountPaid + p.amount);
    invoice.AmountDue = round2(invoice.Total - invoice.AmountPaid);
    if (invoice.AmountDue <= 0) invoice.Status = 'PAID';
    invoice.UpdatedDateUTC = t.utc;
    invoice.updatedMs = t.ms;
    return payment;
  }

  /** Xero deletes a payment by its status (a deleted one stays listed, DELETED); the invoice owes its amount again. */
  function deletePayment(b: Books, payment: XPayment): FakeAnswer {
    if (payment.Status === 'DELETED') return validation('This payment has already been deleted');
    const invoice = b.invoices.find((i) => i.InvoiceID === payment.Invoice.InvoiceID);
    const t = touch();
    payment.Status = 'DELETED';
    payment.UpdatedDateUTC = t.utc;
    payment.updatedMs = t.ms;
    if (invoice) {
      invoice.AmountPaid = round2(invoice.AmountPaid - payment.Amount);
      invoice.AmountDue = round2(invoice.Total - invoice.AmountPaid);
      if (invoice.Status === 'PAID') invoice.Status = 'AUTHORISED';
      invoice.UpdatedDateUTC = t.utc;
      invoice.updatedMs = t.ms;
    }
    return { status: 200, body: { Payments: [payment] } };
  }

  /** Limits, then idempotency, then the handler. */
  const call =
    (handler: (b: Books, req: FakeRequest, m: RegExpMatchArray) => FakeAnswer) =>
    async (req: FakeRequest, m: RegExpMatchArray): Promise<FakeAnswer> => {
      const tenant = fake.tenantOf(req);
      if ('status' in tenant) return tenant;
      const b = books((tenant as FakeTenant).tenantId);
      const now = fake.now();
      b.calls = b.calls.filter((t) => t > now - 60_000);
      const headers = () => ({
        'x-minlimit-remaining': String(Math.max(0, api.limits.perMinute - b.calls.length)),
        'x-daylimit-remaining': String(api.limits.perDay - b.calls.length),
        'x-appminlimit-remaining': '10000',
      });
      if (b.inFlight >= api.limits.concurrent || b.calls.length >= api.limits.perMinute) {
        b.answered.push({ at: now, status: 429 });
        const retryAfter = b.inFlight >= api.limits.concurrent ? 1 : Math.ceil((b.calls[0] + 60_000 - now) / 1000);
        return {
          status: 429,
          headers: { ...headers(), 'retry-after': String(retryAfter), 'x-rate-limit-problem': b.inFlight ? 'concurrent' : 'minute' },
          body: { Title: 'Too Many Requests', Status: 429 },
        };
      }
      b.calls.push(now);
      b.answered.push({ at: now, status: 200 });
      b.inFlight++;
      try {
        await api.latency();
        const key = req.headers['idempotency-key'];
        const hash = createHash('sha256').update(`${req.method} ${req.path} ${req.body}`).digest('hex');
        if (typeof key === 'string') {
          const seen = b.replays.get(key);
          if (seen) {
            if (seen.hash !== hash) return validation('The idempotency key was used with a different request body');
            return { ...seen.answer, headers: { ...seen.answer.headers, ...headers() } };
          }
        }
        const answer = handler(b, req, m);
        if (typeof key === 'string' && answer.status < 500) b.replays.set(key, { hash, answer });
        return { ...answer, headers: { ...answer.headers, ...headers() } };
      } finally {
        b.inFlight--;
      }
    };

  const since = (req: FakeRequest) => {
    const h = req.headers['if-modified-since'];
    return typeof h === 'string' ? new Date(h).getTime() : Number.NEGATIVE_INFINITY;
  };

  // --- Contacts
  const clause = /(\w+)\s*==\s*"([^"]*)"/g;
  fake.route(
    'GET',
    /^\/api\.xro\/2\.0\/Contacts$/,
    call((b, req) => {
      let list = b.contacts.filter(
        (c) => (req.query.get('includeArchived') === 'true' || c.ContactStatus === 'ACTIVE') && msOf(c.UpdatedDateUTC) >= since(req),
      );
      const ids = req.query.get('IDs');
      if (ids) list = list.filter((c) => ids.split(',').includes(c.ContactID));
      const where = req.query.get('where');
      if (where) {
        const wanted = [...where.matchAll(clause)].map(([, field, value]) => ({ field, value: value.toLowerCase() }));
        list = list.filter((c) =>
          wanted.some(({ field, value }) => String((c as unknown as Record<string, unknown>)[field] ?? '').toLowerCase() === value),
        );
      }
      const term = req.query.get('searchTerm')?.toLowerCase();
      if (term) list = list.filter((c) => c.Name.toLowerCase().includes(term) || (c.EmailAddress ?? '').toLowerCase().includes(term));
      return { status: 200, body: { Contacts: list } };
    }),
  );
  const mergedBy = <T, K extends keyof T>(key: K, kept: T[] | undefined, given: T[]): T[] => [
    ...(kept ?? []).filter((k) => !given.some((g) => g[key] === k[key])),
    ...given,
  ];
  const saveContact = (b: Books, input: Partial<XContact>, existing?: XContact): FakeAnswer => {
    const name = String(input.Name ?? existing?.Name ?? '').trim();
    if (!name) return validation('The contact name must be specified.');
    const clash = b.contacts.find((c) => c !== existing && c.Name.toLowerCase() === name.toLowerCase());
    if (clash)
      return validation(
        `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
      );
    const t = touch();
    const contact: XContact = existing ?? { ContactID: randomUUID(), Name: name, ContactStatus: 'ACTIVE', UpdatedDateUTC: t.utc };
    Object.assign(contact, {
      Name: name,
      ...(input.EmailAddress !== undefined ? { EmailAddress: input.EmailAddress } : {}),
      ...(input.TaxNumber !== undefined ? { TaxNumber: input.TaxNumber } : {}),
      // Xero replaces a phone or address of the same type, and keeps the others.
      ...(input.Phones ? { Phones: mergedBy('PhoneType', contact.Phones, input.Phones) } : {}),
      ...(input.Addresses ? { Addresses: mergedBy('AddressType', contact.Addresses, input.Addresses) } : {}),
      UpdatedDateUTC: t.utc,
    });
    if (!existing) b.contacts.push(contact);
    return { status: 200, body: { Contacts: [contact] } };
  };
  fake.route(
    'PUT',
    /^\/api\.xro\/2\.0\/Contacts$/,
    call((b, req) => {
      const [input] = (JSON.parse(req.body).Contacts ?? []) as Partial<XContact>[];
      return saveContact(b, input ?? {});
    }),
  );
  fake.route(
    'POST',
    /^\/api\.xro\/2\.0\/Contacts\/([\w-]+)$/,
    call((b, req, m) => {
      const existing = b.contacts.find((c) => c.ContactID === m[1]);
      if (!existing) return { status: 404, body: { Title: 'Not Found', Status: 404 } };
      const [input] = (JSON.parse(req.body).Contacts ?? []) as Partial<XContact>[];
      return saveContact(b, input ?? {}, existing);
    }),
  );

  // --- Invoices
  const saveInvoice = (b: Books, input: Record<string, unknown>, existing?: XInvoice, chart?: Chart): FakeAnswer => {
    const number = String(input.InvoiceNumber ?? existing?.InvoiceNumber ?? '');
    if (chart) {
      const locked = lockRefusal(b, input.Date as string | undefined, existing?.Date);
      if (locked) return locked;
    }
    if (!existing && b.invoices.some((i) => i.InvoiceNumber === number)) return validation('Invoice # must be unique.');
    const contactId = (input.Contact as { ContactID?: string } | undefined)?.ContactID ?? existing?.Contact.ContactID;
    const contact = b.contacts.find((c) => c.ContactID === contactId);
    if (!contact) return validation('A Contact must be specified for this type of transaction');
    const mode = (input.LineAmountTypes ?? existing?.LineAmountTypes ?? 'Exclusive') as XInvoice['LineAmountTypes'];
    const rawLines = (input.LineItems ?? existing?.LineItems ?? []) as Partial<XLine>[];
    const lines: XLine[] = [];
    for (const l of rawLines) {
      const taxType = l.TaxType ?? 'OUTPUT';
      if (mode !== 'NoTax' && !(taxType in RATES))
        return validation(`The TaxType code '${taxType}' does not exist or cannot be used for this type of transaction.`);
      const refused = chart && lineRefusal(chart, l);
      if (refused) return refused;
      const rate = mode === 'NoTax' ? 0 : RATES[taxType];
      const amount = round2((l.Quantity ?? 1) * (l.UnitAmount ?? 0) * (1 - (l.DiscountRate ?? 0) / 100));
      const tax = mode === 'Inclusive' ? round2((amount * rate) / (1 + rate)) : round2(amount * rate);
      lines.push({
        Description: l.Description,
        Quantity: l.Quantity ?? 1,
        UnitAmount: l.UnitAmount ?? 0,
        DiscountRate: l.DiscountRate,
        AccountCode: l.AccountCode,
        TaxType: taxType,
        ...(l.ItemCode ? { ItemCode: l.ItemCode } : {}),
        ...(l.Tracking?.length ? { Tracking: l.Tracking } : {}),
        LineAmount: amount,
        TaxAmount: tax,
      });
    }
    const lineSum = round2(lines.reduce((s, l) => s + l.LineAmount, 0));
    const tax = round2(lines.reduce((s, l) => s + l.TaxAmount, 0));
    const subTotal = mode === 'Inclusive' ? round2(lineSum - tax) : lineSum;
    const total = round2(subTotal + tax);
    const t = touch();
    const paid = existing?.AmountPaid ?? 0;
    const invoice: XInvoice = {
      InvoiceID: existing?.InvoiceID ?? randomUUID(),
      Type: 'ACCREC',
      InvoiceNumber: number,
      Reference: (input.Reference as string | undefined) ?? existing?.Reference,
      Contact: { ContactID: contact.ContactID, Name: contact.Name },
      Date: String(input.Date ?? existing?.Date ?? new Date(t.ms).toISOString().slice(0, 10)),
      DueDate: (input.DueDate as string | undefined) ?? existing?.DueDate,
      LineAmountTypes: mode,
      LineItems: lines,
      SubTotal: subTotal,
      TotalTax: tax,
      Total: total,
      AmountPaid: paid,
      AmountDue: round2(total - paid),
      Status: paid >= total ? 'PAID' : 'AUTHORISED',
      UpdatedDateUTC: t.utc,
      updatedMs: t.ms,
    };
    if (existing) Object.assign(existing, invoice);
    else b.invoices.push(invoice);
    return { status: 200, body: { Invoices: [existing ?? invoice] } };
  };
  /**
   * A line's item code must be one of the file's items, and each tracking must name an active category and one of its
   * active options: Xero refuses the invoice otherwise (a validation error; the words here are the fake's own).
   */
  const lineRefusal = (chart: Chart, l: Partial<XLine>): FakeAnswer | null => {
    if (l.ItemCode && !chart.items.some((i) => i.Code.toLowerCase() === String(l.ItemCode).toLowerCase()))
      return validation(`Item code '${l.ItemCode}' is not valid`);
    for (const t of l.Tracking ?? []) {
      const category = chart.trackingCategories.find((c) => c.Status === 'ACTIVE' && c.Name.toLowerCase() === String(t.Name).toLowerCase());
      if (!category) return validation(`The tracking category '${t.Name}' does not exist or is not active`);
      const option = category.Options.find((o) => o.Status === 'ACTIVE' && o.Name.toLowerCase() === String(t.Option).toLowerCase());
      if (!option) return validation(`The tracking option '${t.Option}' does not exist in the tracking category '${category.Name}'`);
      Object.assign(t, {
        TrackingCategoryID: category.TrackingCategoryID,
        TrackingOptionID: option.TrackingOptionID,
        Name: category.Name,
        Option: option.Name,
      });
    }
    return null;
  };
  const chartOfCaller = (req: FakeRequest) => api.chartOf((fake.tenantOf(req) as FakeTenant).tenantId);
  fake.route(
    'PUT',
    /^\/api\.xro\/2\.0\/Invoices$/,
    call((b, req) => {
      const [input] = (JSON.parse(req.body).Invoices ?? []) as Record<string, unknown>[];
      return saveInvoice(b, input ?? {}, undefined, chartOfCaller(req));
    }),
  );
  fake.route(
    'POST',
    /^\/api\.xro\/2\.0\/Invoices\/([\w-]+)$/,
    call((b, req, m) => {
      const existing = b.invoices.find((i) => i.InvoiceID === m[1]);
      if (!existing) return { status: 404, body: { Title: 'Not Found', Status: 404 } };
      if (existing.Status !== 'AUTHORISED') return validation('Invoice not of valid status for modification');
      const [input] = (JSON.parse(req.body).Invoices ?? []) as Record<string, unknown>[];
      if (input?.Status === 'VOIDED') return lockRefusal(b, existing.Date) ?? voidInvoice(existing);
      return saveInvoice(b, input ?? {}, existing, chartOfCaller(req));
    }),
  );
  /** Xero voids only an invoice without payments ("Payments have been applied" otherwise). */
  function voidInvoice(invoice: XInvoice): FakeAnswer {
    if (invoice.AmountPaid > 0) return validation('This document cannot be voided as it has payments applied. Remove the payments first.');
    const t = touch();
    Object.assign(invoice, { Status: 'VOIDED', AmountDue: 0, UpdatedDateUTC: t.utc, updatedMs: t.ms });
    return { status: 200, body: { Invoices: [invoice] } };
  }
  fake.route(
    'GET',
    /^\/api\.xro\/2\.0\/Invoices$/,
    call((b, req) => {
      let list = b.invoices.filter((i) => i.updatedMs >= since(req));
      const numbers = req.query.get('InvoiceNumbers');
      if (numbers) list = list.filter((i) => numbers.split(',').includes(i.InvoiceNumber));
      return { status: 200, body: { Invoices: list } };
    }),
  );
  fake.route(
    'GET',
    /^\/api\.xro\/2\.0\/Invoices\/([\w-]+)$/,
    call((b, _req, m) => {
      const invoice = b.invoices.find((i) => i.InvoiceID === m[1]);
      return invoice ? { status: 200, body: { Invoices: [invoice] } } : { status: 404, body: { Title: 'Not Found', Status: 404 } };
    }),
  );

  // --- Payments
  const createPayment = call((b, req) => {
    const parsed = JSON.parse(req.body) as { Payments?: Record<string, unknown>[] } & Record<string, unknown>;
    const input = parsed.Payments?.[0] ?? parsed;
    const invoiceId = (input.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? '';
    const invoice = b.invoices.find((i) => i.InvoiceID === invoiceId);
    if (!invoice) return validation('Invoice could not be found');
    if (invoice.Status === 'VOIDED') return validation('Payment cannot be applied to a voided invoice');
    const code = (input.Account as { Code?: string } | undefined)?.Code;
    if (!code) return validation('Account code must be specified');
    const amount = Number(input.Amount);
    if (!(amount > 0)) return validation('Payment amount must be greater than zero');
    if (amount > round2(invoice.AmountDue) + 0.001) return validation('Payment amount exceeds the amount outstanding on this document');
    const locked = lockRefusal(b, (input.Date as string | undefined) ?? new Date(fake.now()).toISOString().slice(0, 10));
    if (locked) return locked;
    const payment = applyPayment(b, {
      invoiceId,
      amount,
      date: input.Date as string | undefined,
      code,
      reference: input.Reference as string | undefined,
    });
    return { status: 200, body: { Payments: [payment] } };
  });
  // Xero takes a payment by PUT or POST (xero-node's createPayment posts).
  fake.route('PUT', /^\/api\.xro\/2\.0\/Payments$/, createPayment);
  fake.route('POST', /^\/api\.xro\/2\.0\/Payments$/, createPayment);
  // Deleting a payment: POST /Payments/{PaymentID} with { Status: "DELETED" } (the only change Xero takes there).
  fake.route(
    'POST',
    /^\/api\.xro\/2\.0\/Payments\/([^/?]+)$/,
    call((b, req, m) => {
      const payment = b.payments.find((p) => p.PaymentID === m[1]);
      if (!payment) return { status: 404, body: { Title: 'Not Found', Status: 404 } };
      const parsed = JSON.parse(req.body) as { Payments?: { Status?: string }[]; Status?: string };
      if ((parsed.Payments?.[0] ?? parsed).Status !== 'DELETED')
        return validation('Only the Status of a payment can be changed, to DELETED');
      return deletePayment(b, payment);
    }),
  );
  fake.route(
    'GET',
    /^\/api\.xro\/2\.0\/Payments$/,
    call((b, req) => ({ status: 200, body: { Payments: b.payments.filter((p) => p.updatedMs >= since(req)) } })),
  );

  // --- Organisation (its lock dates, as Xero shows them: "/Date(ms+0000)/") and one tracking category by id
  const msOfDay = (day: string | null) => (day ? msDate(Date.parse(`${day}T00:00:00Z`)) : undefined);
  fake.route(
    'GET',
    /^\/api\.xro\/2\.0\/Organisation$/,
    call((b, req) => ({
      status: 200,
      body: {
        Organisations: [
          {
            OrganisationID: (fake.tenantOf(req) as FakeTenant).tenantId,
            Name: (fake.tenantOf(req) as FakeTenant).tenantName,
            CountryCode: 'AU',
            BaseCurrency: 'AUD',
            PeriodLockDate: msOfDay(b.lock.PeriodLockDate),
            EndOfYearLockDate: msOfDay(b.lock.EndOfYearLockDate),
          },
        ],
      },
    })),
  );
  fake.route(
    'GET',
    /^\/api\.xro\/2\.0\/TrackingCategories\/([\w-]+)$/,
    call((_b, req, m) => {
      const category = chartOfCaller(req).trackingCategories.find((c) => c.TrackingCategoryID === m[1]);
      return category
        ? { status: 200, body: { TrackingCategories: [category] } }
        : { status: 404, body: { Title: 'Not Found', Status: 404 } };
    }),
  );

  // --- BankTransactions (spend money: a card fee). Xero takes them from a BANK account only; a line without a tax type
  // takes its account's default; the contact is the one named (made when none is).
  const createBankTransaction = call((b, req) => {
    const tenantId = (fake.tenantOf(req) as FakeTenant).tenantId;
    const [input] = (JSON.parse(req.body).BankTransactions ?? []) as Record<string, unknown>[];
    if (!input) return validation('A BankTransaction must be specified');
    if (api.refuseBankTransaction) {
      const words = api.refuseBankTransaction;
      api.refuseBankTransaction = null;
      return validation(words);
    }
    if (input.Type !== 'SPEND' && input.Type !== 'RECEIVE') return validation('The Type must be SPEND or RECEIVE');
    const locked = lockRefusal(b, (input.Date as string | undefined) ?? new Date(fake.now()).toISOString().slice(0, 10));
    if (locked) return locked;
    const chart = api.chartOf(tenantId);
    const bankCode = (input.BankAccount as { Code?: string } | undefined)?.Code;
    const bank = chart.accounts.find((a) => a.Code === bankCode && a.Status === 'ACTIVE');
    if (bank?.Type !== 'BANK')
      return validation(`Account code '${bankCode ?? ''}' is not a bank account. Only accounts of type BANK can be used.`);
    const contactName = String((input.Contact as { Name?: string } | undefined)?.Name ?? '').trim();
    if (!contactName) return validation('A Contact must be specified for this type of transaction');
    let contact = b.contacts.find((c) => c.Name.toLowerCase() === contactName.toLowerCase());
    if (contact?.ContactStatus === 'ARCHIVED') return validation(`The contact ${contactName} is archived`);
    if (!contact) {
      const made = saveContact(b, { Name: contactName });
      if (made.status !== 200) return made;
      contact = (made.body as { Contacts: XContact[] }).Contacts[0];
    }
    const mode = (input.LineAmountTypes ?? 'Exclusive') as XBankTransaction['LineAmountTypes'];
    const lines: XLine[] = [];
    for (const l of (input.LineItems ?? []) as Partial<XLine>[]) {
      const account = chart.accounts.find((a) => a.Code === l.AccountCode && a.Status === 'ACTIVE');
      if (!account) return validation(`Account code '${l.AccountCode ?? ''}' is not a valid code for this document.`);
      const taxType = l.TaxType ?? account.TaxType;
      if (mode !== 'NoTax' && !(taxType in EXPENSE_RATES))
        return validation(`The TaxType code '${taxType}' does not exist or cannot be used for this type of transaction.`);
      const rate = mode === 'NoTax' ? 0 : EXPENSE_RATES[taxType];
      const amount = round2((l.Quantity ?? 1) * (l.UnitAmount ?? 0));
      if (!(amount > 0)) return validation('The line amount must be greater than zero');
      const tax = mode === 'Inclusive' ? round2((amount * rate) / (1 + rate)) : round2(amount * rate);
      lines.push({
        Description: l.Description,
        Quantity: l.Quantity ?? 1,
        UnitAmount: l.UnitAmount ?? 0,
        AccountCode: l.AccountCode,
        TaxType: taxType,
        LineAmount: amount,
        TaxAmount: tax,
      });
    }
    if (!lines.length) return validation('At least one line item must be specified');
    const lineSum = round2(lines.reduce((s, l) => s + l.LineAmount, 0));
    const tax = round2(lines.reduce((s, l) => s + l.TaxAmount, 0));
    const subTotal = mode === 'Inclusive' ? round2(lineSum - tax) : lineSum;
    const t = touch();
    const made: XBankTransaction = {
      BankTransactionID: randomUUID(),
      Type: 'SPEND',
      Contact: { ContactID: contact.ContactID, Name: contact.Name },
      BankAccount: { Code: bank.Code },
      Date: String(input.Date ?? new Date(t.ms).toISOString().slice(0, 10)),
      Reference: input.Reference as string | undefined,
      LineAmountTypes: mode,
      LineItems: lines,
      SubTotal: subTotal,
      TotalTax: tax,
      Total: round2(subTotal + tax),
      Status: 'AUTHORISED',
      UpdatedDateUTC: t.utc,
    };
    b.bankTransactions.push(made);
    return { status: 200, body: { BankTransactions: [made] } };
  });
  // xero-node's createBankTransactions PUTs; Xero takes a POST too.
  fake.route('PUT', /^\/api\.xro\/2\.0\/BankTransactions$/, createBankTransaction);
  fake.route('POST', /^\/api\.xro\/2\.0\/BankTransactions$/, createBankTransaction);

  return api;
}
