import { z } from 'zod';
import {
  SERVICE_INTERVAL_HOURS,
  SERVICE_INTERVAL_MONTHS,
  serviceIntervalHoursMessage,
  serviceIntervalMonthsMessage,
  serviceRegimeOf,
} from '../../rules/service-regimes.ts';
import { dateTime, optionalId, optionalText, requiredText, searchText } from '../fields.ts';

// Input rules for equipment (spec part 1 §2 "Equipment dialog", §3): name required, the rest optional
// text, a customer of the same organisation, and a service interval: none or 1–120 months, and/or 1–100,000 hours
// run ("whichever comes first"), optionally from a preset regime; the last service date for a unit with a history.

/** A whole number in [min, max] as a number or a string ('6'); null, '' or 'none' for none. */
const wholeOrNone = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === 'none' ? null : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable().optional(),
  );

export const serviceIntervalMonths = wholeOrNone(SERVICE_INTERVAL_MONTHS.min, SERVICE_INTERVAL_MONTHS.max, serviceIntervalMonthsMessage);
export const serviceIntervalHours = wholeOrNone(SERVICE_INTERVAL_HOURS.min, SERVICE_INTERVAL_HOURS.max, serviceIntervalHoursMessage);

/** A preset's key (rules/service-regimes.ts), or null / '' for none. */
export const serviceRegime = z
  .string({ error: 'Service regime must be text' })
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v == null || !!serviceRegimeOf(v), 'Service regime not found');

/** The last service date of a unit with a history (not in the future): a date or date-time, null / '' for none. */
export const lastServiceEnteredAt = z.preprocess(
  (v) => (v === '' ? null : v),
  dateTime('Last service', 'Last service must be a date')
    .refine((d) => d.getTime() <= Date.now() + 86_400_000, 'Last service cannot be in the future')
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
  equipmentType: optionalText('Equipment type', 100),
  serviceIntervalMonths,
  serviceIntervalHours,
  serviceRegime,
  lastServiceEnteredAt,
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
