import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { startProviderServer } from '../provider-server.ts';

// A local, stateful stand-in for MYOB Business / AccountRight (MYOB_IDENTITY_URL and MYOB_API_URL point here), as
// MYOB's documentation describes it: the consent page at /oauth2/account/authorize answered as a redirect (with
// businessId and businessName for today's keys, without them for legacy ones), the code and refresh grants at
// /oauth2/v1/authorize (20-minute access tokens; refresh tokens rotate — a used one is refused), the company file list
// at /accountright/, and per file its accounts, tax codes, customers (a card name is unique), service invoices and
// customer payments, spend money (a card fee); and its payroll: employee cards, wage payroll categories, and timesheets (one per employee and
// period — a PUT of the same period replaces it, as MYOB does; an employee not paid from timesheets is refused).
// Every API call must carry the bearer token, x-myobapi-key (the client id) and
// x-myobapi-version v2; more than 8 calls in a second on one token answer 429. `_test/` routes let a test act as
// the business in MYOB (record a payment) and read what Spanner pushed.

export const FAKE_MYOB_CLIENT = { id: 'fake-myob-client-id', secret: 'fake-myob-client-secret' };
/** MYOB's access tokens live 20 minutes. */
export const MYOB_ACCESS_SECONDS = 20 * 60;
export const MYOB_CALLS_PER_SECOND = 8;

export interface MyobConsent {
  deny?: boolean;
  /** The files the user's login reaches (default: every file of the fake) */
  fileIds?: string[];
  /** A key made before March 2025: no businessId on the redirect, the app reads the file list */
  legacy?: boolean;
}

type Ref = { UID: string };
/** A card's address as MYOB keeps it (Location 1 to 5): street, city, state, postcode, phone and email. */
export interface FakeAddress {
  Location: number;
  Street?: string | null;
  City?: string | null;
  State?: string | null;
  PostCode?: string | null;
  Phone1?: string | null;
  Email?: string | null;
}
export interface FakeCustomer {
  UID: string;
  CompanyName: string;
  IsIndividual: boolean;
  DisplayID: string | null;
  Addresses: FakeAddress[];
  SellingDetails: { TaxCode: Ref; FreightTaxCode: Ref; ABN?: string | null };
  IsActive: boolean;
  LastModified: string;
  RowVersion: string;
}
export interface FakeInvoice {
  UID: string;
  Number: string;
  Date: string;
  Customer: Ref;
  CustomerPurchaseOrderNumber: string | null;
  IsTaxInclusive: boolean;
  PromisedDate: string | null;
  Lines: { Type: string; Description: string; Total: number; Account: Ref; TaxCode: Ref }[];
  Subtotal: number;
  TotalTax: number;
  TotalAmount: number;
  BalanceDueAmount: number;
  Status: 'Open' | 'Closed';
  LastModified: string;
  RowVersion: string;
}
export interface FakePayment {
  UID: string;
  Customer: Ref;
  Account: Ref;
  Date: string;
  AmountReceived: number;
  Memo?: string | null;
  Invoices: { UID: string; AmountApplied: number; Type: 'Invoice' }[];
  LastModified: string;
}
/** Spend money (Banking/SpendMoneyTxn): what a card fee posted from Spanner becomes. */
export interface FakeSpendMoney {
  UID: string;
  PayFrom: 'Account';
  Account: Ref;
  Date: string;
  IsTaxInclusive: boolean;
  PayeeAddress?: string | null;
  Memo?: string | null;
  Lines: { Account: Ref; TaxCode: Ref; Amount: number; Memo?: string | null }[];
  TotalTax: number;
  AmountPaid: number;
  LastModified: string;
}
/** An employee card, and whether the business pays them from timesheets (set on their payroll details in MYOB). */
export interface FakeEmployee {
  UID: string;
  DisplayID: string;
  FirstName: string;
  LastName: string;
  IsIndividual: true;
  IsActive: boolean;
  usesTimesheets: boolean;
}
export interface FakeTimesheet {
  Employee: Ref;
  StartDate: string;
  EndDate: string;
  Lines: { PayrollCategory: Ref; Entries: { Date: string; Hours: number }[] }[];
}
export interface FakeFile {
  Id: string;
  Name: string;
  employees: FakeEmployee[];
  wageCategories: { UID: string; Name: string; Type: 'Wage'; WageType: 'Hourly' | 'Salary' }[];
  /** One per employee and period: a second PUT of the same period replaces it, as MYOB does */
  timesheets: FakeTimesheet[];
  accounts: {
    UID: string;
    DisplayID: string;
    Name: string;
    Classification: string;
    Type: string;
    IsActive: boolean;
    IsHeader: boolean;
    /** The account's own tax code (MYOB's default for a line to it) */
    TaxCode: Ref | null;
  }[];
  taxCodes: { UID: string; Code: string; Description: string; Type: string; Rate: number }[];
  customers: FakeCustomer[];
  invoices: FakeInvoice[];
  payments: FakePayment[];
  spendMoney: FakeSpendMoney[];
  /** Company/Preferences → System.LockPeriodPriorTo (YYYY-MM-DD; a test sets it): entries dated before it are refused */
  lockPeriodPriorTo: string | null;
}

type Req = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

const cents = (n: number) => Math.round(n * 100) / 100;

/** An Australian file as MYOB sets one up: income, bank and GST accounts, the GST and FRE tax codes. */
function demoFile(name: string, id: string): FakeFile {
  const taxCodes = [
    { UID: randomUUID(), Code: 'GST', Description: 'Goods & Services Tax', Type: 'GoodsServicesTax', Rate: 10 },
    { UID: randomUUID(), Code: 'FRE', Description: 'GST Free', Type: 'GoodsServicesTax', Rate: 0 },
    { UID: randomUUID(), Code: 'N-T', Description: 'Not Reportable', Type: 'GoodsServicesTax', Rate: 0 },
    { UID: randomUUID(), Code: 'CAP', Description: 'Capital Acquisitions', Type: 'GoodsServicesTax', Rate: 10 },
  ];
  const taxCode = (code: string) => ({ UID: taxCodes.find((t) => t.Code === code)?.UID as string });
  const account = (DisplayID: string, Name: string, Classification: string, Type: string, IsHeader = false) => ({
    UID: randomUUID(),
    DisplayID,
    Name,
    Classification,
    Type,
    IsActive: true,
    IsHeader,
    // As MYOB sets a file up: income and expenses at GST, the rest not reportable.
    TaxCode: IsHeader ? null : taxCode(Classification === 'Income' || Classification === 'Expense' ? 'GST' : 'N-T'),
  });
  return {
    Id: id,
    Name: name,
    accounts: [
      account('1-0000', 'Assets', 'Asset', 'OtherAsset', true),
      account('1-1110', 'Business Bank Account', 'Asset', 'Bank'),
      account('1-1180', 'Undeposited Funds', 'Asset', 'Bank'),
      account('1-1200', 'Trade Debtors', 'Asset', 'AccountReceivable'),
      account('2-1310', 'GST Collected', 'Liability', 'OtherLiability'),
      account('4-0000', 'Income', 'Income', 'Income', true),
      account('4-1000', 'Sales', 'Income', 'Income'),
      account('4-2000', 'Service Income', 'Income', 'Income'),
      account('6-1100', 'Bank Fees', 'Expense', 'Expense'),
    ],
    taxCodes,
    customers: [],
    invoices: [],
    payments: [],
    spendMoney: [],
    lockPeriodPriorTo: null,
    employees: [],
    wageCategories: ['Base Hourly', 'Base Salary', 'Overtime (1.5x)', 'Overtime (2x)', 'Holiday Leave Pay', 'Sick Pay'].map((Name) => ({
      UID: randomUUID(),
      Name,
      Type: 'Wage' as const,
      WageType: Name === 'Base Salary' ? ('Salary' as const) : ('Hourly' as const),
    })),
    timesheets: [],
  };
}

/** The one OData filter shape Spanner sends: `Field eq 'value'` (and `LastModified gt datetime'…'`). */
function filtered<T>(items: T[], filter: string | null): T[] {
  if (!filter) return items;
  const eq = /^(\w+) eq '((?:[^']|'')*)'$/.exec(filter);
  if (eq) return items.filter((i) => String((i as Record<string, unknown>)[eq[1]]) === eq[2].replace(/''/g, "'"));
  const gt = /^LastModified gt datetime'([^']+)'$/.exec(filter);
  if (gt) return items.filter((i) => String((i as { LastModified: string }).LastModified) > gt[1]);
  throw new Error(`the fake does not read the filter ${filter}`);
}

export class FakeMyob {
  readonly url: string;
  readonly #server: http.Server;
  readonly files = new Map<string, FakeFile>();
  readonly requests: Req[] = [];
  /** code → what it grants */
  readonly #codes = new Map<string, { fileIds: string[]; redirectUri: string }>();
  readonly #access = new Map<string, { fileIds: string[]; expiresAt: number }>();
  /** refresh token → the files it reaches; a used one is deleted (rotation) */
  readonly #refresh = new Map<string, string[]>();
  readonly #callsOf = new Map<string, number[]>();
  nextConsent: MyobConsent = {};
  /** Token calls by grant type, for tests to count refreshes. */
  readonly grants: string[] = [];
  /** The next n API calls answer 429 (a test of the limit without timing). */
  throttleNext = 0;
  /** Before answering the next POST of a sale (invoice or payment) or spend money, saves it and then drops the connection. */
  crashAfterSaving = false;
  now = () => Date.now();

  private constructor(server: http.Server, url: string) {
    this.#server = server;
    this.url = url;
  }

  static async start(): Promise<FakeMyob> {
    let fake: FakeMyob | undefined;
    const { server, url } = await startProviderServer((req, res) => void fake?.handle(req, res));
    fake = new FakeMyob(server, url);
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#server.closeAllConnections();
      this.#server.close(() => resolve());
    });
  }

  addFile(name: string, id: string = randomUUID()): FakeFile {
    const file = demoFile(name, id);
    this.files.set(id, file);
    return file;
  }

  /** The business edits a customer card in MYOB's own screens: its LastModified and RowVersion move. */
  editCustomer(
    file: FakeFile,
    uid: string,
    change: Partial<Pick<FakeCustomer, 'CompanyName' | 'Addresses' | 'SellingDetails'>>,
  ): FakeCustomer {
    const card = file.customers.find((c) => c.UID === uid);
    if (!card) throw new Error(`no card ${uid}`);
    Object.assign(card, change, { LastModified: this.stamp(), RowVersion: String(Number(card.RowVersion) + 1) });
    return card;
  }

  /** An employee card in the file, paid from timesheets unless told otherwise; its card ID EMP0000n by default. */
  addEmployee(file: FakeFile, e: { FirstName: string; LastName: string; DisplayID?: string; usesTimesheets?: boolean }): FakeEmployee {
    const employee: FakeEmployee = {
      UID: randomUUID(),
      DisplayID: e.DisplayID ?? `EMP${String(file.employees.length + 1).padStart(5, '0')}`,
      FirstName: e.FirstName,
      LastName: e.LastName,
      IsIndividual: true,
      IsActive: true,
      usesTimesheets: e.usesTimesheets ?? true,
    };
    file.employees.push(employee);
    return employee;
  }

  /** An access token (and its refresh token) reaching these files, as the token endpoint issues them. */
  issueTokens(fileIds: string[], seconds = MYOB_ACCESS_SECONDS) {
    const access_token = `fake-myob-at-${randomUUID()}`;
    const refresh_token = `fake-myob-rt-${randomUUID()}`;
    this.#access.set(access_token, { fileIds, expiresAt: this.now() + seconds * 1000 });
    this.#refresh.set(refresh_token, fileIds);
    return { access_token, refresh_token, expires_in: String(seconds), token_type: 'bearer', scope: 'sme-company-file' };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.url);
    const request: Req = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.requests.push(request);
    let answer: Answer;
    try {
      answer = await this.answer(request, res);
    } catch (e) {
      answer = { status: 400, body: { Errors: [{ Name: 'BadRequest', Message: String((e as Error).message) }] } };
    }
    if (res.destroyed) return;
    const headers = { ...answer.headers };
    let body = '';
    if (answer.body !== undefined) {
      body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      if (typeof answer.body !== 'string') headers['content-type'] = 'application/json; charset=utf-8';
    }
    res.writeHead(answer.status, headers);
    res.end(body);
  }

  private async answer(req: Req, res: http.ServerResponse): Promise<Answer> {
    if (req.method === 'GET' && req.path === '/oauth2/account/authorize') return this.consent(req.query);
    if (req.method === 'POST' && req.path === '/oauth2/v1/authorize') return this.token(new URLSearchParams(req.body));
    if (req.path.startsWith('/_test/')) return this.testRoute(req);
    if (!req.path.startsWith('/accountright')) return { status: 404, body: { Message: 'Not found' } };
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
    const access = this.#access.get(token);
    if (!access || access.expiresAt <= this.now())
      return {
        status: 401,
        body: { Errors: [{ Name: 'OAuthTokenIsInvalid', Message: 'The supplied OAuth token (Bearer) is not valid' }] },
      };
    if (req.headers['x-myobapi-key'] !== FAKE_MYOB_CLIENT.id)
      return { status: 403, body: { Errors: [{ Name: 'Forbidden', Message: 'Developer key is not valid' }] } };
    if (req.headers['x-myobapi-version'] !== 'v2')
      return { status: 400, body: { Errors: [{ Name: 'BadVersion', Message: 'x-myobapi-version v2 expected' }] } };
    if (this.limited(token))
      return {
        status: 429,
        headers: { 'retry-after': '1' },
        body: { Errors: [{ Name: 'RateLimitError', Message: 'Access denied due to rate limiting' }] },
      };
    if (req.path === '/accountright/' || req.path === '/accountright') {
      return {
        status: 200,
        body: access.fileIds.map((id) => {
          const f = this.files.get(id) as FakeFile;
          return {
            Id: f.Id,
            Name: f.Name,
            LibraryPath: f.Name,
            ProductVersion: '2025.1',
            Uri: `${this.url}/accountright/${f.Id}`,
            Country: 'AU',
          };
        }),
      };
    }
    const m = /^\/accountright\/([^/]+)(\/.*)$/.exec(req.path);
    const file = m ? this.files.get(m[1]) : undefined;
    if (!m || !file || !access.fileIds.includes(file.Id))
      return { status: 403, body: { Errors: [{ Name: 'AccessDenied', Message: 'No access to this company file' }] } };
    return this.fileRoute(file, req, m[2], res);
  }

  /** More than 8 calls within the last second on this token, or a throttle a test asked for. */
  private limited(token: string): boolean {
    if (this.throttleNext > 0) {
      this.throttleNext--;
      return true;
    }
    const now = this.now();
    const calls = (this.#callsOf.get(token) ?? []).filter((t) => t > now - 1000);
    calls.push(now);
    this.#callsOf.set(token, calls);
    return calls.length > MYOB_CALLS_PER_SECOND;
  }

  private consent(q: URLSearchParams): Answer {
    const consent = this.nextConsent;
    this.nextConsent = {};
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== FAKE_MYOB_CLIENT.id || !redirectUri || q.get('response_type') !== 'code') {
      return { status: 400, body: 'invalid_request' };
    }
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state) back.searchParams.set('state', state);
    if (consent.deny) back.searchParams.set('error', 'access_denied');
    else {
      const fileIds = consent.fileIds ?? [...this.files.keys()];
      const code = `fake-myob-code-${randomUUID()}`;
      this.#codes.set(code, { fileIds, redirectUri });
      back.searchParams.set('code', code);
      // Today's keys: the user picks one file on MYOB's page and it comes back on the redirect.
      if (!consent.legacy && fileIds.length === 1 && q.get('prompt') === 'consent') {
        back.searchParams.set('businessId', fileIds[0]);
        back.searchParams.set('businessName', this.files.get(fileIds[0])?.Name ?? '');
      }
    }
    return { status: 302, headers: { location: back.toString() } };
  }

  private token(form: URLSearchParams): Answer {
    if (form.get('client_id') !== FAKE_MYOB_CLIENT.id || form.get('client_secret') !== FAKE_MYOB_CLIENT.secret) {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    const grant = form.get('grant_type') ?? '';
    this.grants.push(grant);
    if (grant === 'authorization_code') {
      const code = this.#codes.get(form.get('code') ?? '');
      this.#codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { error: 'invalid_grant' } };
      return { status: 200, body: this.issueTokens(code.fileIds) };
    }
    if (grant === 'refresh_token') {
      const old = form.get('refresh_token') ?? '';
      const fileIds = this.#refresh.get(old);
      if (!fileIds) return { status: 400, body: { error: 'invalid_grant' } };
      this.#refresh.delete(old);
      return { status: 200, body: this.issueTokens(fileIds) };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  private stamp() {
    return new Date(this.now()).toISOString();
  }

  /** MYOB refuses an entry dated before the file's lock (the words are the fake's own). */
  private lockRefusal(file: FakeFile, date: string | undefined): Answer | null {
    const lock = file.lockPeriodPriorTo;
    if (!lock || !date || date.slice(0, 10) >= lock) return null;
    return { status: 400, body: { Errors: [{ Name: 'LockPeriodViolation', Message: `The date is before the lock period date ${lock}` }] } };
  }

  private fileRoute(file: FakeFile, req: Req, path: string, res: http.ServerResponse): Answer {
    const list = <T>(items: T[]) => ({
      status: 200,
      body: { Items: filtered(items, req.query.get('$filter')), NextPageLink: null, Count: items.length },
    });
    const created = (kind: string, uid: string): Answer => ({
      status: 201,
      headers: { location: `${this.url}/accountright/${file.Id}/${kind}/${uid}` },
    });
    const body = () => JSON.parse(req.body || '{}');
    if (req.method === 'GET' && path === '/GeneralLedger/Account') return list(file.accounts);
    if (req.method === 'GET' && path === '/GeneralLedger/TaxCode') return list(file.taxCodes);
    if (req.method === 'GET' && path === '/Contact/Customer') return list(file.customers);
    if (req.method === 'POST' && path === '/Contact/Customer') {
      const c = body();
      const name = String(c.CompanyName ?? `${c.FirstName ?? ''} ${c.LastName ?? ''}`).trim();
      if (!name) return { status: 400, body: { Errors: [{ Name: 'NameRequired', Message: 'A card needs a name' }] } };
      if (file.customers.some((x) => x.CompanyName.toLowerCase() === name.toLowerCase())) {
        return { status: 400, body: { Errors: [{ Name: 'DuplicateCardName', Message: `A card named ${name} already exists` }] } };
      }
      const uid = randomUUID();
      file.customers.push({
        UID: uid,
        CompanyName: name,
        IsIndividual: !!c.IsIndividual,
        DisplayID: c.DisplayID ?? null,
        Addresses: c.Addresses ?? [],
        SellingDetails: c.SellingDetails,
        IsActive: true,
        LastModified: this.stamp(),
        RowVersion: '1',
      });
      return created('Contact/Customer', uid);
    }
    const card = /^\/Contact\/Customer\/([^/]+)$/.exec(path);
    if (card) return this.customerCard(file, req.method, card[1], body);
    if (req.method === 'GET' && path === '/Banking/SpendMoneyTxn') return list(file.spendMoney);
    if (req.method === 'POST' && path === '/Banking/SpendMoneyTxn') {
      const made = this.spendMoney(file, body());
      if (typeof made !== 'string') return made;
      if (this.crashAfterSaving) {
        this.crashAfterSaving = false;
        res.destroy();
      }
      return created('Banking/SpendMoneyTxn', made);
    }
    if (req.method === 'GET' && path === '/Sale/Invoice/Service') return list(file.invoices);
    const one = /^\/Sale\/Invoice\/Service\/([^/]+)$/.exec(path);
    const found = one ? file.invoices.find((x) => x.UID === one[1]) : undefined;
    if (one && !found) return { status: 404, body: { Errors: [{ Name: 'NotFound', Message: 'Invoice not found' }] } };
    if (req.method === 'GET' && found) return { status: 200, body: found };
    if (req.method === 'DELETE' && found) {
      if (file.payments.some((p) => p.Invoices.some((i) => i.UID === found.UID))) {
        return { status: 400, body: { Errors: [{ Name: 'HasPayments', Message: 'An invoice with payments cannot be deleted' }] } };
      }
      file.invoices = file.invoices.filter((x) => x !== found);
      return { status: 200 };
    }
    if ((req.method === 'POST' && path === '/Sale/Invoice/Service') || (req.method === 'PUT' && found)) {
      const i = body();
      const locked = this.lockRefusal(file, i.Date) ?? this.lockRefusal(file, found?.Date);
      if (locked) return locked;
      if (found && i.RowVersion !== found.RowVersion)
        return { status: 409, body: { Errors: [{ Name: 'Conflict', Message: 'RowVersion mismatch' }] } };
      if (file.invoices.some((x) => x.Number === i.Number && x !== found)) {
        return {
          status: 400,
          body: { Errors: [{ Name: 'DuplicateInvoiceNumber', Message: `Invoice number ${i.Number} is already used` }] },
        };
      }
      if (!file.customers.some((c) => c.UID === i.Customer?.UID))
        return { status: 400, body: { Errors: [{ Name: 'InvalidCustomer', Message: 'Customer not found' }] } };
      const rate = (uid: string) => file.taxCodes.find((t) => t.UID === uid)?.Rate ?? NaN;
      const lines = (i.Lines ?? []) as FakeInvoice['Lines'];
      for (const l of lines) {
        if (!file.accounts.some((a) => a.UID === l.Account?.UID))
          return { status: 400, body: { Errors: [{ Name: 'InvalidAccount', Message: 'Account not found' }] } };
        if (Number.isNaN(rate(l.TaxCode?.UID)))
          return { status: 400, body: { Errors: [{ Name: 'InvalidTaxCode', Message: 'Tax code not found' }] } };
      }
      const tax = cents(
        lines.reduce(
          (s, l) =>
            s +
            cents(i.IsTaxInclusive ? (l.Total * rate(l.TaxCode.UID)) / (100 + rate(l.TaxCode.UID)) : (l.Total * rate(l.TaxCode.UID)) / 100),
          0,
        ),
      );
      const sum = cents(lines.reduce((s, l) => s + l.Total, 0));
      const subtotal = i.IsTaxInclusive ? cents(sum - tax) : sum;
      const total = cents(subtotal + tax);
      const paid = found ? cents(found.TotalAmount - found.BalanceDueAmount) : 0;
      const uid = found?.UID ?? randomUUID();
      const saved: FakeInvoice = {
        UID: uid,
        Number: i.Number,
        Date: i.Date,
        Customer: { UID: i.Customer.UID },
        CustomerPurchaseOrderNumber: i.CustomerPurchaseOrderNumber ?? null,
        IsTaxInclusive: !!i.IsTaxInclusive,
        PromisedDate: i.PromisedDate ?? null,
        Lines: lines,
        Subtotal: subtotal,
        TotalTax: tax,
        TotalAmount: total,
        BalanceDueAmount: cents(total - paid),
        Status: total - paid <= 0 ? 'Closed' : 'Open',
        LastModified: this.stamp(),
        RowVersion: String(Number(found?.RowVersion ?? 0) + 1),
      };
      if (found) Object.assign(found, saved);
      else file.invoices.push(saved);
      if (this.crashAfterSaving) {
        this.crashAfterSaving = false;
        res.destroy();
      }
      return found ? { status: 200 } : created('Sale/Invoice/Service', uid);
    }
    if (req.method === 'GET' && path === '/Company/Preferences')
      return {
        status: 200,
        body: {
          System: {
            CategoryTracking: 'Off',
            TransactionsCannotBeChangedMustBeReversed: false,
            LockPeriodPriorTo: file.lockPeriodPriorTo ? `${file.lockPeriodPriorTo}T00:00:00` : null,
          },
        },
      };
    if (req.method === 'GET' && path === '/Contact/Employee') return list(file.employees.map(({ usesTimesheets: _, ...e }) => e));
    if (req.method === 'GET' && path === '/Payroll/PayrollCategory/Wage') return list(file.wageCategories);
    if (req.method === 'GET' && path === '/Payroll/Timesheet') return list(file.timesheets);
    const timesheetOf = /^\/Payroll\/Timesheet\/([^/]+)$/.exec(path);
    if (req.method === 'PUT' && timesheetOf) return this.putTimesheet(file, decodeURIComponent(timesheetOf[1]), body());
    if (req.method === 'GET' && path === '/Sale/CustomerPayment') return list(file.payments);
    if (req.method === 'POST' && path === '/Sale/CustomerPayment') {
      const p = body();
      const uid = this.recordPayment(file, p);
      if (typeof uid !== 'string') return uid;
      return created('Sale/CustomerPayment', uid);
    }
    return { status: 404, body: { Errors: [{ Name: 'NotFound', Message: `No ${req.method} ${path}` }] } };
  }

  /** GET or PUT one customer card: a PUT replaces the card, with the RowVersion it read and a name no other card holds. */
  private customerCard(file: FakeFile, method: string, uid: string, body: () => Partial<FakeCustomer>): Answer {
    const found = file.customers.find((c) => c.UID === uid);
    if (!found) return { status: 404, body: { Errors: [{ Name: 'NotFound', Message: 'Customer not found' }] } };
    if (method === 'GET') return { status: 200, body: found };
    if (method !== 'PUT') return { status: 405, body: { Errors: [{ Name: 'MethodNotAllowed', Message: `No ${method}` }] } };
    const c = body();
    if (c.UID !== uid || c.RowVersion !== found.RowVersion)
      return { status: 409, body: { Errors: [{ Name: 'Conflict', Message: 'RowVersion mismatch' }] } };
    const name = String(c.CompanyName ?? '').trim();
    if (!name) return { status: 400, body: { Errors: [{ Name: 'NameRequired', Message: 'A card needs a name' }] } };
    if (file.customers.some((x) => x !== found && x.CompanyName.toLowerCase() === name.toLowerCase()))
      return { status: 400, body: { Errors: [{ Name: 'DuplicateCardName', Message: `A card named ${name} already exists` }] } };
    Object.assign(found, {
      CompanyName: name,
      Addresses: c.Addresses ?? [],
      SellingDetails: c.SellingDetails ?? found.SellingDetails,
      IsActive: c.IsActive ?? found.IsActive,
      LastModified: this.stamp(),
      RowVersion: String(Number(found.RowVersion) + 1),
    });
    return { status: 200 };
  }

  /**
   * Spend money paid from a bank account (PayFrom Account: an account of Type Bank), each line to an account at a tax
   * code of the file; tax inclusive or not, its tax and amount paid computed per line. The saved UID, or the refusal.
   */
  private spendMoney(file: FakeFile, t: Omit<FakeSpendMoney, 'UID' | 'TotalTax' | 'AmountPaid' | 'LastModified'>): string | Answer {
    const refused = (Name: string, Message: string): Answer => ({ status: 400, body: { Errors: [{ Name, Message }] } });
    if (t.PayFrom !== 'Account') return refused('InvalidPayFrom', 'PayFrom must be Account or ElectronicPayments');
    const bank = file.accounts.find((a) => a.UID === t.Account?.UID);
    if (bank?.Type !== 'Bank') return refused('InvalidAccount', 'The pay-from account must be a bank account');
    if (!/^\d{4}-\d{2}-\d{2}T00:00:00$/.test(t.Date ?? '')) return refused('InvalidDate', 'Date is required');
    const lines = t.Lines ?? [];
    if (!lines.length) return refused('NoLines', 'At least one line is required');
    let tax = 0;
    let sum = 0;
    for (const l of lines) {
      if (!file.accounts.some((a) => a.UID === l.Account?.UID && !a.IsHeader)) return refused('InvalidAccount', 'Account not found');
      const rate = file.taxCodes.find((c) => c.UID === l.TaxCode?.UID)?.Rate;
      if (rate === undefined) return refused('InvalidTaxCode', 'Tax code not found');
      if (!(Number(l.Amount) > 0)) return refused('InvalidAmount', 'A line amount must be greater than zero');
      tax += cents(t.IsTaxInclusive ? (l.Amount * rate) / (100 + rate) : (l.Amount * rate) / 100);
      sum += l.Amount;
    }
    const uid = randomUUID();
    file.spendMoney.push({
      ...t,
      UID: uid,
      TotalTax: cents(tax),
      AmountPaid: cents(t.IsTaxInclusive ? sum : sum + tax),
      LastModified: this.stamp(),
    });
    return uid;
  }

  /** A timesheet for an employee paid from timesheets, on the file's wage categories; the same period replaced. */
  private putTimesheet(file: FakeFile, employeeUid: string, t: FakeTimesheet): Answer {
    const refused = (Name: string, Message: string): Answer => ({ status: 400, body: { Errors: [{ Name, Message }] } });
    const employee = file.employees.find((e) => e.UID === employeeUid);
    if (!employee || t.Employee?.UID !== employeeUid) return refused('InvalidEmployee', 'Employee not found');
    if (!employee.usesTimesheets)
      return refused('TimesheetsNotUsed', `${employee.FirstName} ${employee.LastName} is not set up to be paid from timesheets`);
    if (!/^\d{4}-\d{2}-\d{2}T00:00:00$/.test(t.StartDate ?? '') || !/^\d{4}-\d{2}-\d{2}T00:00:00$/.test(t.EndDate ?? ''))
      return refused('InvalidDate', 'StartDate and EndDate are required');
    for (const line of t.Lines ?? []) {
      if (!file.wageCategories.some((c) => c.UID === line.PayrollCategory?.UID))
        return refused('InvalidPayrollCategory', 'Payroll category not found');
      for (const entry of line.Entries ?? [])
        if (entry.Date < t.StartDate || entry.Date > t.EndDate)
          return refused('InvalidEntryDate', 'An entry is outside the timesheet period');
    }
    file.timesheets = file.timesheets.filter((x) => !(x.Employee.UID === employeeUid && x.StartDate === t.StartDate));
    file.timesheets.push({ Employee: { UID: employeeUid }, StartDate: t.StartDate, EndDate: t.EndDate, Lines: t.Lines ?? [] });
    return { status: 200 };
  }

  private recordPayment(file: FakeFile, p: Omit<FakePayment, 'UID' | 'LastModified'>): string | Answer {
    const locked = this.lockRefusal(file, p.Date);
    if (locked) return locked;
    const applied = p.Invoices?.[0];
    const invoice = file.invoices.find((i) => i.UID === applied?.UID);
    if (!invoice) return { status: 400, body: { Errors: [{ Name: 'InvalidInvoice', Message: 'Invoice not found' }] } };
    if (applied.AmountApplied > invoice.BalanceDueAmount + 0.001) {
      return { status: 400, body: { Errors: [{ Name: 'Overpaid', Message: 'The amount applied is more than the balance due' }] } };
    }
    invoice.BalanceDueAmount = cents(invoice.BalanceDueAmount - applied.AmountApplied);
    if (invoice.BalanceDueAmount <= 0) invoice.Status = 'Closed';
    invoice.LastModified = this.stamp();
    const uid = randomUUID();
    file.payments.push({ ...p, UID: uid, LastModified: this.stamp() });
    return uid;
  }

  private testRoute(req: Req): Answer {
    // GET /_test/files/{id}: what the file holds (customers, invoices, payments), as Spanner pushed it.
    const read = /^\/_test\/files\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && read) {
      const f = this.files.get(read[1]);
      return f
        ? {
            status: 200,
            body: {
              customers: f.customers,
              invoices: f.invoices,
              payments: f.payments,
              spendMoney: f.spendMoney,
              taxCodes: f.taxCodes,
              accounts: f.accounts,
            },
          }
        : { status: 404 };
    }
    // POST /_test/files/{id}/pay {number, amount, date}: the business records a customer payment in MYOB.
    const pay = /^\/_test\/files\/([^/]+)\/pay$/.exec(req.path);
    if (req.method === 'POST' && pay) {
      const f = this.files.get(pay[1]);
      const { number, amount, date } = JSON.parse(req.body) as { number: string; amount: number; date: string };
      const invoice = f?.invoices.find((i) => i.Number === number);
      if (!f || !invoice) return { status: 404, body: { error: `MYOB holds no invoice ${number}` } };
      const bank = f.accounts.find((a) => a.Type === 'Bank') as FakeFile['accounts'][number];
      const uid = this.recordPayment(f, {
        Customer: invoice.Customer,
        Account: { UID: bank.UID },
        Date: date,
        AmountReceived: amount,
        Invoices: [{ UID: invoice.UID, AmountApplied: amount, Type: 'Invoice' }],
      });
      return typeof uid === 'string' ? { status: 201, body: { UID: uid } } : uid;
    }
    return { status: 404 };
  }
}
