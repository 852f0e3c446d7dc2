import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// What jobs made (docs/timesheets.md → Job profit), over REST and GraphQL, checked to the cent against a fixture
// worked out by hand: hours from timesheets at each member's cost rate, parts at their item's cost, revenue from the
// completed job's invoice without GST; the report by job type, customer and month; technicians never see it.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Melbourne wall-clock time in November 2026 (AEDT, UTC+11). */
const at = (day: number, hhmm: string) => new Date(`2026-11-${String(day).padStart(2, '0')}T${hhmm}:00+11:00`).toISOString();

describe('job profit', () => {
  it('matches the hand-made fixture to the cent, on the job, in the report and over GraphQL', async () => {
    const o = await createOrg(t, 'Margin Air');
    const db = t.database.db;
    const admin = await signedIn(t, o.admin);
    const manager = await signedIn(t, o.manager);
    const tech = await signedIn(t, o.technician);
    const customer = await db.customer.create({ data: { orgId: o.org.id, name: 'Hand Co' } });
    const other = await db.customer.create({ data: { orgId: o.org.id, name: 'Other Co' } });
    const job = async (title: string, jobType: string, customerId: string) => {
      const res = await admin.post('/api/jobs', { title, jobType, customerId, assignedTechIds: [o.technician.id] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    const repair = await job('Compressor repair', 'repair', customer.id);
    const service = await job('Annual service', 'service', other.id);

    // Cost rates: Jake (technician) $45.50/h, the manager $52.00/h; filters cost $12.34 each, gaskets are not costed.
    expect((await admin.put(`/api/timesheets/member-costs/${o.technician.id}`, { cost_rate_cents: 4550 })).status).toBe(200);
    expect((await admin.put(`/api/timesheets/member-costs/${o.manager.id}`, { cost_rate_cents: 5200 })).status).toBe(200);
    const filter = await db.itemPreset.create({ data: { orgId: o.org.id, name: 'Filter', unitAmountCents: 2500 } });
    const setCost = await admin.put(`/api/job-profit/item-costs/${filter.id}`, { cost_cents: 1234 });
    expect(setCost.body).toEqual({ id: filter.id, name: 'Filter', unit_amount_cents: 2500, cost_cents: 1234 });
    const negative = await admin.put(`/api/job-profit/item-costs/${filter.id}`, { cost_cents: -1 });
    expect([negative.status, negative.body.fieldErrors]).toEqual([400, { costCents: 'Cost cannot be negative' }]);

    // Hours from timesheets: 2 h 20 min of Jake and 1 h 45 min of the manager on the repair; 1 h of Jake on the service.
    const shift = (as: typeof tech, day: number, from: string, to: string, jobId: string) =>
      as.post('/api/timesheets/shifts', {
        start: at(day, from),
        end: at(day, to),
        segments: [{ kind: 'work', start: at(day, from), end: at(day, to), job_id: jobId }],
      });
    expect((await shift(tech, 16, '07:00', '09:20', repair)).status).toBe(201);
    expect((await shift(manager, 16, '13:00', '14:45', repair)).status).toBe(201);
    expect((await shift(tech, 17, '08:00', '09:00', service)).status).toBe(201);
    await db.jobPart.createMany({
      data: [
        { orgId: o.org.id, jobId: repair, partName: 'filter', quantity: 3 },
        { orgId: o.org.id, jobId: repair, partName: 'Gasket', quantity: 1 },
      ],
    });
    // Completed and invoiced: $1,100.00 with GST ($1,000.00 without); the service's invoice is still a draft.
    const invoice = async (number: string, status: 'sent' | 'draft', customerId: string) =>
      db.invoice.create({
        data: { orgId: o.org.id, number, status, customerId, subtotalCents: 100000, taxCents: 10000, totalCents: 110000 },
      });
    const complete = async (jobId: string, title: string, invoiceId: string, day: number) =>
      db.completedJob.create({ data: { orgId: o.org.id, jobId, title, invoiceId, completedAt: new Date(at(day, '17:00')) } });
    await complete(repair, 'Compressor repair', (await invoice('INV-9001', 'sent', customer.id)).id, 17);
    await complete(service, 'Annual service', (await invoice('INV-9002', 'draft', other.id)).id, 18);

    // Labour: 4550 × 140/60 = 10616.67 → 10617; 5200 × 105/60 = 9100. Materials: 3 × 1234 = 3702.
    const profit = await manager.get(`/api/jobs/${repair}/profit`);
    expect(profit.status).toBe(200);
    expect(profit.body).toMatchObject({
      job_id: repair,
      revenue_cents: 100000,
      labour_cost_cents: 19717,
      materials_cost_cents: 3702,
      cost_cents: 23419,
      margin_cents: 76581,
      margin_percent: 76.6,
      labour_minutes: 245,
      uncosted_labour_minutes: 0,
      uncosted_materials: ['Gasket'],
    });
    const gql = await admin.gql(
      'query($j: ID!) { jobProfit(jobId: $j) { revenueCents labourCostCents materialsCostCents marginCents marginPercent } }',
      {
        j: repair,
      },
    );
    expect(gql.data.jobProfit).toEqual({
      revenueCents: 100000,
      labourCostCents: 19717,
      materialsCostCents: 3702,
      marginCents: 76581,
      marginPercent: 76.6,
    });

    // The report: the service made a loss of its labour (4550 × 60/60), nothing invoiced yet.
    const byType = await manager.get('/api/job-profit/report?group_by=jobType&from=2026-11-01&to=2026-11-30');
    expect(byType.status).toBe(200);
    expect(
      byType.body.groups.map((g: Record<string, unknown>) => [
        g.key,
        g.jobs,
        g.revenue_cents,
        g.cost_cents,
        g.margin_cents,
        g.margin_percent,
      ]),
    ).toEqual([
      ['repair', 1, 100000, 23419, 76581, 76.6],
      ['service', 1, 0, 4550, -4550, null],
    ]);
    // 72031 / 100000 = 72.031 % → 72.0
    expect(byType.body.totals).toEqual({
      jobs: 2,
      revenue_cents: 100000,
      labour_cost_cents: 24267,
      materials_cost_cents: 3702,
      cost_cents: 27969,
      margin_cents: 72031,
      margin_percent: 72,
    });
    const byCustomer = await admin.gql(
      '{ jobProfitReport(groupBy: customer, from: "2026-11-01", to: "2026-11-30") { groups { label marginCents } totals { marginCents } } }',
    );
    expect(byCustomer.data.jobProfitReport).toEqual({
      groups: [
        { label: 'Hand Co', marginCents: 76581 },
        { label: 'Other Co', marginCents: -4550 },
      ],
      totals: { marginCents: 72031 },
    });
    const byMonth = await manager.get('/api/job-profit/report?group_by=month&from=2026-10-01&to=2026-11-30');
    expect(byMonth.body.groups.map((g: Record<string, unknown>) => [g.key, g.margin_cents])).toEqual([['2026-11', 72031]]);
    const outside = await manager.get('/api/job-profit/report?from=2026-12-01&to=2026-12-31');
    expect(outside.body.totals.jobs).toBe(0);

    // Bad ranges are named; technicians never see a margin.
    const backwards = await manager.get('/api/job-profit/report?from=2026-11-30&to=2026-11-01');
    expect([backwards.status, backwards.body.fieldErrors]).toEqual([400, { to: 'From must be on or before To' }]);
    expect((await tech.get(`/api/jobs/${repair}/profit`)).status).toBe(403);
    expect((await tech.get('/api/job-profit/item-costs')).status).toBe(403);
    const techGql = await tech.gql('{ jobProfitReport { totals { marginCents } } }');
    expect(techGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The job is completed: its timesheet hours are closed too.
    const late = await shift(tech, 18, '07:00', '08:00', repair);
    expect([late.status, late.body.fieldErrors]).toEqual([409, { 'segments.0.jobId': 'The job is completed: its hours are closed' }]);
  });

  it('pages the jobs over REST and GraphQL while the totals, groups and missing costs stay over every job', async () => {
    const o = await createOrg(t, 'Paged Profit');
    const db = t.database.db;
    const manager = await signedIn(t, o.manager);
    const customer = await db.customer.create({ data: { orgId: o.org.id, name: 'Page Co' } });
    // Seven jobs completed on the 2nd to the 8th, each invoiced $100.00 × its number ex GST; the sixth has an hour of
    // the technician (no cost rate) and the first a part without a cost.
    const completed = async (n: number, day = n + 1) => {
      const job = await db.job.create({ data: { orgId: o.org.id, title: `Job ${n}`, jobType: 'repair', customerId: customer.id } });
      const invoice = await db.invoice.create({
        data: {
          orgId: o.org.id,
          number: `INV-P${n}`,
          status: 'sent',
          customerId: customer.id,
          subtotalCents: n * 10000,
          taxCents: n * 1000,
          totalCents: n * 11000,
        },
      });
      await db.completedJob.create({
        data: { orgId: o.org.id, jobId: job.id, title: job.title, invoiceId: invoice.id, completedAt: new Date(at(day, '12:00')) },
      });
      return job.id;
    };
    const ids: string[] = [];
    for (let n = 1; n <= 7; n++) ids.push(await completed(n));
    await db.jobPart.create({ data: { orgId: o.org.id, jobId: ids[0], partName: 'Widget', quantity: 2 } });
    await db.jobHours.create({ data: { orgId: o.org.id, jobId: ids[5], userId: o.technician.id, hours: 1 } });

    const range = 'from=2026-11-01&to=2026-11-30';
    const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((j) => j.title);
    const first = await manager.get(`/api/job-profit/report?${range}&limit=3`);
    expect(first.status).toBe(200);
    expect(titles(first.body)).toEqual(['Job 1', 'Job 2', 'Job 3']);
    expect([first.body.limit, first.body.offset, first.body.total_jobs]).toEqual([3, 0, 7]);
    expect(first.headers.link).toBe(`</api/job-profit/report?${range}&limit=3&offset=3>; rel="next"`);
    // $2,800.00 over all seven, not the page's $600.00; the sixth job's hour is named on the first page too.
    expect([first.body.totals.jobs, first.body.totals.revenue_cents]).toEqual([7, 280000]);
    expect(first.body.groups).toMatchObject([{ key: '2026-11', jobs: 7, revenue_cents: 280000 }]);
    expect(first.body.missing_costs).toEqual({ labour_minutes: 60, labour_jobs: 1, materials: ['Widget'], materials_jobs: 1 });

    const last = await manager.get(`/api/job-profit/report?${range}&limit=3&offset=6`);
    expect([titles(last.body), last.body.total_jobs, last.body.totals.revenue_cents]).toEqual([['Job 7'], 7, 280000]);
    expect(last.headers.link).toBeUndefined();
    const past = await manager.get(`/api/job-profit/report?${range}&offset=10`);
    expect([past.status, titles(past.body), past.body.total_jobs]).toEqual([200, [], 7]);
    const all = await manager.get(`/api/job-profit/report?${range}`);
    expect([all.body.limit, all.body.offset, titles(all.body).length]).toEqual([50, 0, 7]);

    // Bad paging is named at its field, never a 500.
    for (const [query, field, message] of [
      ['limit=0', 'limit', 'limit must be 1 to 500'],
      ['limit=501', 'limit', 'limit must be 1 to 500'],
      ['limit=ten', 'limit', 'limit must be a number'],
      ['limit=2.5', 'limit', 'limit must be a whole number'],
      ['offset=-1', 'offset', 'offset must be 0 or more'],
    ]) {
      const bad = await manager.get(`/api/job-profit/report?${range}&${query}`);
      expect([bad.status, bad.body.fieldErrors], query).toEqual([400, { [field]: message }]);
    }

    const page = (vars: Record<string, unknown>) =>
      manager.gql(
        'query($limit: Int, $offset: Int) { jobProfitReport(from: "2026-11-01", to: "2026-11-30", limit: $limit, offset: $offset) { limit offset totalJobs totals { jobs revenueCents } missingCosts { labourMinutes labourJobs materials materialsJobs } jobs { title } } }',
        vars,
      );
    const second = await page({ limit: 3, offset: 3 });
    expect(second.data.jobProfitReport).toEqual({
      limit: 3,
      offset: 3,
      totalJobs: 7,
      totals: { jobs: 7, revenueCents: 280000 },
      missingCosts: { labourMinutes: 60, labourJobs: 1, materials: ['Widget'], materialsJobs: 1 },
      jobs: [{ title: 'Job 4' }, { title: 'Job 5' }, { title: 'Job 6' }],
    });
    const badGql = await page({ limit: 0 });
    expect(badGql.errors?.[0]).toMatchObject({
      message: 'limit must be 1 to 500',
      extensions: { code: 'VALIDATION', fieldErrors: { limit: 'limit must be 1 to 500' } },
    });

    // The same SQL statements for any page, and for seven jobs as for forty.
    const firstCount = await t.countQueries(() => manager.get(`/api/job-profit/report?${range}&limit=3`));
    const lastCount = await t.countQueries(() => manager.get(`/api/job-profit/report?${range}&limit=3&offset=6`));
    const gqlFirstCount = await t.countQueries(() => page({ limit: 3 }));
    for (let n = 8; n <= 40; n++) ids.push(await completed(n, ((n - 1) % 28) + 1));
    const moreCount = await t.countQueries(() => manager.get(`/api/job-profit/report?${range}&limit=3&offset=30`));
    const gqlMoreCount = await t.countQueries(() => page({ limit: 3, offset: 30 }));
    expect(lastCount).toBe(firstCount);
    expect(moreCount).toBe(firstCount);
    expect(gqlMoreCount).toBe(gqlFirstCount);
  });
});
