import { tenantDb } from '../../db/scoped.ts';
import { completedJobProfits } from '../job-profit/job-profit.ts';
import type { ExportTable } from './export-tables.ts';

// job-profit.csv in the full export: what each completed job made, as the job page and the report count it
// (domain/job-profit, the sums in rules/job-profit.ts) — revenue invoiced ex GST, labour at cost, parts at cost,
// margin — in cents, a row per completed job, read through the tenant client.

export const JOB_PROFIT_TABLE: ExportTable = {
  file: 'job-profit.csv',
  header: [
    'jobId',
    'title',
    'jobType',
    'customerId',
    'completedAt',
    'revenueCents',
    'labourMinutes',
    'labourCostCents',
    'materialsCostCents',
    'costCents',
    'marginCents',
    'marginPercent',
    'uncostedLabourMinutes',
    'uncostedMaterials',
  ],
  async page(db, orgId, afterId, take) {
    const jobs = await completedJobProfits({ db: tenantDb(db, orgId, { readOnly: true }) }, afterId, take);
    return jobs.map((j) => ({
      id: j.jobId,
      cells: [
        j.jobId,
        j.title,
        j.jobType,
        j.customerId,
        j.completedAt,
        j.revenueCents,
        j.labourMinutes,
        j.labourCostCents,
        j.materialsCostCents,
        j.costCents,
        j.marginCents,
        j.marginPercent,
        j.uncostedLabourMinutes,
        j.uncostedMaterials.join(';'),
      ],
    }));
  },
  count: (db, orgId) => tenantDb(db, orgId, { readOnly: true }).job.count({ where: { completion: { isNot: null } } }),
};
