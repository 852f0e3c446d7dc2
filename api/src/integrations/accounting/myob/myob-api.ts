import type { Config } from '../../../config.ts';
import { XeroCallError } from '../xero/xero-books.ts';
import type { BooksAccount, BooksSettings, BooksTaxRate } from '../xero/xero-settings.ts';

// Every call Spanner makes to MYOB's REST API (api.myob.com/accountright), in one place, with fetch: MYOB has no
// maintained Node SDK. Each call carries the access token, the app's key (x-myobapi-key) and the API version
// (x-myobapi-version: v2). A company file is reached at its Uri (MYOB_API_URL/accountright/{id}). MYOB allows 8 calls
// a second per key (and a daily cap): a 429 becomes a MyobCallError with how long to wait. Online files signed in
// with my.MYOB need no company-file token (x-myobapi-cftoken is for desktop files and legacy logins).
// Sources: developer.myob.com/api/myob-business-api/v2/ (headers, endpoints), …/api-overview/authentication/.

export interface MyobFile {
  id: string;
  name: string;
  uri: string;
}

/** An open session on one company file: a valid access token and the file's Uri. */
export interface MyobSession {
  config: Pick<Config, 'MYOB_CLIENT_ID' | 'MYOB_API_URL'>;
  accessToken: string;
  fileId: string;
}

/**
 * MYOB refused a call: its HTTP status, its words, and for a 429 how long to wait. It extends the error the sync's
 * ledger reads (XeroCallError, named for the first provider), so a 429 is retried later and a 4xx saved as refused.
 */
export class MyobCallError extends XeroCallError {
  constructor(status: number, message: string, retryAfterSeconds: number | null = null) {
    super(status, message, retryAfterSeconds);
    this.name = 'MyobCallError';
  }
}

export const myobFileUri = (config: Pick<Config, 'MYOB_API_URL'>, fileId: string) =>
  `${config.MYOB_API_URL}/accountright/${encodeURIComponent(fileId)}`;

const TIMEOUT_MS = 15_000;
/** MYOB's limit: 8 calls a second. This process paces its calls on a token under it (another process's get a 429). */
export const MYOB_CALLS_PER_SECOND = 8;
const recentCalls = new Map<string, number[]>();
/** A second and a margin: MYOB counts calls as they arrive, a little after they leave. */
const WINDOW_MS = 1200;

async function paced(accessToken: string): Promise<void> {
  for (;;) {
    const now = Date.now();
    const calls = (recentCalls.get(accessToken) ?? []).filter((at) => at > now - WINDOW_MS);
    if (calls.length < MYOB_CALLS_PER_SECOND) {
      calls.push(now);
      recentCalls.set(accessToken, calls);
      if (recentCalls.size > 1000) recentCalls.delete(recentCalls.keys().next().value as string);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, calls[0] + WINDOW_MS - now + 5));
  }
}

function messageOf(body: unknown, status: number): string {
  const b = body as { Errors?: { Message?: string; AdditionalDetails?: string }[]; Message?: string } | null;
  const messages = (b?.Errors ?? []).map((e) => [e.Message, e.AdditionalDetails].filter(Boolean).join(': ')).filter(Boolean);
  if (messages.length) return messages.join('; ');
  return b?.Message ?? `MYOB answered ${status}`;
}

/** One call to MYOB's API (path under MYOB_API_URL, or a full Uri MYOB gave). */
export async function myobCall<T>(
  session: Pick<MyobSession, 'config' | 'accessToken'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathOrUri: string,
  body?: unknown,
): Promise<{ status: number; body: T; location: string | null }> {
  const url = pathOrUri.startsWith('http') ? pathOrUri : `${session.config.MYOB_API_URL}${pathOrUri}`;
  await paced(session.accessToken);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        'x-myobapi-key': session.config.MYOB_CLIENT_ID ?? '',
        'x-myobapi-version': 'v2',
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    throw new MyobCallError(0, `MYOB could not be reached: ${(e as Error).message}`);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  if (res.status === 429) {
    const wait = Number(res.headers.get('retry-after'));
    throw new MyobCallError(429, 'MYOB asked us to slow down', Number.isFinite(wait) && wait > 0 ? wait : 1);
  }
  if (!res.ok) throw new MyobCallError(res.status, `MYOB says: ${messageOf(json, res.status)}`);
  return { status: res.status, body: json as T, location: res.headers.get('location') };
}

/** The company files the login reaches (MYOB's list at /accountright/). */
export async function myobCompanyFiles(config: Pick<Config, 'MYOB_CLIENT_ID' | 'MYOB_API_URL'>, accessToken: string): Promise<MyobFile[]> {
  const { body } = await myobCall<{ Id: string; Name: string; Uri: string }[]>({ config, accessToken }, 'GET', '/accountright/');
  return (Array.isArray(body) ? body : []).map((f) => ({ id: f.Id, name: f.Name, uri: f.Uri }));
}

/** Every item of a paged MYOB list (it answers { Items, NextPageLink }). */
export async function myobList<T>(session: MyobSession, path: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = `${myobFileUri(session.config, session.fileId)}${path}`;
  while (next) {
    const page: { body: { Items?: T[]; NextPageLink?: string | null } } = await myobCall(session, 'GET', next);
    items.push(...(page.body?.Items ?? []));
    next = page.body?.NextPageLink ?? null;
  }
  return items;
}

export type MyobAccount = {
  UID: string;
  DisplayID: string;
  Name: string;
  Classification: string;
  Type: string;
  IsActive: boolean;
  IsHeader: boolean;
  /** The account's own tax code (what a spend money line to it defaults to in MYOB) */
  TaxCode?: { UID: string; Code?: string } | null;
};
export type MyobTaxCode = { UID: string; Code: string; Description: string; Type: string; Rate: number };

const CLASS_OF: Record<string, string> = {
  Income: 'REVENUE',
  OtherIncome: 'REVENUE',
  Expense: 'EXPENSE',
  CostOfSales: 'EXPENSE',
  OtherExpense: 'EXPENSE',
  Asset: 'ASSET',
  Liability: 'LIABILITY',
  Equity: 'EQUITY',
};

/** GST (10%) reports as GST on sales, FRE as GST-free sales; the rest are not offered for income. */
function reportOf(code: MyobTaxCode): string {
  if (code.Code === 'GST') return 'OUTPUT';
  if (code.Code === 'FRE') return 'EXEMPTOUTPUT';
  return 'BASEXCLUDED';
}

/** The company file's active detail accounts and its tax codes, in the shape Settings → Accounting → Mappings reads. */
export async function readMyobSettings(session: MyobSession): Promise<BooksSettings> {
  const [accounts, taxCodes] = await Promise.all([
    myobList<MyobAccount>(session, '/GeneralLedger/Account'),
    myobList<MyobTaxCode>(session, '/GeneralLedger/TaxCode'),
  ]);
  return {
    accounts: accounts
      .filter((a) => a.IsActive !== false && !a.IsHeader)
      .map(
        (a): BooksAccount => ({
          code: a.DisplayID,
          name: a.Name,
          type: String(a.Type ?? '').toUpperCase(),
          accountClass: CLASS_OF[a.Classification] ?? String(a.Classification ?? '').toUpperCase(),
          takesPayments: a.Type === 'Bank',
        }),
      ),
    taxRates: taxCodes.map(
      (c): BooksTaxRate => ({
        taxType: c.Code,
        name: c.Description || c.Code,
        reportTaxType: reportOf(c),
        rate: Number(c.Rate ?? 0),
        appliesToRevenue: c.Type === 'GST' || c.Type === 'GoodsServicesTax' || c.Code === 'FRE' || c.Code === 'GST',
      }),
    ),
    trackingCategories: [],
  };
}
