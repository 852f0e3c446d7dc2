import { readJobRows } from '../domain/jobs/job-rows.ts';
import { bookService } from '../domain/service/book-service.ts';
import { contractService } from '../domain/service/contract-service.ts';
import { listServiceDue } from '../domain/service/list-service-due.ts';
import { listUncontracted } from '../domain/service/list-uncontracted.ts';
import { SERVICE_REGIMES } from '../rules/service-regimes.ts';
import { toEquipmentJson } from '../views/equipment.views.ts';
import { toJobJson } from '../views/jobs.views.ts';
import { toServiceDueUnitJson, toServiceRegimeJson, toServiceUncontractedUnitJson } from '../views/service.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { serviceContract } from './service.contract.ts';

// REST routes of recurring service: contracts in service.contract.ts, implemented here.
export const serviceRoutes: BoundRoute[] = implement(serviceContract, {
  async due({ ctx, query }) {
    const page = await listServiceDue(ctx, query);
    const { overdue, thisWeek, thisMonth, nextMonth } = page.counts;
    return {
      units: page.units.map(toServiceDueUnitJson),
      pagination: page.pagination,
      counts: { overdue, this_week: thisWeek, this_month: thisMonth, next_month: nextMonth },
    };
  },
  async uncontracted({ ctx, query }) {
    const page = await listUncontracted(ctx, query);
    return { units: page.units.map(toServiceUncontractedUnitJson), pagination: page.pagination };
  },
  async contract({ ctx, body }) {
    return { equipment: (await contractService(ctx, body)).map(toEquipmentJson) };
  },
  async book({ ctx, body }) {
    const { jobIds, replayed } = await bookService(ctx, body);
    const rows = await readJobRows(ctx, jobIds);
    const at = new Map(jobIds.map((id, i) => [id, i]));
    return { jobs: rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0)).map((j) => toJobJson(j, ctx.user)), replayed };
  },
  async regimes() {
    return SERVICE_REGIMES.map(toServiceRegimeJson);
  },
});
