import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { photoPath } from './export-paths.ts';
import type { ExportProgress } from './export-progress.ts';

// jobs.json: every job with what was logged on it nested inside — its customer, technicians and equipment, notes,
// hours, parts and photos (each photo's file in the ZIP) — for a reader that wants a job whole rather than joined
// from the CSV files. Written as one JSON array, a page of jobs at a time. Never the confirmation token.

const jobSelect = {
  id: true,
  title: true,
  jobType: true,
  description: true,
  status: true,
  scheduledAt: true,
  durationMinutes: true,
  confirmedAt: true,
  estimatedValueCents: true,
  createdById: true,
  quoteId: true,
  followUpOfId: true,
  createdAt: true,
  updatedAt: true,
  customer: { select: { id: true, name: true } },
  technicians: { select: { user: { select: { id: true, name: true } } } },
  equipment: { select: { equipment: { select: { id: true, name: true } } } },
  notes: { select: { id: true, authorId: true, text: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
  hours: { select: { id: true, userId: true, hours: true, description: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
  parts: { select: { id: true, partName: true, quantity: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
  photos: {
    select: { id: true, jobId: true, storageKey: true, contentType: true, originalName: true, createdAt: true },
    orderBy: { createdAt: 'asc' },
  },
  completion: { select: { id: true } },
} as const satisfies Prisma.JobSelect;

type ExportedJob = Prisma.JobGetPayload<{ select: typeof jobSelect }>;

const jobJson = ({ technicians, equipment, photos, completion, ...job }: ExportedJob) => ({
  ...job,
  technicians: technicians.map((t) => t.user),
  equipment: equipment.map((e) => e.equipment),
  photos: photos.map(({ storageKey, jobId, ...photo }) => ({ ...photo, file: photoPath({ id: photo.id, jobId, storageKey }) })),
  completedJobId: completion?.id ?? null,
});

/** The jobs as one JSON array, `pageSize` jobs per statement; counts them into `counts` and the build's progress. */
export async function* jobsJson(db: Db, pageSize: number, counts: Record<string, number>, progress: ExportProgress) {
  yield '[';
  counts['jobs.json'] = 0;
  let after: string | undefined;
  for (;;) {
    const jobs = await db.job.findMany({
      where: after ? { id: { gt: after } } : {},
      select: jobSelect,
      orderBy: { id: 'asc' },
      take: pageSize,
    });
    const first = counts['jobs.json'] === 0;
    if (jobs.length) yield `${first ? '\n' : ',\n'}${jobs.map((j) => JSON.stringify(jobJson(j))).join(',\n')}`;
    counts['jobs.json'] += jobs.length;
    await progress.step(jobs.length);
    if (jobs.length < pageSize) break;
    after = jobs[jobs.length - 1].id;
  }
  yield '\n]\n';
}
