// Coolair's calendar: ~300 jobs from 8 weeks ago to 6 weeks ahead, with the notes, hours, parts and completion
// records a real team would have left behind.
import type { Prisma } from '../../src/db/generated/client.ts';
import { CALL_OUT_FEE_CENTS, LABOUR_RATE_CENTS, type PartDef } from './catalogue.ts';
import type { CustomerSeed } from './customers.ts';
import type { EquipmentSeed } from './equipment.ts';
import { isVictorianPublicHoliday } from './holidays.ts';
import {
  CANCELLED_NOTES,
  COMPLETION_SUMMARIES,
  FILTER_CLEAN_KINDS,
  filterCleanOrder,
  IN_PROGRESS_NOTES,
  installationOrder,
  type JobKind,
  OFFICE_NOTES,
  otherOrder,
  repairOrder,
  serviceOrder,
  WORK_NOTES,
  type WorkOrder,
} from './job-text.ts';
import type { Rng } from './random.ts';
import type { DueSites } from './service-history.ts';
import { addDays, addMinutes, DAY_MS, type LocalDate, localDateOf, weekday, zonedTimeToUtc } from './time.ts';

type Status = 'new' | 'scheduled' | 'confirmed' | 'in_progress' | 'done' | 'cancelled';

export interface JobContext {
  rng: Rng;
  now: Date;
  timeZone: string;
  orgId: string;
  customers: readonly CustomerSeed[];
  equipment: readonly EquipmentSeed[];
  /** Sites due for service now (service-history.ts): no service visit before the time each may have one. */
  dueSites: DueSites;
  technicianIds: readonly string[];
  adminId: string;
  managerId: string;
}

export interface JobRows {
  jobs: Prisma.JobCreateManyInput[];
  technicians: Prisma.JobTechnicianCreateManyInput[];
  equipment: Prisma.JobEquipmentCreateManyInput[];
  notes: Prisma.JobNoteCreateManyInput[];
  hours: Prisma.JobHoursCreateManyInput[];
  parts: Prisma.JobPartCreateManyInput[];
  completed: Prisma.CompletedJobCreateManyInput[];
  charges: Prisma.CompletedJobChargeCreateManyInput[];
  completedEquipment: Prisma.CompletedJobEquipmentCreateManyInput[];
}

/** Days before today the calendar starts, and days after today it ends (exclusive): 14 whole weeks. */
export const PAST_DAYS = 56;
export const FUTURE_DAYS = 42;

/** Earliest and latest start times, minutes after local midnight. */
const DAY_START = 7 * 60;
const LAST_START = 16 * 60 + 30;
const TRAVEL_MIN = 30;

interface Planned {
  order: WorkOrder;
  customer: CustomerSeed;
  techs: string[];
  start: Date | null;
  durationMin: number;
}

export function buildJobs(ctx: JobContext): JobRows {
  const { rng, now, timeZone } = ctx;
  const unitsByCustomer = new Map<string, EquipmentSeed[]>();
  for (const e of ctx.equipment) {
    if (!e.customerId) continue;
    const list = unitsByCustomer.get(e.customerId) ?? [];
    list.push(e);
    unitsByCustomer.set(e.customerId, list);
  }
  const customerWeights = ctx.customers
    .filter((c) => unitsByCustomer.has(c.id))
    .map((c) => [c, (c.kind === 'home' ? 1 : 2) + unitsByCustomer.get(c.id)!.length * 0.5] as const);

  // Each site gets one service visit in the window; kitchens, clinics and gyms also get filter cleans,
  // at least two weeks apart.
  const serviceDays = new Map<string, number[]>();
  const SERVICE_GAP_MS = 14 * DAY_MS;
  const serviceFor = (day: Date): { order: WorkOrder; customer: CustomerSeed } | null => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const customer = rng.weighted(customerWeights);
      const units = unitsByCustomer.get(customer.id)!;
      if (day.getTime() < (ctx.dueSites.serviceFrom.get(customer.id) ?? 0)) continue;
      const prior = serviceDays.get(customer.id) ?? [];
      let order: WorkOrder | null = null;
      if (prior.length === 0) order = serviceOrder(rng, customer, units);
      else if (FILTER_CLEAN_KINDS.has(customer.kind) && prior.every((t) => Math.abs(t - day.getTime()) >= SERVICE_GAP_MS))
        order = filterCleanOrder(units);
      if (order) {
        serviceDays.set(customer.id, [...prior, day.getTime()]);
        return { order, customer };
      }
    }
    return null;
  };

  /** A work order for a day (null: an enquiry not yet in the calendar). */
  const workOrder = (day: Date | null, dayOff: boolean): { order: WorkOrder; customer: CustomerSeed } => {
    const kind: JobKind = dayOff
      ? 'repair'
      : rng.weighted<JobKind>(
          day
            ? [
                ['service', 48],
                ['repair', 32],
                ['installation', 10],
                ['other', 10],
              ]
            : [
                ['repair', 4],
                ['installation', 3],
                ['other', 3],
              ],
        );
    if (kind === 'service' && day) {
      const service = serviceFor(day);
      if (service) return service;
    }
    const customer = rng.weighted(customerWeights);
    const units = unitsByCustomer.get(customer.id)!;
    const make = { service: repairOrder, repair: repairOrder, installation: installationOrder, other: otherOrder }[kind];
    return { order: make(rng, customer, units), customer };
  };

  // 1. Put work orders in the calendar, day by day, keeping each technician's day free of overlaps.
  const planned: Planned[] = [];
  const today = localDateOf(now, timeZone);
  for (let offset = -PAST_DAYS; offset < FUTURE_DAYS; offset++) {
    const date = addDays(today, offset);
    const wd = weekday(date);
    // Weekends and public holidays: the odd breakdown call-out only.
    const dayOff = wd === 0 || wd === 6 || isVictorianPublicHoliday(date);
    const count = dayOff ? (rng.chance(wd === 6 ? 0.4 : 0.15) ? 1 : 0) : 4 + (rng.chance(0.3) ? 1 : 0) + (rng.chance(0.1) ? 1 : 0);
    const cursor = new Map(ctx.technicianIds.map((id) => [id, DAY_START + rng.pick([0, 0, 30, 60])]));
    for (let i = 0; i < count; i++) {
      const { order, customer } = workOrder(wallClock(date, 12 * 60, timeZone), dayOff);
      const byFreeTime = rng.shuffle(ctx.technicianIds).sort((a, b) => cursor.get(a)! - cursor.get(b)!);
      const techs = byFreeTime.slice(0, order.twoTechs ? 2 : 1);
      let startMin = Math.ceil(Math.max(...techs.map((t) => cursor.get(t)!)) / 15) * 15;
      if (startMin > LAST_START) startMin = DAY_START + rng.int(0, (LAST_START - DAY_START) / 30) * 30;
      for (const t of techs) cursor.set(t, startMin + order.durationMin + TRAVEL_MIN);
      planned.push({ order, customer, techs, start: wallClock(date, startMin, timeZone), durationMin: order.durationMin });
    }
  }
  // A few new enquiries not yet in the calendar.
  for (let i = 0; i < 6; i++) {
    const { order, customer } = workOrder(null, false);
    planned.push({ order, customer, techs: i < 2 ? [rng.pick(ctx.technicianIds)] : [], start: null, durationMin: order.durationMin });
  }

  // 2. Decide statuses. The two most recent past jobs are still open (waiting on parts, second visit).
  const pastByRecency = planned
    .filter((p) => p.start && addMinutes(p.start, p.durationMin) <= now)
    .sort((a, b) => b.start!.getTime() - a.start!.getTime());
  const stillOpen = new Set(pastByRecency.slice(0, 2));
  const status = new Map<Planned, Status>();
  for (const p of planned) status.set(p, stillOpen.has(p) ? 'in_progress' : statusFor(rng, p, now));

  // 3. Rows.
  const rows: JobRows = {
    jobs: [],
    technicians: [],
    equipment: [],
    notes: [],
    hours: [],
    parts: [],
    completed: [],
    charges: [],
    completedEquipment: [],
  };
  for (const p of planned) writeJob(ctx, rows, p, status.get(p)!);
  return oneOpenServicePerUnit(rows);
}

/**
 * A unit is on one open service job at most (the database's constraint): a later open service visit of a
 * unit that already has one (a filter clean booked beside the site's service) leaves that unit off.
 */
function oneOpenServicePerUnit(rows: JobRows): JobRows {
  const openService = new Set(
    rows.jobs.filter((j) => j.jobType === 'service' && j.status !== 'done' && j.status !== 'cancelled').map((j) => j.id),
  );
  const claimed = new Set<string>();
  const equipment = rows.equipment.filter((link) => {
    if (!openService.has(link.jobId)) return true;
    if (claimed.has(link.equipmentId)) return false;
    claimed.add(link.equipmentId);
    return true;
  });
  return { ...rows, equipment };
}

function wallClock(date: LocalDate, minutes: number, timeZone: string): Date {
  return zonedTimeToUtc(date, Math.floor(minutes / 60), minutes % 60, timeZone);
}

function statusFor(rng: Rng, p: Planned, now: Date): Status {
  if (!p.start) return 'new';
  const end = addMinutes(p.start, p.durationMin);
  if (end <= now) {
    const daysAgo = (now.getTime() - p.start.getTime()) / DAY_MS;
    if (daysAgo <= 4)
      return rng.weighted<Status>([
        ['done', 70],
        ['in_progress', 20],
        ['cancelled', 10],
      ]);
    return rng.weighted<Status>([
      ['done', 90],
      ['cancelled', 10],
    ]);
  }
  if (p.start <= now) return 'in_progress';
  const daysAhead = (p.start.getTime() - now.getTime()) / DAY_MS;
  if (daysAhead < 1)
    return rng.weighted<Status>([
      ['confirmed', 60],
      ['scheduled', 40],
    ]);
  if (daysAhead < 7)
    return rng.weighted<Status>([
      ['confirmed', 45],
      ['scheduled', 38],
      ['new', 14],
      ['cancelled', 3],
    ]);
  if (daysAhead < 21)
    return rng.weighted<Status>([
      ['scheduled', 45],
      ['confirmed', 20],
      ['new', 35],
    ]);
  return rng.weighted<Status>([
    ['new', 55],
    ['scheduled', 45],
  ]);
}

function between(rng: Rng, from: Date, to: Date): Date {
  if (to <= from) return new Date(from);
  return new Date(from.getTime() + Math.floor(rng.next() * (to.getTime() - from.getTime())));
}

const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));

/** Hours in steps of 0.5, between 0.5 and 8. */
function halfHours(rng: Rng, minutes: number): number {
  const h = Math.round((minutes / 60 + rng.pick([-0.5, 0, 0, 0.5])) * 2) / 2;
  return Math.min(8, Math.max(0.5, h));
}

function usedParts(rng: Rng, candidates: readonly PartDef[], kind: JobKind): { part: PartDef; qty: number }[] {
  if (candidates.length === 0) return [];
  const n =
    kind === 'installation'
      ? rng.int(2, Math.min(4, candidates.length))
      : kind === 'repair'
        ? rng.chance(0.85)
          ? rng.int(1, 2)
          : 0
        : rng.chance(0.6)
          ? rng.int(1, 2)
          : 0;
  return rng.sample(candidates, n).map((part) => ({ part, qty: rng.int(part.qty[0], part.qty[1]) }));
}

function writeJob(ctx: JobContext, rows: JobRows, p: Planned, status: Status): void {
  const { rng, now, orgId } = ctx;
  const { order, customer } = p;
  const id = rng.uuid();
  const fill = (text: string) => text.replaceAll('{contact}', customer.contactName);

  // Booked 1–21 days before the visit (never in the future); enquiries in the last few days.
  const bookedDaysBefore = rng.int(1, 21);
  let createdAt = p.start
    ? new Date(p.start.getTime() - bookedDaysBefore * DAY_MS - rng.int(0, 8 * 60) * 60000)
    : new Date(now.getTime() - rng.int(2, 96) * 3600000);
  if (createdAt > now) createdAt = new Date(now.getTime() - rng.int(10, 600) * 60000);
  let updatedAt = createdAt;

  let confirmationToken: string | null = null;
  let confirmedAt: Date | null = null;
  if (status === 'new' && p.start && rng.chance(0.6)) confirmationToken = rng.hex(32);
  if (status === 'confirmed' || ((status === 'done' || status === 'in_progress') && rng.chance(0.5))) {
    confirmedAt = between(rng, createdAt, earliest(p.start ?? now, now));
    if (status === 'confirmed' && rng.chance(0.7)) confirmationToken = rng.hex(32);
    updatedAt = latest(updatedAt, confirmedAt);
  }

  const createdById = rng.chance(0.6) ? ctx.managerId : ctx.adminId;
  const techs = p.techs;
  for (const userId of techs) rows.technicians.push({ jobId: id, userId });
  for (const e of order.units) rows.equipment.push({ jobId: id, equipmentId: e.id });

  const note = (text: string, authorId: string, at: Date) => {
    rows.notes.push({ id: rng.uuid(), orgId, jobId: id, authorId, text, createdAt: at });
    updatedAt = latest(updatedAt, at);
  };

  if (p.start && (status === 'new' || status === 'scheduled' || status === 'confirmed') && rng.chance(0.2)) {
    note(fill(rng.pick(OFFICE_NOTES)), ctx.managerId, between(rng, createdAt, now));
  }

  if (status === 'cancelled' && rng.chance(0.7)) {
    note(rng.pick(CANCELLED_NOTES), ctx.managerId, between(rng, createdAt, earliest(p.start ?? now, now)));
  }

  if (status === 'in_progress' && p.start && techs.length > 0) {
    const loggedAt = earliest(now, addMinutes(p.start, Math.min(p.durationMin, 60)));
    if (p.start.getTime() + p.durationMin * 60000 <= now.getTime()) {
      // Past visit that is still open: the technician logged time and left a note.
      note(rng.pick(IN_PROGRESS_NOTES), techs[0], loggedAt);
      for (const userId of techs) {
        rows.hours.push({
          id: rng.uuid(),
          orgId,
          jobId: id,
          userId,
          hours: halfHours(rng, p.durationMin),
          description: order.hoursDescription,
          createdAt: loggedAt,
        });
      }
    }
  }

  if (status === 'done' && p.start) {
    const completedAt = earliest(new Date(now.getTime() - 5 * 60000), addMinutes(p.start, p.durationMin + rng.int(-10, 30)));
    const lead = techs[0] ?? ctx.adminId;
    if (rng.chance(0.6)) note(rng.pick(WORK_NOTES[order.type]), lead, between(rng, p.start, completedAt));
    if (rng.chance(0.2)) note(rng.pick(WORK_NOTES[order.type]), techs[techs.length - 1] ?? lead, between(rng, p.start, completedAt));

    let totalHours = 0;
    for (const userId of techs) {
      const hours = halfHours(rng, p.durationMin);
      totalHours += hours;
      rows.hours.push({ id: rng.uuid(), orgId, jobId: id, userId, hours, description: order.hoursDescription, createdAt: completedAt });
    }
    const parts = usedParts(rng, order.parts, order.type);
    for (const { part, qty } of parts) {
      rows.parts.push({ id: rng.uuid(), orgId, jobId: id, partName: part.name, quantity: qty, createdAt: completedAt });
    }

    const completedId = rng.uuid();
    rows.completed.push({
      id: completedId,
      orgId,
      jobId: id,
      title: order.title,
      description: order.description,
      notes: rng.chance(0.5) ? rng.pick(COMPLETION_SUMMARIES) : null,
      customerId: customer.id,
      customerName: customer.name,
      scheduledAt: p.start,
      completedAt,
      completedById: lead,
      createdAt: completedAt,
    });
    if (order.type === 'repair' && rng.chance(0.7)) {
      rows.charges.push({
        id: rng.uuid(),
        completedJobId: completedId,
        description: 'Call-out fee',
        kind: 'other',
        quantity: 1,
        unitPriceCents: CALL_OUT_FEE_CENTS,
        totalCents: CALL_OUT_FEE_CENTS,
      });
    }
    if (totalHours > 0) {
      rows.charges.push({
        id: rng.uuid(),
        completedJobId: completedId,
        description: `Labour – ${order.hoursDescription.toLowerCase()}`,
        kind: 'labour',
        quantity: totalHours,
        unitPriceCents: LABOUR_RATE_CENTS,
        totalCents: Math.round(totalHours * LABOUR_RATE_CENTS),
      });
    }
    for (const { part, qty } of parts) {
      rows.charges.push({
        id: rng.uuid(),
        completedJobId: completedId,
        description: part.name,
        kind: 'part',
        quantity: qty,
        unitPriceCents: part.unitCents,
        totalCents: part.unitCents * qty,
      });
    }
    for (const e of order.units) {
      rows.completedEquipment.push({
        id: rng.uuid(),
        completedJobId: completedId,
        equipmentId: e.id,
        equipmentName: e.name,
        createdAt: completedAt,
      });
    }
    updatedAt = latest(updatedAt, completedAt);
  }

  rows.jobs.push({
    id,
    orgId,
    title: order.title,
    jobType: order.type,
    description: order.description,
    status,
    scheduledAt: p.start,
    customerId: customer.id,
    confirmationToken,
    confirmedAt,
    estimatedValueCents: order.estimatedValueCents,
    createdById,
    createdAt,
    updatedAt: earliest(updatedAt, now),
  });
}
