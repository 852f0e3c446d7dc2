// Timesheets and job profit in `npm run bench` (group timesheets): an organisation of 8 technicians with cost rates
// and 4 weeks of shifts (Monday to Friday: travel, a job until the break, travel, a second job; three weeks approved,
// the last submitted), each work segment's hours on its job as the timesheet writes them, and 300 jobs completed over
// those weeks with a sent invoice and two parts each from a costed price list. Measured: the office's week review
// (REST /api/timesheets/review and GraphQL timesheetReview), a technician's own weeks (/api/timesheets/weeks), the
// job-profit report's first page (REST and GraphQL: totals and groups over all 300 jobs, 50 jobs listed) and one
// job's profit; each at 1 and 10 connections with its SQL statements, beside the bare node:http ceiling (× bare) of
// the same run.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.ts';
import { dayKeyOf, fromLocalInput } from '../../src/rules/zoned-time.ts';
import { type Bench, type BenchRequest, CONNECTIONS, PASSWORD, printTable } from './harness.ts';

const MEMBERS = 8;
const WEEKS = 4;
const ZONE = 'Australia/Melbourne';

/** YYYY-MM-DD `days` after `day`. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of the week before this one, minus `weeksBack` weeks. */
function mondayWeeksBack(weeksBack: number): string {
  const today = dayKeyOf(new Date(), ZONE);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(today, -weekday - 7 * (weeksBack + 1));
}
const at = (day: string, hhmm: string) => new Date(fromLocalInput(day, hhmm, ZONE)!);

/** The day's segments: travel, work on the first job, a break, travel, work on the second job. */
const DAY_PLAN = [
  { kind: 'travel', from: '07:00', to: '07:30', job: null },
  { kind: 'work', from: '07:30', to: '11:00', job: 0 },
  { kind: 'break', from: '11:00', to: '11:30', job: null },
  { kind: 'travel', from: '11:30', to: '12:00', job: null },
  { kind: 'work', from: '12:00', to: '15:30', job: 1 },
] as const;

async function seedTimesheetsOrg(bench: Bench, jobCount: number) {
  const db = bench.database.db;
  const org = await bench.createOrgWithAdmin('Bench Timesheets Co');
  const orgId = org.orgId;
  const passwordHash = await hashPassword(PASSWORD);
  const members = await db.user.createManyAndReturn({
    data: Array.from({ length: MEMBERS }, (_, i) => ({
      orgId,
      name: `Tech ${i + 1}`,
      email: `bench-tech-${i}-${randomUUID()}@spanner.test`,
      role: 'technician' as const,
      passwordHash,
      costRateCents: 4200 + i * 150,
    })),
  });
  const customers = await db.customer.createManyAndReturn({
    data: Array.from({ length: 60 }, (_, i) => ({ orgId, name: `Customer ${i}` })),
  });
  const presets = await db.itemPreset.createManyAndReturn({
    data: Array.from({ length: 20 }, (_, i) => ({ orgId, name: `Part ${i}`, unitAmountCents: 2500 + i * 100, costCents: 1200 + i * 50 })),
  });
  const types = ['service', 'repair', 'installation', 'other'] as const;
  const jobs = await db.job.createManyAndReturn({
    data: Array.from({ length: jobCount }, (_, i) => ({
      orgId,
      title: `Job ${i + 1}`,
      jobType: types[i % types.length],
      status: 'done' as const,
      customerId: customers[i % customers.length].id,
    })),
    select: { id: true, customerId: true, title: true },
  });

  // Shifts: each member's weekdays of the four weeks, two jobs a day, taken in turn from the 300.
  const lastWork = new Map<string, Date>();
  let visit = 0;
  const firstMonday = mondayWeeksBack(WEEKS - 1);
  for (const [m, member] of members.entries()) {
    for (let w = 0; w < WEEKS; w++) {
      const weekStart = addDays(firstMonday, 7 * w);
      const last = w === WEEKS - 1;
      const week = await db.timesheetWeek.create({
        data: {
          orgId,
          userId: member.id,
          weekStart,
          status: last ? 'submitted' : 'approved',
          submittedAt: at(addDays(weekStart, 4), '16:00'),
          ...(last ? {} : { approvedAt: at(addDays(weekStart, 7), '09:00') }),
        },
      });
      for (let d = 0; d < 5; d++) {
        const day = addDays(weekStart, d);
        const dayJobs = [jobs[(visit + m) % jobs.length], jobs[(visit + m + 1) % jobs.length]];
        visit += 2;
        const shift = await db.shift.create({
          data: { orgId, userId: member.id, weekId: week.id, day, startAt: at(day, '07:00'), endAt: at(day, '15:30') },
        });
        const segments = await db.shiftSegment.createManyAndReturn({
          data: DAY_PLAN.map((s) => ({
            orgId,
            shiftId: shift.id,
            kind: s.kind,
            jobId: s.job === null ? null : dayJobs[s.job].id,
            startAt: at(day, s.from),
            endAt: at(day, s.to),
          })),
        });
        await db.jobHours.createMany({
          data: segments
            .filter((s) => s.kind === 'work' && s.jobId)
            .map((s) => {
              if (!lastWork.has(s.jobId!) || lastWork.get(s.jobId!)! < s.endAt!) lastWork.set(s.jobId!, s.endAt!);
              return {
                orgId,
                jobId: s.jobId!,
                userId: member.id,
                hours: (s.endAt!.getTime() - s.startAt.getTime()) / 3_600_000,
                shiftSegmentId: s.id,
              };
            }),
        });
      }
    }
  }

  // Completed the day of their last hours, invoiced (sent) and with two parts each.
  const invoices = await db.invoice.createManyAndReturn({
    data: jobs.map((j, i) => {
      const subtotal = 40_000 + (i % 17) * 5_000;
      return {
        orgId,
        number: `INV-B${i + 1}`,
        status: 'sent' as const,
        customerId: j.customerId,
        subtotalCents: subtotal,
        taxCents: subtotal / 10,
        totalCents: subtotal * 1.1,
      };
    }),
    select: { id: true },
  });
  await db.completedJob.createMany({
    data: jobs.map((j, i) => ({
      orgId,
      jobId: j.id,
      title: j.title,
      customerId: j.customerId,
      invoiceId: invoices[i].id,
      completedAt: new Date((lastWork.get(j.id) ?? at(addDays(firstMonday, 1), '15:30')).getTime() + 30 * 60_000),
    })),
  });
  await db.jobPart.createMany({
    data: jobs.flatMap((j, i) => [
      { orgId, jobId: j.id, partName: presets[i % presets.length].name, quantity: 1 + (i % 3) },
      { orgId, jobId: j.id, partName: presets[(i + 7) % presets.length].name, quantity: 2 },
    ]),
  });
  return { org, members, jobs, firstMonday, lastMonday: addDays(firstMonday, 7 * (WEEKS - 1)) };
}

export async function benchTimesheets(bench: Bench) {
  const JOBS = Number(process.env.BENCH_PROFIT_JOBS ?? 300);
  const t0 = performance.now();
  const seeded = await seedTimesheetsOrg(bench, JOBS);
  const seedMs = Math.round(performance.now() - t0);
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, seeded.org.email);
    const techCookie = await bench.signIn(app.url, seeded.members[0].email);
    const from = seeded.firstMonday;
    const to = addDays(seeded.lastMonday, 6);
    const gql = (query: string): BenchRequest => ({
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const job = seeded.jobs[Math.floor(JOBS / 2)].id;
    const requests: { title: string; request: BenchRequest }[] = [
      {
        title: `REST GET /api/timesheets/review (the office's week, ${MEMBERS} members)`,
        request: { url: `${app.url}/api/timesheets/review?week_start=${seeded.lastMonday}`, headers: { cookie } },
      },
      {
        title: 'GraphQL timesheetReview (the same)',
        request: gql(
          `{ timesheetReview(weekStart: "${seeded.lastMonday}") { id status memberName ordinaryMinutes overtimeMinutes days { day ordinaryMinutes shifts { id start end segments { kind jobId jobTitle start end } } } } }`,
        ),
      },
      {
        title: `REST GET /api/timesheets/weeks (a technician's ${WEEKS} weeks)`,
        request: { url: `${app.url}/api/timesheets/weeks?from=${from}&to=${to}`, headers: { cookie: techCookie } },
      },
      {
        title: `REST GET /api/job-profit/report, first page (50 of ${JOBS})`,
        request: { url: `${app.url}/api/job-profit/report?group_by=customer&from=${from}&to=${to}`, headers: { cookie } },
      },
      {
        title: 'GraphQL jobProfitReport, first page (the same)',
        request: gql(
          `{ jobProfitReport(groupBy: customer, from: "${from}", to: "${to}") { totalJobs totals { jobs marginCents } groups { key marginCents } missingCosts { labourJobs } jobs { jobId title revenueCents labourCostCents materialsCostCents marginCents marginPercent } } }`,
        ),
      },
      {
        title: "REST GET /api/jobs/{id}/profit (one job's profit)",
        request: { url: `${app.url}/api/jobs/${job}/profit`, headers: { cookie } },
      },
    ];
    const table = [];
    for (const r of requests) {
      const probe = await bench.probe(r.request);
      const errors = (probe.body as { errors?: unknown })?.errors;
      if (probe.status !== 200 || errors) throw new Error(`${r.title}: ${probe.status} ${JSON.stringify(probe.body).slice(0, 300)}`);
      const kb = Math.round(JSON.stringify(probe.body).length / 102.4) / 10;
      for (const connections of [1, CONNECTIONS])
        table.push({
          ...(await bench.measure(r.title, r.request, { connections })),
          extra: { connections, 'SQL statements': probe.statements, 'KB answered': kb },
        });
    }
    console.log(
      `\nTimesheets and job profit: ${MEMBERS} technicians × ${WEEKS} weeks of shifts, ${JOBS} completed jobs with invoices, hours and parts (seeded in ${seedMs} ms):\n`,
    );
    printTable(table);
  } finally {
    await app.stop();
    await bench.database.db.organization.delete({ where: { id: seeded.org.orgId } });
  }
}
