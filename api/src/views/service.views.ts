import { z } from 'zod';
import type { ServiceDueRow } from '../domain/service/list-service-due.ts';
import { SERVICE_CONFIRMATIONS } from '../domain/service/list-service-due.ts';
import type { UncontractedRow } from '../domain/service/list-uncontracted.ts';
import { SERVICE_DUE_STATUSES } from '../rules/next-service.ts';
import type { ServiceRegime } from '../rules/service-regimes.ts';
import { customerOptionJson, toCustomerOptionJson } from './customers.views.ts';
import { equipmentJson, toEquipmentJson } from './equipment.views.ts';

// Recurring service JSON, snake_case like every REST view: the due board's rows, the units serviced without
// an interval, the preset regimes.

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const serviceTechnicianJson = z.object({ id: z.string(), name: z.string() });

export const serviceOpenJobJson = z.object({
  id: z.string(),
  title: z.string(),
  scheduled_at: z.string().nullable(),
  technicians: z.array(serviceTechnicianJson),
  confirmation: z.enum(SERVICE_CONFIRMATIONS),
  reschedule_note: z.string().nullable(),
  sms_status: z.string().nullable(),
});

export const serviceDueUnitJson = z.object({
  equipment: equipmentJson,
  customer: customerOptionJson.nullable(),
  address: z.string().nullable(),
  last_service_at: z.string().nullable(),
  next_due_at: z.string(),
  due_by: z.enum(['date', 'hours']),
  status: z.enum(SERVICE_DUE_STATUSES),
  open_job_id: z.string().nullable(),
  open_job: serviceOpenJobJson.nullable(),
  /** confirmed, another_time (asked for another time), not_answered (texted, no answer), not_sent; null without an open job */
  confirmation: z.enum(SERVICE_CONFIRMATIONS).nullable(),
  /** Who serviced it last */
  suggested_technician: serviceTechnicianJson.nullable(),
});

export const toServiceDueUnitJson = (r: ServiceDueRow): z.input<typeof serviceDueUnitJson> => ({
  equipment: toEquipmentJson(r.equipment),
  customer: r.customer ? toCustomerOptionJson(r.customer) : null,
  address: r.address,
  last_service_at: iso(r.lastServiceAt),
  next_due_at: r.nextDueAt.toISOString(),
  due_by: r.dueBy,
  status: r.status,
  open_job_id: r.openJobId,
  open_job: r.openJob
    ? {
        id: r.openJob.id,
        title: r.openJob.title,
        scheduled_at: iso(r.openJob.scheduledAt),
        technicians: r.openJob.technicians,
        confirmation: r.openJob.confirmation,
        reschedule_note: r.openJob.rescheduleNote,
        sms_status: r.openJob.smsStatus,
      }
    : null,
  confirmation: r.confirmation,
  suggested_technician: r.suggestedTechnician,
});

export const servicePaginationJson = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const serviceDueCountsJson = z.object({
  overdue: z.number().int(),
  this_week: z.number().int(),
  this_month: z.number().int(),
  next_month: z.number().int(),
});

export const serviceUncontractedUnitJson = z.object({
  equipment: equipmentJson,
  customer: customerOptionJson.nullable(),
  last_service_at: z.string().nullable(),
  service_jobs: z.number().int(),
});

export const toServiceUncontractedUnitJson = (r: UncontractedRow): z.input<typeof serviceUncontractedUnitJson> => ({
  equipment: toEquipmentJson(r.equipment),
  customer: r.customer ? toCustomerOptionJson(r.customer) : null,
  last_service_at: iso(r.lastServiceAt),
  service_jobs: r.serviceJobs,
});

export const serviceRegimeJson = z.object({
  key: z.string(),
  label: z.string(),
  equipment_type: z.string(),
  interval_months: z.number().int().nullable(),
  interval_hours: z.number().int().nullable(),
  source: z.string(),
});

export const toServiceRegimeJson = (r: ServiceRegime): z.input<typeof serviceRegimeJson> => ({
  key: r.key,
  label: r.label,
  equipment_type: r.equipmentType,
  interval_months: r.intervalMonths,
  interval_hours: r.intervalHours,
  source: r.source,
});
