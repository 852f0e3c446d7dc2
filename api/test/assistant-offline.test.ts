import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Context, contextFor } from '../src/context.ts';
import { type HistoryMessage, OFFLINE_TEXTS, offlineReply } from '../src/domain/assistant/offline-reply.ts';
import { addDays, fromLocalInput, toLocalInput } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// The assistant without an AI service: sentences become proposals with records found AS THE SIGNED-IN USER, names
// that match nothing or several get a question back, how-to questions get help text. "Now" is Tuesday
// 24 November 2026, 10:00 am in Melbourne.

const NOW = new Date('2026-11-23T23:00:00Z');
const melbourne = (iso: string) => new Date(`${iso}+11:00`);

let t: TestApp;
let o: Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  const org = await createOrg(t, 'Frosty', ['admin', 'manager', 'technician', 'technician']);
  const [admin, manager, jake, priya] = org.users;
  const db = t.database.db;
  await db.user.update({ where: { id: jake.id }, data: { name: 'Jake Wilson' } });
  await db.user.update({ where: { id: priya.id }, data: { name: 'Priya Sharma' } });
  const customer = (name: string, extra: { phone?: string; contactName?: string } = {}) =>
    db.customer.create({ data: { orgId: org.org.id, name, ...extra } });
  const bayside = await customer('Bayside Family Dental', { phone: '0412345678', contactName: 'Maria Rossi' });
  const northcote = await customer('Northcote Smiles Dental');
  const preston = await customer('Preston Motors');
  const job = (title: string, at: string, techId: string, customerId = bayside.id, status: 'scheduled' | 'done' = 'scheduled') =>
    db.job.create({
      data: {
        orgId: org.org.id,
        title,
        status,
        scheduledAt: melbourne(at),
        customerId,
        createdById: admin.id,
        technicians: { create: [{ userId: techId }] },
      },
    });
  const jakeAt2 = await job('Filter clean', '2026-11-24T14:00', jake.id, northcote.id);
  const jakeAt11 = await job('Aircon service', '2026-11-24T11:00', jake.id, bayside.id);
  const priyaAt2 = await job('Coolroom check', '2026-11-24T14:00', priya.id, preston.id);
  const completed = (title: string, completedAt: string) =>
    db.completedJob.create({
      data: { orgId: org.org.id, title, customerId: preston.id, customerName: preston.name, completedAt: melbourne(completedAt) },
    });
  const older = await completed('Brake room split service', '2026-11-10T12:00');
  const latest = await completed('Workshop ducted repair', '2026-11-20T12:00');
  // Another organisation with a namesake customer: never found.
  const other = await createOrg(t, 'Elsewhere', ['admin']);
  await db.customer.create({ data: { orgId: other.org.id, name: 'Preston Motors' } });
  await db.customer.create({ data: { orgId: other.org.id, name: 'Secret Elsewhere Pty Ltd' } });
  return { org, admin, manager, jake, priya, bayside, northcote, preston, jakeAt2, jakeAt11, priyaAt2, older, latest };
}

const ctxOf = (user: { id: string; orgId: string; role: 'admin' | 'manager' | 'technician'; email: string; name: string }): Context =>
  contextFor(
    t.app.services,
    {
      user: {
        userId: user.id,
        orgId: user.orgId,
        role: user.role,
        email: user.email,
        name: user.name,
        sessionId: 'test',
        mode: 'cookie',
        isOwner: false,
      },
      staff: null,
    },
    { meta: {}, cookies: { set() {}, clear() {} } },
  );

const ask = async (user: Parameters<typeof ctxOf>[0], message: string, history: HistoryMessage[] = []) =>
  offlineReply(ctxOf(await t.database.db.user.findUniqueOrThrow({ where: { id: user.id } })), message, history, NOW);

beforeAll(async () => {
  t = await startTestApp();
  o = await setUp();
});
afterAll(() => t.close());

describe('offline assistant: new jobs', () => {
  it('drafts the job of the spec sentence with the customer, the time in Melbourne and the technician', async () => {
    const turn = await ask(o.admin, 'New job for Bayside Dental tomorrow 9 am, aircon not cooling, send Jake');
    expect(turn.proposal).toEqual({
      kind: 'job',
      customerId: o.bayside.id,
      scheduledAt: '2026-11-24T22:00:00.000Z',
      technicianIds: [o.jake.id],
      title: 'Aircon not cooling',
    });
    expect(turn.response).toContain('Bayside Family Dental');
    expect(turn.response).toContain('Wed, 25 Nov 2026, 9:00 am');
    expect(turn.citations).toEqual([
      { kind: 'customer', id: o.bayside.id, label: 'Bayside Family Dental', href: `/customers/${o.bayside.id}` },
    ]);
  });

  it("answers the 'New Job' quick prompt with an example, then reads the reply as the job's details", async () => {
    const prompt = await ask(o.admin, 'New Job');
    expect(prompt).toEqual({ response: OFFLINE_TEXTS.askJob, citations: [], proposal: null });
    const history: HistoryMessage[] = [
      { role: 'user', content: 'New Job' },
      { role: 'assistant', content: prompt.response },
    ];
    const turn = await ask(o.admin, 'Preston Motors Friday 2pm, coolroom alarm, send Priya', history);
    expect(turn.proposal).toMatchObject({
      kind: 'job',
      customerId: o.preston.id,
      scheduledAt: '2026-11-27T03:00:00.000Z',
      technicianIds: [o.priya.id],
      title: 'Coolroom alarm',
    });
  });

  it('asks which customer when a name matches several, and names them', async () => {
    const turn = await ask(o.admin, 'New job for Dental tomorrow 9am');
    expect(turn.proposal).toBeNull();
    expect(turn.response).toBe(
      'I found 2 customers matching “Dental”: Bayside Family Dental and Northcote Smiles Dental. Which one? Say it again with the full name.',
    );
    expect(turn.citations.map((c) => c.id).sort()).toEqual([o.bayside.id, o.northcote.id].sort());
  });

  it("never finds another organisation's customer, even by its exact name", async () => {
    const turn = await ask(o.admin, 'New job for Secret Elsewhere Pty Ltd tomorrow 9am');
    expect(turn.proposal).toBeNull();
    expect(turn.response).toBe(
      "I couldn't find a customer called “Secret Elsewhere Pty Ltd”. Check the name, or add them under Customers → New Customer.",
    );
    // Preston Motors is in both: the user's own is the one found.
    const own = await ask(o.admin, 'New job for Preston Motors tomorrow 9am');
    expect(own.proposal).toMatchObject({ customerId: o.preston.id });
  });

  it('says so when a technician is unknown, and asks when when no day or time is given', async () => {
    expect((await ask(o.admin, 'New job for Preston Motors tomorrow, send Bob')).response).toContain(
      "couldn't find a team member called “Bob”",
    );
    expect((await ask(o.admin, 'New job for Preston Motors, leaking')).response).toBe(OFFLINE_TEXTS.when);
  });

  it("assigns a technician's own job to them when they name no one, and reads a day alone as 9 am", async () => {
    const turn = await ask(o.jake, 'New job for Preston Motors on Thursday, compressor noise');
    expect(turn.proposal).toMatchObject({ technicianIds: [o.jake.id], scheduledAt: '2026-11-25T22:00:00.000Z' });
    expect(turn.response).toContain('(no time was given, so 9:00 am)');
  });
});

describe('offline assistant: invoices', () => {
  it("drafts the invoice of the customer's latest completed job without an invoice", async () => {
    const turn = await ask(o.manager, 'Invoice the completed job at Preston Motors');
    expect(turn.proposal).toEqual({ kind: 'invoice', completedJobId: o.latest.id });
    expect(turn.citations).toContainEqual({
      kind: 'completedJob',
      id: o.latest.id,
      label: 'Workshop ducted repair',
      href: `/completed-jobs/${o.latest.id}`,
    });
  });

  it('says when the customer has nothing to invoice, and refuses a technician', async () => {
    expect((await ask(o.admin, 'invoice Bayside Family Dental')).response).toBe(
      'Bayside Family Dental has no completed job waiting for an invoice.',
    );
    const tech = await ask(o.jake, 'Invoice Preston Motors');
    expect(tech).toEqual({ response: OFFLINE_TEXTS.noInvoices, citations: [], proposal: null });
    expect((await ask(o.admin, 'Invoice')).response).toBe(OFFLINE_TEXTS.askInvoice);
  });
});

describe('offline assistant: reschedules and running-late texts', () => {
  it("moves Jake's 2 pm to Thursday at the same time", async () => {
    const turn = await ask(o.admin, "Move Jake's 2 pm to Thursday");
    expect(turn.proposal).toEqual({ kind: 'reschedule', jobId: o.jakeAt2.id, scheduledAt: '2026-11-26T03:00:00.000Z' });
    expect(turn.response).toContain('from Tue, 24 Nov 2026, 2:00 pm to Thu, 26 Nov 2026, 2:00 pm');
  });

  it("asks which job when the time matches several, and a technician never finds a colleague's job", async () => {
    const both = await ask(o.admin, 'Move the 2pm to Friday');
    expect(both.proposal).toBeNull();
    expect(both.response).toContain('matches 2 jobs');
    const jake = await ask(o.jake, "Move Priya's 2 pm to Thursday");
    expect(jake.proposal).toBeNull();
    expect(jake.response).toContain("couldn't find");
  });

  it("texts the customer of the user's next job today that they are running late", async () => {
    const turn = await ask(o.jake, "Text the customer we're running 20 minutes late");
    expect(turn.proposal).toEqual({
      kind: 'sms',
      jobId: o.jakeAt11.id,
      body: "Hi Maria, it's Jake from Frosty. I'm running about 20 minutes late for your 11:00 am appointment today. Sorry for the wait.",
    });
    // The admin has no job today: no customer to guess.
    const admin = await ask(o.admin, "Text the customer we're running 20 minutes late");
    expect(admin.proposal).toBeNull();
    expect(admin.response).toContain("I don't know which customer to text");
  });
});

describe('offline assistant: questions', () => {
  it("answers how-to questions from the product's help, and says when a question needs the AI service", async () => {
    expect((await ask(o.admin, 'How do I add a technician?')).response).toContain('Members → Add Member');
    expect((await ask(o.admin, 'What are SMS credits?')).response).toContain('Settings → Usage');
    expect(await ask(o.admin, 'Which invoices are overdue?')).toEqual({ response: OFFLINE_TEXTS.needsAi, citations: [], proposal: null });
    expect((await ask(o.admin, 'How many jobs has Jake got tomorrow?')).response).toBe(OFFLINE_TEXTS.needsAi);
    expect((await ask(o.admin, 'Hello there')).response).toBe(OFFLINE_TEXTS.notUnderstood);
  });
});

describe('offline assistant through the chat endpoints (no OPENAI_API_KEY)', () => {
  const agentOf = async (email: string) => {
    const a = new Agent(t);
    await a.login(email, PASSWORD);
    return a;
  };

  it('REST: the sentence becomes a stored job draft, and Confirm creates the job at that time', async () => {
    const admin = await agentOf(o.admin.email);
    const chat = await admin.post('/api/ai-support/chat', {
      message: 'New job for Bayside Family Dental tomorrow 9 am, aircon not cooling, send Jake',
      conversationHistory: [],
    });
    expect(chat.status).toBe(200);
    expect(chat.body.response).toContain('Here is the job for Bayside Family Dental');
    expect(chat.body.citations).toEqual([
      expect.objectContaining({ kind: 'customer', id: o.bayside.id, href: `/customers/${o.bayside.id}` }),
    ]);
    const draft = chat.body.draft;
    expect(draft).toMatchObject({ kind: 'job', title: 'New job: Aircon not cooling' });
    expect(draft.fields).toContainEqual({ label: 'Customer', value: 'Bayside Family Dental' });
    expect(draft.fields).toContainEqual({ label: 'Technicians', value: 'Jake Wilson' });
    const at = fromLocalInput(addDays(toLocalInput(new Date()).date, 1), '09:00')!;
    expect(new URL(draft.editHref, 'http://app').searchParams.get('scheduledAt')).toBe(at);

    const confirmed = await admin.post(`/api/ai-support/drafts/${draft.id}/confirm`);
    expect(confirmed.status).toBe(200);
    const job = await t.database.db.job.findUniqueOrThrow({ where: { id: confirmed.body.id }, include: { technicians: true } });
    expect(confirmed.body.href).toBe(`/jobs/${job.id}`);
    expect(job).toMatchObject({ title: 'Aircon not cooling', customerId: o.bayside.id, orgId: o.org.org.id });
    expect(job.scheduledAt?.toISOString()).toBe(at);
    expect(job.technicians.map((x) => x.userId)).toEqual([o.jake.id]);
  });

  it("REST: the 'New Job' quick prompt, then the details with the history the widget sends", async () => {
    const manager = await agentOf(o.manager.email);
    const first = await manager.post('/api/ai-support/chat', { message: 'New Job', conversationHistory: [] });
    expect(first.body).toMatchObject({ response: OFFLINE_TEXTS.askJob, draft: null });
    const second = await manager.post('/api/ai-support/chat', {
      message: 'Preston Motors tomorrow 3pm, compressor noise',
      conversationHistory: [
        { role: 'user', content: 'New Job' },
        { role: 'assistant', content: first.body.response },
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.draft).toMatchObject({ kind: 'job', title: 'New job: Compressor noise' });
  });

  it('GraphQL: assistantChat drafts the invoice of the latest completed job; a how-to question gets help text', async () => {
    const manager = await agentOf(o.manager.email);
    const query = `mutation($m: String!) { assistantChat(message: $m, history: []) {
      __typename ... on AssistantReply { response citations { kind id href } draft { kind title editHref } } ... on AppError { message } } }`;
    const invoice = await manager.gql(query, { m: 'Invoice the completed job at Preston Motors' });
    const reply = invoice.data.assistantChat;
    expect(reply.__typename).toBe('AssistantReply');
    expect(reply.draft).toMatchObject({ kind: 'invoice', editHref: `/completed-jobs/${o.latest.id}` });
    expect(reply.citations).toContainEqual({ kind: 'completedJob', id: o.latest.id, href: `/completed-jobs/${o.latest.id}` });
    const help = await manager.gql(query, { m: 'How do I add a technician?' });
    expect(help.data.assistantChat.response).toContain('Members → Add Member');
    expect(help.data.assistantChat.draft).toBeNull();
  });
});
