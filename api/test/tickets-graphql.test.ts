import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { openTicket, type SupportDesk, supportDesk, type TicketsOrg, ticketsOrg } from './tickets-fixtures.ts';

// Support tickets over GraphQL: the same rules as REST through the same domain functions, and internal
// notes refused at field level: `messages(includeInternal: true)` needs a support session.

let t: TestApp;
let a: TicketsOrg;
let b: TicketsOrg;
let desk: SupportDesk;
let ticketId: string;
beforeAll(async () => {
  t = await startTestApp();
  a = await ticketsOrg(t, 'Gql Coolair');
  b = await ticketsOrg(t, 'Gql Rival');
  desk = await supportDesk(t);
  ticketId = (await openTicket(a.as.admin, { title: 'GraphQL ticket' })).id;
  await desk.as.staff.post(`/api/support-tickets/${ticketId}/messages`, { message: 'Internal: refund approved', is_internal: true });
  await desk.as.staff.post(`/api/support-tickets/${ticketId}/messages`, { message: 'We have refunded you.' });
});
afterAll(() => t.close());

const DETAIL = 'query($id: ID!) { supportTicket(id: $id) { id title orgName messages { message isInternal authorRole } } }';
const WITH_NOTES = 'query($id: ID!) { supportTicket(id: $id) { id messages(includeInternal: true) { message isInternal } } }';

describe('internal notes', () => {
  it('a member reads the conversation without them, and asking for them is refused at field level', async () => {
    const detail = await a.as.tech.gql(DETAIL, { id: ticketId });
    expect(detail.errors).toBeUndefined();
    expect(detail.data.supportTicket.messages).toEqual([
      { message: 'We have refunded you.', isInternal: false, authorRole: 'support_staff' },
    ]);
    const notes = await a.as.admin.gql(WITH_NOTES, { id: ticketId });
    expect(notes.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(notes)).not.toContain('refund approved');
  });

  it('support staff read them with includeInternal, and not without it', async () => {
    const notes = await desk.as.staff.gql(WITH_NOTES, { id: ticketId });
    expect(notes.data.supportTicket.messages).toEqual([
      { message: 'Internal: refund approved', isInternal: true },
      { message: 'We have refunded you.', isInternal: false },
    ]);
    const plain = await desk.as.staff.gql(DETAIL, { id: ticketId });
    expect(plain.data.supportTicket.messages.map((m: { message: string }) => m.message)).toEqual(['We have refunded you.']);
    expect(plain.data.supportTicket.orgName).toBe(a.org.name);
  });

  it('a member cannot add one', async () => {
    const res = await a.as.admin.gql(
      'mutation($id: ID!) { addSupportTicketMessage(id: $id, message: "psst", isInternal: true) { __typename ... on AppError { code message } } }',
      { id: ticketId },
    );
    expect(res.data.addSupportTicketMessage).toEqual({
      __typename: 'AppError',
      code: 'FORBIDDEN',
      message: 'Only Spanner support can add internal notes',
    });
  });
});

describe('both audiences', () => {
  it('a member opens, lists and updates their tickets; another business finds none of them', async () => {
    const created = await a.as.tech.gql(
      'mutation { createSupportTicket(input: { title: "From GraphQL", description: "Opened in the app", priority: high }) { __typename ... on SupportTicket { id status priority submittedByEmail } } }',
    );
    const ticket = created.data.createSupportTicket;
    expect(ticket).toMatchObject({ __typename: 'SupportTicket', status: 'open', priority: 'high', submittedByEmail: a.technician.email });

    const list = await a.as.admin.gql(
      '{ supportTickets(filter: { status: "all_statuses", search: null, priority: null }) { total pages tickets { id } } }',
    );
    expect(list.data.supportTickets.tickets.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([ticket.id, ticketId]));

    const closed = await a.as.admin.gql(
      'mutation($id: ID!) { updateSupportTicket(id: $id, input: { status: closed }) { ... on SupportTicket { status } ... on AppError { code } } }',
      { id: ticket.id },
    );
    expect(closed.data.updateSupportTicket).toEqual({ status: 'closed' });

    const rival = await b.as.admin.gql(DETAIL, { id: ticket.id });
    expect(rival.errors?.[0]).toMatchObject({ message: 'Ticket not found', extensions: { code: 'NOT_FOUND' } });
    const rivalList = await b.as.admin.gql('{ supportTickets { tickets { id } } }');
    expect(rivalList.data.supportTickets.tickets).toEqual([]);
  });

  it('a member’s reply that reopens a closed ticket is in the audit log, as the member', async () => {
    const { id } = await openTicket(a.as.admin, { title: 'Reopened by a reply' });
    await a.as.admin.gql('mutation($id: ID!) { updateSupportTicket(id: $id, input: { status: closed }) { __typename } }', { id });
    const reply = await a.as.admin.gql(
      'mutation($id: ID!) { addSupportTicketMessage(id: $id, message: "Still broken") { ... on TicketMessage { message } } }',
      { id },
    );
    expect(reply.data.addSupportTicketMessage).toEqual({ message: 'Still broken' });
    const reopened = await t.database.db.auditLog.findFirst({ where: { entityId: id }, orderBy: { createdAt: 'desc' } });
    expect(reopened).toMatchObject({ action: 'ticket.update', actorType: 'user', actorId: a.admin.id, orgId: a.org.id });
    expect(reopened?.data).toMatchObject({ status: { from: 'closed', to: 'open' } });
  });

  it('bad input comes back as a typed error with the field, and nothing is saved', async () => {
    const before = await t.database.db.ticket.count({ where: { orgId: a.org.id } });
    const res = await a.as.admin.gql(
      'mutation { createSupportTicket(input: { title: "  ", description: "x" }) { ... on AppError { code message fieldErrors { field message } } } }',
    );
    expect(res.data.createSupportTicket).toEqual({
      code: 'VALIDATION',
      message: 'Title is required',
      fieldErrors: [{ field: 'title', message: 'Title is required' }],
    });
    expect(await t.database.db.ticket.count({ where: { orgId: a.org.id } })).toBe(before);
    const filter = await desk.as.staff.gql('{ supportTickets(filter: { status: "pending" }) { total } }');
    expect(filter.errors?.[0]).toMatchObject({
      message: 'Status must be one of open, in_progress, resolved, closed',
      extensions: { code: 'VALIDATION' },
    });
  });

  it('staff assign, unassign and change priority; members cannot read the staff fields', async () => {
    const assign = await desk.as.staff.gql(
      'mutation($id: ID!, $to: ID) { updateSupportTicket(id: $id, input: { assignedTo: $to, priority: urgent }) { ... on SupportTicket { assignedTo assignedToName priority } } }',
      { id: ticketId, to: desk.staff.id },
    );
    expect(assign.data.updateSupportTicket).toEqual({ assignedTo: desk.staff.id, assignedToName: desk.staff.name, priority: 'urgent' });
    const mine = await desk.as.staff.gql('{ myAssignedTickets { id } recentTicketAssignments { ticketId staffName } }');
    expect(mine.data.myAssignedTickets.map((x: { id: string }) => x.id)).toContain(ticketId);
    expect(mine.data.recentTicketAssignments[0]).toEqual({ ticketId, staffName: desk.staff.name });
    const unassign = await desk.as.staff.gql(
      'mutation($id: ID!) { updateSupportTicket(id: $id, input: { assignedTo: null }) { ... on SupportTicket { assignedTo priority } } }',
      { id: ticketId },
    );
    expect(unassign.data.updateSupportTicket).toEqual({ assignedTo: null, priority: 'urgent' });

    for (const query of [
      '{ supportTicketStats { unassignedCount } }',
      '{ myAssignedTickets { id } }',
      '{ recentTicketAssignments { id } }',
    ]) {
      expect((await a.as.admin.gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const assignments = await a.as.admin.gql('query($id: ID!) { supportTicket(id: $id) { assignments { id } } }', { id: ticketId });
    expect(assignments.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const staffCreate = await desk.as.staff.gql('mutation { createSupportTicket(input: { title: "x", description: "y" }) { __typename } }');
    expect(staffCreate.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await new Agent(t).gql('{ supportTickets { total } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stats count every status and priority', async () => {
    const res = await desk.as.admin.gql(
      '{ supportTicketStats { statusStats { status count } priorityStats { priority count } orgStats { orgName count } unassignedCount } }',
    );
    const stats = res.data.supportTicketStats;
    expect(stats.statusStats.map((s: { status: string }) => s.status)).toEqual(['open', 'in_progress', 'resolved', 'closed']);
    const total = await t.database.db.ticket.count();
    expect(stats.statusStats.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(total);
    expect(stats.priorityStats.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(total);
  });
});

describe('who handles a ticket', () => {
  it('“Handled by” names the staff member whose reply first answered an unassigned ticket', async () => {
    const { id } = await openTicket(a.as.tech, { title: 'Who is on this?' });
    const HANDLER = 'query($id: ID!) { supportTicket(id: $id) { assignedTo assignedToName } }';
    expect((await a.as.tech.gql(HANDLER, { id })).data.supportTicket).toEqual({ assignedTo: null, assignedToName: null });
    const reply = await desk.as.admin.gql(
      'mutation($id: ID!) { addSupportTicketMessage(id: $id, message: "Looking now") { ... on TicketMessage { authorRole } } }',
      { id },
    );
    expect(reply.data.addSupportTicketMessage).toEqual({ authorRole: 'support_staff' });
    expect((await a.as.tech.gql(HANDLER, { id })).data.supportTicket).toEqual({
      assignedTo: desk.admin.id,
      assignedToName: desk.admin.name,
    });
  });
});
