import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// The MCP server at /mcp: an owner's AI client, holding an API key, reads the business through the AI assistant's
// own tools, as the key's role may, and writes only drafts that a person confirms in Spanner.

let t: TestApp;
let url: string;
beforeAll(async () => {
  // The session cache on, as in production: a revoked key must fail at once even when it was read a moment ago.
  t = await startTestApp({ SESSION_CACHE_SECONDS: '60', API_KEY_REQUESTS_PER_MINUTE: '1000' });
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

type Role = 'read_only' | 'technician' | 'manager';

/** An organisation with a customer and a job, whose admin makes a key of `role`. */
async function business(name: string, role: Role) {
  const team = await createOrg(t, name, ['admin', 'manager', 'technician']);
  const admin = new Agent(t);
  await admin.login(team.admin.email, PASSWORD);
  const customer = await admin.post('/api/customers', { name: `${name} Dental`, phone: '0400 000 000' });
  expect(customer.status).toBe(201);
  const job = await admin.post('/api/jobs', {
    title: `${name} boiler service`,
    customer_id: customer.body.customer.id,
    scheduled_at: '2026-12-01T09:00:00Z',
    assigned_tech_ids: [team.technician.id],
  });
  expect(job.status).toBe(201);
  const member = role === 'technician' ? team.technician.id : role === 'manager' ? team.manager.id : undefined;
  const made = await admin.post('/api/integrations/api-keys', { name: `${name} Claude`, role, member_id: member });
  expect(made.status).toBe(201);
  return { team, admin, keyId: made.body.id as string, secret: made.body.secret as string, jobId: job.body.id as string };
}

/** An MCP client of the official SDK, connected to /mcp with a key. */
async function connect(secret: string) {
  const client = new Client({ name: 'test-ai-client', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', url), {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  return client;
}

const textOf = (r: Awaited<ReturnType<Client['callTool']>>) => (r.content as { type: string; text: string }[])[0].text;

describe('the MCP server', () => {
  it('lists the assistant’s tools and reads a job of the key’s organisation, never another’s', async () => {
    const mine = await business('Harbour', 'manager');
    const theirs = await business('Ridge', 'manager');
    const client = await connect(mine.secret);
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['find_jobs', 'find_customers', 'schedule_for_day', 'find_equipment', 'propose_job']));
    expect(tools.find((tool) => tool.name === 'find_jobs')?.inputSchema.required).toEqual([]);

    const found = await client.callTool({ name: 'find_jobs', arguments: { search: 'boiler' } });
    expect(found.isError).toBeFalsy();
    expect(textOf(found)).toContain(mine.jobId);
    expect(textOf(found)).toContain('Harbour boiler service');
    expect(textOf(found)).not.toContain('Ridge');

    const day = await client.callTool({ name: 'schedule_for_day', arguments: { date: '2026-12-01' } });
    expect(textOf(day)).toContain('Harbour Dental');
    expect(textOf(day)).not.toContain(theirs.jobId);
    // Another organisation's job named by id is as missing as one that never was.
    const foreign = await client.callTool({
      name: 'propose_reschedule',
      arguments: { job_id: theirs.jobId, scheduled_at: '2026-12-02T10:00' },
    });
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toMatch(/not found/i);
    await client.close();
  });

  it('writes only a draft, which names the page a person confirms it on, and audits it as the key’s', async () => {
    const { team, admin, secret, jobId } = await business('Bayside', 'technician');
    // The key acts as the technician the admin chose: the draft is theirs to confirm.
    const technician = new Agent(t);
    await technician.login(team.technician.email, PASSWORD);
    const client = await connect(secret);
    const moved = await client.callTool({ name: 'propose_reschedule', arguments: { job_id: jobId, scheduled_at: '2026-12-03T14:30' } });
    expect(moved.isError).toBeFalsy();
    const answer = JSON.parse(textOf(moved));
    expect(answer.confirmUrl).toBe(`${t.app.services.config.PUBLIC_URL.replace(/\/+$/, '')}/assistant/drafts/${answer.draft.id}`);
    expect(answer.draft.title).toBe('Move: Bayside boiler service');
    // Nothing moved yet; the key cannot confirm its own draft; the member it acts as can (another member cannot see it).
    const job = await admin.get(`/api/jobs/${jobId}`);
    expect(job.body.scheduled_at).toMatch(/^2026-12-01T09:00/);
    const byKey = await new Agent(t).post(`/api/ai-support/drafts/${answer.draft.id}/confirm`, {}, { authorization: `Bearer ${secret}` });
    expect(byKey.status).toBe(403);
    expect((await admin.get(`/api/ai-support/drafts/${answer.draft.id}`)).status).toBe(404);
    const shown = await technician.get(`/api/ai-support/drafts/${answer.draft.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.title).toBe('Move: Bayside boiler service');
    const confirmed = await technician.post(`/api/ai-support/drafts/${answer.draft.id}/confirm`);
    expect(confirmed.status).toBe(200);
    const audit = await t.database.db.auditLog.findMany({ where: { orgId: team.org.id, actorType: 'api_key' } });
    expect(audit.map((e) => [e.action, (e.data as { draftId: string }).draftId])).toEqual([['mcp propose_reschedule', answer.draft.id]]);
    await client.close();
  });

  it('offers a read-only key no drafts and refuses one it asks for', async () => {
    const { team, secret, jobId } = await business('Readonly', 'read_only');
    const client = await connect(secret);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('find_jobs');
    expect(names.filter((n) => n.startsWith('propose_'))).toEqual([]);
    const refused = await client.callTool({ name: 'propose_sms', arguments: { job_id: jobId, body: 'On our way' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('You do not have permission to do that');
    expect(await t.database.db.assistantDraft.count({ where: { orgId: team.org.id } })).toBe(0);
    await client.close();
  });

  it('answers bad tool arguments as a tool error, not a failure', async () => {
    const { secret } = await business('Bad args', 'manager');
    const client = await connect(secret);
    const bad = await client.callTool({ name: 'find_jobs', arguments: { status: 'nonsense', from: 12 } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain('Arguments do not match the tool');
    await client.close();
  });

  it('refuses a call without a key, with a person’s session, and with a key revoked a moment ago (401)', async () => {
    const { admin, secret, keyId } = await business('Revoked', 'manager');
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    };
    const accept = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
    expect((await new Agent(t).post('/mcp', initialize, accept)).status).toBe(401);
    expect((await admin.post('/mcp', initialize, accept)).status).toBe(401);
    const client = await connect(secret);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    expect((await admin.request('DELETE', `/api/integrations/api-keys/${keyId}`)).status).toBeLessThan(300);
    await expect(client.listTools()).rejects.toMatchObject({ code: 401 });
    expect((await new Agent(t).get('/mcp', { authorization: `Bearer ${secret}` })).status).toBe(405);
  });

  it('answers with the security headers the rest of the app sends, the tool answers included', async () => {
    const { secret } = await business('Headers', 'read_only');
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    };
    const reference = await new Agent(t).get('/api/health');
    const answers = [
      await fetch(new URL('/mcp', url), {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        body: JSON.stringify(initialize),
      }),
      await fetch(new URL('/mcp', url), {
        method: 'POST',
        body: JSON.stringify(initialize),
        headers: { 'content-type': 'application/json' },
      }),
      await fetch(new URL('/mcp', url), { headers: { authorization: `Bearer ${secret}` } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 405]);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(answers.map((r) => r.headers.get(name))).toEqual(answers.map(() => reference.headers[name]));
    }
  });
});
