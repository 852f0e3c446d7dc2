import { addDays, dayKeyOf, midnightOf } from '@rules/zoned-time';
import type { DeviceCopyQuery } from '../../gql/graphql';
import { type ClockState, clockStateOf } from '../outbox/clock-changes';

/** Days kept on the device: today and the next 7, in the organisation's zone. */
export const DAYS_KEPT = 8;
/** Notes of a unit's earlier visits kept with it (the newest). */
export const RECENT_NOTES_KEPT = 5;
/** Earlier visits of a unit kept with it (the newest). */
export const HISTORY_KEPT = 10;

type SavedJobData = DeviceCopyQuery['jobsInRange'][number];
type SavedUnitData = SavedJobData['equipment'][number];

export interface SavedNote {
  id: string;
  text: string;
  createdAt: string;
  author: string | null;
}

/** Hours logged on a saved job. */
export interface SavedHours {
  id: string;
  hours: number;
  description: string | null;
  createdAt: string;
  worker: string | null;
}

/** A part used on a saved job, with its unit price when it is on the price list. */
export interface SavedPart {
  id: string;
  partName: string;
  quantity: number;
  createdAt: string;
  unitAmountCents: number | null;
}

export interface SavedUnit {
  id: string;
  name: string;
  make: string | null;
  model: string | null;
  serial: string | null;
  equipmentType: string | null;
  notes: string | null;
  lastServiceAt: string | null;
  nextServiceDueAt: string | null;
  meterHours: number | null;
  /** Its visits before this job that the viewer may see, newest first. */
  history: { id: string; title: string; status: string; jobType: string | null; scheduledAt: string | null }[];
  /** The newest notes written on those visits, newest first. */
  recentNotes: (SavedNote & { jobTitle: string })[];
}

/** A form on a saved job: what filling it offline needs (its definition as filled, its answers as read). */
export interface SavedForm {
  id: string;
  templateName: string;
  version: number;
  status: string;
  required: boolean;
  definition: unknown;
  answers: Record<string, unknown>;
  /** The form's updated_at as read: what the first change made offline is made from. */
  updatedAt: string;
  equipmentName: string | null;
  /** Older copies (saved before the sign-off was taken offline) have neither. */
  revision?: number;
  createdAt?: string;
}

export interface SavedJob {
  id: string;
  title: string;
  description: string | null;
  status: string;
  jobType: string | null;
  scheduledAt: string | null;
  durationMinutes: number | null;
  technicians: string[];
  customer: {
    id: string;
    name: string;
    contactName: string | null;
    phone: string | null;
    email: string | null;
    address: string;
    notes: string | null;
  } | null;
  equipment: SavedUnit[];
  notes: SavedNote[];
  /** Older copies (saved before hours and parts were kept) have none. */
  hours?: SavedHours[];
  parts?: SavedPart[];
  /** Older copies (saved before forms were kept) have none. */
  forms?: SavedForm[];
}

export interface SavedPriceItem {
  id: string;
  name: string;
  description: string | null;
  unitAmountCents: number;
  taxRate: number;
}

/** What one signed-in user keeps on this device: their next days' work, as read at `savedAt`. */
export interface DeviceCopy {
  userId: string;
  /** Older copies (saved before the sign-off was taken offline) have neither. */
  userName?: string;
  orgId: string;
  orgName: string;
  /** The business as its service report prints it. */
  business?: { abn: string | null; phone: string | null; email: string | null };
  timeZone: string;
  /** ISO instant of the read. */
  savedAt: string;
  /** The first and last day kept (day keys in the organisation's zone). */
  firstDay: string;
  lastDay: string;
  jobs: SavedJob[];
  priceList: SavedPriceItem[];
  /** The member's clock as read (older copies have none: not clocked on). */
  clock?: ClockState;
  /** When the clock was read (ISO): at `savedAt`, or later, after a clock action made online. */
  clockAt?: string;
  /** This week's finished shifts as read at `savedAt` (older copies have none): the offline week, and what a day entered must not overlap. */
  shifts?: SavedShift[];
}

/** A finished shift of the member's week, as read. */
export interface SavedShift {
  start: string;
  end: string;
}

/** The instants bounding the days kept from `now`: midnight today to midnight after the last day, in the zone. */
export function keptRange(now: Date, timeZone: string) {
  const firstDay = dayKeyOf(now, timeZone);
  const lastDay = addDays(firstDay, DAYS_KEPT - 1);
  return { firstDay, lastDay, start: midnightOf(firstDay, timeZone), end: midnightOf(addDays(lastDay, 1), timeZone) };
}

const note = (n: SavedJobData['notes'][number]): SavedNote => ({
  id: n.id,
  text: n.text,
  createdAt: n.createdAt,
  author: n.author?.name ?? null,
});
const newestFirst = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

/** A unit of a job, with the visits before this one (its service history) and their newest notes. */
function unit(u: SavedUnitData, job: Pick<SavedJobData, 'id' | 'scheduledAt'>): SavedUnit {
  const before = (at: string | null | undefined) => !!at && (!job.scheduledAt || at < job.scheduledAt);
  const others = u.jobs.filter((j) => j.id !== job.id && before(j.scheduledAt)).sort((a, b) => newestFirst(a.scheduledAt, b.scheduledAt));
  return {
    id: u.id,
    name: u.name,
    make: u.make ?? null,
    model: u.model ?? null,
    serial: u.serial ?? null,
    equipmentType: u.equipmentType ?? null,
    notes: u.notes ?? null,
    lastServiceAt: u.lastServiceAt ?? null,
    nextServiceDueAt: u.nextServiceDueAt ?? null,
    meterHours: u.meterHours ?? null,
    history: others
      .slice(0, HISTORY_KEPT)
      .map((j) => ({ id: j.id, title: j.title, status: j.status, jobType: j.jobType ?? null, scheduledAt: j.scheduledAt ?? null })),
    recentNotes: others
      .flatMap((j) => j.notes.map((n) => ({ ...note(n), jobTitle: j.title })))
      .sort((a, b) => newestFirst(a.createdAt, b.createdAt))
      .slice(0, RECENT_NOTES_KEPT),
  };
}

/** The device's copy of one read: jobs soonest first, each unit with its history trimmed to what a visit needs. */
export function toDeviceCopy(
  data: DeviceCopyQuery,
  priceItems: SavedPriceItem[],
  range: { firstDay: string; lastDay: string },
  savedAt: Date,
): DeviceCopy {
  const viewer = data.viewer;
  if (!viewer) throw new Error('Not signed in');
  const jobs = [...data.jobsInRange].sort((a, b) => newestFirst(b.scheduledAt, a.scheduledAt));
  return {
    userId: viewer.id,
    userName: viewer.name,
    orgId: viewer.org.id,
    orgName: viewer.org.name,
    business: { abn: viewer.org.abn ?? null, phone: viewer.org.phone ?? null, email: viewer.org.email ?? null },
    timeZone: viewer.org.timeZone,
    savedAt: savedAt.toISOString(),
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    clock: clockStateOf(data.timesheetWeek?.days.flatMap((d) => d.shifts) ?? []),
    shifts: (data.timesheetWeek?.days.flatMap((d) => d.shifts) ?? []).flatMap((s) => (s.end ? [{ start: s.start, end: s.end }] : [])),
    jobs: jobs.map((j) => ({
      id: j.id,
      title: j.title,
      description: j.description ?? null,
      status: j.status,
      jobType: j.jobType ?? null,
      scheduledAt: j.scheduledAt ?? null,
      durationMinutes: j.durationMinutes ?? null,
      technicians: j.technicians.map((t) => t.name),
      customer: j.customer
        ? {
            id: j.customer.id,
            name: j.customer.name,
            contactName: j.customer.contactName ?? null,
            phone: j.customer.phone ?? null,
            email: j.customer.email ?? null,
            address: j.customer.address,
            notes: j.customer.notes ?? null,
          }
        : null,
      equipment: j.equipment.map((u) => unit(u, j)),
      notes: j.notes.map(note).sort((a, b) => newestFirst(a.createdAt, b.createdAt)),
      hours: j.hours.map((h) => ({
        id: h.id,
        hours: h.hours,
        description: h.description ?? null,
        createdAt: h.createdAt,
        worker: h.user?.name ?? null,
      })),
      parts: j.parts.map((p) => ({
        id: p.id,
        partName: p.partName,
        quantity: p.quantity,
        createdAt: p.createdAt,
        unitAmountCents: p.price?.unitPriceCents ?? null,
      })),
      forms: j.forms.map((f) => ({
        id: f.id,
        templateName: f.templateName,
        version: f.version,
        status: f.status,
        required: f.required,
        definition: f.definition,
        answers: (f.answers ?? {}) as Record<string, unknown>,
        updatedAt: f.updatedAt,
        equipmentName: f.equipment?.name ?? null,
        revision: f.revision,
        createdAt: f.createdAt,
      })),
    })),
    priceList: priceItems.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description ?? null,
      unitAmountCents: p.unitAmountCents,
      taxRate: p.taxRate,
    })),
  };
}
