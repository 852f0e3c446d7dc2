import type { Context } from '../../context.ts';
import { nameKey } from '../../rules/names.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { type CreateEquipmentInput, createEquipmentSchema } from '../equipment/schemas.ts';
import { requireAbility } from '../policy.ts';
import { insertRows } from './insert-rows.ts';
import { type Columns, type ImportResult, importResult, readTable, rowErrors, type UploadedCsv, validateRow } from './table.ts';

/** Headings for each equipment field; the first is the one named when a header is wrong. */
export const equipmentColumns = {
  name: ['Name', 'Equipment', 'Equipment Name', 'Unit', 'Unit Name', 'Asset', 'Asset Name'],
  make: ['Make', 'Brand', 'Manufacturer'],
  model: ['Model', 'Model Number', 'Model No'],
  serial: ['Serial', 'Serial Number', 'Serial No', 'SN', 'S/N'],
  notes: ['Notes', 'Note', 'Comments', 'Comment'],
  customer: ['Customer', 'Customer Name', 'Company', 'Company Name', 'Client', 'Site'],
  serviceInterval: ['Service Interval', 'Service Interval Months', 'Service Interval (months)', 'Interval', 'Service Frequency'],
} satisfies Columns<string>;

/** '6', '6 months', '12 mo', 'yearly' → the number as text; 'none', 'no', '-', '' → none; anything else is left for the schema to refuse. */
export function serviceIntervalFromCsv(text: string): string {
  const v = text.trim().toLowerCase();
  if (['', 'none', 'no', 'n/a', 'na', '-', '0'].includes(v)) return '';
  if (['yearly', 'annual', 'annually'].includes(v)) return '12';
  return v.match(/^(\d+)\s*(months?|mths?|mo)?$/)?.[1] ?? v;
}

const text = 'text' as const;
const EQUIPMENT_COLUMNS = {
  customerId: text,
  name: text,
  make: text,
  model: text,
  serial: text,
  notes: text,
  serviceIntervalMonths: 'integer' as const,
};

/**
 * Equipment from a CSV file (admin and manager). The customer column names an existing customer (any case);
 * a serial number the organisation already has, or that an earlier row brought, is reported, not created.
 * Rows without a serial are never duplicates: two identical units can stand at one site.
 */
export async function importEquipment(ctx: Context, file: UploadedCsv): Promise<ImportResult> {
  const viewer = requireAbility(ctx, 'importCsv');
  await requireActiveSubscription(ctx);
  const table = readTable(file, equipmentColumns, 'name');

  const [customers, serials] = await Promise.all([
    ctx.db.customer.findMany({ select: { id: true, name: true }, orderBy: { createdAt: 'asc' } }),
    ctx.db.equipment.findMany({ where: { serial: { not: null } }, select: { serial: true } }),
  ]);
  const customerId = new Map<string, string>();
  for (const c of customers) if (!customerId.has(nameKey(c.name))) customerId.set(nameKey(c.name), c.id);
  const known = new Set(serials.map((e) => nameKey(e.serial ?? '')));
  const firstRowOf = new Map<string, number>();

  const { errors, add, addAll } = rowErrors(table);
  const valid: CreateEquipmentInput[] = [];
  for (const { row, values } of table.rows) {
    const { customer, serviceInterval, ...fields } = values;
    const customerName = customer?.trim() ?? '';
    const id = customerName ? customerId.get(nameKey(customerName)) : null;
    if (id === undefined) add(row, 'customer', `Customer "${customerName}" not found`);
    const checked = validateRow(
      createEquipmentSchema,
      { ...fields, customerId: id ?? null, serviceIntervalMonths: serviceIntervalFromCsv(serviceInterval ?? '') },
      fieldOf,
    );
    if ('problems' in checked) {
      addAll(row, checked.problems);
      continue;
    }
    if (id === undefined) continue;
    const serial = checked.data.serial ? nameKey(checked.data.serial) : null;
    const earlier = serial ? firstRowOf.get(serial) : undefined;
    if (serial && known.has(serial)) add(row, 'serial', `Equipment with serial "${checked.data.serial}" already exists`);
    else if (earlier) add(row, 'serial', `Serial "${checked.data.serial}" is already in row ${earlier} of this file`);
    else {
      if (serial) firstRowOf.set(serial, row);
      valid.push(checked.data);
    }
  }

  await insertRows(ctx.db, viewer.orgId, 'Equipment', EQUIPMENT_COLUMNS, valid);
  return importResult(table, valid.length, errors);
}

type EquipmentField = keyof typeof equipmentColumns;
/** The CSV field of a schema key: the customer's id comes from the Customer column, the interval from its own. */
function fieldOf(key: string): EquipmentField {
  if (key === 'customerId') return 'customer';
  if (key === 'serviceIntervalMonths') return 'serviceInterval';
  return key in equipmentColumns ? (key as EquipmentField) : 'name';
}
