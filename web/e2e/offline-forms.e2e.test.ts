import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { drawSignature, gql, launch, login, openPage, screenshot } from './browser';
import { addForm, archiveAll, builtInTemplates } from './built-in-templates';
import { outboxProblems, outboxSettled, outboxStates } from './device-copy';
import { filler, fillSwms } from './form-filler';
import { books, openForm, openOfflinePhone, submitOffline } from './offline-paperwork';

// A technician's day of paperwork without signal (docs/forms.md → Offline): two jobs saved on the phone, one with the
// built-in test-and-tag form, the other with the SWMS. In airplane mode Jake fills a test-and-tag run of 30 items
// (E2E_TAG_ITEMS sets another count) and
// the SWMS signed by two workers (each signature drawn), and submits both; back online, one reconnect sends it all:
// the server holds both forms submitted once, the signatures as the job's photos named by the SWMS, the 30 items
// as the customer's units, and the customer's sign-off of the SWMS job, taken on the phone, pinned to what they read.

const ITEMS = Number(process.env.E2E_TAG_ITEMS ?? 30);
const OFFICE_ENVIRONMENT = 'Not flexed, not open to abuse, not hostile, e.g. an office (5 years)';
let browser: Browser;
let office: Page | undefined;
const toArchive: string[] = [];
const stamp = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await archiveAll(office, toArchive);
  await browser?.close();
});

// A day's paperwork typed through the page, 30 rows of about a dozen answers each: about 90 s on a quiet 2-core
// machine, its budget sized for a busy one.
describe('paperwork offline', { timeout: 600_000 }, () => {
  it('fills a test-and-tag run and a SWMS signed by two workers in airplane mode; one reconnect sends it all once', async () => {
    office = await openPage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: null });
    const templates = await builtInTemplates(office, ['test-and-tag', 'swms'] as const, toArchive, stamp);
    const tagName = templates.get('test-and-tag')?.name ?? '';
    const swmsName = templates.get('swms')?.name ?? '';

    // Booked with their forms before Jake's phone opens the app, so the copy it saves holds them.
    const { members } = await gql<{ members: { id: string; name: string }[] }>(office, '{ members { id name } }');
    const jake = members.find((m) => m.name === 'Jake Wilson')?.id ?? '';
    const tagJob = `Test and tag ${stamp}`;
    const swmsJob = `Roof condenser ${stamp}`;
    const tagJobId = await books(office, jake, tagJob);
    const swmsJobId = await books(office, jake, swmsJob);
    const tagForm = await addForm(office, tagJobId, templates.get('test-and-tag')?.id ?? '');
    const swmsForm = await addForm(office, swmsJobId, templates.get('swms')?.id ?? '');

    // Saved on Jake's phone, then airplane mode and the app opened again from scratch.
    const { context, page } = await openOfflinePhone([tagJobId, swmsJobId]);

    // The test-and-tag run, one item failed.
    await openForm(page, tagJob, tagName);
    const f = filler(page);
    await f.date('Test date', '2026-11-20');
    await f.text('Tested by (competent person)', 'Jake Wilson');
    for (let i = 0; i < ITEMS; i++) {
      await page.getByRole('button', { name: 'Add item' }).click();
      const row = filler(page, page.getByRole('group', { name: `Item ${i + 1}` }));
      await row.text('Description', `Appliance ${i + 1}`);
      await row.text('Asset id or tag number', `${stamp}-${i + 1}`);
      await row.radio('Class', 'Class I (earthed)');
      await row.select('Environment', OFFICE_ENVIRONMENT);
      await row.pass('Visual inspection');
      if (i === 1) await row.radio('Result', 'Fail');
      else {
        await row.pass('Result');
        await row.date('Next test due', '2031-11-20');
      }
    }
    await screenshot(page, 'offline-forms-test-and-tag-390');
    expect(await violations(page)).toEqual([]);
    await submitOffline(page);

    // The SWMS, signed on the phone by Jake and his offsider.
    await openForm(page, swmsJob, swmsName);
    await fillSwms(page, ['Jake Wilson', 'Sam Offsider']);
    await screenshot(page, 'offline-forms-swms-390');
    await submitOffline(page);

    // The customer reads the report on the phone, the SWMS with its two signatures in it, and signs it off.
    await page.goto(`/jobs/${swmsJobId}`);
    await page.getByRole('link', { name: 'Customer sign-off' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customer sign-off' }).waitFor();
    await page.getByRole('img', { name: 'Signature, signed by Sam Offsider' }).waitFor();
    await page.getByRole('button', { name: 'Sign off' }).click();
    await page.getByText('Enter the name of the person signing').waitFor();
    await page.getByRole('textbox', { name: "Customer's name" }).fill('Pat Customer');
    await drawSignature(page, page.getByRole('img', { name: 'Signature: sign here' }));
    await screenshot(page, 'offline-sign-off-390');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign off' }).click();
    await page.getByText(/^Signed by Pat Customer on this phone/).waitFor();
    await screenshot(page, 'offline-job-signed-390');
    const signedBefore = new Date().toISOString();

    // Nothing has gone: the signatures' photos, the two forms and the sign-off wait in the outbox.
    const forms = page.getByRole('list', { name: 'Forms' });
    await forms.getByText('Waiting to send').waitFor();
    expect(await outboxStates(page)).toEqual({ waiting: 6 });

    // One reconnect sends it all.
    await context.setOffline(false);
    await outboxSettled(page).catch(() => {});
    expect(await outboxProblems(page)).toEqual([]);
    expect(await outboxStates(page)).toEqual({ sent: 6 });
    await context.close();

    const { job: tag } = await gql<{
      job: {
        forms: { id: string; status: string; items: { result: string; equipment: { assetTag: string } }[] }[];
        customer: { equipment: { id: string }[] };
      };
    }>(
      office,
      'query($id: ID!) { job(id: $id) { forms { id status items { result equipment { assetTag } } } customer { equipment { id } } } }',
      {
        id: tagJobId,
      },
    );
    expect(tag.forms.map((form) => [form.id, form.status])).toEqual([[tagForm, 'submitted']]);
    expect(tag.forms[0]?.items).toHaveLength(ITEMS);
    expect(tag.forms[0]?.items.filter((item) => item.result === 'fail').map((item) => item.equipment.assetTag)).toEqual([`${stamp}-2`]);
    expect(tag.customer.equipment).toHaveLength(ITEMS);

    const { job: swms } = await gql<{
      job: {
        forms: { id: string; status: string; answers: { workers: { signature: { photoId: string; signedBy: string } }[] } }[];
        photos: { id: string }[];
      };
    }>(office, 'query($id: ID!) { job(id: $id) { forms { id status answers } photos { id } } }', { id: swmsJobId });
    expect(swms.forms.map((form) => [form.id, form.status])).toEqual([[swmsForm, 'submitted']]);
    const signatures = swms.forms[0]?.answers.workers.map((w) => w.signature) ?? [];
    expect(signatures.map((sig) => sig.signedBy)).toEqual(['Jake Wilson', 'Sam Offsider']);
    const customerSignature = swms.photos.filter((p) => !signatures.some((sig) => sig.photoId === p.id));
    expect(customerSignature).toHaveLength(1);

    // The sign-off taken offline is the job's, at the time the customer signed, pinned to the report they read.
    const { job: signed } = await gql<{
      job: { signOffs: { outcome: string; signerName: string; signedAt: string; reportUrl: string; signaturePhotoId: string }[] };
    }>(office, 'query($id: ID!) { job(id: $id) { signOffs { outcome signerName signedAt reportUrl signaturePhotoId } } }', {
      id: swmsJobId,
    });
    expect(signed.signOffs.map((o) => [o.outcome, o.signerName, o.signaturePhotoId])).toEqual([
      ['signed', 'Pat Customer', customerSignature[0]?.id],
    ]);
    expect(signed.signOffs[0]?.signedAt <= signedBefore).toBe(true);
    const pdf = await office.request.get(signed.signOffs[0]?.reportUrl ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });
});
