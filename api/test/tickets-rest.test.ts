import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { openTicket, patch, type SupportDesk, supportDesk, type TicketsOrg, ticketsOrg } from './tickets-fixtures.ts';

// Support tickets over REST: a business's members work their own organisation's tickets and never see an
// internal note; support staff work every organisation's, reply (emailed to the customer), add notes, change status,
// priority and assignment, each audited.

let t: TestApp;
let a: TicketsOrg;
let b: TicketsOrg;
let desk: SupportDesk;
beforeAll(async () => {
  t = await startTestApp();
  a = await ticketsOrg(t, 'Coolair');
  b = await ticketsOrg(t, 'Rival');
  desk = await supportDesk(t);
});
afterAll(() => t.close());

const ticketsOf = (orgId: string) => t.database.db.ticket.count({ where: { orgId } });

describe('a business member', () => {
  it('opens a ticket, lists it and reads it; another business sees none of it', async () => {
    const category = await t.database.db.ticketCategory.upsert({ where: { name: 'Billing' }, create: { name: 'Billing' }, update: {} });
    const cats = await a.as.tech.get('/api/support-tickets/categories');
    expect(cats.status).toBe(200);
    expect(cats.body.categories.map((c: { name: string }) => c.name)).toContain('Billing');

    const created = await a.as.tech.post('/api/support-tickets', {
      title: '  Card declined  ',
      description: 'Our card was declined at renewal.',
      category_id: category.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Card declined',
      status: 'open',
      priority: 'medium',
      category_name: 'Billing',
      org_name: a.org.name,
      assigned_to: null,
      assigned_to_name: null,
      submitted_by_name: a.technician.name,
      submitted_by_email: a.technician.email,
    });
    const id = created.body.id as string;

    const list = await a.as.admin.get('/api/support-tickets');
    expect(list.status).toBe(200);
    expect(list.body.tickets.map((x: { id: string }) => x.id)).toContain(id);
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 20 });

    const detail = await a.as.admin.get(`/api/support-tickets/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ ticket: { id }, messages: [], assignments: [] });

    const rival = await b.as.admin.get('/api/support-tickets');
    expect(rival.body.tickets.map((x: { id: string }) => x.id)).not.toContain(id);
    expect(await b.as.admin.get(`/api/support-tickets/${id}`)).toMatchObject({ status: 404, body: { error: 'Ticket not found' } });
    expect((await patch(b.as.admin, `/api/support-tickets/${id}`, { status: 'closed' })).status).toBe(404);
    expect((await b.as.admin.post(`/api/support-tickets/${id}/messages`, { message: 'Hijack' })).status).toBe(404);
    expect(await t.database.db.ticketMessage.count({ where: { ticketId: id } })).toBe(0);
  });

  it('is told what is wrong with a bad ticket, and nothing is saved', async () => {
    const before = await ticketsOf(a.org.id);
    const cases: [unknown, string][] = [
      [{ description: 'No title' }, 'Title is required'],
      [{ title: '   ', description: 'Blank title' }, 'Title is required'],
      [{ title: 'No description' }, 'Description is required'],
      [{ title: 'x'.repeat(201), description: 'Long' }, 'Title must be at most 200 characters'],
      [{ title: 'Bad priority', description: 'd', priority: 'asap' }, 'Priority must be one of urgent, high, medium, low'],
      [{ title: 'Bad category', description: 'd', category_id: 'billing' }, 'Category is not a valid id'],
      [
        { title: 'Unknown category', description: 'd', category_id: '00000000-0000-4000-8000-000000000000' },
        'Choose one of the categories',
      ],
    ];
    for (const [body, error] of cases) {
      const res = await a.as.admin.post('/api/support-tickets', body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error });
    }
    expect(await ticketsOf(a.org.id)).toBe(before);
  });

  it('replies, closes and reopens; may not add an internal note or change priority or assignment', async () => {
    const ticket = await openTicket(a.as.admin);
    const url = `/api/support-tickets/${ticket.id}`;
    const reply = await a.as.admin.post(`${url}/messages`, { message: '  Any news?  ' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ message: 'Any news?', is_internal: false, author_role: 'user', author_name: a.admin.name });

    expect(await a.as.admin.post(`${url}/messages`, { message: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'Message is required' },
    });
    expect(await a.as.admin.post(`${url}/messages`, { message: 'Secret', is_internal: true })).toMatchObject({
      status: 403,
      body: { error: 'Only Spanner support can add internal notes' },
    });
    expect((await patch(a.as.admin, url, { priority: 'urgent' })).status).toBe(403);
    expect((await patch(a.as.admin, url, { assigned_to: desk.staff.id })).status).toBe(403);
    expect((await patch(a.as.admin, url, { status: 'resolved' })).status).toBe(403);

    expect((await patch(a.as.tech, url, { status: 'closed' })).body.status).toBe('closed');
    expect((await patch(a.as.tech, url, { status: 'open' })).body.status).toBe('open');
    const row = await t.database.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect({ priority: row.priority, assignedToId: row.assignedToId }).toEqual({ priority: 'medium', assignedToId: null });
  });

  it('reopens a resolved ticket by replying to it', async () => {
    const ticket = await openTicket(a.as.admin);
    await patch(desk.as.staff, `/api/support-tickets/${ticket.id}`, { status: 'resolved' });
    await a.as.admin.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Still broken' });
    expect((await a.as.admin.get(`/api/support-tickets/${ticket.id}`)).body.ticket.status).toBe('open');
  });

  it('sees who handles the ticket: the first staff reply assigns an unassigned ticket to the one who replied', async () => {
    const ticket = await openTicket(a.as.admin);
    const url = `/api/support-tickets/${ticket.id}`;
    await desk.as.admin.post(`${url}/messages`, { message: 'Checking the logs', is_internal: true });
    expect((await a.as.admin.get(url)).body.ticket).toMatchObject({ assigned_to: null, assigned_to_name: null });
    expect((await desk.as.staff.post(`${url}/messages`, { message: 'On it — can you send a screenshot?' })).status).toBe(201);
    expect((await a.as.admin.get(url)).body.ticket).toMatchObject({ assigned_to: desk.staff.id, assigned_to_name: desk.staff.name });
    // Another staff member's later reply does not take it over; the assignment is kept in the history and the log.
    await desk.as.admin.post(`${url}/messages`, { message: 'Adding a colleague' });
    expect((await a.as.admin.get(url)).body.ticket.assigned_to_name).toBe(desk.staff.name);
    expect(await t.database.db.ticketAssignment.count({ where: { ticketId: ticket.id } })).toBe(1);
    const log = await t.database.db.auditLog.findMany({ where: { entityId: ticket.id, action: 'ticket.update' } });
    expect(log.map((e) => e.data)).toEqual([
      expect.objectContaining({ assignedTo: { from: null, to: { id: desk.staff.id, name: desk.staff.name } } }),
    ]);
  });

  it('a reply that reopens a closed ticket is in the audit log, as the member', async () => {
    const ticket = await openTicket(a.as.tech);
    await patch(a.as.tech, `/api/support-tickets/${ticket.id}`, { status: 'closed' });
    expect((await a.as.tech.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'It broke again' })).status).toBe(201);
    const entries = await t.database.db.auditLog.findMany({ where: { entityId: ticket.id }, orderBy: { createdAt: 'asc' } });
    expect(entries.map((e) => ({ action: e.action, actorId: e.actorId, status: (e.data as { status?: unknown }).status }))).toEqual([
      { action: 'ticket.update', actorId: a.technician.id, status: { from: 'open', to: 'closed' } },
      { action: 'ticket.update', actorId: a.technician.id, status: { from: 'closed', to: 'open' } },
    ]);
    // A reply on an open ticket changes no status and adds no entry.
    await a.as.tech.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Any news?' });
    expect(await t.database.db.auditLog.count({ where: { entityId: ticket.id } })).toBe(2);
  });

  it('cannot open the staff routes, and nobody reads tickets without a session', async () => {
    for (const path of ['/api/support-tickets/stats', '/api/support-tickets/assignments/my', '/api/support-tickets/assignments/recent']) {
      expect((await a.as.admin.get(path)).status).toBe(401);
    }
    const anonymous = new Agent(t);
    expect((await anonymous.get('/api/support-tickets')).status).toBe(401);
    expect((await anonymous.post('/api/support-tickets', { title: 'x', description: 'y' })).status).toBe(401);
  });
});

describe('support staff', () => {
  it('see every organisation’s tickets and cannot open one as a business', async () => {
    const mine = await openTicket(a.as.admin, { title: 'Staff sees Coolair' });
    const theirs = await openTicket(b.as.admin, { title: 'Staff sees Rival' });
    const list = await desk.as.staff.get('/api/support-tickets?limit=100');
    const ids = list.body.tickets.map((x: { id: string }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const seen = list.body.tickets.find((x: { id: string }) => x.id === theirs.id);
    expect(seen).toMatchObject({ org_name: b.org.name, submitted_by_email: b.admin.email });

    const before = await t.database.db.ticket.count();
    expect((await desk.as.staff.post('/api/support-tickets', { title: 'As staff', description: 'no' })).status).toBe(401);
    expect(await t.database.db.ticket.count()).toBe(before);
  });

  it('reply (emailed to the customer), add an internal note the business never sees, and each is audited', async () => {
    const ticket = await openTicket(a.as.tech, { title: 'Notes and replies' });
    const url = `/api/support-tickets/${ticket.id}`;
    const note = await desk.as.staff.post(`${url}/messages`, { message: 'Customer is on the old plan', is_internal: true });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ is_internal: true, author_role: 'support_staff', author_name: desk.staff.name });
    const reply = await desk.as.staff.post(`${url}/messages`, { message: 'Fixed: please try again.' });
    expect(reply.body).toMatchObject({ is_internal: false, author_role: 'support_staff' });

    const member = await a.as.admin.get(url);
    expect(member.body.messages.map((m: { message: string }) => m.message)).toEqual(['Fixed: please try again.']);
    expect(JSON.stringify(member.body)).not.toContain('old plan');
    const staff = await desk.as.staff.get(url);
    expect(staff.body.messages.map((m: { message: string; is_internal: boolean }) => [m.message, m.is_internal])).toEqual([
      ['Customer is on the old plan', true],
      ['Fixed: please try again.', false],
    ]);

    const mail = await t.database.db.outgoingMessage.findMany({ where: { to: a.technician.email, channel: 'email' } });
    const about = mail.filter((m) => m.subject?.includes('Notes and replies'));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ orgId: null, status: 'sent' });
    expect(about[0]?.body).toContain('Fixed: please try again.');
    expect(about[0]?.body).not.toContain('old plan');

    const audit = await t.database.db.auditLog.findMany({ where: { entityId: ticket.id }, orderBy: { createdAt: 'asc' } });
    // The reply also assigned the unassigned ticket to its author (one transaction with the reply: sorted by action).
    expect(audit.map((e) => [e.action, e.actorType, e.actorId, e.orgId]).sort()).toEqual([
      ['ticket.note', 'support_staff', desk.staff.id, a.org.id],
      ['ticket.reply', 'support_staff', desk.staff.id, a.org.id],
      ['ticket.update', 'support_staff', desk.staff.id, a.org.id],
    ]);
  });

  it('change status, priority and assignment from any value to any other; each change is audited once', async () => {
    const ticket = await openTicket(a.as.admin, { title: 'Inline editors' });
    const url = `/api/support-tickets/${ticket.id}`;
    expect((await patch(desk.as.staff, url, { status: 'closed' })).body.status).toBe('closed');
    expect((await patch(desk.as.staff, url, { status: 'in_progress' })).body.status).toBe('in_progress');
    expect((await patch(desk.as.staff, url, { priority: 'urgent' })).body.priority).toBe('urgent');
    const assigned = await patch(desk.as.staff, url, { assigned_to: desk.admin.id });
    expect(assigned.body).toMatchObject({ assigned_to: desk.admin.id, assigned_to_name: desk.admin.name });
    // The same value again changes nothing and records nothing.
    await patch(desk.as.staff, url, { assigned_to: desk.admin.id });
    const unassigned = await patch(desk.as.admin, url, { assigned_to: null });
    expect(unassigned.body).toMatchObject({ assigned_to: null, assigned_to_name: null });

    const audit = await t.database.db.auditLog.findMany({
      where: { entityId: ticket.id, action: 'ticket.update' },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((e) => e.data)).toEqual([
      expect.objectContaining({ status: { from: 'open', to: 'closed' } }),
      expect.objectContaining({ status: { from: 'closed', to: 'in_progress' } }),
      expect.objectContaining({ priority: { from: 'medium', to: 'urgent' } }),
      expect.objectContaining({ assignedTo: { from: null, to: { id: desk.admin.id, name: desk.admin.name } } }),
      expect.objectContaining({ assignedTo: { from: { id: desk.admin.id, name: desk.admin.name }, to: null } }),
    ]);
    const detail = await desk.as.staff.get(url);
    expect(detail.body.assignments.map((x: { staff_id: string | null }) => x.staff_id)).toEqual([null, desk.admin.id]);
  });

  it('are told what is wrong with a bad change, and nothing changes', async () => {
    const ticket = await openTicket(a.as.admin, { title: 'Bad changes' });
    const url = `/api/support-tickets/${ticket.id}`;
    const inactive = await t.database.db.supportStaff.create({
      data: { email: `gone-${Date.now()}@spanner.test`, name: 'Gone', passwordHash: 'x', active: false },
    });
    const cases: [unknown, string][] = [
      [{}, 'Send a status, a priority or assigned_to'],
      [{ status: 'pending' }, 'Status must be one of open, in_progress, resolved, closed'],
      [{ priority: 'asap' }, 'Priority must be one of urgent, high, medium, low'],
      [{ assigned_to: 'sam' }, 'Assignee is not a valid id'],
      [{ assigned_to: inactive.id }, 'Assign the ticket to an active support staff member'],
    ];
    for (const [body, error] of cases) {
      const res = await patch(desk.as.staff, url, body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error });
    }
    expect(await desk.as.staff.post(`${url}/messages`, { message: '', is_internal: true })).toMatchObject({ status: 400 });
    expect(await desk.as.staff.post(`${url}/messages`, { message: 'x', is_internal: 'yes' })).toMatchObject({ status: 400 });
    expect((await patch(desk.as.staff, '/api/support-tickets/00000000-0000-4000-8000-000000000000', { status: 'open' })).body).toEqual({
      error: 'Ticket not found',
    });
    const row = await t.database.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect({ status: row.status, priority: row.priority, assignedToId: row.assignedToId }).toEqual({
      status: 'open',
      priority: 'medium',
      assignedToId: null,
    });
    expect(await t.database.db.auditLog.count({ where: { entityId: ticket.id } })).toBe(0);
  });
});

describe('the queue', () => {
  let org: TicketsOrg;
  beforeAll(async () => {
    org = await ticketsOrg(t, 'Queue Paging Pty');
    const rows = Array.from({ length: 45 }, (_, i) => ({
      orgId: org.org.id,
      submittedById: org.admin.id,
      title: `Queue ticket ${String(i).padStart(2, '0')}`,
      description: i % 3 === 0 ? 'Xylophone sync fails' : 'Something else',
      status: (['open', 'in_progress', 'resolved', 'closed'] as const)[i % 4],
      priority: (['urgent', 'high', 'medium', 'low'] as const)[i % 4],
      assignedToId: i % 5 === 0 ? desk.staff.id : null,
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await t.database.db.ticket.createMany({ data: rows });
  });

  const q = (query: string) => desk.as.staff.get(`/api/support-tickets?search=${encodeURIComponent(org.org.name)}&${query}`);

  it('pages 20 at a time, most recently active first, with the total and page count', async () => {
    const first = await q('page=1');
    expect(first.body.pagination).toEqual({ total: 45, pages: 3, page: 1, limit: 20 });
    expect(first.body.tickets).toHaveLength(20);
    expect(first.body.tickets[0].title).toBe('Queue ticket 44');
    const last = await q('page=3');
    expect(last.body.tickets.map((x: { title: string }) => x.title)).toEqual([
      'Queue ticket 04',
      'Queue ticket 03',
      'Queue ticket 02',
      'Queue ticket 01',
      'Queue ticket 00',
    ]);
    expect((await q('page=4')).body.tickets).toEqual([]);
  });

  it("filters by status, priority, assignment and search; 'all_' values mean no filter", async () => {
    expect((await q('status=resolved')).body.pagination.total).toBe(11);
    expect((await q('priority=urgent&status=open')).body.pagination.total).toBe(12);
    expect((await q('status=all_statuses&priority=all_priorities&assigned_to=all_assignments')).body.pagination.total).toBe(45);
    expect((await q('assigned_to=unassigned')).body.pagination.total).toBe(36);
    expect((await q(`assigned_to=${desk.staff.id}`)).body.pagination.total).toBe(9);
    expect(
      (await desk.as.staff.get(`/api/support-tickets?search=${encodeURIComponent(org.org.name)}&assigned_to=me`)).body.pagination.total,
    ).toBe(9);
    // Every word must match somewhere: the organisation's name, the title or the description.
    const search = (words: string) => desk.as.staff.get(`/api/support-tickets?search=${encodeURIComponent(words)}`);
    expect((await search(`${org.org.name} xylophone`)).body.pagination.total).toBe(15);
    expect((await search(`${org.org.name} xylophone zebra`)).body.pagination.total).toBe(0);
    const one = (await q('page=1')).body.tickets[0];
    const byId = await desk.as.staff.get(`/api/support-tickets?search=${one.id.slice(0, 8)}`);
    expect(byId.body.tickets.map((x: { id: string }) => x.id)).toContain(one.id);
  });

  it('refuses bad filters with a clear message', async () => {
    const cases: [string, string][] = [
      ['status=pending', 'Status must be one of open, in_progress, resolved, closed'],
      ['priority=asap', 'Priority must be one of urgent, high, medium, low'],
      ['page=0', 'page must be 1 or more'],
      ['page=two', 'page must be a number'],
      ['limit=1000', 'limit must be 1 to 100'],
      ['assigned_to=bob', "assigned_to must be 'unassigned', 'me' or a staff id"],
    ];
    for (const [query, error] of cases) {
      const res = await desk.as.staff.get(`/api/support-tickets?${query}`);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error });
    }
    expect((await a.as.admin.get('/api/support-tickets?assigned_to=me')).status).toBe(400);
  });

  it('costs the same statements for a page of 5 as for a page of 20', async () => {
    const five = await t.countQueries(() => q('limit=5'));
    const twenty = await t.countQueries(() => q('limit=20'));
    expect(twenty).toBe(five);
  });

  it('counts tickets by status and priority, top organisations, open unassigned, my tickets and recent assignments', async () => {
    const stats = await desk.as.staff.get('/api/support-tickets/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.statusStats.map((s: { status: string }) => s.status)).toEqual(['open', 'in_progress', 'resolved', 'closed']);
    expect(stats.body.priorityStats.map((s: { priority: string }) => s.priority)).toEqual(['urgent', 'high', 'medium', 'low']);
    expect(stats.body.orgStats.length).toBeLessThanOrEqual(10);
    expect(stats.body.orgStats[0]).toMatchObject({ org_id: org.org.id, org_name: org.org.name });
    expect(stats.body.orgStats[0].count).toBeGreaterThanOrEqual(45);
    const db = t.database.db;
    expect(stats.body.unassignedCount).toBe(
      await db.ticket.count({ where: { assignedToId: null, status: { in: ['open', 'in_progress'] } } }),
    );

    const mine = await desk.as.staff.get('/api/support-tickets/assignments/my');
    expect(mine.body.tickets.length).toBe(await db.ticket.count({ where: { assignedToId: desk.staff.id } }));
    expect(mine.body.tickets.every((x: { assigned_to: string }) => x.assigned_to === desk.staff.id)).toBe(true);

    const ticket = await openTicket(a.as.admin, { title: 'Recently assigned' });
    await patch(desk.as.admin, `/api/support-tickets/${ticket.id}`, { assigned_to: desk.staff.id });
    const recent = await desk.as.staff.get('/api/support-tickets/assignments/recent');
    expect(recent.body.assignments.length).toBeLessThanOrEqual(5);
    expect(recent.body.assignments[0]).toMatchObject({
      ticket_id: ticket.id,
      ticket_title: 'Recently assigned',
      org_name: a.org.name,
      staff_name: desk.staff.name,
      assigned_by_name: desk.admin.name,
    });
  });
});
