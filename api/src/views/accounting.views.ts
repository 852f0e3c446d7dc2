import { z } from 'zod';
import type { AccountingConnectionView } from '../domain/accounting/accounting-connection.ts';
import { CONTACTS_SOURCES, type MappingsView, TRACKING_SOURCES } from '../domain/accounting/mappings.ts';

/** Settings → Accounting's connection as REST answers it (never its tokens). */
export const accountingConnectionJson = z.object({
  available: z.boolean(),
  missing: z.array(z.string()),
  myob_available: z.boolean(),
  myob_missing: z.array(z.string()),
  provider: z.enum(['xero', 'myob']).nullable(),
  status: z.enum(['connected', 'needs_reconnect']).nullable(),
  tenant_name: z.string().nullable(),
  last_error: z.string().nullable(),
  connected_by: z.string().nullable(),
  connected_at: z.string().nullable(),
  pending_choice: z
    .object({
      provider: z.enum(['xero', 'myob']),
      authorisation_id: z.string(),
      tenants: z.array(z.object({ id: z.string(), name: z.string() })),
    })
    .nullable(),
});

export const toAccountingConnectionJson = (v: AccountingConnectionView): z.infer<typeof accountingConnectionJson> => ({
  available: v.available,
  missing: v.missing,
  myob_available: v.myobAvailable,
  myob_missing: v.myobMissing,
  provider: v.provider,
  status: v.status,
  tenant_name: v.tenantName,
  last_error: v.lastError,
  connected_by: v.connectedByName,
  connected_at: v.connectedAt?.toISOString() ?? null,
  pending_choice: v.pendingChoice
    ? { provider: v.pendingChoice.provider, authorisation_id: v.pendingChoice.authorisationId, tenants: v.pendingChoice.tenants }
    : null,
});

const mappingFields = {
  sales_account_code: z.string().nullable(),
  gst_tax_type: z.string().nullable(),
  gst_free_tax_type: z.string().nullable(),
  card_fees_account_code: z.string().nullable(),
  clearing_account_code: z.string().nullable(),
  tracking_source: z.enum(TRACKING_SOURCES),
  tracking_category_id: z.string().nullable(),
  contacts_source: z.enum(CONTACTS_SOURCES),
};

/** Settings → Accounting → Mappings: what is chosen (or the file's defaults) and what the file offers. */
export const accountingMappingsJson = z.object({
  saved: z.boolean(),
  ...mappingFields,
  options: z.object({
    accounts: z.array(z.object({ code: z.string(), name: z.string(), type: z.string(), class: z.string(), takes_payments: z.boolean() })),
    tax_rates: z.array(
      z.object({ tax_type: z.string(), name: z.string(), report_tax_type: z.string(), rate: z.number(), applies_to_revenue: z.boolean() }),
    ),
    tracking_categories: z.array(z.object({ id: z.string(), name: z.string(), options: z.array(z.string()) })),
  }),
});

const code = z.string().trim().min(1, 'Choose one').max(60);
/** What the admin saves: each code must be one of the connected file's (checked against Xero). */
export const accountingMappingsInput = z.object({
  sales_account_code: code,
  gst_tax_type: code,
  gst_free_tax_type: code,
  card_fees_account_code: code.nullable().default(null),
  clearing_account_code: code,
  tracking_source: z.enum(TRACKING_SOURCES).default('none'),
  tracking_category_id: z.string().max(60).nullable().default(null),
  contacts_source: z.enum(CONTACTS_SOURCES).default('spanner'),
});

export const toAccountingMappingsJson = (v: MappingsView): z.infer<typeof accountingMappingsJson> => ({
  saved: v.saved,
  sales_account_code: v.mappings.salesAccountCode,
  gst_tax_type: v.mappings.gstTaxType,
  gst_free_tax_type: v.mappings.gstFreeTaxType,
  card_fees_account_code: v.mappings.cardFeesAccountCode,
  clearing_account_code: v.mappings.clearingAccountCode,
  tracking_source: v.mappings.trackingSource,
  tracking_category_id: v.mappings.trackingCategoryId,
  contacts_source: v.contactsSource,
  options: {
    accounts: v.options.accounts.map((a) => ({
      code: a.code,
      name: a.name,
      type: a.type,
      class: a.accountClass,
      takes_payments: a.takesPayments,
    })),
    tax_rates: v.options.taxRates.map((r) => ({
      tax_type: r.taxType,
      name: r.name,
      report_tax_type: r.reportTaxType,
      rate: r.rate,
      applies_to_revenue: r.appliesToRevenue,
    })),
    tracking_categories: v.options.trackingCategories,
  },
});
