import { z } from 'zod';
import type { EquipmentRead } from '../domain/equipment/equipment-query.ts';
import { formatAddress } from '../rules/address.ts';

// The equipment JSON of the spec (part 1 §3, part 2 §3): snake_case as the native wrappers read it.

export const equipmentJson = z.object({
  id: z.string(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  serial: z.string().nullable(),
  /** Read-only: the tag a test-and-tag run gave it (docs/forms.md → Test and tag) */
  asset_tag: z.string().nullable(),
  notes: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  /** Read-only: the assigned customer's address. */
  customer_address: z.string().nullable(),
  /** What kind of unit ("Forklift"); the service board filters by it. */
  equipment_type: z.string().nullable(),
  /** Months between services: null (none) or 1–120 */
  service_interval_months: z.number().int().nullable(),
  /** Hours run between services: null (none) or 1–100,000; with months too, whichever comes first */
  service_interval_hours: z.number().int().nullable(),
  /** The preset the interval came from (GET /api/service/regimes) */
  service_regime: z.string().nullable(),
  /** The last service date entered by hand (a unit with a history) */
  last_service_entered_at: z.string().nullable(),
  /** The latest hour-meter reading and when it was read */
  meter_hours: z.number().nullable(),
  meter_read_at: z.string().nullable(),
  /** Read-only: the latest completed service job's visit, or the entered date when later */
  last_service_at: z.string().nullable(),
  /** Read-only: the meter at the last service */
  last_service_hours: z.number().nullable(),
  /** Read-only: when the next service is due, and why (date or hours) */
  next_service_due_at: z.string().nullable(),
  next_service_due_by: z.enum(['date', 'hours']).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toEquipmentJson = (e: EquipmentRead): z.input<typeof equipmentJson> => ({
  id: e.id,
  name: e.name,
  make: e.make,
  model: e.model,
  serial: e.serial,
  asset_tag: e.assetTag,
  notes: e.notes,
  customer_id: e.customerId,
  customer_name: e.customer?.name ?? null,
  customer_address: e.customer ? formatAddress(e.customer) || null : null,
  equipment_type: e.equipmentType,
  service_interval_months: e.serviceIntervalMonths,
  service_interval_hours: e.serviceIntervalHours,
  service_regime: e.serviceRegime,
  last_service_entered_at: iso(e.lastServiceEnteredAt),
  meter_hours: e.meterHours,
  meter_read_at: iso(e.meterReadAt),
  last_service_at: iso(e.lastServiceAt),
  last_service_hours: e.lastServiceHours,
  next_service_due_at: iso(e.nextServiceDueAt),
  next_service_due_by: e.nextServiceDueBy,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});
