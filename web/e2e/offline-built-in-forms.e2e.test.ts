import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, launch, login, openPage, screenshot } from './browser';
import { type BuiltInKey, builtInFills } from './built-in-fills';
import { addForm, archiveAll, builtInTemplates } from './built-in-templates';
import { outboxProblems, outboxSettled, outboxStates } from './device-copy';
import { books, openForm, openOfflinePhone, submitOffline } from './offline-paperwork';

// The built-in templates the offline day (offline-forms.e2e.test.ts: test-and-tag and the SWMS) does not fill, filled
// in airplane mode through the same recipes as online (built-in-fills.ts): the air-conditioning service with its
// refrigerant record, the NSW CCEW with the tester's signature drawn, the Victorian certificate, the forklift
// inspection and the job completion checklist — all five on one saved job, submitted on the phone, then one reconnect
// sends them once, the signature as the job's photo, each form holding the answers typed.

const KEYS = ['aircon-service', 'ccew-nsw', 'coes-vic', 'forklift-inspection', 'job-completion'] as const satisfies readonly BuiltInKey[];
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

describe('built-in forms offline', { timeout: 300_000 }, () => {
  it('fills the other five built-in templates in airplane mode; one reconnect submits each once with its answers', async () => {
    office = await openPage(browser, 1280);
    await login(office, 'manager@coolair.com.au', { to: null });
    const templates = await builtInTemplates(office, KEYS, toArchive, stamp);
    const { members } = await gql<{ members: { id: string; name: string }[] }>(office, '{ members { id name } }');
    const jake = members.find((m) => m.name === 'Jake Wilson')?.id ?? '';
    const title = `Compliance visit ${stamp}`;
    const jobId = await books(office, jake, title);
    const formIds = new Map<string, string>();
    for (const key of KEYS) formIds.set(key, await addForm(office, jobId, templates.get(key)?.id ?? ''));

    const { context, page } = await openOfflinePhone([jobId]);
    const fill = builtInFills(stamp);
    for (const key of KEYS) {
      await openForm(page, title, templates.get(key)?.name ?? '');
      await fill[key](page);
      if (key === 'ccew-nsw') await screenshot(page, 'offline-built-in-ccew-390');
      await submitOffline(page);
    }

    // Five forms and the tester's signature wait in the outbox; one reconnect sends them.
    expect(await outboxStates(page)).toEqual({ waiting: KEYS.length + 1 });
    await context.setOffline(false);
    await outboxSettled(page).catch(() => {});
    expect(await outboxProblems(page)).toEqual([]);
    expect(await outboxStates(page)).toEqual({ sent: KEYS.length + 1 });
    await context.close();

    const { job } = await gql<{
      job: {
        forms: { id: string; templateId: string; status: string; answers: Record<string, unknown> }[];
        formsStillRequired: unknown[];
        photos: { id: string }[];
      };
    }>(office, 'query($id: ID!) { job(id: $id) { forms { id templateId status answers } formsStillRequired { id } photos { id } } }', {
      id: jobId,
    });
    expect(job.formsStillRequired).toEqual([]);
    const formOf = (key: (typeof KEYS)[number]) => job.forms.find((f) => f.templateId === templates.get(key)?.id);
    expect(job.forms.map((f) => [f.id, f.status]).sort()).toEqual(KEYS.map((key) => [formIds.get(key), 'submitted']).sort());
    expect(formOf('aircon-service')?.answers).toMatchObject({ refrigerant_type: 'R32', charged_kg: 1.25, recovered_kg: 0.4 });
    expect(formOf('ccew-nsw')?.answers).toMatchObject({
      postcode: '2150',
      tester_signature: { signedBy: 'Jake Wilson', photoId: job.photos[0]?.id },
    });
    expect(job.photos).toHaveLength(1);
    expect(formOf('coes-vic')?.answers).toMatchObject({ inspector_licence: 'INS-777' });
    expect(formOf('forklift-inspection')?.answers).toMatchObject({ hours: 5231.5, defects: 'Left tyre near the wear line' });
    expect(formOf('job-completion')?.answers).toMatchObject({ follow_up: 'Quote a new isolator' });
  });
});
