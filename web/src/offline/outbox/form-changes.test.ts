import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSyncRoute } from './fake-sync-route';
import { formOnDevice, pendingPhotoId, pendingPhotoKeys, withPhotoIds } from './form-changes';
import { applyFormAnyway, keepFormAnswers } from './keep-form-answers';
import { allChanges, wipeOutbox } from './outbox-store';
import { queueChange, syncOutbox } from './sync';
import type { SyncChange } from './sync-request';

// A form filled offline through the outbox (docs/forms.md → Offline): one change per form while it waits, a signature
// taken offline named by its photo change until that is sent, the form's next change made from the last one's answer.

const USER = 'user-1';
const FORM = { jobId: 'j1', formId: 'f1', formName: 'SWMS', fromUpdatedAt: '2026-11-28T01:00:00.000Z' };

/** A FormData that records its parts as given (the photo kept on the device is a clone jsdom's FormData refuses). */
class RecordedForm {
  parts: [string, unknown][] = [];
  append(name: string, value: unknown) {
    this.parts.push([name, value]);
  }
  get(name: string) {
    return this.parts.find(([n]) => n === name)?.[1] ?? null;
  }
}

/** A server: photos get ids p1, p2…; a form's change answers its new updated_at (or the status given for it). */
function server(formStatus: (number | 'offline')[] = []) {
  let photos = 0;
  let saves = 0;
  const { fetch, syncs } = withSyncRoute(async (url, init) => {
    if (url.endsWith('/photos')) return Response.json({ id: `p${++photos}` }, { status: 201 });
    const status = formStatus.shift() ?? 200;
    if (status === 'offline') throw new TypeError('Failed to fetch');
    if (status !== 200) return Response.json({ error: 'Someone changed this form after your copy was saved' }, { status });
    return Response.json({ id: 'f1', updated_at: `2026-11-28T02:00:0${++saves}.000Z`, body: JSON.parse(String(init.body)) });
  });
  vi.stubGlobal('fetch', vi.fn(fetch));
  vi.stubGlobal('FormData', RecordedForm);
  return syncs;
}

/** Changes made with no network: nothing is tried. */
async function offline(make: () => Promise<unknown>) {
  vi.stubGlobal('navigator', { ...navigator, onLine: false });
  try {
    await make();
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await wipeOutbox();
});

describe('photos named in answers', () => {
  it('finds the photo keys anywhere in the answers and puts the server ids in their place', () => {
    const answers = {
      photos: [pendingPhotoId('a'), 'p9'],
      workers: [{ name: 'Jake', signature: { photoId: pendingPhotoId('b'), signedBy: 'Jake' } }],
    };
    expect(pendingPhotoKeys(answers)).toEqual(['a', 'b']);
    expect(withPhotoIds(answers, (key) => ({ a: 'p1', b: 'p2' })[key])).toEqual({
      photos: ['p1', 'p9'],
      workers: [{ name: 'Jake', signature: { photoId: 'p2', signedBy: 'Jake' } }],
    });
  });
});

describe('a form kept on the device', () => {
  it('keeps one change per form while it waits, the newest answers in place, and a submission takes them with it', async () => {
    await offline(async () => {
      // Two at once, as a date's segments typed: still one change.
      await Promise.all([
        keepFormAnswers(USER, { ...FORM, answers: { hazard: 'He' }, submit: false }),
        keepFormAnswers(USER, { ...FORM, answers: { hazard: 'Height' }, submit: false }),
      ]);
      await keepFormAnswers(USER, { ...FORM, answers: { hazard: 'Height', control: 'Harness' }, submit: true });
    });
    const changes = await allChanges();
    expect(changes.map((c) => c.label)).toEqual(['Submit form: SWMS']);
    expect(formOnDevice({ answers: {}, status: 'draft' }, changes, 'f1')).toEqual({
      answers: { hazard: 'Height', control: 'Harness' },
      submitted: true,
      waiting: true,
    });
  });

  it('sends a signature taken offline first, then the form naming its id; the next change is made from the last answer', async () => {
    let signature = '';
    await offline(async () => {
      // The form's change is made first (a name typed), the signature after it: the change moves behind its photo.
      await keepFormAnswers(USER, { ...FORM, answers: {}, submit: false });
      const photo = await queueChange(USER, { kind: 'photo', jobId: 'j1', photo: new Blob(['png']), filename: 'signature.png' });
      signature = pendingPhotoId(photo.key);
      await keepFormAnswers(USER, { ...FORM, answers: { sign: { photoId: signature, signedBy: 'Jake' } }, submit: false });
    });
    const syncs = server();
    await syncOutbox(USER);
    // The form waited for the photo's answer: two syncs, the form's with the photo's id and the copy's updated_at.
    expect(syncs.map((s: SyncChange[]) => s.map((c) => c.path))).toEqual([['/api/jobs/j1/photos'], ['/api/job-forms/f1/answers']]);
    expect(syncs[1]?.[0]?.body).toEqual({ answers: { sign: { photoId: 'p1', signedBy: 'Jake' } }, fromUpdatedAt: FORM.fromUpdatedAt });

    // Filled on after that was sent: a new change, made from the updated_at the server answered.
    await offline(() => keepFormAnswers(USER, { ...FORM, answers: { sign: { photoId: signature, signedBy: 'Jake' } }, submit: true }));
    const more = server();
    await syncOutbox(USER);
    expect(more[0]?.[0]).toMatchObject({
      method: 'POST',
      path: '/api/job-forms/f1/submit',
      body: { answers: { sign: { photoId: 'p1', signedBy: 'Jake' } }, fromUpdatedAt: '2026-11-28T02:00:01.000Z' },
    });
    expect((await allChanges()).map((c) => c.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('shows a form changed by someone else meanwhile as needing attention, and sends mine over theirs when asked', async () => {
    await offline(() => keepFormAnswers(USER, { ...FORM, answers: { hazard: 'Height' }, submit: true }));
    server([409]);
    await syncOutbox(USER);
    const [refused] = await allChanges();
    expect(refused).toMatchObject({ state: 'needs-attention', refusedStatus: 409 });
    // Refused answers are not the device's: the form shows the saved copy's again.
    expect(formOnDevice({ answers: { hazard: 'Asbestos' }, status: 'draft' }, await allChanges(), 'f1').answers).toEqual({
      hazard: 'Asbestos',
    });

    const syncs = server();
    await applyFormAnyway(USER, refused as Parameters<typeof applyFormAnyway>[1]);
    await syncOutbox(USER);
    expect(syncs.at(-1)?.[0]).toMatchObject({ path: '/api/job-forms/f1/submit', body: { answers: { hazard: 'Height' } } });
    expect((await allChanges()).map((c) => [c.label, c.state])).toEqual([['Submit form: SWMS', 'sent']]);
  });
});
