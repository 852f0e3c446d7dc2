import { z } from 'zod';
import { optionalId, optionalText, requiredText, searchText } from '../fields.ts';

// Input rules for equipment (spec part 1 §2 "Equipment dialog", §3): name required, the rest optional text,
// a customer of the same organisation, and a service interval of none, 6 or 12 months.

export const SERVICE_INTERVALS = [6, 12] as const;
export const serviceIntervalMessage = 'Service interval must be none, 6 or 12 months';

/** null, '' or 'none' for no servicing; 6 or 12 as a number or a string ('6'). */
const serviceInterval = z.preprocess(
  (v) => (v === '' || v === 'none' ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .union([z.literal(6), z.literal(12)], { error: serviceIntervalMessage })
    .nullable()
    .optional(),
);

/** A customer id, or null / '' for unassigned. */
const customerId = optionalId('Customer');

const fields = {
  make: optionalText('Make', 200),
  model: optionalText('Model', 200),
  serial: optionalText('Serial', 200),
  notes: optionalText('Notes', 5000),
  customerId,
  serviceIntervalMonths: serviceInterval,
};

const name = requiredText('Name', 200);

export const createEquipmentSchema = z.object({ name, ...fields });

/** Only the fields sent change; a field sent as null (or '') is cleared. */
export const updateEquipmentSchema = z.object({ name: name.optional(), ...fields });

export const listEquipmentSchema = z.object({
  search: searchText,
  customerId: optionalId('Customer'),
});

export type CreateEquipmentInput = z.output<typeof createEquipmentSchema>;
export type UpdateEquipmentInput = z.output<typeof updateEquipmentSchema>;
export type ListEquipmentInput = z.output<typeof listEquipmentSchema>;
