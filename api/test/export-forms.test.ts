import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signedIn } from './agent.ts';
import { builtExportUrl, download, rows, text } from './export-fixtures.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { multipart, PNG } from './jobs-fixtures.ts';

// The forms in the full export: the templates and forms as tables, each form's answers as a CSV a person reads (a
// group's rows numbered, photos and drawn signatures naming their files), and each sign-off's PDF as it was kept.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DEFINITION = {
  sections: [
    {
      id: 'checks',
      title: 'Checks',
      fields: [
        { id: 'pressure', kind: 'number', label: 'Pressure', unit: 'kPa', required: true },
        { id: 'photos', kind: 'photo', label: 'Photos' },
        {
          id: 'items',
          kind: 'group',
          label: 'Items',
          fields: [
            { id: 'name', kind: 'text', label: 'Name', required: true },
            { id: 'result', kind: 'pass_fail_na', label: 'Result', required: true },
          ],
        },
        { id: 'tech_signature', kind: 'signature', label: 'Technician' },
      ],
    },
  ],
};

async function photo(as: Agent, jobId: string) {
  const res = await as.request(
    'POST',
    `/api/jobs/${jobId}/photos`,
    multipart([{ field: 'photo', filename: 'p.png', type: 'image/png', bytes: PNG }]),
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('the export holds the forms', () => {
  let files: Record<string, Uint8Array>;
  let jobId: string;
  let formId: string;
  let photoId: string;
  let signatureId: string;
  let signOff: { id: string; report_sha256: string };
  beforeAll(async () => {
    const o = await createOrg(t, 'Forms Export Co');
    const other = await createOrg(t, 'Other Forms Co');
    const admin = await signedIn(t, o.admin);
    const tech = await signedIn(t, o.technician);
    const customer = await t.database.db.customer.create({ data: { orgId: o.org.id, name: 'Acme', email: 'acme@customer.test' } });
    const job = await admin.post('/api/jobs', { title: 'Quarterly checks', customerId: customer.id, assignedTechIds: [o.technician.id] });
    jobId = job.body.id;
    const tpl = await admin.post('/api/form-templates', { name: 'Site checks', definition: DEFINITION });
    expect(tpl.status).toBe(201);
    const form = await tech.post(`/api/jobs/${jobId}/forms`, { template_id: tpl.body.id });
    formId = form.body.id;
    photoId = await photo(tech, jobId);
    signatureId = await photo(tech, jobId);
    const submitted = await tech.post(`/api/job-forms/${formId}/submit`, {
      answers: {
        pressure: 1200,
        photos: [photoId],
        items: [
          { name: 'Kettle', result: 'pass' },
          { name: '=cmd|calc', result: 'fail' },
        ],
        tech_signature: { photoId: signatureId, signedBy: 'Tess Tech' },
      },
    });
    expect(submitted.status).toBe(200);
    const report = await tech.get(`/api/jobs/${jobId}/service-report`);
    const signed = await tech.post(`/api/jobs/${jobId}/sign-off`, {
      outcome: 'declined',
      signer_name: 'Sam',
      decline_reason: 'Not on site',
      digest: report.body.digest,
      email_to: [],
    });
    expect(signed.status).toBe(201);
    signOff = signed.body;
    // Another organisation's form stays out.
    const otherAdmin = await signedIn(t, other.admin);
    const otherJob = await otherAdmin.post('/api/jobs', { title: 'Their job' });
    const otherTpl = await otherAdmin.post('/api/form-templates', { name: 'Their checks', definition: DEFINITION });
    expect((await otherAdmin.post(`/api/jobs/${otherJob.body.id}/forms`, { template_id: otherTpl.body.id })).status).toBe(201);

    const url = await builtExportUrl(t, admin, o.org.id);
    const got = await download(t, admin, url);
    expect(got.res.statusCode).toBe(200);
    files = got.files;
  });

  it('lists the templates and the forms, each form naming its answers file', () => {
    expect(rows(files, 'form-templates.csv')).toEqual([expect.objectContaining({ name: 'Site checks', builtInKey: '' })]);
    expect(rows(files, 'job-forms.csv')).toEqual([
      expect.objectContaining({
        id: formId,
        jobId,
        status: 'submitted',
        template: 'Site checks',
        templateVersion: '1',
        answersFile: `forms/${jobId}/${formId}.csv`,
      }),
    ]);
  });

  it("writes each form's answers a row per answer, with the photos' and signature's files", () => {
    const answers = rows(files, `forms/${jobId}/${formId}.csv`);
    const photoFile = Object.keys(files).find((f) => f.startsWith(`photos/${jobId}/${photoId}`));
    const signatureFile = Object.keys(files).find((f) => f.startsWith(`photos/${jobId}/${signatureId}`));
    expect(photoFile).toBeDefined();
    expect(signatureFile).toBeDefined();
    expect(answers).toEqual([
      { section: 'Checks', field: 'Pressure', fieldId: 'pressure', row: '', answer: '1,200 kPa' },
      { section: 'Checks', field: 'Photos', fieldId: 'photos', row: '', answer: photoFile },
      { section: 'Checks', field: 'Items: Name', fieldId: 'items.name', row: '1', answer: 'Kettle' },
      { section: 'Checks', field: 'Items: Result', fieldId: 'items.result', row: '1', answer: 'Pass' },
      // Text a spreadsheet would run is kept as text.
      { section: 'Checks', field: 'Items: Name', fieldId: 'items.name', row: '2', answer: "'=cmd|calc" },
      { section: 'Checks', field: 'Items: Result', fieldId: 'items.result', row: '2', answer: 'Fail' },
      { section: 'Checks', field: 'Technician', fieldId: 'tech_signature', row: '', answer: `Signed by Tess Tech: ${signatureFile}` },
    ]);
  });

  it("keeps each sign-off's PDF as it was signed, and lists the sign-off", () => {
    const [row] = rows(files, 'job-sign-offs.csv');
    expect(row).toMatchObject({
      id: signOff.id,
      jobId,
      outcome: 'declined',
      declineReason: 'Not on site',
      reportSha256: signOff.report_sha256,
    });
    const pdf = Buffer.from(files[row.reportFile]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(signOff.report_sha256);
    const manifest = JSON.parse(text(files, 'manifest.json'));
    expect(manifest.rows).toMatchObject({ 'form-templates.csv': 1, 'job-forms.csv': 1, 'job-sign-offs.csv': 1 });
    expect(manifest.missingFiles).toEqual([]);
  });

  it("holds nothing of another organisation's forms", () => {
    expect(Object.keys(files).filter((f) => f.startsWith('forms/'))).toEqual([`forms/${jobId}/${formId}.csv`]);
    const everything = Object.values(files)
      .map((f) => Buffer.from(f).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain('Their checks');
  });
});
