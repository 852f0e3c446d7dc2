import { randomUUID } from 'node:crypto';
import type { FakeXero } from './fake-xero.ts';

// The fake's settings of each organisation, in Xero's shapes: Accounts, TaxRates and TrackingCategories of an
// Australian demo file (200 Sales, 260 Other Revenue, 404 Bank Fees, 610 Accounts Receivable, a Stripe clearing
// account; GST on Income, GST Free Income, GST on Expenses, BAS Excluded). A test edits `chartOf(tenantId)` to give a
// file without them.

export interface XAccount {
  AccountID: string;
  Code: string;
  Name: string;
  Type: string;
  Class: string;
  Status: 'ACTIVE' | 'ARCHIVED';
  TaxType: string;
  EnablePaymentsToAccount: boolean;
  SystemAccount?: string;
}

export interface XTaxRate {
  Name: string;
  TaxType: string;
  ReportTaxType: string;
  Status: 'ACTIVE' | 'DELETED' | 'ARCHIVED';
  CanApplyToRevenue: boolean;
  DisplayTaxRate: number;
  EffectiveRate: number;
  TaxComponents: { Name: string; Rate: number; IsCompound: boolean; IsNonRecoverable: boolean }[];
}

export interface XTrackingCategory {
  TrackingCategoryID: string;
  Name: string;
  Status: 'ACTIVE' | 'ARCHIVED';
  Options: { TrackingOptionID: string; Name: string; Status: 'ACTIVE' | 'ARCHIVED' }[];
}

/** An item of the file (Xero's Items: a Code unique in the organisation, at most 30 characters). */
export interface XItem {
  ItemID: string;
  Code: string;
  Name: string;
}

export interface Chart {
  accounts: XAccount[];
  taxRates: XTaxRate[];
  trackingCategories: XTrackingCategory[];
  items: XItem[];
}

const account = (Code: string, Name: string, Type: string, Class: string, TaxType: string, extra: Partial<XAccount> = {}): XAccount => ({
  AccountID: randomUUID(),
  Code,
  Name,
  Type,
  Class,
  Status: 'ACTIVE',
  TaxType,
  EnablePaymentsToAccount: false,
  ...extra,
});

const rate = (Name: string, TaxType: string, percent: number, revenue: boolean): XTaxRate => ({
  Name,
  TaxType,
  ReportTaxType: TaxType,
  Status: 'ACTIVE',
  CanApplyToRevenue: revenue,
  DisplayTaxRate: percent,
  EffectiveRate: percent,
  TaxComponents: [{ Name: 'GST', Rate: percent, IsCompound: false, IsNonRecoverable: false }],
});

const category = (Name: string, options: string[]): XTrackingCategory => ({
  TrackingCategoryID: randomUUID(),
  Name,
  Status: 'ACTIVE',
  Options: options.map((o) => ({ TrackingOptionID: randomUUID(), Name: o, Status: 'ACTIVE' })),
});

/** Xero's Australian demo company, as far as the mappings read it. */
export function australianDemoChart(): Chart {
  return {
    accounts: [
      account('090', 'Business Bank Account', 'BANK', 'ASSET', 'BASEXCLUDED'),
      account('199', 'Old Sales (archived)', 'REVENUE', 'REVENUE', 'OUTPUT', { Status: 'ARCHIVED' }),
      account('200', 'Sales', 'REVENUE', 'REVENUE', 'OUTPUT'),
      account('260', 'Other Revenue', 'REVENUE', 'REVENUE', 'OUTPUT'),
      account('270', 'Interest Income', 'REVENUE', 'REVENUE', 'EXEMPTOUTPUT'),
      account('400', 'Advertising', 'OVERHEADS', 'EXPENSE', 'INPUT'),
      account('404', 'Bank Fees', 'OVERHEADS', 'EXPENSE', 'EXEMPTEXPENSES'),
      account('610', 'Accounts Receivable', 'CURRENT', 'ASSET', 'BASEXCLUDED', { SystemAccount: 'DEBTORS' }),
      account('615', 'Stripe Clearing', 'CURRENT', 'ASSET', 'BASEXCLUDED', { EnablePaymentsToAccount: true }),
      account('820', 'GST', 'CURRLIAB', 'LIABILITY', 'BASEXCLUDED', { SystemAccount: 'GST' }),
    ],
    taxRates: [
      rate('GST on Income', 'OUTPUT', 10, true),
      rate('GST Free Income', 'EXEMPTOUTPUT', 0, true),
      rate('GST on Expenses', 'INPUT', 10, false),
      rate('BAS Excluded', 'BASEXCLUDED', 0, true),
    ],
    trackingCategories: [category('Region', ['North', 'South']), category('Job type', ['Service', 'Install', 'Repair'])],
    items: [
      { ItemID: randomUUID(), Code: 'LAB-HR', Name: 'Labour (per hour)' },
      { ItemID: randomUUID(), Code: 'CALLOUT', Name: 'Call-out fee' },
    ],
  };
}

/** Registers GET /api.xro/2.0/Accounts, /TaxRates and /TrackingCategories; returns each tenant's chart (made on first use). */
export function serveCharts(fake: FakeXero): (tenantId: string) => Chart {
  const charts = new Map<string, Chart>();
  const chartOf = (tenantId: string) => {
    let chart = charts.get(tenantId);
    if (!chart) {
      chart = australianDemoChart();
      charts.set(tenantId, chart);
    }
    return chart;
  };
  const list = (key: 'Accounts' | 'TaxRates' | 'TrackingCategories', pick: (c: Chart) => unknown[]) =>
    fake.route('GET', new RegExp(`^/api\\.xro/2\\.0/${key}$`), (req) => {
      const tenant = fake.tenantOf(req);
      if ('status' in tenant) return tenant;
      return {
        status: 200,
        body: {
          Id: randomUUID(),
          Status: 'OK',
          ProviderName: 'Spanner',
          DateTimeUTC: `/Date(${Date.now()})/`,
          [key]: pick(chartOf(tenant.tenantId)),
        },
      };
    });
  list('Accounts', (c) => c.accounts);
  list('TaxRates', (c) => c.taxRates);
  list('TrackingCategories', (c) => c.trackingCategories);
  return chartOf;
}
