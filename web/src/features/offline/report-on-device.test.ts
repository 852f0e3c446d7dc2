import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DeviceCopy, SavedJob } from '../../offline/cache/device-copy';
import type { Change, ChangeInput } from '../../offline/outbox/changes';
import { pendingPhotoId } from '../../offline/outbox/form-changes';
import { reportDigest, signOffToSend } from '../../offline/outbox/sign-off-changes';
import { reportOnDevice } from './report-on-device';

// The service report a customer signs on a phone without signal: the saved copy with the outbox laid over it, in the
// order and the shape the server builds it, and its digest taken as the server takes it once the photos are sent.

const DEFINITION = {
  sections: [
    {
      id: 'main',
      title: 'Checks',
      fields: [
        { id: 'note', kind: 'text', label: 'Finding' },
        { id: 'pressure', kind: 'number', label: 'Pressure', unit: 'kPa' },
        { id: 'signature', kind: 'signature', label: 'Technician signature' },
      ],
    },
  ],
};

const job = {
  id: 'j1',
  title: 'Split system service',
  description: null,
  status: 'in_progress',
  scheduledAt: '2026-11-24T23:00:00.000Z',
  technicians: ['Jake Wilson'],
  customer: { id: 'c1', name: 'Puckle Street Medical Clinic', address: '1 Puckle St, Moonee Ponds VIC 3039', email: null },
  equipment: [{ id: 'e1', name: 'Lobby split', make: 'Daikin', model: 'FTXM25W', serial: 'S1' }],
  notes: [],
  // As the copy keeps them: newest first.
  hours: [
    { id: 'h2', hours: 0.5, description: null, createdAt: '2026-11-25T07:30:00.000Z', worker: 'Priya Shah' },
    { id: 'h1', hours: 1, description: null, createdAt: '2026-11-25T07:00:00.000Z', worker: 'Jake Wilson' },
  ],
  parts: [],
  forms: [
    {
      id: 'f1',
      templateName: 'Service checklist',
      version: 1,
      status: 'draft',
      required: true,
      definition: DEFINITION,
      answers: { note: 'Dusty filters' },
      updatedAt: '2026-11-25T07:00:00.000Z',
      equipmentName: 'Lobby split',
      revision: 0,
      createdAt: '2026-11-25T06:00:00.000Z',
    },
  ],
} as unknown as SavedJob;

const copy = {
  userId: 'jake',
  userName: 'Jake Wilson',
  orgName: 'Coolair Services',
  business: { abn: '51 824 753 556', phone: null, email: null },
  timeZone: 'Australia/Melbourne',
  savedAt: '2026-11-25T08:00:00.000Z',
  jobs: [job],
} as unknown as DeviceCopy;

let seq = 0;
const change = (input: ChangeInput): Change =>
  ({ ...input, seq: ++seq, key: `k${seq}`, userId: 'jake', label: '', state: 'waiting', madeAt: '2026-11-25T09:00:00.000Z' }) as Change;

describe('the report on the device', () => {
  it('lays the work waiting to be sent over the saved copy, as the server will have it', () => {
    const photo = change({ kind: 'photo', jobId: 'j1', photo: new Blob(), filename: 'sig.png' });
    const report = reportOnDevice(copy, job, [
      change({ kind: 'hours', jobId: 'j1', hours: 2 }),
      photo,
      change({
        kind: 'form',
        jobId: 'j1',
        formId: 'f1',
        formName: 'Service checklist',
        answers: {
          note: '  Filters cleaned  ',
          pressure: '850',
          signature: { photoId: pendingPhotoId(photo.key), signedBy: 'Jake Wilson' },
        },
        submit: true,
      }),
    ]);
    expect(report.business).toEqual({ name: 'Coolair Services', abn: '51 824 753 556', phone: null, email: null });
    expect(report.job).toEqual({ title: 'Split system service', description: null, scheduledOn: '25 November 2026' });
    expect(report.equipment).toEqual([{ name: 'Lobby split', details: 'Daikin · FTXM25W · serial S1' }]);
    // Oldest first, as logged; the hours logged on the phone are the signed-in technician's.
    expect(report.labour).toEqual([
      { who: 'Jake Wilson', hours: 3 },
      { who: 'Priya Shah', hours: 0.5 },
    ]);
    // Cleaned as the server keeps answers: text trimmed, the number a number; submitted on the phone.
    expect(report.forms[0]).toMatchObject({ title: 'Service checklist', submitted: true, revision: 0 });
    expect(report.forms[0]?.sections[0]?.entries).toEqual([
      { label: 'Finding', value: 'Filters cleaned' },
      { label: 'Pressure', value: '850 kPa' },
      { label: 'Technician signature', signature: { photoId: pendingPhotoId(photo.key), signedBy: 'Jake Wilson' } },
    ]);
  });

  it('is sent with its photos named by their ids and the digest the server takes of that report', async () => {
    const photo = change({ kind: 'photo', jobId: 'j1', photo: new Blob(), filename: 'sig.png' });
    const form = change({
      kind: 'form',
      jobId: 'j1',
      formId: 'f1',
      formName: 'Service checklist',
      answers: { signature: { photoId: pendingPhotoId(photo.key), signedBy: 'Jake Wilson' } },
      submit: true,
    });
    const report = reportOnDevice(copy, job, [photo, form]);
    const sent = await signOffToSend(
      {
        kind: 'sign-off',
        jobId: 'j1',
        outcome: 'signed',
        signerName: 'Elena',
        signaturePhotoId: pendingPhotoId('customer'),
        emailTo: [],
        signedAt: '2026-11-25T09:05:00.000Z',
        report,
      },
      (key) => ({ [photo.key]: 'photo-1', customer: 'photo-2' })[key],
    );
    expect(sent.signaturePhotoId).toBe('photo-2');
    expect(sent.report.forms[0]?.sections[0]?.entries[2]).toEqual({
      label: 'Technician signature',
      signature: { photoId: 'photo-1', signedBy: 'Jake Wilson' },
    });
    expect(sent.digest).toBe(createHash('sha256').update(JSON.stringify(sent.report)).digest('hex'));
    expect(await reportDigest(report)).not.toBe(sent.digest);
  });
});
