// A customer's or a unit's job history: what is coming up, what was done, and for equipment the services
// and when the next one is due. Pure: the API sorts the same way, the web groups with it.
import { followUpDate } from './service-follow-up.ts';
import { DEFAULT_TIME_ZONE } from './zoned-time.ts';

export interface HistoryJob {
  status: 'new' | 'scheduled' | 'confirmed' | 'in_progress' | 'done' | 'cancelled';
  jobType: 'service' | 'repair' | 'installation' | 'other' | null;
  scheduledAt: string | null;
  completion: { completedAt: string } | null;
}

/** How many jobs a history shows, newest schedule first (upcoming and unscheduled work at the top). */
export const HISTORY_LIMIT = 50;

const isOpen = (job: HistoryJob) => job.status !== 'done' && job.status !== 'cancelled';
const when = (job: HistoryJob) => job.completion?.completedAt ?? job.scheduledAt;
/** Unscheduled upcoming work sorts last; undated past work sorts last too. */
const soonest = (iso: string | null) => (iso ? Date.parse(iso) : Number.POSITIVE_INFINITY);
const latest = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);

/** Upcoming: open jobs, soonest first (unscheduled last). Past: done or cancelled, most recent first. */
export function splitHistory<J extends HistoryJob>(jobs: readonly J[]): { upcoming: J[]; past: J[] } {
  const upcoming = jobs.filter(isOpen).sort((a, b) => soonest(a.scheduledAt) - soonest(b.scheduledAt));
  const past = jobs.filter((j) => !isOpen(j)).sort((a, b) => latest(when(b)) - latest(when(a)));
  return { upcoming, past };
}

/** A unit's completed services, most recent first. */
export function serviceHistory<J extends HistoryJob>(jobs: readonly J[]): J[] {
  return splitHistory(jobs).past.filter((j) => j.jobType === 'service' && j.status === 'done');
}

/**
 * When the unit's next service is due: the booked service visit (the follow-up completion made), else the last
 * service plus the interval, else nothing (no interval, or never serviced and nothing booked).
 */
export function nextServiceDue(
  jobs: readonly HistoryJob[],
  intervalMonths: number | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): { date: Date; booked: boolean } | null {
  const booked = splitHistory(jobs).upcoming.find((j) => j.jobType === 'service' && j.scheduledAt);
  if (booked?.scheduledAt) return { date: new Date(booked.scheduledAt), booked: true };
  const last = serviceHistory(jobs)[0];
  const lastDate = last && when(last);
  if (!intervalMonths || !lastDate) return null;
  return { date: followUpDate(new Date(lastDate), intervalMonths, timeZone), booked: false };
}
