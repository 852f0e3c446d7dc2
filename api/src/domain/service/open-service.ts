import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

// One open service job per unit. The database holds the rule (the partial unique index
// "JobEquipment_one_open_service", migration service_board); every path that may give a unit an open service job —
// the completion follow-up, the board's booking, a job created, edited or reopened — takes the unit's lock first (in
// id order, so two writers never deadlock) and then reads what is open, so the second of two at once sees the first's
// job and answers for it instead of meeting the index.

export const OPEN_SERVICE_INDEX = 'JobEquipment_one_open_service';

/**
 * Waits for the units' service locks (held until the transaction ends), in id order, in one statement whatever the
 * number of units (the sorted subquery hands the ids to the locks in order).
 */
export async function lockUnitsForService(tx: Db, equipmentIds: readonly string[]): Promise<void> {
  const ids = [...new Set(equipmentIds)].sort();
  if (!ids.length) return;
  await tx.$queryRaw`SELECT count(pg_advisory_xact_lock(hashtext('service:' || s.id)))::int AS locked
    FROM (SELECT id FROM unnest(${ids}::text[]) AS id ORDER BY id COLLATE "C") AS s`;
}

/** The units' open service jobs: equipment id → job id (excluding `exceptJobId`). */
export async function openServiceJobs(tx: Db, equipmentIds: readonly string[], exceptJobId?: string): Promise<Map<string, string>> {
  if (!equipmentIds.length) return new Map();
  const ids = [...equipmentIds];
  const jobs = await tx.job.findMany({
    where: { equipment: { some: { equipmentId: { in: ids }, openService: true } }, ...(exceptJobId ? { id: { not: exceptJobId } } : {}) },
    select: { id: true, equipment: { where: { equipmentId: { in: ids }, openService: true }, select: { equipmentId: true } } },
  });
  return new Map(jobs.flatMap((j) => j.equipment.map((e) => [e.equipmentId, j.id] as const)));
}

export const openServiceMessage = (names: readonly string[]) =>
  names.length === 1
    ? `${names[0]} already has an open service job: complete or cancel it first`
    : `${names.join(', ')} already have open service jobs: complete or cancel them first`;

/**
 * The index's refusal (a writer that did not take the lock) as the same clear 409. Read from the error's meta (the
 * index, or its field), never its message: Prisma's message quotes the calling code, and a job created with units
 * mentions `equipmentId` there whatever unique constraint it met (a quote converted twice met the job's quote link).
 */
export function isOpenServiceConflict(e: unknown): boolean {
  const err = e as { code?: string; meta?: unknown } | null;
  if (err?.code !== 'P2002') return false;
  const meta = JSON.stringify(err.meta ?? {});
  return meta.includes(OPEN_SERVICE_INDEX) || /"equipmentId"/.test(meta);
}

export const openServiceConflict = () =>
  new AppError('CONFLICT', 'A unit on this job already has an open service job: complete or cancel it first');

/** Refuses (409, naming the units) when any of them has an open service job other than `exceptJobId`. */
export async function requireNoOpenService(tx: Db, equipmentIds: readonly string[], exceptJobId?: string): Promise<void> {
  const open = await openServiceJobs(tx, equipmentIds, exceptJobId);
  if (!open.size) return;
  const units = await tx.equipment.findMany({ where: { id: { in: [...open.keys()] } }, select: { name: true }, orderBy: { name: 'asc' } });
  throw new AppError('CONFLICT', openServiceMessage(units.map((u) => u.name)));
}

/**
 * The guard of a job write that may leave the job an open service job with these units: their locks, then the
 * refusal when another job holds one of them open.
 */
export async function guardOpenService(
  tx: Db,
  job: { id?: string; jobType: string | null | undefined; status: string; equipmentIds: readonly string[] },
): Promise<void> {
  if (job.jobType !== 'service' || job.status === 'done' || job.status === 'cancelled' || !job.equipmentIds.length) return;
  await lockUnitsForService(tx, job.equipmentIds);
  await requireNoOpenService(tx, job.equipmentIds, job.id);
}
