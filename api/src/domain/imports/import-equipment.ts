import type { Context } from '../../context.ts';
import type { Equipment } from '../../db/generated/client.ts';
import { nameKey } from '../../rules/names.ts';
import { nextServiceDue } from '../../rules/next-service.ts';
import { calendarDate, midnightOf } from '../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { type CreateEquipmentInput, createEquipmentSchema } from '../equipment/schemas.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
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
  serviceIntervalHours: ['Service Interval Hours', 'Service Interval (hours)', 'Hours Interval', 'Service Hours'],
  equipmentType: ['Type', 'Equipment Type', 'Unit Type', 'Asset Type', 'Category'],
  lastService: ['Last Service', 'Last Serviced', 'Last Service Date', 'Date Last Serviced', 'Last Inspection'],
} satisfies Columns<string>;

/** '6', '6 months', '12 mo', 'yearly' → the number as text; 'none', 'no', '-', '' → none; anything else is left for the schema to refuse. */
export function serviceIntervalFromCsv(text: string): string {
  const v = text.trim().toLowerCase();
  if (['', 'none', 'no', 'n/a', 'na', '-', '0'].includes(v)) return '';
  if (['yearly', 'annual', 'annually'].includes(v)) return '12';
  return v.match(/^(\d+)\s*(months?|mths?|mo)?$/)?.[1] ?? v;
}

/**
 * A last-service date as offices write it: 15/03/2025 or 15-3-25 (day first, as in Australia), 2025-03-15, or
 * 15 Mar 2025 → the ISO day ('2025-03-15'); '' stays ''; anything else is left for the schema to refuse.
 */
export function lastServiceFromCsv(text: string): string {
  const v = text.trim();
  if (!v) return '';
  const iso = v.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
  const dmy = v.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/);
  const named = v.match(/^(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})$/);
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const parts = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3].length === 2 ? `20${dmy[3]}` : dmy[3], dmy[2], dmy[1]]
      : named && months.includes(named[2].toLowerCase())
        ? [named[3], String(months.indexOf(named[2].toLowerCase()) + 1), named[1]]
        : null;
  if (!parts) return v;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  return calendarDate(y, m, d)?.toString() ?? v;
}

const text = 'text' as const;
const EQUIPMENT_COLUMNS = {
  customerId: text,
  name: text,
  make: text,
  model: text,
  serial: text,
  notes: text,
  equipmentType: text,
  serviceIntervalMonths: 'integer' as const,
  serviceIntervalHours: 'integer' as const,
  serviceRegime: text,
  lastServiceEnteredAt: 'timestamp' as const,
  lastServiceAt: 'timestamp' as const,
  nextServiceDueAt: 'timestamp' as const,
  nextServiceDueBy: '"ServiceDueBy"' as const,
};

type ImportedUnit = CreateEquipmentInput & Pick<Equipment, 'lastServiceAt' | 'nextServiceDueAt' | 'nextServiceDueBy'>;

/**
 * Equipment from a CSV file (admin and manager). The customer column names an existing customer (any case);
 * a serial number the organisation already has, or that an earlier row brought, is reported, not created.
 * Rows without a serial are never duplicates: two identical units can stand at one site.
 */
export async function importEquipment(ctx: Context, file: UploadedCsv): Promise<ImportResult> {
  requireAbility(ctx, 'importCsv');
  await requireActiveSubscription(ctx);
  const table = readTable(file, equipmentColumns, 'name');

  const timeZone = await organisationTimeZone(ctx);
  const [customers, serials] = await Promise.all([
    ctx.db.customer.findMany({ select: { id: true, name: true }, orderBy: { createdAt: 'asc' } }),
    ctx.db.equipment.findMany({ where: { serial: { not: null } }, select: { serial: true } }),
  ]);
  const customerId = new Map<string, string>();
  for (const c of customers) if (!customerId.has(nameKey(c.name))) customerId.set(nameKey(c.name), c.id);
  const known = new Set(serials.map((e) => nameKey(e.serial ?? '')));
  const firstRowOf = new Map<string, number>();

  const { errors, add, addAll } = rowErrors(table);
  const valid: ImportedUnit[] = [];
  for (const { row, values } of table.rows) {
    const { customer, serviceInterval, lastService, ...fields } = values;
    const customerName = customer?.trim() ?? '';
    const id = customerName ? customerId.get(nameKey(customerName)) : null;
    if (id === undefined) add(row, 'customer', `Customer "${customerName}" not found`);
    const checked = validateRow(
      createEquipmentSchema,
      {
        ...fields,
        customerId: id ?? null,
        serviceIntervalMonths: serviceIntervalFromCsv(serviceInterval ?? ''),
        serviceIntervalHours: (fields.serviceIntervalHours ?? '').replace(/\s*(hours?|hrs?|h)$/i, ''),
        lastServiceEnteredAt: lastServiceFromCsv(lastService ?? ''),
      },
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
      valid.push(withNextService(checked.data, timeZone));
    }
  }

  await insertRows(ctx.db, 'Equipment', EQUIPMENT_COLUMNS, valid);
  return importResult(table, valid.length, errors);
}

/**
 * An imported unit's last and next service: the entered date (a day: local midnight in the organisation's zone) and
 * the interval after it (rules/next-service.ts; no meter readings yet, so by date).
 */
function withNextService(unit: CreateEquipmentInput, timeZone: string): ImportedUnit {
  const entered = unit.lastServiceEnteredAt ? midnightOf(unit.lastServiceEnteredAt.toISOString().slice(0, 10), timeZone) : null;
  const next = nextServiceDue({
    intervalMonths: unit.serviceIntervalMonths ?? null,
    intervalHours: unit.serviceIntervalHours ?? null,
    lastService: entered ? { at: entered, hours: null } : null,
    readings: [],
    timeZone,
  });
  return {
    ...unit,
    serviceRegime: unit.serviceRegime ?? null,
    lastServiceEnteredAt: entered,
    lastServiceAt: entered,
    nextServiceDueAt: next?.dueAt ?? null,
    nextServiceDueBy: next?.dueBy ?? null,
  };
}

type EquipmentField = keyof typeof equipmentColumns;
/** The CSV field of a schema key: the customer's id comes from the Customer column, the interval from its own. */
function fieldOf(key: string): EquipmentField {
  if (key === 'customerId') return 'customer';
  if (key === 'serviceIntervalMonths') return 'serviceInterval';
  if (key === 'lastServiceEnteredAt') return 'lastService';
  return key in equipmentColumns ? (key as EquipmentField) : 'name';
}
