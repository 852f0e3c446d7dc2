import { z } from 'zod';
import {
  bookServiceSchema,
  contractServiceSchema,
  serviceDueQuerySchema,
  serviceUncontractedQuerySchema,
} from '../domain/service/schemas.ts';
import { camelKeys } from '../views/account.views.ts';
import { equipmentJson } from '../views/equipment.views.ts';
import { jobJson } from '../views/jobs.views.ts';
import {
  serviceDueCountsJson,
  serviceDueUnitJson,
  servicePaginationJson,
  serviceRegimeJson,
  serviceUncontractedUnitJson,
} from '../views/service.views.ts';
import { route } from './contract.ts';

// Recurring service: the due board, booking many units at once, the units serviced without an interval and
// giving them one, the preset regimes. The rules are in domain/service; GraphQL reads the same (types/service.ts).

export const serviceContract = {
  due: route({
    method: 'GET',
    path: '/api/service/due',
    summary:
      'The service board: units with a next service due, soonest first {from, to, customerId, technicianId, suburb, equipmentType, status (overdue|due|upcoming), notBooked (true: only units with no open service job), page, limit (1–200, 50)}, with counts (overdue, this week, this month, next month). Admin and manager see every unit; a technician the units on jobs assigned to them',
    access: { can: 'seeServiceBoard' },
    query: z.preprocess(camelKeys, serviceDueQuerySchema),
    response: z.object({ units: z.array(serviceDueUnitJson), pagination: servicePaginationJson, counts: serviceDueCountsJson }),
  }),
  uncontracted: route({
    method: 'GET',
    path: '/api/service/uncontracted',
    summary: 'Due-but-not-contracted: units with no interval that had a service job in the past {customerId, page, limit}',
    access: { can: 'seeServiceBoard' },
    query: z.preprocess(camelKeys, serviceUncontractedQuerySchema),
    response: z.object({ units: z.array(serviceUncontractedUnitJson), pagination: servicePaginationJson }),
  }),
  contract: route({
    method: 'POST',
    path: '/api/service/contracts',
    summary:
      'Give units an interval in one step {equipmentIds, serviceIntervalMonths, serviceIntervalHours, serviceRegime}: all or nothing; their next service follows',
    access: { can: 'bookService' },
    body: z.preprocess(camelKeys, contractServiceSchema),
    response: z.object({ equipment: z.array(equipmentJson) }),
  }),
  book: route({
    method: 'POST',
    path: '/api/service/bookings',
    summary:
      'Book service visits {items: [{equipmentId, scheduledAt, technicianId}], sendSms, clientKey}: all or nothing, one Service job per customer, time and technician; a unit with an open service job refuses the lot (409); with sendSms every customer needs a mobile and the credits must cover every text (402) before anything is booked. The same clientKey answers the first booking again (replayed: true, nothing new booked)',
    access: { can: 'bookService' },
    body: z.preprocess(camelKeys, bookServiceSchema),
    response: z.object({ jobs: z.array(jobJson), replayed: z.boolean() }),
    status: 201,
  }),
  regimes: route({
    method: 'GET',
    path: '/api/service/regimes',
    summary: 'Preset intervals for common Australian servicing regimes, with their sources',
    access: 'user',
    response: z.array(serviceRegimeJson),
  }),
} as const;
