import { type AccountingConnectionView, getAccountingConnection } from '../../domain/accounting/accounting-connection.ts';
import { chooseMyobFile } from '../../domain/accounting/choose-myob-file.ts';
import { chooseXeroTenant } from '../../domain/accounting/choose-xero-tenant.ts';
import { connectMyob } from '../../domain/accounting/connect-myob.ts';
import { connectXero } from '../../domain/accounting/connect-xero.ts';
import { disconnectAccounting } from '../../domain/accounting/disconnect-accounting.ts';
import {
  CONTACTS_SOURCES,
  getAccountingMappings,
  type MappingsView,
  TRACKING_SOURCES,
  updateAccountingMappings,
} from '../../domain/accounting/mappings.ts';
import { AppError } from '../../errors.ts';
import type { BooksAccount, BooksTaxRate, BooksTrackingCategory } from '../../integrations/accounting/xero/xero-settings.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// Settings → Accounting (docs/accounting.md): the connection to the books (never its tokens), connecting Xero and
// choosing its organisation, the mappings, disconnecting.

const XeroTenantChoiceRef = builder.objectRef<{ id: string; name: string }>('XeroTenantChoice').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const PendingChoiceRef = builder.objectRef<NonNullable<AccountingConnectionView['pendingChoice']>>('AccountingPendingChoice').implement({
  description: 'The Xero organisations (or MYOB company files) the admin’s login reached, waiting for their choice (15 minutes)',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: "'xero' (organisations) or 'myob' (company files)" }),
    authorisationId: t.exposeID('authorisationId'),
    tenants: t.field({ type: [XeroTenantChoiceRef], resolve: (c) => c.tenants }),
  }),
});

const AccountingConnectionRef = builder.objectRef<AccountingConnectionView>('AccountingConnection').implement({
  description: "The organisation's connection to its books (Settings → Accounting); never its tokens",
  fields: (t) => ({
    available: t.exposeBoolean('available', { description: 'This server can connect Xero (its operator set what it needs)' }),
    missing: t.exposeStringList('missing', { description: 'What the server’s operator must set before a business can connect' }),
    myobAvailable: t.exposeBoolean('myobAvailable', { description: 'This server can connect MYOB (its operator set what it needs)' }),
    myobMissing: t.exposeStringList('myobMissing', {
      description: 'What the server’s operator must set before a business can connect MYOB',
    }),
    provider: t.exposeString('provider', { nullable: true, description: "'xero' or 'myob', null when not connected" }),
    status: t.exposeString('status', { nullable: true, description: 'connected, needs_reconnect, or null (not connected)' }),
    tenantName: t.exposeString('tenantName', { nullable: true, description: 'The Xero organisation or MYOB company file connected' }),
    lastError: t.exposeString('lastError', { nullable: true }),
    connectedByName: t.exposeString('connectedByName', { nullable: true }),
    connectedAt: t.expose('connectedAt', { type: 'DateTime', nullable: true }),
    pendingChoice: t.field({ type: PendingChoiceRef, nullable: true, resolve: (c) => c.pendingChoice }),
  }),
});

const ConnectXeroPayload = builder.objectRef<{ url: string }>('ConnectXeroPayload').implement({
  description: "Where to send the browser: Xero's consent page",
  fields: (t) => ({ url: t.exposeString('url') }),
});

const ConnectMyobPayload = builder.objectRef<{ url: string }>('ConnectMyobPayload').implement({
  description: "Where to send the browser: MYOB's consent page",
  fields: (t) => ({ url: t.exposeString('url') }),
});

const BooksAccountRef = builder.objectRef<BooksAccount>('BooksAccount').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    accountClass: t.exposeString('accountClass'),
    takesPayments: t.exposeBoolean('takesPayments'),
  }),
});
const BooksTaxRateRef = builder.objectRef<BooksTaxRate>('BooksTaxRate').implement({
  fields: (t) => ({
    taxType: t.exposeString('taxType'),
    name: t.exposeString('name'),
    reportTaxType: t.exposeString('reportTaxType'),
    rate: t.exposeFloat('rate'),
    appliesToRevenue: t.exposeBoolean('appliesToRevenue'),
  }),
});
const BooksTrackingCategoryRef = builder.objectRef<BooksTrackingCategory>('BooksTrackingCategory').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), options: t.exposeStringList('options') }),
});

const AccountingMappingsRef = builder.objectRef<MappingsView>('AccountingMappings').implement({
  description: "Where Spanner's records land in the books, chosen from the connected file (or its defaults until saved)",
  fields: (t) => ({
    saved: t.exposeBoolean('saved'),
    salesAccountCode: t.string({ nullable: true, resolve: (m) => m.mappings.salesAccountCode }),
    gstTaxType: t.string({ nullable: true, resolve: (m) => m.mappings.gstTaxType }),
    gstFreeTaxType: t.string({ nullable: true, resolve: (m) => m.mappings.gstFreeTaxType }),
    cardFeesAccountCode: t.string({ nullable: true, resolve: (m) => m.mappings.cardFeesAccountCode }),
    clearingAccountCode: t.string({ nullable: true, resolve: (m) => m.mappings.clearingAccountCode }),
    trackingSource: t.string({ description: 'none, job_type, technician', resolve: (m) => m.mappings.trackingSource }),
    trackingCategoryId: t.string({ nullable: true, resolve: (m) => m.mappings.trackingCategoryId }),
    contactsSource: t.string({ description: 'spanner or books: who owns a contact’s details', resolve: (m) => m.contactsSource }),
    accounts: t.field({ type: [BooksAccountRef], resolve: (m) => m.options.accounts }),
    taxRates: t.field({ type: [BooksTaxRateRef], resolve: (m) => m.options.taxRates }),
    trackingCategories: t.field({ type: [BooksTrackingCategoryRef], resolve: (m) => m.options.trackingCategories }),
  }),
});

const TrackingSourceEnum = builder.enumType('AccountingTrackingSource', { values: TRACKING_SOURCES });
const ContactsSourceEnum = builder.enumType('AccountingContactsSource', { values: CONTACTS_SOURCES });

const AccountingMappingsInput = builder.inputType('AccountingMappingsInput', {
  fields: (t) => ({
    salesAccountCode: t.string({ required: true }),
    gstTaxType: t.string({ required: true }),
    gstFreeTaxType: t.string({ required: true }),
    cardFeesAccountCode: t.string(),
    clearingAccountCode: t.string({ required: true }),
    trackingSource: t.field({ type: TrackingSourceEnum, required: true }),
    trackingCategoryId: t.string(),
    contactsSource: t.field({ type: ContactsSourceEnum, required: true }),
  }),
});

const camel = (k: string) => k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
/** The domain's field errors (REST's snake_case names) under the input's names. */
async function withInputNames<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError && e.details.fieldErrors) {
      const fieldErrors = Object.fromEntries(Object.entries(e.details.fieldErrors).map(([k, v]) => [camel(k), v]));
      throw new AppError(e.code, e.message, { ...e.details, fieldErrors });
    }
    throw e;
  }
}

builder.queryFields((t) => ({
  accountingConnection: t.field({
    type: AccountingConnectionRef,
    authScopes: { can: 'syncAccounting' },
    description: 'Settings → Accounting: the connection to the books and whether this server can connect',
    resolve: (_root, _args, ctx) => getAccountingConnection(ctx),
  }),
  accountingMappings: t.field({
    type: AccountingMappingsRef,
    errors: appErrors,
    authScopes: { can: 'manageAccounting' },
    description: 'Settings → Accounting → Mappings, with the connected file’s accounts, tax rates and tracking categories',
    resolve: (_root, _args, ctx) => getAccountingMappings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  connectXero: t.field({
    type: ConnectXeroPayload,
    errors: appErrors,
    authScopes: { can: 'manageAccounting' },
    description: "Start connecting Xero (OAuth 2.0 with PKCE): the url of Xero's consent page",
    resolve: (_root, _args, ctx) => connectXero(ctx),
  }),
  chooseXeroTenant: t.field({
    type: AccountingConnectionRef,
    errors: appErrors,
    authScopes: { can: 'manageAccounting' },
    description: 'Connect the Xero organisation chosen among those the admin’s login reached',
    args: { authorisationId: t.arg.id({ required: true }), tenantId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await withInputNames(() => chooseXeroTenant(ctx, { authorisationId: String(args.authorisationId), tenantId: String(args.tenantId) }));
      return getAccountingConnection(ctx);
    },
  }),
  connectMyob: t.field({
    type: ConnectMyobPayload,
    errors: appErrors,
    authScopes: { can: 'manageAccounting' },
    description: "Start connecting MYOB Business / AccountRight (OAuth 2.0): the url of MYOB's consent page",
    resolve: (_root, _args, ctx) => connectMyob(ctx),
  }),
  chooseMyobFile: t.field({
    type: AccountingConnectionRef,
    errors: appErrors,
    authScopes: { can: 'manageAccounting' },
    description: 'Connect the MYOB company file chosen among those the admin’s login reached',
    args: { authorisationId: t.arg.id({ required: true }), companyFileId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await withInputNames(() =>
        chooseMyobFile(ctx, { authorisationId: String(args.authorisationId), companyFileId: String(args.companyFileId) }),
      );
      return getAccountingConnection(ctx);
    },
  }),
  disconnectAccounting: t.field({
    type: AccountingConnectionRef,
    errors: appErrors,
    authScopes: { can: 'manageAccounting' },
    description: "Disconnect the books (tokens wiped, Xero told); Spanner's records and the sync ledger are kept",
    resolve: async (_root, _args, ctx) => {
      await disconnectAccounting(ctx);
      return getAccountingConnection(ctx);
    },
  }),
  updateAccountingMappings: t.field({
    type: AccountingMappingsRef,
    errors: appErrors,
    authScopes: { can: 'manageAccounting' },
    description: 'Save the mappings; each code must be in the connected Xero file (VALIDATION with field errors otherwise)',
    args: { input: t.arg({ type: AccountingMappingsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      withInputNames(() =>
        updateAccountingMappings(ctx, {
          sales_account_code: input.salesAccountCode,
          gst_tax_type: input.gstTaxType,
          gst_free_tax_type: input.gstFreeTaxType,
          card_fees_account_code: input.cardFeesAccountCode ?? null,
          clearing_account_code: input.clearingAccountCode,
          tracking_source: input.trackingSource,
          tracking_category_id: input.trackingCategoryId ?? null,
          contacts_source: input.contactsSource,
        }),
      ),
  }),
}));
