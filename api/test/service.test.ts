import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDueRanges } from '../src/rules/next-service.ts';
import { toLocalInput } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg, multipart } from './jobs-fixtures.ts';
import { listening, wsClient } from './live-clients.ts';
import { messagingSettled } from './messaging-queue.ts';

// Recurring service over the API: intervals and meter readings with their refusals, the last and next
// service kept right through completion and deletion, import with a last-service date, the due board (filters,
// counts, a technician's own units), booking (all or nothing, idempotent, the one-open-job constraint under a
// concurrent completion), the SMS confirmation states, and turning uncontracted units into recurring work.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const db = () => t.database.db;

const unit = (o: JobsOrg, data: Record<string, unknown>) =>
  db().equipment.create({ data: { orgId: o.org.id, customerId: o.customers.acme.id, name: 'Unit', ...data } as never });

const dueRows = async (a: Agent, query = '') => {
  const res = await a.get(`/api/service/due${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    units: {
      equipment: { id: string; name: string };
      next_due_at: string;
      due_by: string;
      status: string;
      open_job_id: string | null;
      confirmation: string | null;
      suggested_technician: { id: string } | null;
    }[];
    counts: Record<string, number>;
    pagination: { total: number };
  };
};

describe('intervals and meter readings', () => {
  let o: JobsOrg;
  beforeAll(async () => {
    o = await jobsOrg(t, 'Meter Co');
  });

  it('takes any whole number of months, hours, a preset; refuses 0 or 1,000 months and negative hours clearly', async () => {
    const forklift = await o.as.admin.post('/api/equipment', {
      name: 'Toyota forklift',
      customerId: o.customers.acme.id,
      serviceRegime: 'forklift',
    });
    expect(forklift.status).toBe(201);
    expect(forklift.body).toMatchObject({ service_interval_months: 3, service_interval_hours: 250, service_regime: 'forklift' });
    const odd = await o.as.admin.post('/api/equipment', { name: 'Pump', serviceIntervalMonths: 9, serviceIntervalHours: '500' });
    expect(odd.body).toMatchObject({ service_interval_months: 9, service_interval_hours: 500 });
    for (const [body, message] of [
      [{ name: 'X', serviceIntervalMonths: 0 }, 'Service interval must be none or a whole number of months from 1 to 120'],
      [{ name: 'X', serviceIntervalMonths: 1000 }, 'Service interval must be none or a whole number of months from 1 to 120'],
      [{ name: 'X', serviceIntervalHours: -5 }, 'Service interval in hours must be none or a whole number from 1 to 100,000'],
      [{ name: 'X', serviceRegime: 'weekly-ish' }, 'Service regime not found'],
    ] as const) {
      const res = await o.as.admin.post('/api/equipment', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    // GraphQL refuses the same input with the same sentences.
    for (const [input, message] of [
      ['serviceIntervalMonths: 1000', 'Service interval must be none or a whole number of months from 1 to 120'],
      ['serviceIntervalMonths: 0', 'Service interval must be none or a whole number of months from 1 to 120'],
      ['serviceIntervalHours: -5', 'Service interval in hours must be none or a whole number from 1 to 100,000'],
    ] as const) {
      const gql = await o.as.admin.gql(
        `mutation { createEquipment(input: { name: "Y", ${input} }) { __typename ... on AppError { message } } }`,
      );
      expect(gql.data.createEquipment, input).toEqual({ __typename: 'AppError', message });
    }
  });

  it('records readings on the equipment page and on a job; a lower reading or negative hours is refused', async () => {
    const forklift = await unit(o, { name: 'Reach truck', serviceIntervalHours: 250 });
    const first = await o.as.tech.post(`/api/equipment/${forklift.id}/meter-readings`, { hours: 1200.5 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.meter_hours).toBe(1200.5);
    const lower = await o.as.tech.post(`/api/equipment/${forklift.id}/meter-readings`, { hours: 1100 });
    expect(lower.status).toBe(400);
    expect(lower.body.error).toBe('Meter reading cannot be lower than the last reading (1200.5 hours)');
    const negative = await o.as.tech.post(`/api/equipment/${forklift.id}/meter-readings`, { hours: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.error).toBe('Meter reading must be a number of hours from 0 to 1,000,000');
    const job = await insertJob(t, o, { jobType: 'service', equipmentIds: [forklift.id], techIds: [o.tech.id] });
    const onJob = await o.as.tech.gql(
      'mutation($input: MeterReadingInput!) { recordMeterReading(input: $input) { __typename ... on Equipment { meterHours meterReadings { hours job { id } } } } }',
      { input: { equipmentId: forklift.id, hours: 1300, jobId: job.id } },
    );
    expect(onJob.data.recordMeterReading).toMatchObject({
      meterHours: 1300,
      meterReadings: [
        { hours: 1300, job: { id: job.id } },
        { hours: 1200.5, job: null },
      ],
    });
    const gqlLower = await o.as.tech.gql(
      'mutation($input: MeterReadingInput!) { recordMeterReading(input: $input) { __typename ... on AppError { message } } }',
      { input: { equipmentId: forklift.id, hours: 5 } },
    );
    expect(gqlLower.data.recordMeterReading.message).toBe('Meter reading cannot be lower than the last reading (1300 hours)');
    const gqlNegative = await o.as.tech.gql(
      'mutation($input: MeterReadingInput!) { recordMeterReading(input: $input) { __typename ... on AppError { message } } }',
      { input: { equipmentId: forklift.id, hours: -1 } },
    );
    expect(gqlNegative.data.recordMeterReading.message).toBe('Meter reading must be a number of hours from 0 to 1,000,000');
  });
});

describe('next service, always right', () => {
  it('follows completion (DST: 1 October → 1 April), falls back when the service job is deleted, and counts imported history', async () => {
    const o = await jobsOrg(t, 'Due Co');
    const split = o.equipment.ducted; // 6-monthly
    // Entered history: serviced 10 March 2026 (imported).
    await o.as.admin.put(`/api/equipment/${split.id}`, { lastServiceEnteredAt: '2026-03-10' });
    let row = await db().equipment.findUniqueOrThrow({ where: { id: split.id } });
    expect(toLocalInput(row.nextServiceDueAt!)).toEqual({ date: '2026-09-10', time: '00:00' });
    // A service at midnight on 1 October (summer time from 4 October): due at midnight on 1 April, not 11 pm on 31 March.
    const visit = new Date('2026-09-30T14:00:00Z');
    const job = await insertJob(t, o, { jobType: 'service', scheduledAt: visit, equipmentIds: [split.id], techIds: [o.tech.id] });
    const done = await o.as.admin.post(`/api/jobs/${job.id}/complete`);
    expect(done.status).toBe(200);
    row = await db().equipment.findUniqueOrThrow({ where: { id: split.id } });
    expect(row.lastServiceAt?.toISOString()).toBe(visit.toISOString());
    expect(toLocalInput(row.nextServiceDueAt!)).toEqual({ date: '2027-04-01', time: '00:00' });
    expect(row.lastServicedById).toBe(o.tech.id);
    // The follow-up the completion booked is on the same instant.
    const followUp = await db().job.findFirstOrThrow({ where: { followUpOfId: job.id } });
    expect(followUp.scheduledAt?.toISOString()).toBe(row.nextServiceDueAt?.toISOString());
    // Deleting the completed service: the entered date is the last service again.
    await o.as.admin.request('DELETE', `/api/jobs/${job.id}`);
    row = await db().equipment.findUniqueOrThrow({ where: { id: split.id } });
    expect(toLocalInput(row.nextServiceDueAt!)).toEqual({ date: '2026-09-10', time: '00:00' });
    // The interval changed: recomputed at once.
    await o.as.admin.put(`/api/equipment/${split.id}`, { serviceIntervalMonths: 12 });
    row = await db().equipment.findUniqueOrThrow({ where: { id: split.id } });
    expect(toLocalInput(row.nextServiceDueAt!)).toEqual({ date: '2027-03-10', time: '00:00' });
  });

  it('imports equipment with a last-service date, type and hours interval; the board shows it due', async () => {
    const o = await jobsOrg(t, 'Import Co');
    const csv = [
      'Name,Customer,Type,Service Interval,Service Interval Hours,Last Service',
      `Extinguisher 1,${o.customers.acme.name},Fire equipment,6,,15/01/2020`,
      `Forklift 7,${o.customers.acme.name},Forklift,3,250,2020-02-01`,
      `Hose reel,${o.customers.acme.name},Fire equipment,6,,31/02/2020`,
      `New split,${o.customers.acme.name},,12,,`,
    ].join('\n');
    const res = await o.as.admin.request(
      'POST',
      '/api/equipment/import-csv',
      multipart([{ field: 'csvFile', filename: 'units.csv', type: 'text/csv', bytes: Buffer.from(csv) }]),
    );
    expect(res.body).toMatchObject({ imported: 3, errors: [{ row: 4, column: 'Last Service', error: 'Last service must be a date' }] });
    const imported = await db().equipment.findMany({
      where: { orgId: o.org.id, name: { in: ['Extinguisher 1', 'Forklift 7', 'New split'] } },
      orderBy: { name: 'asc' },
    });
    expect(
      imported.map((e) => [e.name, e.equipmentType, e.serviceIntervalHours, e.nextServiceDueAt && toLocalInput(e.nextServiceDueAt)]),
    ).toEqual([
      ['Extinguisher 1', 'Fire equipment', null, { date: '2020-07-15', time: '00:00' }],
      ['Forklift 7', 'Forklift', 250, { date: '2020-05-01', time: '00:00' }],
      ['New split', null, null, null],
    ]);
    const board = await dueRows(o.as.admin, '?status=overdue&equipmentType=fire%20equipment');
    expect(board.units.map((u) => u.equipment.name)).toEqual(['Extinguisher 1']);
    expect(board.units[0]).toMatchObject({ status: 'overdue', due_by: 'date', open_job_id: null, confirmation: null });
  });
});

describe('the due board', () => {
  let o: JobsOrg;
  beforeAll(async () => {
    o = await jobsOrg(t, 'Board Co');
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);
    await unit(o, {
      name: 'Overdue AC',
      nextServiceDueAt: at(-20),
      nextServiceDueBy: 'date',
      serviceIntervalMonths: 6,
      equipmentType: 'Air-conditioner',
    });
    await unit(o, {
      name: 'Later AC',
      nextServiceDueAt: at(70),
      nextServiceDueBy: 'date',
      serviceIntervalMonths: 6,
      equipmentType: 'Air-conditioner',
    });
    const mine = await unit(o, {
      name: 'Tech forklift',
      nextServiceDueAt: at(-1),
      nextServiceDueBy: 'hours',
      serviceIntervalHours: 250,
      customerId: o.customers.bolt.id,
      equipmentType: 'Forklift',
    });
    await insertJob(t, o, {
      status: 'done',
      jobType: 'service',
      equipmentIds: [mine.id],
      techIds: [o.tech.id],
      customerId: o.customers.bolt.id,
    });
    // Serviced last by the second technician, and booked with the first.
    await db().equipment.updateMany({ where: { orgId: o.org.id, name: 'Later AC' }, data: { lastServicedById: o.tech2.id } });
    const overdue = await db().equipment.findFirstOrThrow({ where: { orgId: o.org.id, name: 'Overdue AC' } });
    await insertJob(t, o, { status: 'scheduled', jobType: 'service', equipmentIds: [overdue.id], techIds: [o.tech.id] });
  });

  it('lists units soonest first with why they are due; filters by status, customer, suburb, technician and type; counts over the filters', async () => {
    const all = await dueRows(o.as.admin);
    expect(all.units.map((u) => u.equipment.name)).toEqual(['Overdue AC', 'Tech forklift', 'Later AC']);
    expect(all.units.map((u) => u.due_by)).toEqual(['date', 'hours', 'date']);
    expect(all.counts.overdue).toBe(2);
    expect((await dueRows(o.as.admin, '?status=upcoming')).units.map((u) => u.equipment.name)).toEqual(['Later AC']);
    expect((await dueRows(o.as.admin, `?customerId=${o.customers.bolt.id}`)).units.map((u) => u.equipment.name)).toEqual(['Tech forklift']);
    expect((await dueRows(o.as.admin, '?suburb=preston')).units.map((u) => u.equipment.name)).toEqual(['Overdue AC', 'Later AC']);
    expect((await dueRows(o.as.admin, `?technicianId=${o.tech2.id}`)).units.map((u) => u.equipment.name)).toEqual(['Later AC']);
    expect((await dueRows(o.as.admin, `?technicianId=${o.tech.id}`)).units.map((u) => u.equipment.name)).toEqual(['Overdue AC']);
    const typed = await dueRows(o.as.admin, '?equipment_type=Forklift&limit=1');
    expect(typed.units.map((u) => u.equipment.name)).toEqual(['Tech forklift']);
    expect(typed.counts).toEqual({ overdue: 1, this_week: 0, this_month: 0, next_month: 0 });
    const gql = await o.as.manager.gql(
      '{ serviceDue(status: overdue) { units { equipment { name } dueBy status } pagination { total } counts { overdue } } }',
    );
    expect(gql.data.serviceDue.units).toEqual([
      { equipment: { name: 'Overdue AC' }, dueBy: 'date', status: 'overdue' },
      { equipment: { name: 'Tech forklift' }, dueBy: 'hours', status: 'overdue' },
    ]);
    expect(gql.data.serviceDue.counts.overdue).toBe(2);
  });

  it('a technician sees only the units on jobs assigned to them; bad filters are a clear 400', async () => {
    expect((await dueRows(o.as.tech)).units.map((u) => u.equipment.name)).toEqual(['Overdue AC', 'Tech forklift']);
    expect((await dueRows(o.as.tech2)).units).toEqual([]);
    const bad = await o.as.admin.get('/api/service/due?status=soon');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('status must be overdue, due or upcoming');
    const range = await o.as.admin.get('/api/service/due?from=2027-01-01&to=2026-01-01');
    expect(range.status).toBe(400);
    expect(range.body.error).toBe('from must not be after to');
    expect((await o.as.admin.get('/api/service/due?limit=1000')).status).toBe(400);
  });
});

describe('the board: due this week, due this month, not booked', () => {
  let o: JobsOrg;
  /** 1 when next month starts within this week (the test runs in a month's last days): the pump is due this week too. */
  let pumpThisWeek = 0;
  beforeAll(async () => {
    o = await jobsOrg(t, 'Not Booked Co');
    // Due today (the board counts from the day's start): in this week and this month whatever day the test runs;
    // then next month's first day, which is in this week too when the month ends before the week does.
    const ranges = serviceDueRanges(new Date(), 'Australia/Melbourne');
    const laterToday = new Date(ranges.today.getTime() + 3_600_000);
    const nextMonth = new Date(ranges.nextMonth.getTime() + 3_600_000);
    pumpThisWeek = nextMonth.getTime() < ranges.nextWeek.getTime() ? 1 : 0;
    for (const [name, due] of [
      ['Booked AC', laterToday],
      ['Waiting AC', laterToday],
      ['Waiting pump', nextMonth],
    ] as const) {
      await unit(o, { name, nextServiceDueAt: due, nextServiceDueBy: 'date', serviceIntervalMonths: 12 });
    }
    const booked = await db().equipment.findFirstOrThrow({ where: { orgId: o.org.id, name: 'Booked AC' } });
    await insertJob(t, o, { status: 'scheduled', jobType: 'service', equipmentIds: [booked.id], techIds: [o.tech.id] });
  });

  it('counts the units due this week and this month, and lists only the units with no service job booked, over REST and GraphQL', async () => {
    const all = await dueRows(o.as.admin);
    expect(all.counts).toMatchObject({ this_week: 2 + pumpThisWeek, this_month: 2, next_month: 1 });
    const waiting = await dueRows(o.as.admin, '?notBooked=true');
    expect(waiting.units.map((u) => u.equipment.name)).toEqual(['Waiting AC', 'Waiting pump']);
    expect(waiting.units.every((u) => u.open_job_id === null)).toBe(true);
    expect(waiting.counts).toEqual({ overdue: 0, this_week: 1 + pumpThisWeek, this_month: 1, next_month: 1 });
    expect((await dueRows(o.as.admin, '?not_booked=false')).units).toHaveLength(3);
    const bad = await o.as.admin.get('/api/service/due?notBooked=perhaps');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('notBooked must be true or false');
    const gql = await o.as.manager.gql(
      '{ serviceDue(notBooked: true) { units { equipment { name } openJob { id } } counts { thisWeek thisMonth nextMonth } } }',
    );
    expect(gql.data.serviceDue).toEqual({
      units: [
        { equipment: { name: 'Waiting AC' }, openJob: null },
        { equipment: { name: 'Waiting pump' }, openJob: null },
      ],
      counts: { thisWeek: 1 + pumpThisWeek, thisMonth: 1, nextMonth: 1 },
    });
  });
});

describe('booking from the board', () => {
  let o: JobsOrg;
  beforeAll(async () => {
    o = await jobsOrg(t, 'Booking Co');
  });
  const book = (items: { equipmentId: string; scheduledAt: string; technicianId?: string }[], extra: Record<string, unknown> = {}) =>
    o.as.admin.post('/api/service/bookings', { items, clientKey: key(), ...extra });

  it('books all the units in one request, one job per customer visit; the same key books once', async () => {
    const when = new Date(Date.now() + 7 * DAY).toISOString();
    const clientKey = key();
    const items = [
      { equipmentId: o.equipment.split.id, scheduledAt: when, technicianId: o.tech.id },
      { equipmentId: o.equipment.fridge.id, scheduledAt: when, technicianId: o.tech.id },
      { equipmentId: o.equipment.treadmillAc.id, scheduledAt: when, technicianId: o.tech2.id },
    ];
    // A double click: the same request twice at once books once.
    const [a, b] = await Promise.all([
      o.as.admin.post('/api/service/bookings', { items, clientKey }),
      o.as.admin.post('/api/service/bookings', { items, clientKey }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const first = a.body.replayed ? b.body : a.body;
    const again = a.body.replayed ? a.body : b.body;
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(first.jobs.map((j: { id: string }) => j.id)).toEqual(again.jobs.map((j: { id: string }) => j.id));
    expect(first.jobs.map((j: { title: string; status: string }) => [j.title, j.status])).toEqual([
      ['Service: Cool room and Daikin split', 'new'],
      ['Service: Gym cassette', 'new'],
    ]);
    expect(await db().job.count({ where: { orgId: o.org.id, serviceBookingId: { not: null } } })).toBe(2);
    // A later repeat answers the same jobs too.
    const later = await o.as.admin.post('/api/service/bookings', { items, clientKey });
    expect(later.body.jobs.map((j: { id: string }) => j.id)).toEqual(first.jobs.map((j: { id: string }) => j.id));
  });

  it('puts the booked visits on the schedule live for everyone watching', async () => {
    const url = await t.app.start(0, '127.0.0.1');
    const login = await new Agent(t).post('/api/auth/login', { email: o.manager.email, password: PASSWORD }, { 'auth-mode': 'token' });
    const live = wsClient(url, login.body.accessToken, 'subscription { scheduleChanged { kind job { id title scheduledAt } } }');
    await listening(t, o.manager.id, 1);
    const when = new Date(Date.now() + 8 * DAY).toISOString();
    const u = await unit(o, { name: 'Live unit', serviceIntervalMonths: 6 });
    const res = await book([{ equipmentId: u.id, scheduledAt: when, technicianId: o.tech.id }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await live.next()).toEqual({
      scheduleChanged: { kind: 'CREATED', job: { id: res.body.jobs[0].id, title: 'Service: Live unit', scheduledAt: when } },
    });
    await live.dispose();
  });

  it('is all or nothing: a unit with an open service job refuses the lot, naming it', async () => {
    const when = new Date(Date.now() + 9 * DAY).toISOString();
    const fresh = await unit(o, { name: 'Spare split', serviceIntervalMonths: 6 });
    const res = await book([
      { equipmentId: fresh.id, scheduledAt: when },
      { equipmentId: o.equipment.split.id, scheduledAt: when },
    ]);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Daikin split already has an open service job: complete or cancel it first');
    expect(await db().jobEquipment.count({ where: { equipmentId: fresh.id } })).toBe(0);
    for (const [items, status, message] of [
      [[], 400, 'Choose at least one unit to book'],
      [[{ equipmentId: fresh.id, scheduledAt: 'soon' }], 400, 'scheduledAt must be a date and time'],
      [[{ equipmentId: 'nope', scheduledAt: when }], 404, 'Equipment not found'],
    ] as const) {
      const bad = await book(items as never);
      expect(bad.status, JSON.stringify(items)).toBe(status);
      expect(bad.body.error).toBe(message);
    }
    expect(
      (await o.as.tech.post('/api/service/bookings', { items: [{ equipmentId: fresh.id, scheduledAt: when }], clientKey: key() })).status,
    ).toBe(403);
  });

  it('never leaves two open service jobs for one unit when a completion and a booking race', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await unit(o, { name: `Race unit ${round}`, serviceIntervalMonths: 6 });
      const job = await insertJob(t, o, { jobType: 'service', scheduledAt: new Date(Date.now() - DAY), equipmentIds: [u.id] });
      const [completed, booked] = await Promise.all([
        o.as.manager.post(`/api/jobs/${job.id}/complete`),
        book([{ equipmentId: u.id, scheduledAt: new Date(Date.now() + 30 * DAY).toISOString() }]),
      ]);
      expect(completed.status).toBe(200);
      // Either the booking came first (the completion books no follow-up for the unit) or the completion did (the
      // booking is refused, naming the unit): one open service job either way.
      if (booked.status === 201) expect(completed.body.follow_up_job_ids).toEqual([]);
      else {
        expect(booked.status).toBe(409);
        expect(completed.body.follow_up_job_ids).toHaveLength(1);
      }
      expect(await db().jobEquipment.count({ where: { equipmentId: u.id, openService: true } })).toBe(1);
    }
  });

  it('texts the proposed time with the confirm link; the board shows confirmed, asked for another time, not answered, not sent', async () => {
    await db().customer.update({ where: { id: o.customers.bolt.id }, data: { phone: '0412 345 678' } });
    const when = new Date(Date.now() + 10 * DAY).toISOString();
    const units = await Promise.all(
      ['SMS A', 'SMS B', 'SMS C'].map((name) =>
        unit(o, {
          name,
          serviceIntervalMonths: 12,
          customerId: o.customers.bolt.id,
          lastServiceEnteredAt: new Date(Date.now() - 400 * DAY),
        }),
      ),
    );
    await Promise.all(units.map((u) => o.as.admin.put(`/api/equipment/${u.id}`, { serviceIntervalMonths: 12 })));
    const texted = await book(
      units.slice(0, 2).map((u, i) => ({ equipmentId: u.id, scheduledAt: new Date(Date.parse(when) + i * 3_600_000).toISOString() })),
      { sendSms: true },
    );
    expect(texted.status, JSON.stringify(texted.body)).toBe(201);
    const quiet = await book([{ equipmentId: units[2]!.id, scheduledAt: when }]);
    expect(quiet.status).toBe(201);
    // The texts are jobs, sent once the booking has committed.
    await messagingSettled(t);
    const messages = await db().outgoingMessage.findMany({ where: { jobId: { in: texted.body.jobs.map((j: { id: string }) => j.id) } } });
    expect(messages).toHaveLength(2);
    expect(messages.every((m) => m.channel === 'sms' && m.to === '+61412345678' && /\/c\/[\w-]+/.test(m.body))).toBe(true);
    const tokenOf = async (jobId: string) => (await db().job.findUniqueOrThrow({ where: { id: jobId } })).confirmationToken!;
    const [jobA, jobB] = texted.body.jobs.map((j: { id: string }) => j.id);
    expect((await o.as.admin.post(`/api/public/bookings/${await tokenOf(jobA)}/confirm`)).status).toBe(200);
    const asked = await o.as.admin.post(`/api/public/bookings/${await tokenOf(jobB)}/another-time`, { note: 'Mornings suit us better' });
    expect(asked.status).toBe(200);
    expect(asked.body.booking.reschedule_requested_at).toEqual(expect.any(String));
    const states = Object.fromEntries(
      (await dueRows(o.as.admin, `?customerId=${o.customers.bolt.id}`)).units.map((u) => [u.equipment.name, u.confirmation]),
    );
    expect(states).toMatchObject({ 'SMS A': 'confirmed', 'SMS B': 'another_time', 'SMS C': 'not_sent' });
    // Texted and silent: not answered. A confirmed booking cannot be asked to move through the link.
    await db().job.update({ where: { id: jobB }, data: { rescheduleRequestedAt: null } });
    const gql = await o.as.admin.gql(
      `{ serviceDue(customerId: "${o.customers.bolt.id}") { units { equipment { name } confirmation openJob { rescheduleNote smsStatus } } } }`,
    );
    expect(gql.data.serviceDue.units.find((u: { equipment: { name: string } }) => u.equipment.name === 'SMS B').confirmation).toBe(
      'not_answered',
    );
    expect((await o.as.admin.post(`/api/public/bookings/${await tokenOf(jobA)}/another-time`, {})).status).toBe(409);
  });

  it('refuses sendSms up front when a customer has no mobile number, booking nothing', async () => {
    const u = await unit(o, { name: 'No phone unit', customerId: o.customers.bolt.id });
    await db().customer.update({ where: { id: o.customers.bolt.id }, data: { phone: null } });
    const res = await book([{ equipmentId: u.id, scheduledAt: new Date(Date.now() + 5 * DAY).toISOString() }], { sendSms: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`No mobile number to text for ${o.customers.bolt.name}: add one, or book without SMS`);
    expect(await db().jobEquipment.count({ where: { equipmentId: u.id } })).toBe(0);
  });
});

describe('due but not contracted', () => {
  it('lists units with no interval that had a service job, and gives them one in one step', async () => {
    const o = await jobsOrg(t, 'Contract Co');
    await insertJob(t, o, { status: 'done', jobType: 'service', equipmentIds: [o.equipment.fridge.id] });
    const list = await o.as.admin.get('/api/service/uncontracted');
    expect(list.status).toBe(200);
    expect(list.body.units.map((u: { equipment: { name: string }; service_jobs: number }) => [u.equipment.name, u.service_jobs])).toEqual([
      ['Cool room', 1],
    ]);
    const gql = await o.as.manager.gql(
      'mutation($input: ContractServiceInput!) { contractService(input: $input) { __typename ... on MutationContractServiceSuccess { data { name serviceIntervalMonths serviceRegime } } ... on AppError { message } } }',
      { input: { equipmentIds: [o.equipment.fridge.id], serviceRegime: 'air-conditioner' } },
    );
    expect(JSON.stringify(gql)).toContain('"serviceIntervalMonths":12');
    expect((await o.as.admin.get('/api/service/uncontracted')).body.units).toEqual([]);
    const bad = await o.as.admin.post('/api/service/contracts', { equipmentIds: [o.equipment.fridge.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Give an interval in months or hours, or a regime');
    expect(
      (await o.as.tech.post('/api/service/contracts', { equipmentIds: [o.equipment.fridge.id], serviceIntervalMonths: 6 })).status,
    ).toBe(403);
  });
});
