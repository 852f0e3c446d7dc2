import type { Books, BooksContact, BooksInvoice, BooksInvoiceInput, BooksPayment, ContactDetails } from '../books.ts';
import { type MyobAccount, MyobCallError, type MyobSession, type MyobTaxCode, myobCall, myobFileUri, myobList } from './myob-api.ts';

// The sync's calls to a MYOB company file (the Books the sync reads: ../books.ts), over MYOB's REST API: customers
// (Contact/Customer), service invoices (Sale/Invoice/Service), customer payments (Sale/CustomerPayment) and a card fee
// as spend money (Banking/SpendMoneyTxn). MYOB refers
// to accounts and tax codes by UID: the mappings' codes (account DisplayID such as 4-1000, tax code GST / FRE) are
// turned into UIDs once per session. MYOB takes no idempotency key (the `key` arguments are not sent): the ledger row
// is claimed before each call, and a retry first looks the record up — the invoice by its number, the payment by its
// memo, invoice and amount, the fee by its memo, bank account and amount, the contact by ABN, email and name
// (push-contact.ts) — so nothing is made twice.
// A service invoice's line holds a description and an amount only: a line of several units or with a discount says
// so in its description ("Labour (2 × 95.00, 10% off)"), which is also how its content is read back.

type Ref = { UID: string };
/** One of a card's addresses (Location 1 is the first): street, city (suburb), state, postcode, Phone1 and email. */
type MyobAddress = {
  Location?: number;
  Street?: string | null;
  City?: string | null;
  State?: string | null;
  PostCode?: string | null;
  Phone1?: string | null;
  Email?: string | null;
};
type MyobCustomer = {
  UID: string;
  CompanyName: string | null;
  FirstName?: string | null;
  LastName?: string | null;
  IsIndividual?: boolean;
  IsActive: boolean;
  Addresses?: MyobAddress[] | null;
  SellingDetails?: { ABN?: string | null } | null;
  LastModified?: string | null;
  RowVersion?: string;
};
type MyobSpendMoney = { UID: string; Memo?: string | null; AmountPaid: number; Account: Ref };
type MyobInvoice = {
  UID: string;
  Number: string;
  Date: string;
  Customer: Ref;
  CustomerPurchaseOrderNumber: string | null;
  IsTaxInclusive: boolean;
  Lines: { Description: string; Total: number; Account: Ref; TaxCode: Ref }[];
  Subtotal: number;
  TotalTax: number;
  TotalAmount: number;
  BalanceDueAmount: number;
  Status: string;
  LastModified: string | null;
  RowVersion?: string;
  PromisedDate?: string | null;
};
type MyobPayment = {
  UID: string;
  Memo?: string | null;
  Date: string;
  AmountReceived: number;
  Invoices: { UID: string; AmountApplied: number }[];
  LastModified: string | null;
};

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const day = (v: string | null | undefined) => String(v ?? '').slice(0, 10);
const quoted = (v: string) => `'${v.replace(/'/g, "''")}'`;
/** MYOB's OData filter for what changed after a moment (`LastModified gt datetime'…'`), or none. */
const changedSince = (since: Date | null) =>
  since ? `?$filter=${encodeURIComponent(`LastModified gt datetime'${since.toISOString().slice(0, 19)}'`)}` : '';

/** The day before a MYOB date-time ("2026-03-31 00:00:00" → "2026-03-30"); null for none. */
function dayBefore(value: string | null | undefined): string | null {
  const d = day(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return null;
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - 1);
  return t.toISOString().slice(0, 10);
}

const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** A card as the sync reads it: its first address (Location 1) holds the street, phone and email Spanner keeps. */
const contactOf = (c: MyobCustomer): BooksContact => {
  const first = c.Addresses?.find((a) => a.Location === 1) ?? c.Addresses?.[0];
  const address = {
    street: orNull(first?.Street),
    suburb: orNull(first?.City),
    state: orNull(first?.State),
    postcode: orNull(first?.PostCode),
  };
  return {
    id: c.UID,
    name: c.CompanyName || [c.FirstName, c.LastName].filter(Boolean).join(' '),
    email: orNull(first?.Email) ?? c.Addresses?.find((a) => a.Email)?.Email ?? null,
    taxNumber: c.SellingDetails?.ABN || null,
    phone: orNull(first?.Phone1),
    address: Object.values(address).some(Boolean) ? address : null,
    archived: c.IsActive === false,
    updatedAt: c.LastModified ? new Date(c.LastModified) : null,
  };
};

/**
 * A card's first address as MYOB takes it (developer.myob.com/api/myob-business-api/v2/contact/customer/: Addresses
 * with Location 1, Street, City, State, PostCode, Phone1, Email).
 */
const addressOf = (c: ContactDetails): MyobAddress => ({
  Location: 1,
  Street: c.address?.street ?? null,
  City: c.address?.suburb ?? null,
  State: c.address?.state ?? null,
  PostCode: c.address?.postcode ?? null,
  Phone1: c.phone,
  Email: c.email,
});

/** An individual's card keeps its first and last names: the last word is the last name. */
function namesOf(card: MyobCustomer, name: string): Partial<MyobCustomer> {
  if (!card.IsIndividual) return { CompanyName: name };
  const words = name.split(/\s+/);
  return { LastName: words.pop() ?? name, FirstName: words.join(' ') || null };
}

const invoiceOf = (i: MyobInvoice): BooksInvoice => ({
  id: i.UID,
  number: i.Number,
  subTotal: Number(i.Subtotal ?? 0),
  totalTax: Number(i.TotalTax ?? 0),
  total: Number(i.TotalAmount ?? 0),
  amountPaid: round2(Number(i.TotalAmount ?? 0) - Number(i.BalanceDueAmount ?? 0)),
  status: i.Status === 'Closed' ? 'PAID' : 'AUTHORISED',
  updatedAt: i.LastModified ? new Date(i.LastModified) : null,
});

/** "Labour (2 × 95.00, 10% off)": what a line of several units or with a discount says in MYOB. */
function lineDescription(l: BooksInvoiceInput['lines'][number]): string {
  if (l.quantity === 1 && !l.discountRate) return l.description;
  return `${l.description} (${l.quantity} × ${l.unitAmount.toFixed(2)}${l.discountRate ? `, ${l.discountRate}% off` : ''})`;
}

function lineOf(description: string, total: number) {
  const m = /^(.*) \((\d+(?:\.\d+)?) × (-?\d+(?:\.\d+)?)(?:, (\d+(?:\.\d+)?)% off)?\)$/.exec(description);
  if (!m) return { description, quantity: 1, unitAmount: total, discountRate: 0 };
  return { description: m[1], quantity: Number(m[2]), unitAmount: Number(m[3]), discountRate: Number(m[4] ?? 0) };
}

export function myobBooks(session: MyobSession): Books {
  const file = myobFileUri(session.config, session.fileId);
  let codes: Promise<{ accounts: Map<string, MyobAccount>; taxCodes: Map<string, MyobTaxCode> }> | null = null;
  const lookups = () => {
    codes ??= Promise.all([
      myobList<MyobAccount>(session, '/GeneralLedger/Account'),
      myobList<MyobTaxCode>(session, '/GeneralLedger/TaxCode'),
    ]).then(([a, t]) => ({ accounts: new Map(a.map((x) => [x.DisplayID, x])), taxCodes: new Map(t.map((x) => [x.Code, x])) }));
    return codes;
  };
  const accountUid = async (code: string) => {
    const a = (await lookups()).accounts.get(code);
    if (!a) throw new MyobCallError(400, `MYOB says: the company file has no account ${code} (check Settings → Accounting → Mappings)`);
    return a.UID;
  };
  const taxUid = async (code: string) => {
    const t = (await lookups()).taxCodes.get(code);
    if (!t) throw new MyobCallError(400, `MYOB says: the company file has no tax code ${code} (check Settings → Accounting → Mappings)`);
    return t;
  };
  // The customer cards, read once per session (a push looks them up by ABN, email and name).
  let cards: Promise<BooksContact[]> | null = null;
  const customers = () => {
    cards ??= myobList<MyobCustomer>(session, '/Contact/Customer').then((all) => all.map(contactOf));
    return cards;
  };
  const getInvoice = async (uid: string) => (await myobCall<MyobInvoice>(session, 'GET', `${file}/Sale/Invoice/Service/${uid}`)).body;
  const uidOf = (location: string | null) => {
    const uid = location?.split('/').pop();
    if (!uid) throw new MyobCallError(502, 'MYOB did not say where it saved the record');
    return uid;
  };

  let lock: Promise<string | null> | null = null;

  return {
    /** MYOB's answers say nothing of what is left (its limit is 8 calls a second: its 429 says when to come back). */
    callsLeft: () => ({ minute: null, day: null }),
    /**
     * The file's lock: Company/Preferences → System.LockPeriodPriorTo, "Lock period disabling entries prior to a given
     * date" (developer.myob.com/api/myob-business-api/v2/company/preferences/): entries before that day are locked, so
     * the last locked day is the one before it. Read once per session; no lock set (or the preference off) is null.
     */
    lockedThrough() {
      lock ??= myobCall<{ System?: { LockPeriodPriorTo?: string | null } }>(session, 'GET', `${file}/Company/Preferences`).then(
        ({ body }) => dayBefore(body?.System?.LockPeriodPriorTo),
      );
      return lock;
    },
    async contactsWhere(field, value) {
      const v = value.trim().toLowerCase();
      const pick = (c: BooksContact) => (field === 'TaxNumber' ? c.taxNumber : field === 'EmailAddress' ? c.email : c.name);
      return (await customers()).filter((c) => (pick(c) ?? '').trim().toLowerCase() === v);
    },
    async searchContacts(term) {
      const v = term.trim().toLowerCase();
      return (await customers()).filter((c) => c.name.toLowerCase().includes(v) || (c.email ?? '').toLowerCase().includes(v));
    },
    async createContact(c) {
      const gst = await taxUid('GST');
      const { location } = await myobCall(session, 'POST', `${file}/Contact/Customer`, {
        CompanyName: c.name,
        IsIndividual: false,
        IsActive: true,
        Addresses: c.email || c.phone || c.address ? [addressOf(c)] : [],
        SellingDetails: { TaxCode: { UID: gst.UID }, FreightTaxCode: { UID: gst.UID }, ABN: c.taxNumber ?? undefined },
      });
      cards = null;
      return { ...c, id: uidOf(location), archived: false, updatedAt: null };
    },
    /**
     * The card read, then put back whole with Spanner's details and the RowVersion read (MYOB's PUT replaces the card
     * and refuses a stale RowVersion; a name another card holds is refused in MYOB's words).
     */
    async updateContact(remoteId, c) {
      const uri = `${file}/Contact/Customer/${remoteId}`;
      const card = (await myobCall<MyobCustomer>(session, 'GET', uri)).body;
      const first = card.Addresses?.find((a) => a.Location === 1) ?? card.Addresses?.[0];
      const others = (card.Addresses ?? []).filter((a) => a !== first);
      await myobCall(session, 'PUT', uri, {
        ...card,
        ...namesOf(card, c.name),
        Addresses: [{ ...first, ...addressOf(c) }, ...others],
        SellingDetails: { ...card.SellingDetails, ABN: c.taxNumber },
        RowVersion: card.RowVersion,
      });
      cards = null;
      return contactOf((await myobCall<MyobCustomer>(session, 'GET', uri)).body);
    },
    async contactsChangedSince(since) {
      return (await myobList<MyobCustomer>(session, `/Contact/Customer${changedSince(since)}`)).map(contactOf);
    },
    async findInvoiceByNumber(number) {
      const { body } = await myobCall<{ Items?: MyobInvoice[] }>(
        session,
        'GET',
        `${file}/Sale/Invoice/Service?$filter=${encodeURIComponent(`Number eq ${quoted(number)}`)}`,
      );
      const found = (body?.Items ?? []).find((i) => i.Number === number);
      return found ? invoiceOf(found) : null;
    },
    async saveInvoice(input, remoteId) {
      const lines = [];
      for (const l of input.lines) {
        lines.push({
          Type: 'Transaction',
          Description: lineDescription(l),
          Total: round2(l.quantity * l.unitAmount * (1 - l.discountRate / 100)),
          Account: { UID: await accountUid(l.accountCode) },
          TaxCode: { UID: (await taxUid(l.taxType)).UID },
        });
      }
      const body = {
        Number: input.number,
        Date: `${input.date}T00:00:00`,
        Customer: { UID: input.contactId },
        CustomerPurchaseOrderNumber: input.reference ?? undefined,
        IsTaxInclusive: input.amountTypes === 'Inclusive',
        PromisedDate: input.dueDate ? `${input.dueDate}T00:00:00` : undefined,
        Lines: lines,
      };
      let uid = remoteId;
      if (remoteId) {
        const current = await getInvoice(remoteId);
        await myobCall(session, 'PUT', `${file}/Sale/Invoice/Service/${remoteId}`, {
          ...body,
          UID: remoteId,
          RowVersion: current.RowVersion,
        });
      } else {
        uid = uidOf((await myobCall(session, 'POST', `${file}/Sale/Invoice/Service`, body)).location);
      }
      return invoiceOf(await getInvoice(uid as string));
    },
    async readInvoice(remoteId) {
      const i = await getInvoice(remoteId);
      const { accounts, taxCodes } = await lookups();
      const accountCode = (uid: string) => [...accounts.values()].find((a) => a.UID === uid)?.DisplayID ?? '';
      const taxType = (uid: string) => [...taxCodes.values()].find((t) => t.UID === uid)?.Code ?? '';
      const content: BooksInvoiceInput = {
        number: i.Number,
        contactId: i.Customer.UID,
        reference: i.CustomerPurchaseOrderNumber || null,
        date: day(i.Date),
        dueDate: i.PromisedDate ? day(i.PromisedDate) : null,
        amountTypes: i.IsTaxInclusive ? 'Inclusive' : 'Exclusive',
        lines: i.Lines.map((l) => ({
          ...lineOf(l.Description, l.Total),
          accountCode: accountCode(l.Account.UID),
          taxType: taxType(l.TaxCode.UID),
        })),
      };
      return { ...invoiceOf(i), content };
    },
    async invoicesChangedSince(since) {
      return (await myobList<MyobInvoice>(session, `/Sale/Invoice/Service${changedSince(since)}`)).map(invoiceOf);
    },
    /** MYOB has no void: an invoice without payments is deleted (MYOB refuses one with payments, in its words). */
    async voidInvoice(remoteId) {
      const before = invoiceOf(await getInvoice(remoteId));
      await myobCall(session, 'DELETE', `${file}/Sale/Invoice/Service/${remoteId}`);
      return { ...before, status: 'VOIDED' };
    },
    async createPayment(p) {
      const invoice = await getInvoice(p.invoiceId);
      // No idempotency key at MYOB: a payment made by a try whose answer was lost is found by its memo, invoice and amount.
      const made = (await myobList<MyobPayment>(session, '/Sale/CustomerPayment')).find(
        (x) => x.Memo === p.reference && x.Invoices.some((i) => i.UID === p.invoiceId) && round2(x.AmountReceived) === round2(p.amount),
      );
      if (made) return { id: made.UID };
      const { location } = await myobCall(session, 'POST', `${file}/Sale/CustomerPayment`, {
        DepositTo: 'Account',
        Account: { UID: await accountUid(p.accountCode) },
        Customer: { UID: invoice.Customer.UID },
        Date: `${p.date}T00:00:00`,
        AmountReceived: p.amount,
        Memo: p.reference,
        Invoices: [{ UID: p.invoiceId, AmountApplied: p.amount, Type: 'Invoice' }],
      });
      return { id: uidOf(location) };
    },
    /**
     * A card fee as spend money (developer.myob.com/api/accountright/v2/banking/spend_money/): paid from the bank
     * account payments go into (PayFrom Account), one line to the card-fees account at that account's own tax code (GST
     * when it has none: Stripe AU charges GST on its fee), tax inclusive so the total is the fee. No card: MYOB takes
     * spend money without a contact, and the payee's name is the payee text. No idempotency key at MYOB: a fee made
     * by a try whose answer was lost is found first by its memo, bank account and amount.
     */
    async createBankFee(f) {
      const bank = await accountUid(f.bankAccountCode);
      const made = (
        await myobList<MyobSpendMoney>(session, `/Banking/SpendMoneyTxn?$filter=${encodeURIComponent(`Memo eq ${quoted(f.reference)}`)}`)
      ).find((x) => x.Memo === f.reference && x.Account?.UID === bank && round2(x.AmountPaid) === round2(f.amount));
      if (made) return { id: made.UID };
      const account = (await lookups()).accounts.get(f.accountCode);
      if (!account)
        throw new MyobCallError(
          400,
          `MYOB says: the company file has no account ${f.accountCode} (check Settings → Accounting → Mappings)`,
        );
      const taxCode = account.TaxCode?.UID ?? (await taxUid('GST')).UID;
      const { location } = await myobCall(session, 'POST', `${file}/Banking/SpendMoneyTxn`, {
        PayFrom: 'Account',
        Account: { UID: bank },
        Date: `${f.date}T00:00:00`,
        IsTaxInclusive: true,
        PayeeAddress: f.payee,
        Memo: f.reference,
        Lines: [{ Account: { UID: account.UID }, TaxCode: { UID: taxCode }, Amount: f.amount, Memo: f.description }],
      });
      return { id: uidOf(location) };
    },
    async paymentsChangedSince(since) {
      const payments = await myobList<MyobPayment>(session, `/Sale/CustomerPayment${changedSince(since)}`);
      return payments.flatMap((x): BooksPayment[] =>
        x.Invoices.map((i) => ({
          id: x.Invoices.length > 1 ? `${x.UID}/${i.UID}` : x.UID,
          invoiceId: i.UID,
          amount: Number(i.AmountApplied),
          date: day(x.Date),
          updatedAt: x.LastModified ? new Date(x.LastModified) : null,
          // MYOB's list holds the payments that exist: one deleted there is simply gone from it, never seen here.
          deleted: false,
        })),
      );
    },
  };
}
