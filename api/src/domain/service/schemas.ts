import { z } from 'zod';
import { SERVICE_DUE_STATUSES } from '../../rules/next-service.ts';
import { METER_HOURS, meterHoursMessage } from '../../rules/service-regimes.ts';
import { serviceIntervalHours, serviceIntervalMonths, serviceRegime } from '../equipment/schemas.ts';
import { dateTime, id, MAX_PAGE, optionalId, optionalText } from '../fields.ts';

// Input rules of recurring service: the due board's filters, a booking request, giving units an interval,
// a meter reading.

const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' ? null : v), dateTime(label, `${label} must be a date`).nullable().optional());

const page = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
  .default(1);
const limit = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be from 1 to 200')
  .max(200, 'limit must be from 1 to 200')
  .default(50);

export const serviceDueQuerySchema = z
  .object({
    from: optionalDate('from'),
    to: optionalDate('to'),
    customerId: optionalId('Customer'),
    technicianId: optionalId('Technician'),
    suburb: optionalText('Suburb', 100),
    equipmentType: optionalText('Equipment type', 100),
    status: z.enum(SERVICE_DUE_STATUSES, { error: 'status must be overdue, due or upcoming' }).nullable().optional(),
    /** Only the units with no open service job booked (GraphQL's boolean, or "true"/"false" in a query string). */
    notBooked: z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v),
      z.boolean({ error: 'notBooked must be true or false' }).nullable().optional(),
    ),
    page,
    limit,
  })
  .refine((q) => !q.from || !q.to || q.from.getTime() <= q.to.getTime(), { message: 'from must not be after to', path: ['to'] });

export const serviceUncontractedQuerySchema = z.object({ customerId: optionalId('Customer'), page, limit });

export const contractServiceSchema = z
  .object({
    equipmentIds: z
      .array(id('Equipment'), { error: 'equipmentIds must be a list of ids' })
      .min(1, 'Choose at least one unit')
      .max(500, 'At most 500 units at once'),
    serviceIntervalMonths,
    serviceIntervalHours,
    serviceRegime,
  })
  .refine((c) => c.serviceIntervalMonths != null || c.serviceIntervalHours != null || c.serviceRegime != null, {
    message: 'Give an interval in months or hours, or a regime',
    path: ['serviceIntervalMonths'],
  });

export const MAX_BOOKING_ITEMS = 500;

export const bookServiceSchema = z.object({
  items: z
    .array(
      z.object({
        equipmentId: id('Equipment'),
        scheduledAt: dateTime('scheduledAt'),
        technicianId: optionalId('Technician'),
      }),
      { error: 'items must be a list' },
    )
    .min(1, 'Choose at least one unit to book')
    .max(MAX_BOOKING_ITEMS, `At most ${MAX_BOOKING_ITEMS} units in one booking`)
    .refine((items) => new Set(items.map((i) => i.equipmentId)).size === items.length, 'A unit is in the booking twice'),
  sendSms: z.boolean({ error: 'sendSms must be true or false' }).default(false),
  clientKey: z
    .string({ error: 'clientKey is required' })
    .trim()
    .min(8, 'clientKey must be 8 to 100 characters')
    .max(100, 'clientKey must be 8 to 100 characters'),
});

export const meterHours = z.coerce
  .number({ error: meterHoursMessage })
  .refine((n) => Number.isFinite(n), meterHoursMessage)
  .refine((n) => n >= METER_HOURS.min && n <= METER_HOURS.max, meterHoursMessage)
  .transform((n) => Math.round(n * 10) / 10);

export const meterReadingSchema = z.object({
  equipmentId: id('Equipment'),
  hours: meterHours,
  jobId: optionalId('Job'),
  readAt: optionalDate('readAt').refine((d) => !d || d.getTime() <= Date.now() + 3_600_000, 'A meter reading cannot be in the future'),
});

export type ServiceDueQuery = z.output<typeof serviceDueQuerySchema>;
export type BookServiceInput = z.output<typeof bookServiceSchema>;
export type ContractServiceInput = z.output<typeof contractServiceSchema>;
export type MeterReadingInput = z.output<typeof meterReadingSchema>;
