import type { Context } from '../../context.ts';
import { nameKey } from '../../rules/names.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { type CreateCustomerInput, createCustomerSchema } from '../customers/schemas.ts';
import { requireAbility } from '../policy.ts';
import { insertRows } from './insert-rows.ts';
import { type Columns, type ImportResult, importResult, readTable, rowErrors, type UploadedCsv, validateRow } from './table.ts';

/** Headings for each customer field; the first is the one named when a header is wrong. */
export const customerColumns = {
  name: [
    'Company Name',
    'Company',
    'Name',
    'Customer',
    'Customer Name',
    'Business',
    'Business Name',
    'Client',
    'Organisation',
    'Organization',
  ],
  contactName: ['Contact Name', 'Contact', 'Contact Person', 'Person'],
  email: ['Email', 'E-mail', 'Email Address'],
  phone: ['Phone', 'Phone Number', 'Telephone', 'Tel', 'Mobile', 'Mobile Number'],
  street: ['Street', 'Address', 'Street Address', 'Address Line 1', 'Address 1'],
  suburb: ['Suburb', 'City', 'Town', 'Locality'],
  state: ['State', 'Region'],
  postcode: ['Postcode', 'Post Code', 'Postal Code', 'Zip', 'Zip Code'],
  notes: ['Notes', 'Note', 'Comments', 'Comment'],
  abn: ['ABN', 'Australian Business Number', 'Tax Number'],
} satisfies Columns<string>;

const text = 'text' as const;
const CUSTOMER_COLUMNS = {
  name: text,
  contactName: text,
  email: text,
  phone: text,
  street: text,
  suburb: text,
  state: text,
  postcode: text,
  notes: text,
  abn: text,
};

/**
 * Customers from a CSV file (admin and manager). Each row passes the create rules; a row whose company name
 * the organisation already has, or that an earlier row of the file already brought, is reported, not created.
 */
export async function importCustomers(ctx: Context, file: UploadedCsv): Promise<ImportResult> {
  requireAbility(ctx, 'importCsv');
  await requireActiveSubscription(ctx);
  const table = readTable(file, customerColumns, 'name');

  const existing = await ctx.db.customer.findMany({ select: { name: true } });
  const known = new Set(existing.map((c) => nameKey(c.name)));
  const firstRowOf = new Map<string, number>();

  const { errors, add, addAll } = rowErrors(table);
  const valid: CreateCustomerInput[] = [];
  for (const { row, values } of table.rows) {
    const checked = validateRow(createCustomerSchema, values, fieldOf);
    if ('problems' in checked) {
      addAll(row, checked.problems);
      continue;
    }
    const key = nameKey(checked.data.name);
    const earlier = firstRowOf.get(key);
    if (known.has(key)) add(row, 'name', `A customer named "${checked.data.name}" already exists`);
    else if (earlier) add(row, 'name', `"${checked.data.name}" is already in row ${earlier} of this file`);
    else {
      firstRowOf.set(key, row);
      valid.push(checked.data);
    }
  }

  await insertRows(ctx.db, 'Customer', CUSTOMER_COLUMNS, valid);
  return importResult(table, valid.length, errors);
}

type CustomerField = keyof typeof customerColumns;
/** The schema's keys are the CSV fields; anything else (none today) is put on the name. */
const fieldOf = (key: string): CustomerField => (key in customerColumns ? (key as CustomerField) : 'name');
