import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formOnDevice } from './form-changes';
import { keepFormAnswers } from './keep-form-answers';
import { onOutboxChange } from './outbox-events';
import { allChanges, wipeOutbox } from './outbox-store';

// Answers picked one after another on a form offline (a row's class, environment, result…): each keep waits for the
// one before, and a keep still waiting takes the newest answers, so they are written once.

const USER = 'user-1';
const FORM = { jobId: 'j1', formId: 'f1', formName: 'Test and tag', fromUpdatedAt: '2026-11-28T01:00:00.000Z' };

afterEach(async () => {
  vi.unstubAllGlobals();
  await wipeOutbox();
});

describe('answers kept as they are picked', () => {
  it('writes keeps made before one could start once, with the newest answers and the submission asked', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let writes = 0;
    const stop = onOutboxChange(() => writes++);
    await Promise.all([
      keepFormAnswers(USER, { ...FORM, answers: { class: 'Class I' }, submit: false }),
      keepFormAnswers(USER, { ...FORM, answers: { class: 'Class I', visual: 'pass' }, submit: false }),
      keepFormAnswers(USER, { ...FORM, answers: { class: 'Class I', visual: 'pass', result: 'pass' }, submit: true }),
      keepFormAnswers(USER, { ...FORM, answers: { class: 'Class I', visual: 'pass', result: 'fail' }, submit: false }),
    ]);
    stop();
    expect(writes).toBe(1);
    const changes = await allChanges();
    expect(changes.map((c) => c.label)).toEqual(['Submit form: Test and tag']);
    expect(formOnDevice({ answers: {}, status: 'draft' }, changes, 'f1')).toEqual({
      answers: { class: 'Class I', visual: 'pass', result: 'fail' },
      submitted: true,
      waiting: true,
    });
  });
});
