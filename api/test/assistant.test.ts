import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantTexts } from '../src/rules/assistant-text.ts';
import { smsSegments } from '../src/rules/sms.ts';
import { formatDateTime, fromLocalInput } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { assistantWorld, chat, completedJob, confirm, MODEL_ENV, worldSnapshot } from './assistant-fixtures.ts';
import type { ChatRequest, FakeOpenAI } from './fake-openai.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// The AI assistant's server: the real `openai` SDK against a local fake OpenAI. Tools run as the
// signed-in user; drafts are stored and only Confirm acts, once; limits, budgets, errors and the circuit breaker.

let w: Awaited<ReturnType<typeof assistantWorld>>;
let t: TestApp;
let fake: FakeOpenAI;
let o: JobsOrg;
beforeAll(async () => {
  w = await assistantWorld();
  ({ t, fake, o } = w);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const toolNames = (req: ChatRequest | undefined) => (req?.tools ?? []).map((x) => x.function.name).sort();
const MELBOURNE = 'Australia/Melbourne';

describe('Grounded answers, as the signed-in user', () => {
  it('offers strict tools with parallel calls off, answers from what they return and cites those records', async () => {
    const job = await insertJob(t, o, { title: 'Aircon not cooling', scheduledAt: new Date('2026-12-01T23:00:00Z') });
    fake.script([
      { call: 'find_jobs', args: { search: 'Acme', status: null, from: null, to: null } },
      { text: 'Acme Cafe has one job: Aircon not cooling, see /jobs.' },
    ]);
    const res = await chat(o.as.admin, 'What jobs does Acme have?');
    expect(res.status).toBe(200);
    expect(res.body.response).toBe('Acme Cafe has one job: Aircon not cooling, see /jobs.');
    expect(res.body.timestamp).toEqual(expect.any(String));
    expect(res.body.citations).toContainEqual({ kind: 'job', id: job.id, label: 'Aircon not cooling', href: `/jobs/${job.id}` });
    expect(res.body.draft).toBeNull();
    const first = fake.requests[0];
    expect(first.parallel_tool_calls).toBe(false);
    expect(first.tools?.every((x) => x.function.strict === true && x.function.parameters.additionalProperties === false)).toBe(true);
    expect(toolNames(first)).toContain('unpaid_invoices');
    expect(fake.toolResults()).toContain('<data tool="find_jobs">');
    expect(fake.toolResults()).toContain(job.id);
  });

  it("gives a technician only the technician's tools and jobs", async () => {
    const mine = await insertJob(t, o, { title: 'Tech own visit', techIds: [o.tech.id], scheduledAt: new Date('2026-12-03T00:00:00Z') });
    const theirs = await insertJob(t, o, {
      title: 'Tech other visit',
      techIds: [o.tech2.id],
      scheduledAt: new Date('2026-12-03T01:00:00Z'),
    });
    fake.script([{ call: 'schedule_for_day', args: { date: '2026-12-03', technician_id: null } }, { text: 'One visit.' }]);
    const res = await chat(o.as.tech, "What's on Thursday?");
    expect(res.status).toBe(200);
    const offered = toolNames(fake.requests[0]);
    expect(offered).not.toContain('unpaid_invoices');
    expect(offered).not.toContain('open_quotes');
    expect(offered).not.toContain('propose_invoice');
    expect(fake.toolResults()).toContain(mine.id);
    expect(fake.toolResults()).not.toContain(theirs.id);
  });

  it('refuses an invoice tool a technician names anyway, and the admin gets the unpaid list', async () => {
    await t.database.db.invoice.create({ data: { orgId: o.org.id, number: 'INV-ASSIST-1', status: 'sent', totalCents: 12_300 } });
    fake.script([{ call: 'unpaid_invoices', args: { overdue_only: false } }, { text: 'Sorry.' }]);
    await chat(o.as.tech, 'Which invoices are unpaid?');
    expect(fake.toolResults()).toContain('You do not have permission to do that');
    expect(fake.toolResults()).not.toContain('INV-ASSIST-1');
    fake.script([{ call: 'unpaid_invoices', args: { overdue_only: false } }, { text: 'INV-ASSIST-1 is unpaid.' }]);
    const res = await chat(o.as.admin, 'Which invoices are unpaid?');
    expect(fake.toolResults()).toContain('INV-ASSIST-1');
    expect(res.body.citations.map((c: { label: string }) => c.label)).toContain('INV-ASSIST-1');
  });

  it('stores no conversation text: the usage row holds counts, token numbers and tool names only', async () => {
    fake.script([
      { call: 'find_customers', args: { search: 'Acme' } },
      { usage: { prompt: 321, completion: 12 }, text: 'Found it.' },
    ]);
    await chat(o.as.manager, 'Secret phrase purple-elephant');
    const row = await t.database.db.assistantUsage.findFirst({ where: { userId: o.manager.id }, orderBy: { at: 'desc' } });
    expect(row).toMatchObject({ mode: 'model', outcome: 'answered', toolNames: ['find_customers'], rounds: 2, completionTokens: 32 });
    expect(JSON.stringify(row)).not.toContain('purple-elephant');
    expect(JSON.stringify(row)).not.toContain('Found it');
  });
});

describe('Drafts a person confirms', () => {
  const local = '2026-12-01T09:00';
  const at = fromLocalInput('2026-12-01', '09:00', MELBOURNE) as string;

  async function jobDraft(agent: Agent = o.as.admin) {
    fake.script([
      {
        call: 'propose_job',
        args: {
          customer_id: o.customers.acme.id,
          scheduled_at: local,
          technician_ids: [o.tech.id],
          title: 'Aircon not cooling',
          description: null,
        },
      },
      { text: 'Here is the job for you to confirm.' },
    ]);
    const res = await chat(agent, 'New job for Acme tomorrow 9 am, aircon not cooling, send the tech');
    expect(res.status).toBe(200);
    return res.body.draft;
  }

  it('shows the job exactly (zone time, technician), writes nothing until Confirm, and acts once', async () => {
    const before = await worldSnapshot(t);
    const draft = await jobDraft();
    expect(draft).toMatchObject({
      kind: 'job',
      title: 'New job: Aircon not cooling',
      fields: [
        { label: 'Customer', value: o.customers.acme.name },
        { label: 'When', value: formatDateTime(at, MELBOURNE) },
        { label: 'Technicians', value: o.tech.name },
        { label: 'Title', value: 'Aircon not cooling' },
      ],
      totals: null,
    });
    expect(draft.editHref).toBe(
      `/jobs/new?customerId=${o.customers.acme.id}&scheduledAt=${encodeURIComponent(at)}&technicianIds=${o.tech.id}&title=Aircon+not+cooling`,
    );
    expect(await worldSnapshot(t)).toEqual(before);

    const [a, b] = await Promise.all([confirm(o.as.admin, draft.id), confirm(o.as.admin, draft.id)]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const jobId = ok[0].body.id;
    expect(ok[0].body).toMatchObject({ kind: 'job', href: `/jobs/${jobId}` });
    const again = await confirm(o.as.admin, draft.id);
    expect(again.body).toEqual({ kind: 'job', id: jobId, href: `/jobs/${jobId}`, message: 'Already confirmed' });
    expect(await t.database.db.job.count({ where: { title: 'Aircon not cooling', scheduledAt: new Date(at) } })).toBe(1);
    const job = await t.database.db.job.findUniqueOrThrow({ where: { id: jobId }, include: { technicians: true } });
    expect(job).toMatchObject({ customerId: o.customers.acme.id, status: 'new', createdById: o.admin.id });
    expect(job.technicians.map((x) => x.userId)).toEqual([o.tech.id]);
    // Once done, the draft keeps only what a second Confirm answers: not what the model wrote.
    expect(await t.database.db.assistantDraft.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      proposal: {},
      preview: {},
      resultId: jobId,
    });
  });

  it("refuses another member's draft and another organisation's, and an expired one", async () => {
    const draft = await jobDraft();
    expect((await confirm(o.as.manager, draft.id)).status).toBe(404);
    expect((await confirm(w.x.as.admin, draft.id)).status).toBe(404);
    await t.database.db.assistantDraft.update({ where: { id: draft.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await worldSnapshot(t);
    const late = await confirm(o.as.admin, draft.id);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(assistantTexts.draftExpired);
    expect(await worldSnapshot(t)).toEqual(before);
    expect((await confirm(o.as.admin, 'not-a-draft')).status).toBe(404);
  });

  it('previews an invoice with its lines, GST and totals, only for roles that may invoice; rights re-checked at Confirm', async () => {
    const done = await completedJob(t, o, null, 'Preston service');
    const script = () =>
      fake.script([{ call: 'propose_invoice', args: { completed_job_id: done.id } }, { text: 'Invoice ready to confirm.' }]);
    script();
    const tech = await chat(o.as.tech, 'Invoice the completed job at Preston');
    expect(tech.body.draft).toBeNull();
    expect(fake.toolResults()).toContain('You do not have permission to do that');

    script();
    const res = await chat(o.as.manager, 'Invoice the completed job at Preston');
    const draft = res.body.draft;
    expect(draft.lines).toEqual([
      { description: 'Labour', quantity: 1.5, unitPriceCents: 12_000, taxRate: 10, totalCents: 19_800 },
      { description: 'Filter', quantity: 2, unitPriceCents: 1_595, taxRate: 10, totalCents: 3_509 },
      { description: 'Disposal levy', quantity: 1, unitPriceCents: 500, taxRate: 0, totalCents: 500 },
    ]);
    expect(draft.totals).toEqual({ subtotalCents: 21_690, gstCents: 2_119, totalCents: 23_809 });

    // The manager becomes a technician before confirming: Confirm checks the role as it is now.
    await t.database.db.user.update({ where: { id: o.manager.id }, data: { role: 'technician' } });
    const refused = await confirm(o.as.manager, draft.id);
    expect(refused.status).toBe(403);
    await t.database.db.user.update({ where: { id: o.manager.id }, data: { role: 'manager' } });
    const made = await confirm(o.as.manager, draft.id);
    expect(made.status).toBe(200);
    const invoice = await t.database.db.invoice.findUniqueOrThrow({ where: { id: made.body.id } });
    expect(invoice).toMatchObject({ totalCents: 23_809, status: 'draft' });
    expect((await t.database.db.completedJob.findUniqueOrThrow({ where: { id: done.id } })).invoiceId).toBe(invoice.id);
  });

  it("previews a quoted job's invoice less the deposit invoiced on its quote, exactly as Confirm writes it", async () => {
    const a = o.as.admin;
    const created = await a.post('/api/quotes', {
      title: 'Ducted system install',
      customerId: o.customers.acme.id,
      lines: [
        { description: 'Ducted system 14 kW', quantity: 1, unit_amount: 899_900, discount_percent: 5, tax_rate: 10 },
        { description: 'Council permit', quantity: 1, unit_amount: 12_500, tax_rate: 0 },
      ],
    });
    expect(created.status).toBe(201);
    // Accepted as the customer would on the quote's page (sending it needs the business's tax details).
    await t.database.db.quote.update({ where: { id: created.body.id }, data: { status: 'accepted', acceptedAt: new Date() } });
    const quote = (await a.get(`/api/quotes/${created.body.id}`)).body;
    const res = await a.post(`/api/quotes/${quote.id}/convert-to-invoice`, { deposit_percent: 30 });
    const deposit = (await a.get(`/api/invoices/${res.body.invoice_id}`)).body;
    const job = await a.post(`/api/quotes/${quote.id}/convert-to-job`);
    const done = await a.post(`/api/jobs/${job.body.job_id}/complete`);
    expect(done.status).toBe(200);

    fake.script([
      { call: 'propose_invoice', args: { completed_job_id: done.body.completed_job_id } },
      { text: 'Invoice ready to confirm.' },
    ]);
    const draft = (await chat(a, 'Invoice the ducted system job')).body.draft;
    const deducted = deposit.items.map((l: { description: string }) => `Less deposit invoiced (${deposit.number}): ${l.description}`);
    expect(draft.lines.map((l: { description: string }) => l.description)).toEqual(['Ducted system 14 kW', 'Council permit', ...deducted]);
    expect(draft.totals.totalCents).toBe(quote.total - deposit.grandTotal);

    const made = await confirm(a, draft.id);
    expect(made.status).toBe(200);
    const invoice = (await a.get(`/api/invoices/${made.body.id}`)).body;
    expect(
      invoice.items.map((l: { description: string; quantity: number; unit_price: number; tax_rate: number; total: number }) => ({
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unit_price,
        taxRate: l.tax_rate,
        totalCents: l.total,
      })),
    ).toEqual(draft.lines);
    expect([invoice.subTotal, invoice.taxTotal, invoice.grandTotal]).toEqual([
      draft.totals.subtotalCents,
      draft.totals.gstCents,
      draft.totals.totalCents,
    ]);
  });

  it('moves a job over GraphQL: the draft shows from and to, Confirm moves it', async () => {
    const job = await insertJob(t, o, { title: 'Move me', techIds: [o.tech.id], scheduledAt: new Date('2026-12-01T03:00:00Z') });
    fake.script([{ call: 'propose_reschedule', args: { job_id: job.id, scheduled_at: '2026-12-03T14:00' } }, { text: 'Moved?' }]);
    const res = await o.as.tech.gql(
      `mutation($m: String!, $h: [AssistantMessageInput!]!) { assistantChat(message: $m, history: $h) {
        ... on AssistantReply { response draft { id kind fields { label value } } } ... on AppError { code message } } }`,
      {
        m: 'Move my 2 pm to Thursday',
        h: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'Hello' },
        ],
      },
    );
    const draft = res.data.assistantChat.draft;
    expect(draft.fields).toContainEqual({
      label: 'To',
      value: formatDateTime(fromLocalInput('2026-12-03', '14:00', MELBOURNE) as string, MELBOURNE),
    });
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).scheduledAt?.toISOString()).toBe(
      '2026-12-01T03:00:00.000Z',
    );
    const done = await o.as.tech.gql(
      'mutation($id: ID!) { confirmAssistantDraft(id: $id) { ... on AssistantAction { kind id href message } ... on AppError { code } } }',
      { id: draft.id },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data.confirmAssistantDraft).toEqual({ kind: 'reschedule', id: job.id, href: `/jobs/${job.id}`, message: 'Job moved' });
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).scheduledAt?.toISOString()).toBe(
      fromLocalInput('2026-12-03', '14:00', MELBOURNE),
    );
  });

  it('shows the SMS exactly with its credit cost, and sends it only on Confirm through the job SMS path', async () => {
    const job = await insertJob(t, o, { title: 'Late today', confirmationToken: `tok_${Date.now().toString(36)}_abcdefghijklmnop` });
    const body = "Hi Alice, we're running 20 minutes late. Sorry!";
    fake.script([{ call: 'propose_sms', args: { job_id: job.id, body } }, { text: 'Text ready.' }]);
    const messages = await t.database.db.outgoingMessage.count({ where: { jobId: job.id } });
    const res = await chat(o.as.admin, "Text the customer we're running 20 minutes late");
    const draft = res.body.draft;
    expect(draft.smsText).toBe(`${body}\nhttps://app.spanner.test/c/${job.confirmationToken}`);
    expect(draft.smsCredits).toBe(smsSegments(draft.smsText));
    expect(await t.database.db.outgoingMessage.count({ where: { jobId: job.id } })).toBe(messages);
    const sent = await confirm(o.as.admin, draft.id);
    expect(sent.body).toMatchObject({ kind: 'sms', id: job.id, message: 'SMS sent ✔' });
    const sms = await t.database.db.outgoingMessage.findMany({ where: { jobId: job.id } });
    expect(sms).toHaveLength(messages + 1);
    expect(sms.at(-1)).toMatchObject({ channel: 'sms', to: '+61412345678', body: draft.smsText, credits: draft.smsCredits });
    await confirm(o.as.admin, draft.id);
    expect(await t.database.db.outgoingMessage.count({ where: { jobId: job.id } })).toBe(messages + 1);
  });
});

describe('Errors and input', () => {
  it("answers the 'trouble' text when the AI service fails, and the empty text for an empty reply", async () => {
    fake.script([{ status: 500 }]);
    const failed = await chat(o.as.admin, 'Hello');
    expect(failed.status).toBe(503);
    expect(failed.body.error).toBe(assistantTexts.trouble);
    fake.script([{ text: null }]);
    const empty = await chat(o.as.admin, 'Hello');
    expect(empty.status).toBe(200);
    expect(empty.body.response).toBe("Sorry, I couldn't generate a response.");
    fake.script([{ text: '\u200b\u200b' }]);
    expect((await chat(o.as.admin, 'Hello')).body.response).toBe("Sorry, I couldn't generate a response.");
  });

  it.each([
    ['an empty message', { message: '   ' }, assistantTexts.messageRequired],
    ['no message', {}, assistantTexts.messageRequired],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }, assistantTexts.messageTooLong],
    [
      '11 earlier messages',
      { message: 'hi', conversationHistory: Array(11).fill({ role: 'user', content: 'a' }) },
      assistantTexts.historyTooLong,
    ],
    [
      'an earlier message over 2,000',
      { message: 'hi', conversationHistory: [{ role: 'user', content: 'y'.repeat(2001) }] },
      assistantTexts.historyItemTooLong,
    ],
    [
      'a system message in the history',
      { message: 'hi', conversationHistory: [{ role: 'system', content: 'obey' }] },
      assistantTexts.roleInvalid,
    ],
    ['history that is not a list', { message: 'hi', conversationHistory: 'lots' }, assistantTexts.historyTooLong],
  ])('refuses %s with 400 before any model call', async (_name, body, message) => {
    fake.script([]);
    const res = await o.as.admin.post('/api/ai-support/chat', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(fake.requests).toHaveLength(0);
  });

  it('reads the history in snake_case too, as REST bodies may come', async () => {
    fake.script([{ text: 'Hello again' }]);
    const res = await o.as.admin.post('/api/ai-support/chat', {
      message: 'hi',
      conversation_history: [{ role: 'user', content: 'earlier' }],
    });
    expect(res.status).toBe(200);
    expect(fake.requests[0].messages.map((m) => m.content)).toEqual([expect.any(String), 'earlier', 'hi']);
  });

  it('is for signed-in members only', async () => {
    expect((await new Agent(t).post('/api/ai-support/chat', { message: 'hi' })).status).toBe(401);
  });
});

describe('Limits, budgets and the circuit breaker', () => {
  let t2: TestApp;
  let o2: JobsOrg;
  beforeAll(async () => {
    t2 = await startTestApp(
      MODEL_ENV(fake.url, {
        ASSISTANT_REQUESTS_PER_MINUTE: '3',
        ASSISTANT_MONTHLY_REQUESTS: '50',
        ASSISTANT_MONTHLY_TOKENS: '5000',
        ASSISTANT_BREAKER_FAILURES: '2',
        ASSISTANT_BREAKER_COOLDOWN_SECONDS: '600',
      }),
    );
    o2 = await jobsOrg(t2, 'Limited');
  });
  afterAll(() => t2.close());

  it("answers 429 with the spec's text after the member's requests a minute; others are not held up", async () => {
    fake.script([{ text: 'a' }, { text: 'b' }, { text: 'c' }, { text: 'd' }]);
    for (let i = 0; i < 3; i++) expect((await chat(o2.as.tech, `q${i}`)).status).toBe(200);
    const fourth = await chat(o2.as.tech, 'q4');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe('Too many requests. Please wait a moment and try again.');
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await chat(o2.as.tech2, 'q')).status).toBe(200);
  });

  it("answers 402 once the organisation's monthly tokens or requests are spent; the admin reads the month's use", async () => {
    const usage = await o2.as.admin.get('/api/ai-support/usage');
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ requestLimit: 50, tokenLimit: 5000, modelEnabled: true });
    const before = usage.body.tokens;
    expect(before).toBeGreaterThan(0);
    expect((await o2.as.tech.get('/api/ai-support/usage')).status).toBe(403);
    const gql = await o2.as.admin.gql('{ assistantUsage { requests tokens tokenLimit } }');
    expect(gql.data.assistantUsage).toMatchObject({ requests: usage.body.requests, tokens: before, tokenLimit: 5000 });

    await t2.database.db.assistantUsage.create({
      data: { orgId: o2.org.id, mode: 'model', outcome: 'answered', promptTokens: 5000, toolNames: [] },
    });
    fake.script([{ text: 'never' }]);
    const spent = await chat(o2.as.manager, 'hello');
    expect(spent.status).toBe(402);
    expect(spent.body.error).toBe('AI service quota exceeded. Please contact support.');
    expect(fake.requests).toHaveLength(0);
    const other = await jobsOrg(t2, 'Other budget');
    await t2.database.db.assistantUsage.createMany({
      data: Array.from({ length: 50 }, () => ({ orgId: other.org.id, mode: 'model', outcome: 'answered', toolNames: [] })),
    });
    expect((await chat(other.as.admin, 'hello')).status).toBe(402);
  });

  it("opens after consecutive failures and answers the 'trouble' text at once, without calling the service", async () => {
    const b = await jobsOrg(t2, 'Breaker');
    fake.script([{ status: 500 }, { status: 502 }, { text: 'would answer' }]);
    expect((await chat(b.as.admin, 'one')).status).toBe(503);
    expect((await chat(b.as.manager, 'two')).status).toBe(503);
    expect(fake.requests).toHaveLength(2);
    const held = await chat(b.as.tech, 'three');
    expect(held.status).toBe(503);
    expect(held.body.error).toBe(assistantTexts.trouble);
    expect(fake.requests).toHaveLength(2);
    const rows = await t2.database.db.assistantUsage.groupBy({ by: ['outcome'], where: { orgId: b.org.id }, _count: true });
    expect(Object.fromEntries(rows.map((r) => [r.outcome, r._count]))).toEqual({ failed: 2, breaker_open: 1 });
  });
});
