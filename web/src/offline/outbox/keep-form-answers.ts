import type { Change, FormChangeInput } from './changes';
import { formChanges, pendingPhotoKeys } from './form-changes';
import { outboxChanged } from './outbox-events';
import { allChanges, removeChange, updateChange } from './outbox-store';
import { queueChange, syncOutbox } from './sync';

// A form filled on the device (docs/forms.md → Offline): one change per form while it waits, its answers replaced in
// place as they are typed (one key, one request), a submission taking the answers with it.

/** A change that can still be changed in place: waiting, and never on its way. */
const untouched = (c: Change) => c.state === 'waiting' && !c.attempted;

/**
 * Keep a form's answers on the device (and submit it with them when `submit`): the change still waiting for it takes
 * them in place; otherwise a new change is made, from the saved copy's updated_at when it is the form's first (later
 * ones are made from the answer to the one before, at send).
 */
export function keepFormAnswers(userId: string, input: Omit<FormChangeInput, 'kind'>): Promise<void> {
  // A keep of the form still waiting its turn takes these answers instead (one write for answers picked in a row).
  const queued = waiting.get(input.formId);
  if (queued && queued.userId === userId) {
    queued.input = { ...input, submit: queued.input.submit || input.submit };
    return queued.kept;
  }
  // One after another: two keeps at once (a date's segments typed) would each find no change waiting and make two.
  const next: Queued = { userId, input, kept: Promise.resolve() };
  next.kept = keeping.then(() => {
    waiting.delete(input.formId);
    return keep(next.userId, next.input);
  });
  waiting.set(input.formId, next);
  keeping = next.kept.catch(() => {});
  return next.kept;
}

interface Queued {
  userId: string;
  input: Omit<FormChangeInput, 'kind'>;
  kept: Promise<void>;
}

/** The keep under way: the next waits for it. */
let keeping: Promise<void> = Promise.resolve();
/** By form: its keep waiting for the one under way to finish. */
const waiting = new Map<string, Queued>();

async function keep(userId: string, input: Omit<FormChangeInput, 'kind'>): Promise<void> {
  const all = await allChanges();
  let earlier = formChanges(all, input.formId);
  let open = earlier.findLast(untouched);
  // A photo taken after the change was made must be sent before it: the change moves behind it (never sent, so
  // nothing holds its key).
  const named = new Set(pendingPhotoKeys(input.answers));
  if (open?.seq !== undefined && all.some((c) => named.has(c.key) && (c.seq ?? 0) > (open?.seq ?? 0))) {
    const moved = open;
    await removeChange(moved.seq as number);
    earlier = earlier.filter((c) => c !== moved);
    open = undefined;
  }
  if (open?.seq !== undefined) {
    const done = await updateChange(open.seq, (c) => {
      if (!untouched(c) || c.kind !== 'form') return null;
      const next = { ...c, answers: input.answers, submit: c.submit || input.submit };
      return { ...next, label: input.submit ? `Submit form: ${c.formName}` : c.label };
    });
    if (done) {
      outboxChanged();
      if (typeof navigator === 'undefined' || navigator.onLine !== false) void syncOutbox(userId);
      return;
    }
  }
  const first = !earlier.some((c) => c.state !== 'needs-attention');
  await queueChange(userId, { kind: 'form', ...input, fromUpdatedAt: first ? input.fromUpdatedAt : undefined });
}

/** A form's change refused because someone changed the form meanwhile, sent again over theirs (a new change). */
export async function applyFormAnyway(userId: string, change: Change & FormChangeInput): Promise<void> {
  if (change.seq === undefined) return;
  await removeChange(change.seq);
  const { jobId, formId, formName, answers, submit } = change;
  await queueChange(userId, { kind: 'form', jobId, formId, formName, answers, submit });
}
