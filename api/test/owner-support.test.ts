import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createPlatformOwner, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { openTicket, patch, type SupportDesk, supportDesk, type TicketsOrg, ticketsOrg } from './tickets-fixtures.ts';

// The owner's support overview: GET /api/admin/support and ownerSupportOverview. Tickets are opened,
// answered and resolved through REST, then moved to chosen moments in March 2026 (the domain cannot backdate), and
// every figure is checked against numbers worked out by hand below. Melbourne is on daylight time (UTC+11) all March.

let t: TestApp;
let owner: Agent;
let desk: SupportDesk;
let acme: TicketsOrg;
let bolt: TicketsOrg;
let crane: TicketsOrg;
const ids: Record<string, string> = {};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Melbourne wall-clock time in March 2026 (or February: also UTC+11). */
const melb = (isoLocal: string) => new Date(`${isoLocal}+11:00`);

const RANGE = 'from=2026-03-02&to=2026-03-15';

async function backdate(ticket: string, createdAt: Date, resolvedAt?: Date) {
  await t.database.db.ticket.update({ where: { id: ticket }, data: { createdAt, ...(resolvedAt ? { resolvedAt } : {}) } });
}
/** Moves a ticket's messages, oldest first, to these offsets (ms) after its creation (and its first response with them). */
async function messagesAt(ticket: string, createdAt: Date, offsets: number[]) {
  const messages = await t.database.db.ticketMessage.findMany({ where: { ticketId: ticket }, orderBy: { createdAt: 'asc' } });
  expect(messages).toHaveLength(offsets.length);
  const { firstResponseAt } = await t.database.db.ticket.findUniqueOrThrow({ where: { id: ticket } });
  for (const [i, m] of messages.entries()) {
    const at = new Date(createdAt.getTime() + offsets[i]);
    await t.database.db.ticketMessage.update({ where: { id: m.id }, data: { createdAt: at } });
    // The reply the domain recorded as support's first answer moves with it.
    if (firstResponseAt?.getTime() === m.createdAt.getTime())
      await t.database.db.ticket.update({ where: { id: ticket }, data: { firstResponseAt: at } });
  }
}
const reply = (as: Agent, id: string, message: string, internal = false) =>
  as.post(`/api/support-tickets/${id}/messages`, { message, is_internal: internal });

beforeAll(async () => {
  // Platform-wide figures: no other file's tickets may be in this database.
  t = await startTestApp({}, { ownDatabase: true });
  const { owner: o } = await createPlatformOwner(t);
  owner = new Agent(t);
  await owner.login(o.email, PASSWORD);
  desk = await supportDesk(t);
  [acme, bolt, crane] = [await ticketsOrg(t, 'Acme Plumbing'), await ticketsOrg(t, 'Bolt Electrical'), await ticketsOrg(t, 'Crane HVAC')];
  const staff = desk.as.staff;

  // T0 (Bolt): opened 20 Feb 10:00, answered, resolved 5 Mar 10:00 — in the range's resolutions only.
  ids.t0 = (await openTicket(bolt.as.admin, { title: 'T0 February' })).id;
  await reply(staff, ids.t0, 'Looking');
  await patch(staff, `/api/support-tickets/${ids.t0}`, { status: 'resolved' });
  // T1 (Acme, urgent): 3 Mar 09:00; an internal note at +30 min (not a response), replies at +2 h and +5 h; resolved 6 Mar 09:00.
  ids.t1 = (await openTicket(acme.as.admin, { title: 'T1 urgent', priority: 'urgent' })).id;
  await reply(staff, ids.t1, 'Note to self', true);
  await reply(staff, ids.t1, 'On it');
  await reply(staff, ids.t1, 'Fixed');
  await patch(staff, `/api/support-tickets/${ids.t1}`, { status: 'resolved' });
  // T2 (Acme, high): Monday 2 Mar 00:30 Melbourne (Sunday 1 Mar in UTC); the member writes at +1 h, staff at +4 h; in progress.
  ids.t2 = (await openTicket(acme.as.admin, { title: 'T2 high', priority: 'high' })).id;
  await reply(acme.as.admin, ids.t2, 'Any news?');
  await reply(staff, ids.t2, 'Checking');
  await patch(staff, `/api/support-tickets/${ids.t2}`, { status: 'in_progress' });
  // T3 (Bolt, low): 10 Mar 08:00, answered at +1 h, resolved 12 Mar 08:00, then closed (stays resolved at 12 Mar).
  ids.t3 = (await openTicket(bolt.as.admin, { title: 'T3 low', priority: 'low' })).id;
  await reply(staff, ids.t3, 'Done');
  await patch(staff, `/api/support-tickets/${ids.t3}`, { status: 'resolved' });
  // T4 (Acme, medium): 14 Mar 12:00, only an internal note: not answered, open, nobody assigned.
  ids.t4 = (await openTicket(acme.as.admin, { title: 'T4 medium' })).id;
  await reply(staff, ids.t4, 'Internal only', true);
  // T5 (Crane, urgent): Monday 16 Mar 00:30 Melbourne (still 15 Mar in UTC): after the range. Open, unassigned.
  ids.t5 = (await openTicket(crane.as.admin, { title: 'T5 after', priority: 'urgent' })).id;
  // Open now, by age: T6 low (just now), T7 urgent (2 days), T8 high (5 days, assigned by hand).
  ids.t6 = (await openTicket(crane.as.admin, { title: 'T6 new', priority: 'low' })).id;
  ids.t7 = (await openTicket(crane.as.admin, { title: 'T7 two days', priority: 'urgent' })).id;
  ids.t8 = (await openTicket(crane.as.admin, { title: 'T8 five days', priority: 'high' })).id;
  await patch(staff, `/api/support-tickets/${ids.t8}`, { assigned_to: desk.admin.id });

  // The moments (the domain stamps "now"; the fixture moves them).
  await backdate(ids.t0, melb('2026-02-20T10:00'), melb('2026-03-05T10:00'));
  await messagesAt(ids.t0, melb('2026-02-20T10:00'), [DAY]);
  await backdate(ids.t1, melb('2026-03-03T09:00'), melb('2026-03-06T09:00'));
  await messagesAt(ids.t1, melb('2026-03-03T09:00'), [HOUR / 2, 2 * HOUR, 5 * HOUR]);
  await backdate(ids.t2, melb('2026-03-02T00:30'));
  await messagesAt(ids.t2, melb('2026-03-02T00:30'), [HOUR, 4 * HOUR]);
  await backdate(ids.t3, melb('2026-03-10T08:00'), melb('2026-03-12T08:00'));
  await messagesAt(ids.t3, melb('2026-03-10T08:00'), [HOUR]);
  await patch(desk.as.staff, `/api/support-tickets/${ids.t3}`, { status: 'closed' });
  await backdate(ids.t4, melb('2026-03-14T12:00'));
  await messagesAt(ids.t4, melb('2026-03-14T12:00'), [10 * 60_000]);
  await backdate(ids.t5, melb('2026-03-16T00:30'));
  await backdate(ids.t7, new Date(Date.now() - 2 * DAY));
  await backdate(ids.t8, new Date(Date.now() - 5 * DAY));
});
afterAll(() => t.close());

describe('the support overview (owner)', () => {
  it('answers first-response and resolution times, tickets a week and the busiest organisations over the range', async () => {
    const res = await owner.get(`/api/admin/support?${RANGE}`);
    expect(res.status).toBe(200);
    const o = res.body;
    expect(o.range).toEqual({ from: '2026-03-02', to: '2026-03-15' });
    // Created in the range: T1, T2, T3, T4 (T2 by Melbourne's day; T5 is 16 March in Melbourne). Answered: T2 4 h,
    // T1 2 h (the note before does not count), T3 1 h → 3600, 7200, 14400 s: median 7200; p90 at 1.8 → 7200 + 0.8 × 7200.
    expect(o.first_response).toEqual({ created: 4, count: 3, median_seconds: 7200, p90_seconds: 12960 });
    // Resolved in the range: T3 2 days (172800), T1 3 days (259200), T0 13 days (1123200): median 259200;
    // p90 = 259200 + 0.8 × (1123200 − 259200) = 950400. T3's closing after it was resolved keeps 12 March.
    expect(o.resolution).toEqual({ count: 3, median_seconds: 259200, p90_seconds: 950400 });
    // Weeks from Monday 2 March: T1, T2 | T3, T4.
    expect(o.weekly).toEqual([
      { week_start: '2026-03-02', created: 2 },
      { week_start: '2026-03-09', created: 2 },
    ]);
    // Acme: T1, T2, T4 (T2 in progress and T4 open); Bolt: T3 (closed). Crane's tickets are outside the range.
    expect(o.top_organisations).toEqual([
      { id: acme.org.id, name: 'Acme Plumbing', tickets: 3, open: 2, link: '/support-admin/tickets?search=Acme+Plumbing' },
      { id: bolt.org.id, name: 'Bolt Electrical', tickets: 1, open: 0, link: '/support-admin/tickets?search=Bolt+Electrical' },
    ]);
  });

  it('answers the open tickets now by priority and age, unassigned, and the longest waiting, each linking into the staff portal', async () => {
    const { open, longest_waiting } = (await owner.get(`/api/admin/support?${RANGE}`)).body;
    // Open: T2 high >7 d (assigned by its reply), T4 medium >7 d, T5 urgent >7 d, T6 low <1 d, T7 urgent 1–3 d,
    // T8 high 3–7 d (assigned by hand). Unassigned: T4, T5, T6, T7.
    expect({ total: open.total, unassigned: open.unassigned }).toEqual({ total: 6, unassigned: 4 });
    const row = (p: string) => open.by_priority.find((r: { priority: string }) => r.priority === p);
    expect(row('urgent')).toEqual({
      priority: 'urgent',
      total: 2,
      unassigned: 2,
      by_age: { under_1_day: 0, days_1_3: 1, days_3_7: 0, over_7_days: 1 },
      link: '/support-admin/tickets?priority=urgent',
    });
    expect(row('high')).toMatchObject({ total: 2, unassigned: 0, by_age: { under_1_day: 0, days_1_3: 0, days_3_7: 1, over_7_days: 1 } });
    expect(row('medium')).toMatchObject({ total: 1, unassigned: 1, by_age: { over_7_days: 1 } });
    expect(row('low')).toMatchObject({ total: 1, unassigned: 1, by_age: { under_1_day: 1 } });
    expect(open.by_age.map((b: { count: number }) => b.count)).toEqual([1, 1, 1, 3]);
    expect(open.unassigned_link).toBe('/support-admin/tickets?assignedTo=unassigned');
    expect(longest_waiting.map((w: { title: string }) => w.title)).toEqual([
      'T2 high',
      'T4 medium',
      'T5 after',
      'T8 five days',
      'T7 two days',
    ]);
    expect(longest_waiting[0]).toMatchObject({
      id: ids.t2,
      organisation: 'Acme Plumbing',
      priority: 'high',
      assigned: true,
      created_at: melb('2026-03-02T00:30').toISOString(),
      link: `/support-admin/tickets/${ids.t2}`,
    });
  });

  it('gives GraphQL the same figures', async () => {
    const { data, errors } = await owner.gql(
      `query ($from: String, $to: String) { ownerSupportOverview(from: $from, to: $to) {
        from to open { total unassigned byPriority { priority total byAge { under1Day days1To3 days3To7 over7Days } } }
        firstResponse { created count medianSeconds p90Seconds } resolution { count medianSeconds p90Seconds }
        weekly { weekStart created } topOrganisations { name tickets open link } longestWaiting { id link } } }`,
      { from: '2026-03-02', to: '2026-03-15' },
    );
    expect(errors).toBeUndefined();
    const o = data.ownerSupportOverview;
    expect(o.firstResponse).toEqual({ created: 4, count: 3, medianSeconds: 7200, p90Seconds: 12960 });
    expect(o.resolution).toEqual({ count: 3, medianSeconds: 259200, p90Seconds: 950400 });
    expect(o.open.byPriority[0]).toEqual({ priority: 'urgent', total: 2, byAge: { under1Day: 0, days1To3: 1, days3To7: 0, over7Days: 1 } });
    expect(o.topOrganisations.map((x: { name: string; tickets: number }) => [x.name, x.tickets])).toEqual([
      ['Acme Plumbing', 3],
      ['Bolt Electrical', 1],
    ]);
    expect(o.longestWaiting[0]).toEqual({ id: ids.t2, link: `/support-admin/tickets/${ids.t2}` });
  });

  it('records when a ticket is resolved: set by staff, kept when closed, cleared when the business writes again', async () => {
    const id = (await openTicket(bolt.as.tech, { title: 'Lifecycle' })).id;
    const resolvedAt = async () => (await t.database.db.ticket.findUniqueOrThrow({ where: { id } })).resolvedAt;
    expect(await resolvedAt()).toBeNull();
    await patch(desk.as.staff, `/api/support-tickets/${id}`, { status: 'resolved' });
    const first = await resolvedAt();
    expect(first).toBeInstanceOf(Date);
    await patch(desk.as.staff, `/api/support-tickets/${id}`, { status: 'closed' });
    expect(await resolvedAt()).toEqual(first);
    await reply(bolt.as.tech, id, 'It broke again');
    expect(await resolvedAt()).toBeNull();
    // This month (no range given): the ticket resolved again now is measured.
    await patch(desk.as.staff, `/api/support-tickets/${id}`, { status: 'in_progress' });
    await patch(desk.as.staff, `/api/support-tickets/${id}`, { status: 'closed' });
    const month = (await owner.get('/api/admin/support')).body;
    expect(month.resolution.count).toBe(1);
    expect(month.first_response.count).toBe(0);
    await t.database.db.ticket.delete({ where: { id } });
  });

  it('costs the same statements whatever the number of tickets and organisations', async () => {
    const statements = () => t.countQueries(() => owner.get(`/api/admin/support?${RANGE}`));
    const before = await statements();
    const more = await ticketsOrg(t, 'Dingo Roofing');
    for (let i = 0; i < 3; i++) await openTicket(more.as.admin, { title: `More ${i}` });
    expect(await statements()).toBe(before);
  });
});

describe('who may read it, and bad ranges', () => {
  it('is not found for a member, support staff (either role) and nobody, over REST and GraphQL', async () => {
    const callers = { admin: acme.as.admin, staff: desk.as.staff, supportAdmin: desk.as.admin, anonymous: new Agent(t) };
    for (const [who, as] of Object.entries(callers)) {
      const res = await as.get(`/api/admin/support?${RANGE}`);
      expect(res.status, who).toBe(404);
      expect(JSON.stringify(res.body), who).not.toContain('Acme');
      const gql = await as.gql('{ ownerSupportOverview { open { total } } }');
      expect(gql.errors?.[0]?.extensions?.code, who).toBe('NOT_FOUND');
      expect(gql.data?.ownerSupportOverview ?? null, who).toBeNull();
    }
  });

  it('refuses a range it cannot read with a 400 that says why', async () => {
    const bad = {
      'from=2026-03-02': 'Choose the last day of the range',
      'to=2026-03-02': 'Choose the first day of the range',
      'from=2026-02-30&to=2026-03-02': 'From must be a date (YYYY-MM-DD)',
      'from=2026-03-01&to=yesterday': 'To must be a date (YYYY-MM-DD)',
      'from=2026-03-10&to=2026-03-01': 'From must be on or before To',
      'from=2024-01-01&to=2026-03-01': 'A range can be at most two years',
    };
    for (const [query, message] of Object.entries(bad)) {
      const res = await owner.get(`/api/admin/support?${query}`);
      expect({ query, status: res.status, message: res.body.message ?? res.body.error }).toEqual({ query, status: 400, message });
    }
    const gql = await owner.gql('{ ownerSupportOverview(from: "2026-03-10", to: "2026-03-01") { from } }');
    expect(gql.errors?.[0]).toMatchObject({ message: 'From must be on or before To', extensions: { code: 'VALIDATION' } });
  });
});
