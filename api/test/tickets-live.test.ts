import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { type LiveClient, sseClient } from './live-clients.ts';
import { openTicket, patch, type SupportDesk, supportDesk, type TicketsOrg, ticketsOrg } from './tickets-fixtures.ts';

// Live tickets: supportTicketChanged over graphql-ws and server-sent events, published by the domain
// whichever transport wrote (REST here, GraphQL in the browser). A business hears its own tickets and never an
// internal note; support staff hear the whole queue, notes included; each session only on its own side.

let t: TestApp;
let url: string;
let a: TicketsOrg;
let b: TicketsOrg;
let desk: SupportDesk;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
  a = await ticketsOrg(t, 'Live Coolair');
  b = await ticketsOrg(t, 'Live Rival');
  desk = await supportDesk(t);
});
afterAll(() => t.close());

const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

const CHANGES = `subscription($id: ID) { supportTicketChanged(ticketId: $id) {
  kind ticketId ticket { status assignedToName } message { message isInternal authorRole } } }`;

interface Change {
  kind: string;
  ticketId: string;
  ticket: { status: string; assignedToName: string | null } | null;
  message: { message: string; isInternal: boolean; authorRole: string } | null;
}

/** A graphql-ws socket that signs in with the browser's cookies (member or support), subscribed to CHANGES. */
function socket(agent: Agent, ticketId?: string): LiveClient & { errors: unknown[] } {
  const cookie = cookieOf(agent);
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const received: unknown[] = [];
  const errors: unknown[] = [];
  const waiting: (() => void)[] = [];
  let read = 0;
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: false });
  const ended = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
  client.subscribe(
    { query: CHANGES, variables: ticketId ? { id: ticketId } : {} },
    {
      next: (v) => {
        received.push(v.data?.supportTicketChanged);
        for (const w of waiting.splice(0)) w();
      },
      error: (e) => {
        errors.push(e);
        for (const w of waiting.splice(0)) w();
      },
      complete: () => {},
    },
  );
  return {
    received,
    errors,
    ended,
    next: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no change arrived; received ${JSON.stringify(received)}`)), 5000);
        const take = () => {
          if (read < received.length) {
            clearTimeout(timer);
            resolve(received[read++]);
          } else waiting.push(take);
        };
        take();
      }),
    dispose: () => client.dispose() as Promise<void>,
  };
}

/** One operation over a graphql-ws socket signed in with the agent's cookies: its data, or its first error's code. */
async function overSocket(agent: Agent, query: string): Promise<{ data?: unknown; code?: string }> {
  const cookie = cookieOf(agent);
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
  try {
    const result = await client.iterate({ query }).next();
    const value = result.value as { data?: unknown; errors?: { extensions?: { code?: string } }[] } | undefined;
    return value?.errors ? { code: value.errors[0]?.extensions?.code } : { data: value?.data };
  } finally {
    await client.dispose();
  }
}

/** Until the server holds `n` live streams for each subscriber (the next publish reaches them). */
async function listening(...who: ({ userId: string } | { staffId: string })[]) {
  const live = t.app.services.live;
  const streams = (w: { userId: string } | { staffId: string }) =>
    'userId' in w ? live.streamsOf(w.userId) : live.staffStreamsOf(w.staffId);
  for (let i = 0; i < 250 && who.some((w) => streams(w) === 0); i++) await new Promise((r) => setTimeout(r, 20));
  // The stream is counted as it starts; its listener is on the bus a turn later.
  await new Promise((r) => setTimeout(r, 20));
}

describe('a business subscriber', () => {
  it("hears its ticket's replies and changes live, never an internal note, nothing of another business", async () => {
    const ticket = await openTicket(a.as.tech, { title: 'Live ticket' });
    const customer = socket(a.as.tech, ticket.id);
    const office = socket(a.as.admin);
    const rival = socket(b.as.admin);
    await listening({ userId: a.technician.id }, { userId: a.admin.id }, { userId: b.admin.id });

    await desk.as.staff.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Internal: check their plan', is_internal: true });
    await desk.as.staff.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Looking into it now' });
    expect((await customer.next()) as Change).toEqual({
      kind: 'MESSAGE_ADDED',
      ticketId: ticket.id,
      // The first reply assigned the ticket to the one who sent it: "Handled by" changes live too.
      ticket: { status: 'open', assignedToName: desk.staff.name },
      message: { message: 'Looking into it now', isInternal: false, authorRole: 'support_staff' },
    });
    await patch(desk.as.staff, `/api/support-tickets/${ticket.id}`, { status: 'in_progress', assigned_to: desk.staff.id });
    expect((await customer.next()) as Change).toMatchObject({
      kind: 'UPDATED',
      ticket: { status: 'in_progress', assignedToName: desk.staff.name },
      message: null,
    });

    expect(((await office.next()) as Change).message?.message).toBe('Looking into it now');
    expect(((await office.next()) as Change).kind).toBe('UPDATED');
    await openTicket(b.as.admin, { title: 'Rival live' });
    expect(((await rival.next()) as Change).kind).toBe('CREATED');

    expect(JSON.stringify([customer.received, office.received, rival.received])).not.toContain('check their plan');
    expect(rival.received).toHaveLength(1);
    await Promise.all([customer.dispose(), office.dispose(), rival.dispose()]);
  });

  it('hears the same over server-sent events, without the note', async () => {
    const ticket = await openTicket(a.as.admin, { title: 'SSE ticket' });
    const sse = await sseClient(url, { cookie: cookieOf(a.as.admin) }, CHANGES.replace('$id: ID', '$id: ID = null'));
    await listening({ userId: a.admin.id });
    await desk.as.staff.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Internal only', is_internal: true });
    await desk.as.staff.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Public reply' });
    const change = (await sse.next()) as { supportTicketChanged: Change };
    expect(change.supportTicketChanged.message).toEqual({ message: 'Public reply', isInternal: false, authorRole: 'support_staff' });
    expect(JSON.stringify(sse.received)).not.toContain('Internal only');
    await sse.dispose();
  });
});

describe('a support subscriber', () => {
  it('hears every organisation’s tickets on the queue, internal notes included', async () => {
    const queue = socket(desk.as.admin);
    await listening({ staffId: desk.admin.id });
    const ticket = await openTicket(b.as.tech, { title: 'Queue live' });
    expect((await queue.next()) as Change).toMatchObject({ kind: 'CREATED', ticketId: ticket.id, ticket: { status: 'open' } });
    await desk.as.staff.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Note for the desk', is_internal: true });
    expect((await queue.next()) as Change).toMatchObject({
      kind: 'MESSAGE_ADDED',
      message: { message: 'Note for the desk', isInternal: true },
    });
    await b.as.tech.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Customer follow-up' });
    expect((await queue.next()) as Change).toMatchObject({ message: { message: 'Customer follow-up', authorRole: 'user' } });
    await queue.dispose();
  });
});

describe('each session on its own side', () => {
  it("a member's socket hears only its organisation and is refused staff fields; a staff socket is refused member mutations", async () => {
    const member = socket(a.as.admin);
    await listening({ userId: a.admin.id });
    await openTicket(b.as.admin, { title: 'Not for Coolair' });
    const own = await openTicket(a.as.admin, { title: 'For Coolair' });
    expect(((await member.next()) as Change).ticketId).toBe(own.id);
    await member.dispose();

    expect(await overSocket(a.as.admin, '{ supportTicketStats { unassignedCount } }')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await overSocket(a.as.admin, '{ myAssignedTickets { id } }')).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(
      await overSocket(desk.as.staff, 'mutation { createSupportTicket(input: { title: "x", description: "y" }) { __typename } }'),
    ).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await overSocket(desk.as.staff, '{ supportTicketStats { unassignedCount } }')).toMatchObject({
      data: { supportTicketStats: {} },
    });
  });

  it("a staff member's stream ends when their session ends", async () => {
    const staffAgent = desk.as.staff;
    const queue = socket(staffAgent);
    await listening({ staffId: desk.staff.id });
    await staffAgent.post('/support/api/auth/logout');
    await openTicket(a.as.admin, { title: 'After sign-out' });
    expect(await queue.ended).toBe(4401);
    expect(queue.received).toEqual([]);
  });
});
