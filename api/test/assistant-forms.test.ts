import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantTexts } from '../src/rules/assistant-text.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { multipart, PNG } from './jobs-fixtures.ts';

// The forms through the assistant's tools (the MCP server an API key uses, and the in-app assistant: the same
// table): a job's forms and a unit's read back with their answers; text answers drafted for a person to check and
// confirm, never a signature, never a submit.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ API_KEY_REQUESTS_PER_MINUTE: '1000' });
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

const DEFINITION = {
  sections: [
    {
      id: 'work',
      title: 'Work',
      fields: [
        { id: 'summary', kind: 'text', label: 'Work done', required: true },
        { id: 'follow_up', kind: 'text', label: 'Follow-up' },
        { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
        { id: 'tech_signature', kind: 'signature', label: 'Technician' },
      ],
    },
  ],
};

async function business(name: string) {
  const team = await createOrg(t, name, ['admin', 'manager', 'technician', 'technician']);
  const [admin, tech, otherTech] = await Promise.all(
    [team.admin, team.technician, team.users[2]].map(async (u) => {
      const a = new Agent(t);
      await a.login(u.email, PASSWORD);
      return a;
    }),
  );
  const customer = await admin.post('/api/customers', { name: `${name} Dental` });
  const unit = await admin.post('/api/equipment', { name: 'Rooftop unit 2', customerId: customer.body.customer.id });
  expect(unit.status).toBe(201);
  const unitId = unit.body.id ?? unit.body.equipment.id;
  const job = await admin.post('/api/jobs', {
    title: `${name} service`,
    customerId: customer.body.customer.id,
    assignedTechIds: [team.technician.id],
    equipmentIds: [unitId],
  });
  expect(job.status).toBe(201);
  const tpl = await admin.post('/api/form-templates', { name: 'Service record', definition: DEFINITION });
  const form = await tech.post(`/api/jobs/${job.body.id}/forms`, { template_id: tpl.body.id, equipment_id: unitId });
  expect(form.status).toBe(201);
  const key = async (role: 'technician' | 'read_only', memberId?: string) =>
    (await admin.post('/api/integrations/api-keys', { name: `${name} ${role}`, role, member_id: memberId })).body.secret as string;
  return { team, admin, tech, otherTech, jobId: job.body.id as string, formId: form.body.id as string, unitId, key };
}

async function connect(secret: string) {
  const client = new Client({ name: 'test-ai-client', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers: { authorization: `Bearer ${secret}` } } }),
  );
  return client;
}

const textOf = (r: Awaited<ReturnType<Client['callTool']>>) => (r.content as { type: string; text: string }[])[0].text;
describe("the assistant's form tools", () => {
  it("read a job's forms and a unit's, with their answers, for the jobs the key's member sees", async () => {
    const b = await business('Forms Read');
    await b.tech.request(
      'POST',
      `/api/jobs/${b.jobId}/photos`,
      multipart([{ field: 'photo', filename: 's.png', type: 'image/png', bytes: PNG }]),
    );
    const photo = await t.database.db.jobPhoto.findFirstOrThrow({ where: { jobId: b.jobId } });
    expect(
      (
        await b.tech.post(`/api/job-forms/${b.formId}/submit`, {
          answers: { summary: 'Cleaned coils', result: 'pass', tech_signature: { photoId: photo.id, signedBy: 'Tess' } },
        })
      ).status,
    ).toBe(200);
    const client = await connect(await b.key('technician', b.team.technician.id));
    const forms = await client.callTool({ name: 'job_forms', arguments: { job_id: b.jobId } });
    expect(forms.isError).toBeFalsy();
    expect(textOf(forms)).toContain('Service record');
    expect(textOf(forms)).toContain('Cleaned coils');
    expect(textOf(forms)).toContain('Signed by Tess');
    expect(textOf(forms)).toContain('"status":"submitted"');
    expect(textOf(forms)).toContain('Rooftop unit 2');
    const history = await client.callTool({ name: 'equipment_history', arguments: { equipment_id: b.unitId } });
    expect(textOf(history)).toContain('Cleaned coils');
    await client.close();

    // The other technician's key (of the business's first technician; the job is the last one's) sees neither the job's forms nor the unit's form.
    const other = await connect(await b.key('technician', b.team.users[2].id));
    const refused = await other.callTool({ name: 'job_forms', arguments: { job_id: b.jobId } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('Job not found');
    expect(textOf(await other.callTool({ name: 'equipment_history', arguments: { equipment_id: b.unitId } }))).not.toContain(
      'Cleaned coils',
    );
    await other.close();
  });

  it('drafts text answers a person confirms: saved to the draft form, never signed or submitted', async () => {
    const b = await business('Forms Draft');
    const client = await connect(await b.key('technician', b.team.technician.id));
    const listed = await client.callTool({ name: 'job_forms', arguments: { job_id: b.jobId } });
    expect(textOf(listed)).toContain('"textFields":[{"id":"summary","label":"Work done"},{"id":"follow_up","label":"Follow-up"}]');

    // A signature, a check or an unknown field is not the assistant's to fill; nothing is drafted.
    for (const field_id of ['tech_signature', 'result', 'nope']) {
      const no = await client.callTool({
        name: 'propose_form_answers',
        arguments: { form_id: b.formId, answers: [{ field_id, text: 'x' }] },
      });
      expect(no.isError).toBe(true);
      expect(textOf(no)).toContain(assistantTexts.notATextField);
    }
    expect(await t.database.db.assistantDraft.count({ where: { orgId: b.team.org.id } })).toBe(0);

    const drafted = await client.callTool({
      name: 'propose_form_answers',
      arguments: { form_id: b.formId, answers: [{ field_id: 'summary', text: 'Replaced the run capacitor; unit cooling' }] },
    });
    expect(drafted.isError).toBeFalsy();
    const { draft, confirmUrl } = JSON.parse(textOf(drafted));
    expect(draft.title).toBe('Answers for Service record');
    expect(draft.fields).toEqual([
      { label: 'Job', value: 'Forms Draft service' },
      { label: 'Work done', value: 'Replaced the run capacitor; unit cooling' },
    ]);
    expect(confirmUrl).toContain(`/assistant/drafts/${draft.id}`);
    // Nothing is written until the technician confirms, in Spanner (here over GraphQL).
    expect((await b.tech.get(`/api/job-forms/${b.formId}`)).body.answers).toEqual({});
    const confirmed = await b.tech.gql(
      'mutation($id: ID!) { confirmAssistantDraft(id: $id) { ... on AssistantAction { kind id href message } } }',
      { id: draft.id },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.confirmAssistantDraft).toEqual({
      kind: 'formAnswers',
      id: b.jobId,
      href: `/jobs/${b.jobId}`,
      message: 'Answers saved to the form: check them, then submit it',
    });
    const form = (await b.tech.get(`/api/job-forms/${b.formId}`)).body;
    expect(form).toMatchObject({ status: 'draft', answers: { summary: 'Replaced the run capacitor; unit cooling' } });

    // Once the form is submitted, a drafted answer is refused with the form's own words.
    expect((await b.tech.post(`/api/job-forms/${b.formId}/submit`, { answers: { result: 'pass' } })).status).toBe(200);
    const late = await client.callTool({
      name: 'propose_form_answers',
      arguments: { form_id: b.formId, answers: [{ field_id: 'follow_up', text: 'None' }] },
    });
    expect(late.isError).toBe(true);
    expect(textOf(late)).toContain('This form has been submitted: correct it instead');
    await client.close();
  });

  it('offers a read-only key the reading tool only', async () => {
    const b = await business('Forms Readonly');
    const client = await connect(await b.key('read_only'));
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('job_forms');
    expect(names).not.toContain('propose_form_answers');
    const refused = await client.callTool({
      name: 'propose_form_answers',
      arguments: { form_id: b.formId, answers: [{ field_id: 'summary', text: 'x' }] },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('You do not have permission to do that');
    await client.close();
  });
});
