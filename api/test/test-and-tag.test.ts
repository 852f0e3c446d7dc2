import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { qrCodeOf } from './pdf-qr.ts';
import { pdfText } from './pdf-text.ts';

// Test and tag (docs/forms.md → Test and tag): a submitted form's rows become the customer's units (found by asset tag
// or made), their next test feeds the due-for-service board, JobFormItem records each row, the unit's forms list the
// form, a correction replaces them; the tag sheet PDF prints a label per item with a QR code to the unit's page.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OFFICE = 'Not flexed, not open to abuse, not hostile, e.g. an office (5 years)';
const SITE = 'Building, construction and demolition (3 months)';

const row = (over: Record<string, unknown>) => ({
  description: 'Item',
  asset_id: 'X',
  class: 'Class I (earthed)',
  environment: OFFICE,
  visual: 'pass',
  result: 'pass',
  ...over,
});

async function world() {
  const o = await createOrg(t, 'Tag Co');
  const other = await createOrg(t, 'Other Tag Co');
  const [admin, tech] = await Promise.all([o.admin, o.technician].map((u) => signedIn(t, u)));
  const template = (await admin.post('/api/built-in-form-templates/test-and-tag')).body.id as string;
  const customer = await t.database.db.customer.create({ data: { orgId: o.org.id, name: 'Busy Office Pty Ltd' } });
  const existing = await t.database.db.equipment.create({
    data: { orgId: o.org.id, customerId: customer.id, name: 'Old drill', assetTag: 'TT-002', notes: 'Blue case' },
  });
  const job = (await admin.post('/api/jobs', { title: 'Annual test and tag', customerId: customer.id, assignedTechIds: [o.technician.id] }))
    .body.id as string;
  const formId = (await tech.post(`/api/jobs/${job}/forms`, { template_id: template })).body.id as string;
  return { o, other, admin, tech, template, customer, existing, job, formId };
}

const board = async (a: Agent, customerId: string) =>
  ((await a.get(`/api/service/due?customerId=${customerId}&from=2026-01-01&to=2035-01-01`)).body.units ?? []) as {
    equipment: { id: string; name: string };
    next_due_at: string;
  }[];

describe('test and tag', () => {
  it('makes and updates the customer’s units, feeds the board, lists the form on each unit and prints the tag sheet', async () => {
    const w = await world();
    const { admin, tech, formId } = w;

    // A draft has no tag sheet.
    const draftSheet = await tech.get(`/api/job-forms/${formId}/tag-sheet`);
    expect(draftSheet.status).toBe(409);
    expect(draftSheet.body.error).toContain('submitted');

    const submitted = await tech.post(`/api/job-forms/${formId}/submit`, {
      answers: {
        tested_on: '2026-11-20',
        tester: 'Sam Sparky',
        items: [
          row({ description: 'Kettle', asset_id: 'TT-001', location: 'Kitchen', next_test: '2031-11-20' }),
          row({ description: 'Drill', asset_id: ' tt-002 ', environment: SITE, next_test: '2027-02-20' }),
          row({ description: 'Power board', asset_id: 'TT-003', class: 'Cord set or power board', visual: 'fail', result: 'fail' }),
        ],
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    const items = await tech.get(`/api/job-forms/${formId}/items`);
    expect(items.status).toBe(200);
    expect(items.body.map((i: Record<string, unknown>) => [i.row, i.asset_tag, i.result, i.tested_on, i.next_due_on])).toEqual([
      [0, 'TT-001', 'pass', '2026-11-20', '2031-11-20'],
      [1, 'TT-002', 'pass', '2026-11-20', '2027-02-20'],
      [2, 'TT-003', 'fail', '2026-11-20', null],
    ]);
    // The existing unit was found by its tag (any case, trimmed), not made again.
    expect(items.body[1].equipment_id).toBe(w.existing.id);
    const units = await t.database.db.equipment.findMany({ where: { customerId: w.customer.id }, orderBy: { assetTag: 'asc' } });
    expect(units.map((u) => [u.assetTag, u.name, u.equipmentType, u.serviceIntervalMonths])).toEqual([
      ['TT-001', 'Kettle', 'Electrical item', 60],
      ['TT-002', 'Old drill', null, 3],
      ['TT-003', 'Power board', 'Electrical item', null],
    ]);
    expect(units[0]?.notes).toBe('Location: Kitchen');
    expect(units[2]?.notes).toContain('Failed test on 2026-11-20: withdrawn from service');
    expect(units[2]?.nextServiceDueAt).toBeNull();

    // The due-for-service board lists the passed items at their next test; the failed one is not due.
    const due = await board(admin, w.customer.id);
    expect(due.map((u) => [u.equipment.name, u.next_due_at.slice(0, 10)])).toEqual([
      ['Old drill', expect.stringMatching(/^2027-02-(19|20)$/)],
      ['Kettle', expect.stringMatching(/^2031-11-(19|20)$/)],
    ]);

    // Each unit's forms list the form (REST and GraphQL).
    for (const u of units) {
      const forms = await tech.get(`/api/equipment/${u.id}/forms`);
      expect(forms.body.map((f: { id: string }) => f.id)).toEqual([formId]);
    }
    const gql = await tech.gql(
      'query($id: ID!) { equipment(id: $id) { assetTag forms { id tagSheetUrl items { row result nextDueOn equipment { id assetTag } } } } }',
      { id: w.existing.id },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.equipment.assetTag).toBe('TT-002');
    expect((await tech.get(`/api/equipment/${w.existing.id}`)).body.asset_tag).toBe('TT-002');
    expect(gql.data.equipment.forms[0]).toMatchObject({ id: formId, tagSheetUrl: `/api/job-forms/${formId}/tag-sheet` });
    expect(gql.data.equipment.forms[0].items.map((i: { row: number; nextDueOn: string | null }) => [i.row, i.nextDueOn])).toEqual([
      [0, '2031-11-20'],
      [1, '2027-02-20'],
      [2, null],
    ]);

    // The tag sheet: a PDF with a label per item (its QR code is read in the next test, one label to a sheet).
    const sheet = await tech.get(`/api/job-forms/${formId}/tag-sheet`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toContain('application/pdf');
    expect(sheet.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(sheet.raw).join(' ');
    for (const s of ['Kettle', 'TT-003', 'FAIL', 'Sam Sparky', 'Tag Co']) expect(text).toContain(s);

    // A correction replaces the items: the drill is now failed, the kettle's next test earlier.
    const corrected = await tech.post(`/api/job-forms/${formId}/corrections`, {
      reason: 'Drill failed the retest',
      answers: {
        items: [
          row({ description: 'Kettle', asset_id: 'TT-001', location: 'Kitchen', environment: SITE, next_test: '2027-02-20' }),
          row({ description: 'Drill', asset_id: 'TT-002', environment: SITE, result: 'fail' }),
        ],
      },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const after = await tech.get(`/api/job-forms/${formId}/items`);
    expect(after.body.map((i: Record<string, unknown>) => [i.asset_tag, i.result, i.next_due_on])).toEqual([
      ['TT-001', 'pass', '2027-02-20'],
      ['TT-002', 'fail', null],
    ]);
    expect((await board(admin, w.customer.id)).map((u) => [u.equipment.name, u.next_due_at.slice(0, 10)])).toEqual([
      ['Kettle', expect.stringMatching(/^2027-02-(19|20)$/)],
    ]);
    // No unit was made twice.
    expect(await t.database.db.equipment.count({ where: { customerId: w.customer.id } })).toBe(3);
  });

  it('keeps the tag sheet and items to those who see the form', async () => {
    const w = await world();
    const submitted = await w.tech.post(`/api/job-forms/${w.formId}/submit`, {
      answers: { tested_on: '2026-11-20', tester: 'Sam', items: [row({ asset_id: 'A1', next_test: '2031-11-20' })] },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const otherAdmin = await signedIn(t, w.other.admin);
    expect((await otherAdmin.get(`/api/job-forms/${w.formId}/tag-sheet`)).status).toBe(404);
    expect((await otherAdmin.get(`/api/job-forms/${w.formId}/items`)).status).toBe(404);
    const otherGql = await otherAdmin.gql('query($id: ID!) { jobForm(id: $id) { id tagSheetUrl } }', { id: w.formId });
    expect(otherGql.data?.jobForm ?? null).toBeNull();

    // A technician not on the job does not see it.
    const stranger = await t.database.db.user.create({
      data: {
        orgId: w.o.org.id,
        name: 'Stranger',
        email: `stranger-${w.o.org.id}@x.test`,
        passwordHash: w.o.technician.passwordHash,
        role: 'technician',
      },
    });
    const strangerAgent = await signedIn(t, stranger);
    expect((await strangerAgent.get(`/api/job-forms/${w.formId}/tag-sheet`)).status).toBe(404);
    expect((await strangerAgent.get(`/api/job-forms/${w.formId}/items`)).status).toBe(404);
    const strangerGql = await strangerAgent.gql('query($id: ID!) { jobForm(id: $id) { id } }', { id: w.formId });
    expect(strangerGql.data?.jobForm ?? null).toBeNull();

    // The office sees it, its label's QR code opening the unit's page; a bad id is 404, never 500.
    const sheet = await w.admin.get(`/api/job-forms/${w.formId}/tag-sheet`);
    expect(sheet.status).toBe(200);
    const unit = await t.database.db.equipment.findFirstOrThrow({ where: { customerId: w.customer.id, assetTag: 'A1' } });
    expect(qrCodeOf(sheet.raw)).toBe(`${t.config.PUBLIC_URL}/equipment/${unit.id}`);
    expect((await w.admin.get('/api/job-forms/not-a-form/tag-sheet')).status).toBe(404);
  });

  it('takes a unit’s next test from its latest test: correcting an older form leaves it, correcting the newest moves it', async () => {
    const w = await world();
    const kettle = (nextTest: string) => row({ description: 'Kettle', asset_id: 'TT-001', next_test: nextTest });
    const older = await w.tech.post(`/api/job-forms/${w.formId}/submit`, {
      answers: { tested_on: '2026-11-20', tester: 'Sam', items: [kettle('2027-02-20')] },
    });
    expect(older.status, JSON.stringify(older.body)).toBe(200);
    // A later job tests the same kettle again.
    const job = (await w.admin.post('/api/jobs', { title: 'Retest', customerId: w.customer.id, assignedTechIds: [w.o.technician.id] })).body
      .id as string;
    const newerId = (await w.tech.post(`/api/jobs/${job}/forms`, { template_id: w.template })).body.id as string;
    const newer = await w.tech.post(`/api/job-forms/${newerId}/submit`, {
      answers: { tested_on: '2027-02-10', tester: 'Sam', items: [kettle('2028-02-10')] },
    });
    expect(newer.status, JSON.stringify(newer.body)).toBe(200);
    const nextTest = async () => (await board(w.admin, w.customer.id)).map((u) => [u.equipment.name, u.next_due_at.slice(0, 10)]);
    expect(await nextTest()).toEqual([['Kettle', expect.stringMatching(/^2028-02-(09|10)$/)]]);

    // Correcting the older form's next test does not move the kettle back to it.
    const correctedOlder = await w.tech.post(`/api/job-forms/${w.formId}/corrections`, {
      reason: 'Typo in the next test',
      answers: { items: [kettle('2027-03-20')] },
    });
    expect(correctedOlder.status, JSON.stringify(correctedOlder.body)).toBe(200);
    expect(await nextTest()).toEqual([['Kettle', expect.stringMatching(/^2028-02-(09|10)$/)]]);
    const unit = await t.database.db.equipment.findFirstOrThrow({ where: { customerId: w.customer.id, assetTag: 'TT-001' } });
    expect((await w.admin.get(`/api/equipment/${unit.id}`)).body.last_service_at.slice(0, 10)).toMatch(/^2027-02-(09|10)$/);

    // Correcting the newest form does.
    const correctedNewer = await w.tech.post(`/api/job-forms/${newerId}/corrections`, {
      reason: 'Moved to a building site',
      answers: { items: [row({ description: 'Kettle', asset_id: 'TT-001', environment: SITE, next_test: '2027-05-10' })] },
    });
    expect(correctedNewer.status, JSON.stringify(correctedNewer.body)).toBe(200);
    expect(await nextTest()).toEqual([['Kettle', expect.stringMatching(/^2027-05-(09|10)$/)]]);
  });

  it('submits a run of 3 items or 30 in the same number of SQL statements', async () => {
    const run = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) =>
        i % 5
          ? row({
              description: `Item ${i}`,
              asset_id: `${prefix}-${i}`,
              environment: i % 2 ? SITE : OFFICE,
              next_test: i % 2 ? '2027-02-20' : '2031-11-20',
            })
          : row({ description: `Item ${i}`, asset_id: `${prefix}-${i}`, result: 'fail' }),
      );
    const counted = async (n: number) => {
      const w = await world();
      let res: { status: number; body?: unknown } = { status: 0 };
      const statements = await t.countQueries(async () => {
        res = await w.tech.post(`/api/job-forms/${w.formId}/submit`, {
          answers: {
            tested_on: '2026-11-20',
            tester: 'Sam',
            items: [...run(n - 1, 'N'), row({ asset_id: 'TT-002', next_test: '2031-11-20' })],
          },
        });
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await w.tech.get(`/api/job-forms/${w.formId}/items`)).body).toHaveLength(n);
      return statements;
    };
    expect(await counted(30)).toBe(await counted(3));
  });

  it('records nothing for a job without a customer, and the tag sheet says why', async () => {
    const o = await createOrg(t, 'Tag Solo');
    const [admin, tech] = await Promise.all([o.admin, o.technician].map((u) => signedIn(t, u)));
    const template = (await admin.post('/api/built-in-form-templates/test-and-tag')).body.id as string;
    const job = (await admin.post('/api/jobs', { title: 'Walk-in', assignedTechIds: [o.technician.id] })).body.id as string;
    const formId = (await tech.post(`/api/jobs/${job}/forms`, { template_id: template })).body.id as string;
    const res = await tech.post(`/api/job-forms/${formId}/submit`, {
      answers: { tested_on: '2026-11-20', tester: 'Sam', items: [row({ asset_id: 'A1', next_test: '2031-11-20' })] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await tech.get(`/api/job-forms/${formId}/items`)).body).toEqual([]);
    expect(await t.database.db.equipment.count({ where: { orgId: o.org.id } })).toBe(0);
    const sheet = await tech.get(`/api/job-forms/${formId}/tag-sheet`);
    expect(sheet.status).toBe(409);
    expect(sheet.body.error).toContain('customer');
  });
});
