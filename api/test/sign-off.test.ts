import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOffMessages } from '../src/rules/service-report.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { multipart, SIGNATURE_PNG } from './jobs-fixtures.ts';
import { lastEmailTo, mailboxOf } from './mailbox.ts';
import { pdfText } from './pdf-text.ts';

// The customer's sign-off over REST and GraphQL: the report shown and its digest, a signature pinned to exactly that
// report (kept as a PDF with its SHA-256, emailed, announced by job.signed_off), a refusal recorded as such, what is
// refused field by field, who may, and a sign-off that stands when its email cannot go.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const CHECKLIST = {
  sections: [
    {
      id: 'checks',
      title: 'Checks',
      fields: [
        { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
        { id: 'pressure', kind: 'number', label: 'Pressure', unit: 'kPa' },
      ],
    },
  ],
};

async function world(name: string, customerEmail: string | null = `${name.toLowerCase().replace(/\W/g, '')}@customer.test`) {
  const o = await createOrg(t, name);
  const db = t.database.db;
  const customer = await db.customer.create({
    data: {
      orgId: o.org.id,
      name: `${name} customer`,
      contactName: 'Sam',
      email: customerEmail,
      street: '1 Main St',
      suburb: 'Richmond',
      state: 'VIC',
      postcode: '3121',
    },
  });
  const admin = await signedIn(t, o.admin);
  const tech = await signedIn(t, o.technician);
  const made = await admin.post('/api/jobs', {
    title: 'Split system service',
    customerId: customer.id,
    assignedTechIds: [o.technician.id],
    description: 'Clean filters and coils',
  });
  expect(made.status).toBe(201);
  const jobId = made.body.id as string;
  return { o, admin, tech, jobId, customer };
}

/** The drawn signature, uploaded as the job's photo (as the signing screen does). */
async function signature(as: Agent, jobId: string) {
  const bytes = await SIGNATURE_PNG;
  const res = await as.request(
    'POST',
    `/api/jobs/${jobId}/photos`,
    multipart([{ field: 'photo', filename: 'signature.png', type: 'image/png', bytes }]),
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function reportOf(as: Agent, jobId: string) {
  const res = await as.get(`/api/jobs/${jobId}/service-report`);
  expect(res.status).toBe(200);
  return res.body as {
    report: { forms: { title: string; sections: { entries: unknown[] }[] }[]; parts: unknown[] };
    digest: string;
    customer_email: string | null;
  };
}

describe('the service report and the sign-off', () => {
  it('the technician shows the report, the customer signs: the PDF is kept with its hash, emailed, and announced', async () => {
    const w = await world('Signed Co');
    await t.database.db.webhookEndpoint.create({
      data: { orgId: w.o.org.id, url: 'https://hooks.example/s', events: ['job.signed_off'], secret: 's' },
    });
    await w.tech.post(`/api/jobs/${w.jobId}/parts`, { partName: 'Filter', quantity: 2 });
    const tpl = await w.admin.post('/api/form-templates', { name: 'Aircon checks', definition: CHECKLIST });
    const form = await w.tech.post(`/api/jobs/${w.jobId}/forms`, { template_id: tpl.body.id });
    expect((await w.tech.post(`/api/job-forms/${form.body.id}/submit`, { answers: { result: 'pass', pressure: 1200 } })).status).toBe(200);

    const shown = await reportOf(w.tech, w.jobId);
    expect(shown.customer_email).toBe('signedco@customer.test');
    expect(shown.report).toMatchObject({
      job: { title: 'Split system service', description: 'Clean filters and coils' },
      customer: { name: 'Signed Co customer', address: '1 Main St, Richmond VIC 3121' },
      parts: [{ name: 'Filter', quantity: 2 }],
      forms: [
        {
          title: 'Aircon checks',
          submitted: true,
          sections: [
            {
              title: 'Checks',
              entries: [
                { label: 'Result', value: 'Pass' },
                { label: 'Pressure', value: '1,200 kPa' },
              ],
            },
          ],
        },
      ],
    });
    const photoId = await signature(w.tech, w.jobId);
    const signed = await w.tech.post(`/api/jobs/${w.jobId}/sign-off`, {
      outcome: 'signed',
      signer_name: 'Sam Customer',
      signature_photo_id: photoId,
      digest: shown.digest,
    });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      outcome: 'signed',
      signer_name: 'Sam Customer',
      signature_photo_id: photoId,
      emailed_to: ['signedco@customer.test'],
      email_problem: null,
      report_url: `/api/jobs/${w.jobId}/sign-offs/${signed.body.id}/report`,
    });
    expect(signed.body.recorded_by).toBe(w.o.technician.name);

    const pdf = await w.admin.request('GET', signed.body.report_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.raw;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(bytes)).toBe(signed.body.report_sha256);
    const printed = pdfText(bytes).join('\n');
    for (const text of [
      'Service report',
      'Split system service',
      'Signed Co customer',
      'Filter',
      '× 2',
      'Aircon checks',
      '1,200 kPa',
      'Customer sign-off',
      'Sam Customer',
    ])
      expect(printed).toContain(text);

    const mail = await lastEmailTo(t, 'signedco@customer.test');
    expect(mail.subject).toBe(`Service report: Split system service — ${w.o.org.name}`);
    expect(mail.text).toContain('Hello Sam,');
    expect(mail.text).toContain('signed by Sam Customer on');
    expect(mail.files.map((f) => sha256(f.content))).toEqual([signed.body.report_sha256]);

    const delivery = await t.database.db.webhookDelivery.findFirstOrThrow({ where: { orgId: w.o.org.id, eventType: 'job.signed_off' } });
    expect(delivery.payload).toMatchObject({ type: 'job.signed_off', data: { id: signed.body.id, job_id: w.jobId, outcome: 'signed' } });

    const listed = await w.tech.get(`/api/jobs/${w.jobId}/sign-offs`);
    expect(listed.body.map((s: { id: string }) => s.id)).toEqual([signed.body.id]);
    const gql = await w.admin.gql(
      'query($id: ID!) { job(id: $id) { signOffs { signerName outcome reportSha256 emailedTo recordedBy { name } } } }',
      { id: w.jobId },
    );
    expect(gql.data.job.signOffs).toEqual([
      {
        signerName: 'Sam Customer',
        outcome: 'signed',
        reportSha256: signed.body.report_sha256,
        emailedTo: ['signedco@customer.test'],
        recordedBy: { name: w.o.technician.name },
      },
    ]);
  });

  it('refuses a signature on a report the job no longer gives, keeping nothing', async () => {
    const w = await world('Pinned Co');
    const shown = await reportOf(w.tech, w.jobId);
    const photoId = await signature(w.tech, w.jobId);
    await w.admin.post(`/api/jobs/${w.jobId}/parts`, { partName: 'Capacitor', quantity: 1 });
    const stale = await w.tech.post(`/api/jobs/${w.jobId}/sign-off`, {
      outcome: 'signed',
      signer_name: 'Sam',
      signature_photo_id: photoId,
      digest: shown.digest,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(signOffMessages.changed);
    expect(await t.database.db.jobSignOff.count({ where: { jobId: w.jobId } })).toBe(0);
    const fresh = await reportOf(w.tech, w.jobId);
    expect(fresh.digest).not.toBe(shown.digest);
    expect(fresh.report.parts).toEqual([{ name: 'Capacitor', quantity: 1 }]);
    const gql = await w.tech.gql(
      'mutation($id: ID!, $i: SignOffInput!) { signOffJob(jobId: $id, input: $i) { __typename ... on AppError { code message } } }',
      {
        id: w.jobId,
        i: { outcome: 'signed', signerName: 'Sam', signaturePhotoId: photoId, digest: shown.digest },
      },
    );
    expect(gql.data.signOffJob).toEqual({ __typename: 'AppError', code: 'CONFLICT', message: signOffMessages.changed });
  });

  it('records a refusal with its reason, emails no one when told, and keeps its PDF', async () => {
    const w = await world('Declined Co');
    const { digest } = await reportOf(w.tech, w.jobId);
    const declined = await w.tech.gql(
      'mutation($id: ID!, $i: SignOffInput!) { signOffJob(jobId: $id, input: $i) { __typename ... on JobSignOff { outcome signerName declineReason signaturePhotoId emailedTo emailProblem reportUrl } } }',
      { id: w.jobId, i: { outcome: 'declined', signerName: 'Sam', declineReason: 'Wants the owner to check first', digest, emailTo: [] } },
    );
    expect(declined.data.signOffJob).toMatchObject({
      __typename: 'JobSignOff',
      outcome: 'declined',
      declineReason: 'Wants the owner to check first',
      signaturePhotoId: null,
      emailedTo: [],
      emailProblem: null,
    });
    const pdf = await w.admin.request('GET', declined.data.signOffJob.reportUrl);
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.raw).join('\n')).toContain('Customer declined to sign');
    expect(pdfText(pdf.raw).join('\n')).toContain('Wants the owner to check first');
    expect(await mailboxOf(t, 'declinedco@customer.test')).toEqual([]);
  });

  it('says why the report was not emailed (no address, no allowance) and the sign-off stands', async () => {
    const none = await world('No Mail Co', null);
    const { digest } = await reportOf(none.tech, none.jobId);
    const photoId = await signature(none.tech, none.jobId);
    const kept = await none.tech.post(`/api/jobs/${none.jobId}/sign-off`, {
      outcome: 'signed',
      signer_name: 'Sam',
      signature_photo_id: photoId,
      digest,
    });
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ emailed_to: [], email_problem: signOffMessages.noEmail });

    const poor = await world('Poor Co');
    await t.database.db.subscription.update({ where: { orgId: poor.o.org.id }, data: { status: 'active', planId: 'free' } });
    const shown = await reportOf(poor.tech, poor.jobId);
    const poorPhoto = await signature(poor.tech, poor.jobId);
    const refused = await poor.tech.post(`/api/jobs/${poor.jobId}/sign-off`, {
      outcome: 'signed',
      signer_name: 'Sam',
      signature_photo_id: poorPhoto,
      digest: shown.digest,
    });
    expect(refused.status).toBe(201);
    expect(refused.body.emailed_to).toEqual([]);
    expect(refused.body.email_problem).toMatch(/email/i);
    expect(await t.database.db.jobSignOff.count({ where: { jobId: poor.jobId } })).toBe(1);
  });
});

describe('what is refused', () => {
  it('answers bad input field by field, over REST and GraphQL, and keeps nothing', async () => {
    const w = await world('Bad Input Co');
    const { digest } = await reportOf(w.tech, w.jobId);
    const photoId = await signature(w.tech, w.jobId);
    const send = (body: Record<string, unknown>) =>
      w.tech.post(`/api/jobs/${w.jobId}/sign-off`, { outcome: 'signed', signer_name: 'Sam', signature_photo_id: photoId, digest, ...body });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ signer_name: '  ' }, 'signerName', signOffMessages.nameRequired],
      [{ signature_photo_id: null }, 'signaturePhotoId', signOffMessages.signatureRequired],
      [{ outcome: 'declined', decline_reason: '' }, 'declineReason', signOffMessages.reasonRequired],
      [{ outcome: 'maybe' }, 'outcome', 'Outcome must be signed or declined'],
      [{ digest: 'abc' }, 'digest', 'Digest must be the report’s digest (64 hexadecimal characters)'],
      [{ email_to: ['not-an-address'] }, 'emailTo', "'not-an-address' is not a valid email address"],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(body);
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors[field], field).toBe(message);
    }

    const other = await w.admin.post('/api/jobs', { title: 'Another job' });
    const elsewhere = await signature(w.admin, other.body.id);
    const notOnJob = await send({ signature_photo_id: elsewhere });
    expect(notOnJob.status).toBe(400);
    expect(notOnJob.body.fieldErrors.signaturePhotoId).toBe(signOffMessages.signatureNotOnJob);

    // A file that passed the upload's check of its first bytes but is not a whole image.
    await t.app.services.storage.put(`test/${w.jobId}/cut.png`, (await SIGNATURE_PNG).subarray(0, 60), 'image/png');
    const cut = await t.database.db.jobPhoto.create({
      data: { orgId: w.o.org.id, jobId: w.jobId, storageKey: `test/${w.jobId}/cut.png`, contentType: 'image/png', sizeBytes: 60 },
    });
    const notDrawable = await send({ signature_photo_id: cut.id });
    expect(notDrawable.status).toBe(400);
    expect(notDrawable.body.fieldErrors.signaturePhotoId).toBe(signOffMessages.signatureNotImage);

    const gql = await w.tech.gql(
      'mutation($id: ID!, $i: SignOffInput!) { signOffJob(jobId: $id, input: $i) { __typename ... on AppError { code fieldErrors { field message } } } }',
      {
        id: w.jobId,
        i: { outcome: 'signed', signerName: '', signaturePhotoId: photoId, digest },
      },
    );
    expect(gql.data.signOffJob.code).toBe('VALIDATION');
    expect(JSON.stringify(gql.data.signOffJob.fieldErrors)).toContain(signOffMessages.nameRequired);
    expect(await t.database.db.jobSignOff.count({ where: { jobId: w.jobId } })).toBe(0);
  });

  it('a technician signs off only the jobs they see; a cancelled job cannot be signed off', async () => {
    const w = await world('Rights Co');
    const notHis = await w.admin.post('/api/jobs', { title: 'Office job', customerId: w.customer.id });
    expect((await w.tech.get(`/api/jobs/${notHis.body.id}/service-report`)).status).toBe(404);
    const { digest } = await reportOf(w.admin, notHis.body.id);
    expect(
      (await w.tech.post(`/api/jobs/${notHis.body.id}/sign-off`, { outcome: 'declined', signer_name: 'Sam', decline_reason: 'No', digest }))
        .status,
    ).toBe(404);
    const gql = await w.tech.gql('query($id: ID!) { serviceReport(jobId: $id) { digest } }', { id: notHis.body.id });
    expect(JSON.stringify(gql.errors)).toMatch(/NOT_FOUND|not found/i);

    expect((await w.admin.put(`/api/jobs/${notHis.body.id}`, { status: 'cancelled' })).status).toBe(200);
    const cancelled = await reportOf(w.admin, notHis.body.id);
    const refused = await w.admin.post(`/api/jobs/${notHis.body.id}/sign-off`, {
      outcome: 'declined',
      signer_name: 'Sam',
      decline_reason: 'No',
      digest: cancelled.digest,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(signOffMessages.cancelled);
  });
});
