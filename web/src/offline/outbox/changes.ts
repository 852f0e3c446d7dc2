import { JOB_STATUS_LABELS, type JobStatusValue } from '@rules/job-status';
import { formatAud } from '@rules/money';
import type { ServiceReport } from '@rules/service-report';
import { type ClockChangeInput, clockLabel, clockRequest } from './clock-changes';
import { type ShiftChangeInput, shiftLabel, shiftRequest } from './shift-changes';

// What the outbox can carry: the technician's writes to a job, each sent to its REST route. A change gets its
// idempotency key when it is made, so however often it is sent the server applies it once.

export type ChangeState = 'waiting' | 'sending' | 'sent' | 'needs-attention';

/** A job diary entry the technician can add, correct and remove until the job is completed. */
export type EntryKind = 'note' | 'hours' | 'part';

/**
 * Which entry an edit or delete is about: one the server has (`entryId`), or one added through the outbox (`addSeq`,
 * that change's place in the order), whose id is known once that add has been sent.
 */
export interface EntryRef {
  entryId?: string;
  addSeq?: number;
}

export type NoteValues = { text: string };
export type HoursValues = { hours: number; description?: string };
export type PartValues = { partName: string; quantity: number; unitAmountCents?: number };

export type EntryValues = NoteValues | HoursValues | PartValues;

/**
 * A correction's fields the technician changed: only these are sent, so a field the office corrected meanwhile keeps
 * the office's value (last writer wins per field). Absent on a correction that named none: all its fields are sent.
 */
export interface Corrected {
  fields?: string[];
}

export type ChangeInput =
  | ({ kind: 'note'; jobId: string } & NoteValues)
  | ({ kind: 'hours'; jobId: string } & HoursValues)
  | ({ kind: 'part'; jobId: string } & PartValues)
  | ({ kind: 'note-edit'; jobId: string } & EntryRef & Corrected & NoteValues)
  | ({ kind: 'hours-edit'; jobId: string } & EntryRef & Corrected & HoursValues)
  | ({ kind: 'part-edit'; jobId: string } & EntryRef & Corrected & PartValues)
  | ({ kind: 'note-delete' | 'hours-delete' | 'part-delete'; jobId: string; what: string } & EntryRef)
  | { kind: 'photo'; jobId: string; photo: Blob; filename: string }
  | { kind: 'status'; jobId: string; status: string; fromStatus: string }
  | { kind: 'complete'; jobId: string; notes?: string; fromStatus?: string }
  | FormChangeInput
  | SignOffChangeInput
  | ClockChangeInput
  | ShiftChangeInput;

/** A change to the member's own timesheet (a clock action, a day entered), not to a job. */
export const isTimesheetChange = (c: ChangeInput): c is ClockChangeInput | ShiftChangeInput => c.kind === 'clock' || c.kind === 'shift';

/**
 * A form's answers filled on the device (form-changes.ts): saved as a draft, or submitted. `fromUpdatedAt` is the
 * form's updated_at this change is made from (the saved copy's, or the answer to the form's change sent before it):
 * the server refuses it when someone changed the form since. A photo or signature taken offline is named by its
 * photo change until that is sent (pendingPhotoId).
 */
export interface FormChangeInput {
  kind: 'form';
  jobId: string;
  formId: string;
  formName: string;
  answers: Record<string, unknown>;
  submit: boolean;
  fromUpdatedAt?: string;
}

/**
 * The customer's sign-off taken on the device (sign-off-changes.ts): the report they read, as the device built it from
 * its copy and its changes (photos not sent yet named by their changes' keys), who signed or declined, and when.
 * Its digest is taken as it is sent, once those photos have their ids: the server signs only when the job still gives
 * that very report.
 */
export interface SignOffChangeInput {
  kind: 'sign-off';
  jobId: string;
  outcome: 'signed' | 'declined';
  signerName: string;
  declineReason?: string;
  signaturePhotoId?: string;
  emailTo: string[];
  /** When the customer signed on the device (ISO). */
  signedAt: string;
  report: ServiceReport;
  /** Put in place as it is sent: the SHA-256 of the report's JSON, its photos named by their ids. */
  digest?: string;
}

/**
 * The job as the server has it now, read when a change to it was refused: the other side of a conflict. For an edit or
 * delete of an entry, `entryGone` says the entry is no longer on the job (deleted meanwhile).
 */
export type ServerSide = { status: string; title: string; entryGone?: boolean } | { gone: true };

export type Change = ChangeInput & {
  /** The order changes were made in (IndexedDB's key). */
  seq?: number;
  /** The Idempotency-Key sent with every attempt. */
  key: string;
  /** Whose change: only they send it (sign-out wipes the outbox anyway). */
  userId: string;
  /** A few words for the outbox list and the job page. */
  label: string;
  state: ChangeState;
  madeAt: string;
  sentAt?: string;
  /** Why it needs attention: the server's answer, shown as it is. */
  problem?: string;
  /** The HTTP status the server refused it with (409: the job or form moved on meanwhile). */
  refusedStatus?: number;
  /** For a refused change: the job as the server had it then (null when it could not be read). */
  server?: ServerSide | null;
  /** Set once it has been on its way: from then the server may hold its key, so it is never changed in place. */
  attempted?: boolean;
  /** For an add once sent: the server's id of the entry it made (what later edits and deletes of it are sent to). */
  entryId?: string;
  /** For a photo once sent: the server's id of it (what a form's answers taken offline name). */
  photoId?: string;
  /** For a form's change once sent: the form's updated_at in the answer (what its next change is made from). */
  formUpdatedAt?: string;
};

/** What kind of entry a change adds, corrects or removes (null for photos, status changes and completion). */
export function entryKindOf(change: ChangeInput): EntryKind | null {
  const base = change.kind.split('-')[0];
  return base === 'note' || base === 'hours' || base === 'part' ? base : null;
}

export const isEntryEdit = (c: ChangeInput): c is Extract<ChangeInput, { kind: `${EntryKind}-edit` }> => c.kind.endsWith('-edit');
export const isEntryDelete = (c: ChangeInput): c is Extract<ChangeInput, { kind: `${EntryKind}-delete` }> => c.kind.endsWith('-delete');

/** The REST collection of an entry kind: /api/jobs/{id}/notes, …/hours, …/parts. */
export const ENTRY_PATHS: Record<EntryKind, string> = { note: 'notes', hours: 'hours', part: 'parts' };

/** An entry's words in sentences ('note', 'hours entry', 'part'). */
export const ENTRY_NOUNS: Record<EntryKind, string> = { note: 'note', hours: 'hours entry', part: 'part' };

/** The fields of each kind of entry a technician corrects (a part's price is the price list's for its name). */
const CORRECTABLE: Record<EntryKind, string[]> = { note: ['text'], hours: ['hours', 'description'], part: ['partName', 'quantity'] };

/** The fields `after` changes of `before` (no description and an empty one are the same). */
export function changedFields(kind: EntryKind, before: EntryValues, after: EntryValues): string[] {
  const value = (values: EntryValues, field: string) => (values as Record<string, unknown>)[field] ?? '';
  return CORRECTABLE[kind].filter((field) => value(before, field) !== value(after, field));
}

/** A correction's values cut to the fields it changes (all of them where it names none); a part's price goes with its name. */
export function correctedValues<V extends object>(values: V, fields: string[] | undefined): Partial<V> {
  if (!fields) return values;
  const kept = fields.includes('partName') ? [...fields, 'unitAmountCents'] : fields;
  return Object.fromEntries(Object.entries(values).filter(([field]) => kept.includes(field))) as Partial<V>;
}

/**
 * The request a change is sent as (an edit or delete once the entry's id is known): a JSON body, or none (a photo's
 * file goes in a part of the sync's form of its own).
 */
export interface ChangeRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  json?: Record<string, unknown>;
}

export function requestOf(change: ChangeInput): ChangeRequest {
  if (change.kind === 'clock') return clockRequest(change);
  if (change.kind === 'shift') return shiftRequest(change);
  const job = `/api/jobs/${encodeURIComponent(change.jobId)}`;
  const entry = () => {
    const kind = entryKindOf(change) as EntryKind;
    const id = (change as EntryRef).entryId;
    if (!id) throw new Error('The entry this changes has no id yet');
    return `${job}/${ENTRY_PATHS[kind]}/${encodeURIComponent(id)}`;
  };
  switch (change.kind) {
    case 'note-edit':
      return { method: 'PUT', path: entry(), json: { text: change.text } };
    case 'hours-edit':
      // null clears a description; one left out keeps the server's.
      return {
        method: 'PUT',
        path: entry(),
        json: correctedValues({ hours: change.hours, description: change.description ?? null }, change.fields),
      };
    case 'part-edit':
      return {
        method: 'PUT',
        path: entry(),
        json: correctedValues({ partName: change.partName, quantity: change.quantity }, change.fields),
      };
    case 'note-delete':
    case 'hours-delete':
    case 'part-delete':
      return { method: 'DELETE', path: entry() };
    case 'note':
      return { method: 'POST', path: `${job}/notes`, json: { text: change.text } };
    case 'hours':
      return { method: 'POST', path: `${job}/hours`, json: { hours: change.hours, description: change.description } };
    case 'part':
      return { method: 'POST', path: `${job}/parts`, json: { partName: change.partName, quantity: change.quantity } };
    case 'status':
      return { method: 'PUT', path: job, json: { status: change.status, fromStatus: change.fromStatus } };
    case 'complete':
      return {
        method: 'POST',
        path: `${job}/complete`,
        json: { ...(change.notes ? { notes: change.notes } : {}), ...(change.fromStatus ? { fromStatus: change.fromStatus } : {}) },
      };
    case 'photo':
      return { method: 'POST', path: `${job}/photos` };
    case 'form': {
      const json = { answers: change.answers, ...(change.fromUpdatedAt ? { fromUpdatedAt: change.fromUpdatedAt } : {}) };
      const form = `/api/job-forms/${encodeURIComponent(change.formId)}`;
      return change.submit ? { method: 'POST', path: `${form}/submit`, json } : { method: 'PATCH', path: `${form}/answers`, json };
    }
    case 'sign-off': {
      const { outcome, signerName, signaturePhotoId, declineReason, digest, emailTo, signedAt } = change;
      const json = { outcome, signerName, digest, emailTo, signedAt };
      return {
        method: 'POST',
        path: `${job}/sign-off`,
        json: outcome === 'signed' ? { ...json, signaturePhotoId } : { ...json, declineReason },
      };
    }
  }
}

/** A status as people read it ('In Progress'). */
export const statusLabel = (status: string) => JOB_STATUS_LABELS[status as JobStatusValue] ?? status;

/** A note's first words, for a label. */
export const shortText = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
/** '1.5 — Replaced the filter' */
export const hoursWords = (h: HoursValues) => `${h.hours}${h.description ? ` — ${h.description}` : ''}`;
/** '2 × Filter at $45.00 = $90.00' */
export const partWords = (p: PartValues) =>
  `${p.quantity} × ${p.partName}${p.unitAmountCents === undefined ? '' : ` at ${formatAud(p.unitAmountCents)} = ${formatAud(p.unitAmountCents * p.quantity)}`}`;

/** How the outbox names a change. */
export function labelOf(change: ChangeInput): string {
  switch (change.kind) {
    case 'note':
      return `Note: ${shortText(change.text)}`;
    case 'hours':
      return `Hours: ${hoursWords(change)}`;
    case 'part':
      return `Part: ${partWords(change)}`;
    case 'note-edit':
      return `Edit note: ${shortText(change.text)}`;
    case 'hours-edit':
      return `Edit hours: ${hoursWords(change)}`;
    case 'part-edit':
      return `Edit part: ${partWords(change)}`;
    case 'note-delete':
      return `Delete note: ${change.what}`;
    case 'hours-delete':
      return `Delete hours: ${change.what}`;
    case 'part-delete':
      return `Delete part: ${change.what}`;
    case 'photo':
      return `Photo: ${change.filename}`;
    case 'status':
      return `Status: ${statusLabel(change.status)}`;
    case 'complete':
      return 'Complete the job';
    case 'form':
      return `${change.submit ? 'Submit form' : 'Form answers'}: ${change.formName}`;
    case 'clock':
      return clockLabel(change);
    case 'shift':
      return shiftLabel(change);
    case 'sign-off':
      return change.outcome === 'signed' ? `Customer sign-off: ${change.signerName}` : `Customer declined to sign: ${change.signerName}`;
  }
}

/** A new note, hours, part or photo the server refused, in the spec's words (part 2, the Notes page's errors). */
export const FAILED_TO_ADD: Partial<Record<ChangeInput['kind'], string>> = {
  note: 'Failed to add note',
  hours: 'Failed to add hours',
  part: 'Failed to add part',
  photo: 'Failed to upload photo',
};

export const STATE_LABELS: Record<ChangeState, string> = {
  waiting: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  'needs-attention': 'Needs attention',
};
