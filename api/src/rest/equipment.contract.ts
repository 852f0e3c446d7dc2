import { z } from 'zod';
import { createEquipmentSchema, listEquipmentSchema, updateEquipmentSchema } from '../domain/equipment/schemas.ts';
import { meterReadingSchema } from '../domain/service/schemas.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import { equipmentJson } from '../views/equipment.views.ts';
import { route } from './contract.ts';

const idParams = z.object({ id: z.string().min(1) });

/** Paging is optional: without `limit` the whole (filtered) list comes back, as the native wrappers expect. */
const listQuery = z.preprocess(
  camelKeys,
  listEquipmentSchema.extend({
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(1000).optional(),
    offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).optional(),
  }),
);

export const equipmentContract = {
  list: route({
    method: 'GET',
    path: '/api/equipment',
    summary: 'Equipment of the organisation, by name; search over name, make, model, serial, customer name and address',
    access: 'user',
    query: listQuery,
    response: z.array(equipmentJson),
  }),
  create: route({
    method: 'POST',
    path: '/api/equipment',
    summary:
      'Add equipment {name, make, model, serial, notes, customerId, equipmentType, serviceIntervalMonths (null or 1–120), serviceIntervalHours (null or 1–100,000), serviceRegime (a preset key), lastServiceEnteredAt}',
    access: 'user',
    body: z.preprocess(camelKeys, createEquipmentSchema),
    response: equipmentJson,
    status: 201,
  }),
  get: route({
    method: 'GET',
    path: '/api/equipment/{id}',
    summary: 'One piece of equipment with its customer',
    access: 'user',
    params: idParams,
    response: equipmentJson,
  }),
  update: route({
    method: 'PUT',
    path: '/api/equipment/{id}',
    summary: 'Update equipment; only the fields sent change (customerId null unassigns)',
    access: 'user',
    params: idParams,
    body: z.preprocess(camelKeys, updateEquipmentSchema),
    response: equipmentJson,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/equipment/{id}',
    summary: 'Delete equipment (admin and manager)',
    access: { can: 'deleteEquipment' },
    params: idParams,
    response: successJson,
  }),
  forJobs: route({
    method: 'GET',
    path: '/api/jobs/equipment',
    summary: "The job form's equipment picker: the organisation's equipment, optionally one customer's (customerId)",
    access: 'user',
    query: z.preprocess(camelKeys, listEquipmentSchema.pick({ customerId: true })),
    response: z.array(equipmentJson),
  }),
  meterReading: route({
    method: 'POST',
    path: '/api/equipment/{id}/meter-readings',
    summary:
      'Record an hour-meter reading {hours, jobId (the job it was read on), readAt}: never lower than the last reading (400 with the last one named); the next service follows',
    access: 'user',
    params: idParams,
    body: z.preprocess(camelKeys, meterReadingSchema.omit({ equipmentId: true })),
    response: equipmentJson,
    status: 201,
  }),
} as const;
