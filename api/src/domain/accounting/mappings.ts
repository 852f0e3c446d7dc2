import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { readMyobSettings } from '../../integrations/accounting/myob/myob-api.ts';
import { type BooksAccount, type BooksSettings, readBooksSettings } from '../../integrations/accounting/xero/xero-settings.ts';
import { requireAbility } from '../policy.ts';
import { myobSession } from './myob-session.ts';
import { xeroSession } from './xero-session.ts';

// Settings → Accounting → Mappings: where Spanner's sales, GST, card fees and online payments land in the books,
// chosen once from the connected file's own accounts and tax rates (never hard-coded), with defaults read from the
// file that work for an Australian business as it comes (docs/accounting.md).

export const TRACKING_SOURCES = ['none', 'job_type', 'technician'] as const;
export type TrackingSource = (typeof TRACKING_SOURCES)[number];
export const CONTACTS_SOURCES = ['spanner', 'books'] as const;
export type ContactsSource = (typeof CONTACTS_SOURCES)[number];

/** As kept on the connection (mappings JSON); the sync reads these names. */
export interface AccountingMappings {
  salesAccountCode: string | null;
  gstTaxType: string | null;
  gstFreeTaxType: string | null;
  cardFeesAccountCode: string | null;
  clearingAccountCode: string | null;
  trackingSource: TrackingSource;
  trackingCategoryId: string | null;
}

export interface MappingsView {
  /** The admin saved these (false: the defaults read from the file, not saved yet) */
  saved: boolean;
  mappings: AccountingMappings;
  contactsSource: ContactsSource;
  /** What the file offers */
  options: BooksSettings;
}

/** Card fees are posted as spend money out of the payments account, which Xero allows from a bank account only. */
export const CARD_FEES_NEED_A_BANK =
  'Card fees are posted as spend money out of the account payments go to, which Xero takes only from a bank account: choose a bank account for payments, or no card-fees account';

const isBank = (account: BooksAccount | undefined) => account?.type === 'BANK';

/**
 * The defaults a file gives: sales 200 (else its first revenue account), GST on Income, GST Free Income, a clearing
 * account, and bank fees for card fees only when payments go to a bank account (else no fee is posted: Xero would
 * refuse spend money out of a clearing account).
 */
export function defaultMappings(file: BooksSettings): AccountingMappings {
  const revenue = file.accounts.filter((a) => a.accountClass === 'REVENUE');
  const expenses = file.accounts.filter((a) => a.accountClass === 'EXPENSE');
  const payable = file.accounts.filter((a) => a.takesPayments);
  const sales = file.taxRates.filter((r) => r.appliesToRevenue);
  const clearing = payable.find((a) => /clearing/i.test(a.name)) ?? payable[0];
  return {
    salesAccountCode: (revenue.find((a) => a.code === '200') ?? revenue[0])?.code ?? null,
    gstTaxType: sales.find((r) => r.reportTaxType === 'OUTPUT' && r.rate > 0)?.taxType ?? null,
    gstFreeTaxType: sales.find((r) => r.reportTaxType === 'EXEMPTOUTPUT')?.taxType ?? null,
    cardFeesAccountCode: isBank(clearing)
      ? ((expenses.find((a) => /bank fee|merchant fee|card fee/i.test(a.name)) ?? expenses.find((a) => a.code === '404'))?.code ?? null)
      : null,
    clearingAccountCode: clearing?.code ?? null,
    trackingSource: 'none',
    trackingCategoryId: null,
  };
}

/** As the office reads the provider's name. */
export const providerName = (provider: string) => (provider === 'myob' ? 'MYOB' : 'Xero');

const isSaved = (m: unknown): m is AccountingMappings => !!m && typeof m === 'object' && 'salesAccountCode' in m;

async function connectedFile(ctx: Context) {
  const row = await ctx.db.accountingConnection.findFirst({
    where: { status: { not: 'disconnected' } },
    select: { id: true, provider: true, status: true, lastError: true, mappings: true, contactsSource: true },
  });
  if (row?.status !== 'connected') throw new AppError('CONFLICT', row?.lastError ?? 'Connect Xero or MYOB first (Settings → Accounting).');
  const name = providerName(row.provider);
  let file: BooksSettings;
  try {
    file =
      row.provider === 'myob'
        ? await readMyobSettings(await myobSession(ctx.db, ctx.config, row))
        : await readBooksSettings(await xeroSession(ctx.db, ctx.config, row));
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('SERVICE_UNAVAILABLE', `${name} did not answer with your accounts: try again in a minute.`);
  }
  return { row, file, name };
}

export async function getAccountingMappings(ctx: Context): Promise<MappingsView> {
  requireAbility(ctx, 'manageAccounting');
  const { row, file } = await connectedFile(ctx);
  const saved = isSaved(row.mappings);
  return {
    saved,
    mappings: saved ? (row.mappings as unknown as AccountingMappings) : defaultMappings(file),
    contactsSource: row.contactsSource === 'books' ? 'books' : 'spanner',
    options: file,
  };
}

export interface MappingsInput {
  sales_account_code: string;
  gst_tax_type: string;
  gst_free_tax_type: string;
  card_fees_account_code: string | null;
  clearing_account_code: string;
  tracking_source: TrackingSource;
  tracking_category_id: string | null;
  contacts_source: ContactsSource;
}

/** Field → what is wrong, for every choice the file does not hold. */
function fileErrors(file: BooksSettings, input: MappingsInput, name: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const account = (code: string | null) => file.accounts.find((a) => a.code === code);
  const rate = (type: string) => file.taxRates.find((r) => r.taxType === type);
  const paymentsTo = account(input.clearing_account_code);
  if (account(input.sales_account_code)?.accountClass !== 'REVENUE')
    errors.sales_account_code = `Not a revenue account of your ${name} file`;
  if (!rate(input.gst_tax_type)?.appliesToRevenue) errors.gst_tax_type = `Not a sales tax rate of your ${name} file`;
  if (!rate(input.gst_free_tax_type)?.appliesToRevenue) errors.gst_free_tax_type = `Not a sales tax rate of your ${name} file`;
  if (input.card_fees_account_code !== null && !account(input.card_fees_account_code))
    errors.card_fees_account_code = `Not an account of your ${name} file`;
  else if (input.card_fees_account_code !== null && name === 'Xero' && paymentsTo?.takesPayments && !isBank(paymentsTo))
    errors.card_fees_account_code = CARD_FEES_NEED_A_BANK;
  if (!account(input.clearing_account_code)?.takesPayments)
    errors.clearing_account_code = `Not an account of your ${name} file that takes payments (a bank account, or one with payments enabled)`;
  if (input.tracking_source !== 'none' && !file.trackingCategories.some((c) => c.id === input.tracking_category_id))
    errors.tracking_category_id = `Choose one of your ${name} tracking categories`;
  return errors;
}

export async function updateAccountingMappings(ctx: Context, input: MappingsInput): Promise<MappingsView> {
  requireAbility(ctx, 'manageAccounting');
  const { row, file, name } = await connectedFile(ctx);
  const errors = fileErrors(file, input, name);
  if (Object.keys(errors).length) throw new AppError('VALIDATION', `Some choices are not in your ${name} file`, { fieldErrors: errors });
  const mappings: AccountingMappings = {
    salesAccountCode: input.sales_account_code,
    gstTaxType: input.gst_tax_type,
    gstFreeTaxType: input.gst_free_tax_type,
    cardFeesAccountCode: input.card_fees_account_code,
    clearingAccountCode: input.clearing_account_code,
    trackingSource: input.tracking_source,
    trackingCategoryId: input.tracking_source === 'none' ? null : input.tracking_category_id,
  };
  await ctx.db.accountingConnection.update({
    where: { id: row.id },
    data: { mappings: { ...mappings }, contactsSource: input.contacts_source },
  });
  return { saved: true, mappings, contactsSource: input.contacts_source, options: file };
}

/** Right after connecting: the file's defaults saved, so the sync works before anyone opens the form (best effort). */
export async function saveDefaultMappings(ctx: Context): Promise<void> {
  try {
    const { row, file } = await connectedFile(ctx);
    if (isSaved(row.mappings)) return;
    await ctx.db.accountingConnection.update({ where: { id: row.id }, data: { mappings: { ...defaultMappings(file) } } });
  } catch {
    // The form shows the defaults and saves them later.
  }
}
