import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { NEWEST_VERSION } from './form-template-query.ts';

// The one hook by which forms attach themselves to a job: called in the transaction of every write that creates a
// job or changes its units (create-job.ts, update-job.ts; a change of type alone attaches nothing). A template whose equipment types match units on
// the job gives each such unit a form of its own; otherwise one whose job types include the job's gives the job one.
// A form the job already has (that template, that unit) is not added again, and one removed stays removed until the
// job's units change again. Attached forms are required: the job is not finished until they are submitted.

const sameType = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds the forms the job's type and units call for; answers how many were added. One statement when none could. */
export async function attachMatchingForms(tx: Db, job: { orgId: string; jobId: string }): Promise<number> {
  const templates = await tx.formTemplate.findMany({
    where: {
      orgId: job.orgId,
      archivedAt: null,
      OR: [{ NOT: { jobTypes: { isEmpty: true } } }, { NOT: { equipmentTypes: { isEmpty: true } } }],
    },
    select: { id: true, jobTypes: true, equipmentTypes: true, versions: { ...NEWEST_VERSION, select: { id: true } } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  if (!templates.length) return 0;
  const found = await tx.job.findFirst({
    where: { id: job.jobId },
    select: {
      jobType: true,
      equipment: { select: { equipment: { select: { id: true, equipmentType: true } } } },
      forms: { select: { equipmentId: true, templateVersion: { select: { templateId: true } } } },
    },
  });
  if (!found) return 0;
  const units = found.equipment.map((e) => e.equipment).filter((u) => u.equipmentType);
  const has = new Set(found.forms.map((f) => `${f.templateVersion.templateId}|${f.equipmentId ?? ''}`));
  const rows: Prisma.JobFormCreateManyInput[] = [];
  for (const t of templates) {
    const versionId = t.versions[0]?.id;
    if (!versionId) continue;
    const unitsOf = units.filter((u) => t.equipmentTypes.some((type) => sameType(u.equipmentType, type)));
    const targets = unitsOf.length ? unitsOf.map((u) => u.id) : found.jobType && t.jobTypes.includes(found.jobType) ? [null] : [];
    for (const equipmentId of targets)
      if (!has.has(`${t.id}|${equipmentId ?? ''}`))
        rows.push({ orgId: job.orgId, jobId: job.jobId, templateVersionId: versionId, equipmentId, required: true });
  }
  if (!rows.length) return 0;
  await tx.jobForm.createMany({ data: rows });
  return rows.length;
}
