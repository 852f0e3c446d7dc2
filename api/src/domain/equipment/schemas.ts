import { z } from 'zod';

// Input rules for equipment (spec part 1 §2 "Equipment dialog", §3): name required, the rest optional text,
// a customer of the same organisation, and a service interval of none, 6 or 12 months.

export const SERVICE_INTERVALS = [6, 12] as const;
export const serviceIntervalMessage = 'Service interval must be none, 6 or 12 months';

/** Optional text: trimmed, '' stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** null, '' or 'none' for no servicing; 6 or 12 as a number or a string ('6'). */
const serviceInterval = z.preprocess(
  (v) => (v === '' || v === 'none' ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .union([z.literal(6), z.literal(12)], { error: serviceIntervalMessage })
    .nullable()
    .optional(),
);

/** A customer id, or null / '' for unassigned. */
const customerId = z
  .string({ error: 'Customer must be an id' })
  .trim()
  .max(100, 'Customer not found')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

const fields = {
  make: optionalText('Make', 200),
  model: optionalText('Model', 200),
  serial: optionalText('Serial', 200),
  notes: optionalText('Notes', 5000),
  customerId,
  serviceIntervalMonths: serviceInterval,
};

const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters');

export const createEquipmentSchema = z.object({ name, ...fields });

/** Only the fields sent change; a field sent as null (or '') is cleared. */
export const updateEquipmentSchema = z.object({ name: name.optional(), ...fields });

export const listEquipmentSchema = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional().nullable(),
  customerId: z.string().trim().max(100).optional().nullable(),
});

export type CreateEquipmentInput = z.output<typeof createEquipmentSchema>;
export type UpdateEquipmentInput = z.output<typeof updateEquipmentSchema>;
export type ListEquipmentInput = z.output<typeof listEquipmentSchema>;
