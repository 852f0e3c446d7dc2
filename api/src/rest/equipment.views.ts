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
  notes: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  /** Read-only: the assigned customer's address. */
  customer_address: z.string().nullable(),
  /** null (no servicing), 6 or 12 */
  service_interval_months: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const toEquipmentJson = (e: EquipmentRead): z.input<typeof equipmentJson> => ({
  id: e.id,
  name: e.name,
  make: e.make,
  model: e.model,
  serial: e.serial,
  notes: e.notes,
  customer_id: e.customerId,
  customer_name: e.customer?.name ?? null,
  customer_address: e.customer ? formatAddress(e.customer) || null : null,
  service_interval_months: e.serviceIntervalMonths,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});
