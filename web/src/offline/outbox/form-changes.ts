import type { Change, FormChangeInput } from './changes';

// A form's changes on the device (docs/forms.md → Offline), read by the screens and the send alike. A photo or
// signature taken offline is a photo change of the job (the online form's photos are the job's too); the answers
// name it by its key until it is sent, and the send puts the server's id in its place (send.ts).

const PENDING = 'outbox-photo:';

/** How a form's answers name a photo still in the outbox: by its change's key. */
export const pendingPhotoId = (key: string) => `${PENDING}${key}`;

/** The keys of the photo changes the answers name (in photo lists, signatures and group rows alike). */
export function pendingPhotoKeys(answers: unknown): string[] {
  const keys: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string' && v.startsWith(PENDING)) keys.push(v.slice(PENDING.length));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(answers);
  return keys;
}

/** The answers with each photo still named by its key named by its server id (`idOf` answers it, or undefined). */
export function withPhotoIds(answers: Record<string, unknown>, idOf: (key: string) => string | undefined): Record<string, unknown> {
  const swap = (v: unknown): unknown => {
    if (typeof v === 'string' && v.startsWith(PENDING)) return idOf(v.slice(PENDING.length)) ?? v;
    if (Array.isArray(v)) return v.map(swap);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
    return v;
  };
  return swap(answers) as Record<string, unknown>;
}

/** The device's changes to a form, oldest first. */
export const formChanges = (changes: Change[], formId: string) =>
  changes.filter((c): c is Change & FormChangeInput => c.kind === 'form' && c.formId === formId);

/**
 * The form's answers as this device has them: the newest change's that was not refused, else the saved copy's. Also
 * whether it is submitted on the device.
 */
export function formOnDevice(saved: { answers: Record<string, unknown>; status: string }, changes: Change[], formId: string) {
  const mine = formChanges(changes, formId).filter((c) => c.state !== 'needs-attention');
  const last = mine.at(-1);
  return {
    answers: last?.answers ?? saved.answers,
    submitted: saved.status === 'submitted' || mine.some((c) => c.submit),
    waiting: mine.some((c) => c.state !== 'sent'),
  };
}
