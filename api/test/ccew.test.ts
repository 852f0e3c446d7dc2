import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';

// The NSW CCEW: its PDF once submitted, its due clock (test date + 7 days), one action emailing it to the customer and
// Building Commission NSW (recorded on the form), and the report of certificates due that drops it once sent.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('CCEW', () => {
  it('prints, clocks, sends and reports a certificate', async () => {
    const o = await createOrg(t, 'Sparky Co');
    const other = await createOrg(t, 'Other Sparky Co');
    const [admin, tech] = await Promise.all([o.admin, o.technician].map((u) => signedIn(t, u)));
    const template = (await admin.post('/api/built-in-form-templates/ccew-nsw')).body.id as string;
    const customer = await t.database.db.customer.create({ data: { orgId: o.org.id, name: 'Ann Home', email: 'ann@customer.test' } });
    const job = (
      await admin.post('/api/jobs', { title: 'Switchboard upgrade', customerId: customer.id, assignedTechIds: [o.technician.id] })
    ).body.id as string;
    const formId = (await tech.post(`/api/jobs/${job}/forms`, { template_id: template })).body.id as string;

    // A draft: no PDF, no sending.
    expect((await tech.get(`/api/job-forms/${formId}/certificate`)).status).toBe(409);
    expect((await tech.post(`/api/job-forms/${formId}/send-certificate`, {})).status).toBe(409);

    await t.database.db.jobForm.update({
      where: { id: formId },
      data: {
        status: 'submitted',
        submittedAt: new Date(),
        answers: { serial: '444444C001', tested_on: '2026-11-25', street: '1 Main St', work_type: ['New work'] },
      },
    });
    const listed = await tech.get(`/api/jobs/${job}/forms`);
    expect(listed.body[0]).toMatchObject({ certificate_due_on: '2026-12-02', sent_to: [], sent_at: null });
    const pdf = await tech.get(`/api/job-forms/${formId}/certificate`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    const due = await admin.get('/api/form-reports/certificates-due');
    expect(due.body.map((d: { id: string; due_on: string }) => [d.id, d.due_on])).toEqual([[formId, '2026-12-02']]);
    expect((await tech.get('/api/form-reports/certificates-due')).status).toBe(403);

    const bad = await tech.post(`/api/job-forms/${formId}/send-certificate`, { email_to: ['not-an-email'] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors ?? bad.body.field_errors ?? bad.body).toBeTruthy();
    const otherAdmin = await signedIn(t, other.admin);
    expect((await otherAdmin.post(`/api/job-forms/${formId}/send-certificate`, {})).status).toBe(404);
    expect((await otherAdmin.get(`/api/job-forms/${formId}/certificate`)).status).toBe(404);

    const sent = await tech.post(`/api/job-forms/${formId}/send-certificate`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.sent_to).toEqual(['ann@customer.test', 'meterccew@customerservice.nsw.gov.au']);
    const mail = await lastEmailTo(t, 'ann@customer.test');
    expect(mail.subject).toContain('CCEW 444444C001');
    expect(mail.files).toHaveLength(1);
    expect((await admin.get('/api/form-reports/certificates-due')).body).toEqual([]);

    const viaGql = await tech.gql(
      'mutation($id: ID!) { sendCertificate(formId: $id, emailTo: ["dist@network.test"]) { __typename ... on JobForm { sentTo certificateDueOn } } }',
      { id: formId },
    );
    expect(viaGql.data.sendCertificate).toEqual({ __typename: 'JobForm', sentTo: ['dist@network.test'], certificateDueOn: '2026-12-02' });
    expect((await admin.gql('{ certificatesDue { id } }')).data.certificatesDue).toEqual([]);
  });
});
