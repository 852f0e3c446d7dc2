import type { AccountingApi } from 'xero-node';

// What Settings → Accounting's mappings are chosen from, read from the connected Xero organisation's own file through
// xero-node: its active accounts, tax rates and tracking categories, reduced to the fields the choice needs.

export interface BooksAccount {
  code: string;
  name: string;
  /** Xero's account type: REVENUE, SALES, OTHERINCOME, EXPENSE, OVERHEADS, BANK, CURRENT, … */
  type: string;
  /** Xero's class: ASSET, EQUITY, EXPENSE, LIABILITY, REVENUE */
  accountClass: string;
  /** A payment may be recorded against it (bank accounts always) */
  takesPayments: boolean;
}

export interface BooksTaxRate {
  taxType: string;
  name: string;
  /** What it reports as on the BAS: OUTPUT (GST on sales), EXEMPTOUTPUT (GST-free sales), INPUT, BASEXCLUDED, … */
  reportTaxType: string;
  /** Percent, e.g. 10 */
  rate: number;
  appliesToRevenue: boolean;
}

export interface BooksTrackingCategory {
  id: string;
  name: string;
  options: string[];
}

export interface BooksSettings {
  accounts: BooksAccount[];
  taxRates: BooksTaxRate[];
  trackingCategories: BooksTrackingCategory[];
}

const active = (status: unknown) => status === undefined || String(status) === 'ACTIVE';

/** The organisation's active accounts (with a code), tax rates and tracking categories. */
export async function readBooksSettings(session: { accountingApi: AccountingApi; tenantId: string }): Promise<BooksSettings> {
  const { accountingApi: api, tenantId } = session;
  const [accounts, taxRates, tracking] = await Promise.all([
    api.getAccounts(tenantId),
    api.getTaxRates(tenantId),
    api.getTrackingCategories(tenantId),
  ]);
  return {
    accounts: (accounts.body.accounts ?? [])
      .filter((a) => active(a.status) && a.code)
      .map((a) => ({
        code: String(a.code),
        name: a.name ?? String(a.code),
        type: String(a.type ?? ''),
        accountClass: String(a._class ?? ''),
        takesPayments: String(a.type) === 'BANK' || a.enablePaymentsToAccount === true,
      })),
    taxRates: (taxRates.body.taxRates ?? [])
      .filter((r) => active(r.status) && r.taxType)
      .map((r) => ({
        taxType: String(r.taxType),
        name: r.name ?? String(r.taxType),
        reportTaxType: String(r.reportTaxType ?? ''),
        rate: Number(r.effectiveRate ?? r.displayTaxRate ?? 0),
        appliesToRevenue: r.canApplyToRevenue !== false,
      })),
    trackingCategories: (tracking.body.trackingCategories ?? [])
      .filter((c) => active(c.status) && c.trackingCategoryID)
      .map((c) => ({
        id: String(c.trackingCategoryID),
        name: c.name ?? '',
        options: (c.options ?? []).filter((o) => active(o.status)).map((o) => o.name ?? ''),
      })),
  };
}
