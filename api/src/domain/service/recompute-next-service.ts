import type { Db } from '../../db/client.ts';
import { nextServiceDue } from '../../rules/next-service.ts';

// The unit's last service and next service due, kept on Equipment so the board reads them without a join.
// Called in the same transaction as every change they depend on: a service job completed, edited (its visit, type,
// units), reopened or deleted; the interval, entered last-service date or meter changed. The rule itself is
// rules/next-service.ts.

/** How many readings the usage average looks at (the newest). */
const READINGS = 50;

/** The visit of a completed service job: its scheduled time, or when it was completed when it never was scheduled. */
const visitOf = (job: { scheduledAt: Date | null; completion: { completedAt: Date } | null }) =>
  job.scheduledAt ?? job.completion?.completedAt ?? null;

/**
 * Recomputes the units' last and next service (the caller's organisation: `tx` is its tenant client). A constant number
 * of statements however many units: one read of the units with their readings, one of their completed service jobs,
 * then one update per distinct outcome (a test-and-tag run of 30 items tested the same day is one or two).
 */
export async function recomputeNextService(tx: Db, equipmentIds: readonly string[], timeZone: string): Promise<void> {
  const ids = [...new Set(equipmentIds)];
  if (!ids.length) return;
  const units = await tx.equipment.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      serviceIntervalMonths: true,
      serviceIntervalHours: true,
      lastServiceEnteredAt: true,
      meterReadings: {
        select: { hours: true, readAt: true, jobId: true },
        orderBy: [{ readAt: 'desc' }, { createdAt: 'desc' }],
        take: READINGS,
      },
    },
  });
  const jobs = await tx.job.findMany({
    where: { jobType: 'service', status: 'done', equipment: { some: { equipmentId: { in: ids } } } },
    select: {
      id: true,
      scheduledAt: true,
      completion: { select: { completedAt: true, completedById: true } },
      technicians: { select: { userId: true, user: { select: { role: true, name: true } } } },
      equipment: { where: { equipmentId: { in: ids } }, select: { equipmentId: true } },
    },
  });
  type Done = (typeof jobs)[number];
  const doneOf = new Map<string, Done[]>();
  for (const job of jobs) for (const { equipmentId } of job.equipment) doneOf.set(equipmentId, [...(doneOf.get(equipmentId) ?? []), job]);

  // Units with the same outcome share one update.
  const updates = new Map<string, { data: ReturnType<typeof outcomeOf>; ids: string[] }>();
  for (const unit of units) {
    const data = outcomeOf(unit, doneOf.get(unit.id) ?? [], timeZone);
    const key = JSON.stringify(data);
    const same = updates.get(key);
    if (same) same.ids.push(unit.id);
    else updates.set(key, { data, ids: [unit.id] });
  }
  for (const { data, ids: group } of updates.values()) await tx.equipment.updateMany({ where: { id: { in: group } }, data });
}

interface UnitRead {
  serviceIntervalMonths: number | null;
  serviceIntervalHours: number | null;
  lastServiceEnteredAt: Date | null;
  meterReadings: { hours: number; readAt: Date; jobId: string | null }[];
}
interface DoneJob {
  id: string;
  scheduledAt: Date | null;
  completion: { completedAt: Date; completedById: string | null } | null;
  technicians: { userId: string; user: { role: string; name: string } }[];
}

/** One unit's last and next service from its readings and its completed service jobs. */
function outcomeOf(unit: UnitRead, done: DoneJob[], timeZone: string) {
  let last: DoneJob | null = null;
  for (const job of done) {
    const at = visitOf(job);
    const lastAt = last ? visitOf(last) : null;
    if (at && (!lastAt || at.getTime() > lastAt.getTime())) last = job;
  }
  const jobAt = last ? visitOf(last) : null;
  const entered = unit.lastServiceEnteredAt;
  const fromJob = !!jobAt && (!entered || jobAt.getTime() >= entered.getTime());
  const lastServiceAt = fromJob ? jobAt : entered;
  const readings = unit.meterReadings.map((r) => ({ hours: r.hours, at: r.readAt }));
  const onJob = fromJob && last ? unit.meterReadings.find((r) => r.jobId === last.id) : undefined;
  const lastServiceHours = onJob?.hours ?? null;
  const next = nextServiceDue({
    intervalMonths: unit.serviceIntervalMonths,
    intervalHours: unit.serviceIntervalHours,
    lastService: lastServiceAt ? { at: lastServiceAt, hours: lastServiceHours } : null,
    readings,
    timeZone,
  });
  // The suggested technician: a technician assigned to the last service (by name), else whoever completed it.
  const technician =
    fromJob && last
      ? ([...last.technicians].sort((a, b) => a.user.name.localeCompare(b.user.name)).find((t) => t.user.role === 'technician')?.userId ??
        last.technicians[0]?.userId ??
        last.completion?.completedById ??
        null)
      : undefined;
  return {
    lastServiceAt,
    lastServiceJobId: fromJob && last ? last.id : null,
    lastServiceHours,
    ...(technician !== undefined ? { lastServicedById: technician } : {}),
    nextServiceDueAt: next?.dueAt ?? null,
    nextServiceDueBy: next?.dueBy ?? null,
  };
}

/** The units on the given jobs (to recompute after the jobs change). */
export async function unitsOfJobs(tx: Db, jobIds: readonly string[]): Promise<string[]> {
  if (!jobIds.length) return [];
  const units = await tx.equipment.findMany({ where: { jobs: { some: { jobId: { in: [...jobIds] } } } }, select: { id: true } });
  return units.map((u) => u.id);
}
