import { toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../lib/error-message';
import { unwrap } from '../../../lib/mutation-result';

/**
 * Add or save a job entry (note, hours, part), then refresh the job. On failure a toast titled `failure` with the
 * server's reason, and the error goes on, so the form that asked keeps what was typed (and an edit dialog stays open).
 */
export async function changeEntry<R extends { __typename: string }>(
  failure: string,
  mutate: () => Promise<R | null | undefined>,
  onChanged: () => Promise<unknown>,
): Promise<void> {
  try {
    unwrap(await mutate(), failure);
    await onChanged();
  } catch (err) {
    toast.error(failure, messageOf(err, ''));
    throw err;
  }
}

/**
 * A job-entry form's submit: nothing while `ready` is false, pending while `save` runs, then `afterSave` (an add form
 * clears itself); a failed save has already told the user, and the form keeps its values.
 */
export function useEntrySubmit(ready: boolean, save: () => Promise<void>, afterSave?: () => void) {
  const [pending, setPending] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    setPending(true);
    try {
      await save();
      afterSave?.();
    } catch {
      // changeEntry has told the user.
    } finally {
      setPending(false);
    }
  }
  return { pending, submit };
}
