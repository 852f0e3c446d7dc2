import { z } from 'zod';
import type { UserViewer } from '../auth/viewer.ts';
import type { CompletedJobDetail } from '../domain/jobs/completed-jobs.ts';
import { WRITING_KEY_NAME } from '../domain/jobs/entry-writer.ts';
import type { CompletedJobRead } from '../domain/jobs/job-query.ts';
import type { JobRow } from '../domain/jobs/job-rows.ts';
import type { JobHoursRead, JobNoteRead, jobRunningCharges } from '../domain/jobs/list-entries.ts';
import { photoUrl } from '../domain/jobs/photos.ts';
import { can } from '../domain/policy.ts';
import { formatAddress } from '../rules/address.ts';
import { chargesTotal, chargesTotals, type PriceList, partPrice } from '../rules/job-charges.ts';
import { DEFAULT_MEMBER_COLOR } from '../rules/people.ts';

// The job JSON of the spec (part 1 §3, part 2 §3): snake_case where the spec shows it, as the native wrappers
// read it. Money is AUD cents, as everywhere in the REST API.

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const jobTechnicianJson = z.object({ id: z.string(), name: z.string(), email: z.string(), color: z.string(), role: z.string() });
export const jobEquipmentJson = z.object({
  id: z.string(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  serial: z.string().nullable(),
});

type RunningCharges = Awaited<ReturnType<typeof jobRunningCharges>>;

export const jobJson = z.object({
  id: z.string(),
  title: z.string(),
  jobType: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
  scheduled_at: z.string().nullable(),
  /** Minutes the visit is booked for; null: the standard hour */
  duration_minutes: z.number().int().nullable(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_address: z.string().nullable(),
  customer_phone: z.string().nullable(),
  /** Admins and managers only (the customer's confirmation link); null for technicians. */
  confirmationToken: z.string().nullable(),
  /** AUD cents */
  estimated_value: z.number().int().nullable(),
  /** Colour falls back to the default blue. */
  technicians: z.array(jobTechnicianJson),
  assignedTechIds: z.array(z.string()),
  equipment: z.array(jobEquipmentJson),
  equipment_ids: z.array(z.string()),
  confirmed_at: z.string().nullable(),
  /** The completed record once the job was completed, else null. */
  completed_job_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const toJobJson = (j: JobRow, viewer: Pick<UserViewer, 'role'> | null): z.input<typeof jobJson> => ({
  id: j.id,
  title: j.title,
  jobType: j.jobType,
  description: j.description,
  status: j.status,
  scheduled_at: iso(j.scheduledAt),
  duration_minutes: j.durationMinutes,
  customer_id: j.customerId,
  customer_name: j.customer?.name ?? null,
  customer_address: j.customer ? formatAddress(j.customer) || null : null,
  customer_phone: j.customer?.phone ?? null,
  confirmationToken: can({ user: viewer }, 'seeConfirmationTokens') ? j.confirmationToken : null,
  estimated_value: j.estimatedValueCents,
  technicians: j.technicians.map(({ user: u }) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    color: u.color || DEFAULT_MEMBER_COLOR,
    role: u.role,
  })),
  assignedTechIds: j.technicians.map(({ user: u }) => u.id),
  equipment: j.equipment.map(({ equipment: e }) => ({ id: e.id, name: e.name, make: e.make, model: e.model, serial: e.serial })),
  equipment_ids: j.equipment.map(({ equipment: e }) => e.id),
  confirmed_at: iso(j.confirmedAt),
  completed_job_id: j.completion?.id ?? null,
  created_at: j.createdAt.toISOString(),
  updated_at: j.updatedAt.toISOString(),
});

/** Names the API key that wrote an entry, when a key did (domain/jobs/entry-writer.ts). */
type Written = { apiKey?: { name: string } | null };
const writtenBy = { api_key_name: z.string().nullable().describe('The API key that wrote it, when a key did') };
const keyNameOf = (e: Written) => e.apiKey?.name ?? null;

export const noteJson = z.object({
  id: z.string(),
  text: z.string(),
  author_name: z.string().nullable(),
  ...writtenBy,
  created_at: z.string(),
});
export const toNoteJson = (n: JobNoteRead): z.input<typeof noteJson> => ({
  id: n.id,
  text: n.text,
  author_name: n.author?.name ?? null,
  api_key_name: keyNameOf(n),
  created_at: n.createdAt.toISOString(),
});

export const hoursJson = z.object({
  id: z.string(),
  hours: z.number(),
  description: z.string().nullable(),
  user_name: z.string().nullable(),
  ...writtenBy,
  created_at: z.string(),
});
export const toHoursJson = (h: JobHoursRead): z.input<typeof hoursJson> => ({
  id: h.id,
  hours: h.hours,
  description: h.description,
  user_name: h.user?.name ?? null,
  api_key_name: keyNameOf(h),
  created_at: h.createdAt.toISOString(),
});

type PartRead = { id: string; partName: string; quantity: number; createdAt: Date } & Written;
export const partJson = z.object({
  id: z.string(),
  part_name: z.string(),
  quantity: z.number().int(),
  ...writtenBy,
  created_at: z.string(),
});
export const toPartJson = (p: PartRead): z.input<typeof partJson> => ({
  id: p.id,
  part_name: p.partName,
  quantity: p.quantity,
  api_key_name: keyNameOf(p),
  created_at: p.createdAt.toISOString(),
});

/** A part on the open job's diary with its price-list price: unit_price, total and tax_rate are null when unpriced. */
export const pricedPartJson = partJson.extend({
  /** AUD cents before tax, from the price-list item of the same name; null: not on the price list (charged $0) */
  unit_price: z.number().int().nullable(),
  total: z.number().int().nullable(),
  tax_rate: z.number().int().nullable(),
});
export const toPricedPartJson = (p: PartRead, prices: PriceList): z.input<typeof pricedPartJson> => {
  const price = partPrice(p, prices);
  return {
    ...toPartJson(p),
    unit_price: price?.unitAmountCents ?? null,
    total: price?.totalCents ?? null,
    tax_rate: price?.taxRate ?? null,
  };
};

/** What the REST answers of notes, hours and parts include (the author's and the worker's name, the key's). */
export const entryIncludes = {
  note: { include: { author: { select: { name: true } }, ...WRITING_KEY_NAME } },
  hours: { include: { user: { select: { name: true } }, ...WRITING_KEY_NAME } },
  part: { include: WRITING_KEY_NAME },
} as const;

export const photoJson = z.object({ id: z.string(), url: z.string(), content_type: z.string(), ...writtenBy, created_at: z.string() });
export const toPhotoJson = (
  p: { id: string; jobId: string; contentType: string; createdAt: Date } & Written,
): z.input<typeof photoJson> => ({
  id: p.id,
  url: photoUrl(p),
  content_type: p.contentType,
  api_key_name: keyNameOf(p),
  created_at: p.createdAt.toISOString(),
});

export const completedJobJson = z.object({
  id: z.string(),
  original_job_id: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** The completion summary (in the detail, `notes` is the job's notes and the summary is `completion_notes`). */
  notes: z.string().nullable(),
  /** The completion summary, under one name in the list and the detail. */
  completion_notes: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  completed_at: z.string(),
  has_invoice: z.boolean(),
  invoice_id: z.string().nullable(),
  photo_count: z.number().int(),
});

export const toCompletedJobJson = (c: CompletedJobRead): z.input<typeof completedJobJson> => ({
  id: c.id,
  original_job_id: c.jobId,
  title: c.title,
  description: c.description,
  notes: c.notes,
  completion_notes: c.notes,
  customer_id: c.customerId,
  customer_name: c.customerName,
  scheduled_at: iso(c.scheduledAt),
  completed_at: c.completedAt.toISOString(),
  has_invoice: !!c.invoiceId,
  invoice_id: c.invoiceId,
  photo_count: c.job?._count.photos ?? 0,
});

export const chargeJson = z.object({
  id: z.string(),
  /** a quoted line's item name */
  item_name: z.string().nullable(),
  description: z.string(),
  /** quoted: a line of the quote the job came from, at its quoted price */
  kind: z.enum(['labour', 'part', 'other', 'quoted']),
  /** as logged or quoted: 1.5 hours stays 1.5 */
  quantity: z.number(),
  /** AUD cents, in the completed job's tax_mode */
  unit_price: z.number().int(),
  discount_percent: z.number(),
  /** AUD cents: quantity × unit price less the discount, in the completed job's tax_mode */
  total: z.number().int(),
  /** percent: 10 (GST) or 0 (tax exempt) */
  tax_rate: z.number().int(),
});
export const toChargeJson = (c: CompletedJobDetail['charges'][number]): z.input<typeof chargeJson> => ({
  id: c.id,
  item_name: c.itemName,
  description: c.description,
  kind: c.kind,
  quantity: c.quantity,
  unit_price: c.unitPriceCents,
  discount_percent: c.discountPercent,
  total: c.totalCents,
  tax_rate: c.taxRate,
});

/** A line the open job would charge: a quoted item, labour or a part (running charges, before completion). */
const runningLineJson = chargeJson.omit({ id: true });
export const runningChargesJson = z.object({
  /** exclusive: prices exclude GST; inclusive: they include it (the quote's mode) */
  tax_mode: z.enum(['exclusive', 'inclusive']),
  lines: z.array(runningLineJson),
  /** AUD cents before GST */
  subtotal: z.number().int(),
  gst: z.number().int(),
  /** AUD cents including GST */
  total: z.number().int(),
  /** part names not on the price list (charged $0) */
  unpriced_parts: z.array(z.string()),
});
export const toRunningChargesJson = (c: RunningCharges): z.input<typeof runningChargesJson> => ({
  tax_mode: c.taxMode,
  lines: c.lines.map((l) => ({
    item_name: l.itemName,
    description: l.description,
    kind: l.kind,
    quantity: l.quantity,
    unit_price: l.unitPriceCents,
    discount_percent: l.discountPercent,
    total: l.totalCents,
    tax_rate: l.taxRate,
  })),
  subtotal: c.subtotalCents,
  gst: c.gstCents,
  total: c.totalCents,
  unpriced_parts: c.unpricedParts.map((p) => p.partName),
});

export const completedEquipmentJson = z.object({ equipment_id: z.string().nullable(), equipment_name: z.string(), created_at: z.string() });
export const toCompletedEquipmentJson = (e: CompletedJobDetail['equipment'][number]): z.input<typeof completedEquipmentJson> => ({
  equipment_id: e.equipmentId,
  equipment_name: e.equipmentName,
  created_at: e.createdAt.toISOString(),
});

/**
 * GET /api/jobs/completed/{id} (spec part 2 §3, Completed job): the completed job with its charges, hours, parts,
 * notes, photos and equipment. `notes` here is the list of the job's notes, the same shape as
 * GET /api/jobs/completed/{id}/notes ({id, text, author_name, created_at}); the completion summary is
 * `completion_notes` (the list's `notes`).
 */
export const completedJobDetailJson = completedJobJson.extend({
  charges: z.array(chargeJson),
  /** AUD cents, before GST */
  total: z.number().int(),
  /** exclusive: charge prices exclude GST; inclusive: they include it (a job from a GST-inclusive quote) */
  tax_mode: z.enum(['exclusive', 'inclusive']),
  /** AUD cents: the GST on the charges */
  gst: z.number().int(),
  /** AUD cents: the charges including GST */
  total_inc_gst: z.number().int(),
  /** The follow-up services this completion booked */
  follow_up_job_ids: z.array(z.string()),
  hours: z.array(hoursJson),
  parts: z.array(partJson),
  notes: z.array(noteJson),
  photos: z.array(photoJson),
  equipment: z.array(completedEquipmentJson),
});

export const toCompletedJobDetailJson = (c: CompletedJobDetail): z.input<typeof completedJobDetailJson> => ({
  ...toCompletedJobJson(c),
  charges: c.charges.map(toChargeJson),
  tax_mode: c.taxMode,
  total: chargesTotal(c.charges, c.taxMode),
  gst: chargesTotals(c.charges, c.taxMode).gstCents,
  total_inc_gst: chargesTotals(c.charges, c.taxMode).totalCents,
  follow_up_job_ids: (c.job?.followUps ?? []).map((f) => f.id),
  hours: (c.job?.hours ?? []).map(toHoursJson),
  parts: (c.job?.parts ?? []).map(toPartJson),
  notes: (c.job?.notes ?? []).map(toNoteJson),
  photos: (c.job?.photos ?? []).map(toPhotoJson),
  equipment: c.equipment.map(toCompletedEquipmentJson),
});
